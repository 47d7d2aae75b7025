import { configFromEnv, startServer } from '@cutthroat/server';
import { serveProbe } from './probe.js';

/**
 * The Cutthroat server as `apps/server/src/main.ts` starts it (configuration from the environment,
 * deadlines on their timer), plus the benchmark's probe over IPC.
 */
const server = await startServer({ config: configFromEnv() });
serveProbe(server.port, () => server.close());
