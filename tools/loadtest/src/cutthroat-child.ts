import { CATALOG } from '@cutthroat/catalog';
import { configFromEnv, startServer, tuneHeap } from '@cutthroat/server';
import { serveProbe } from './probe.js';

/**
 * The Cutthroat server as `apps/server/src/main.ts` starts it (configuration from the environment,
 * deadlines on their timer), plus the benchmark's probe over IPC.
 */
const config = configFromEnv();
tuneHeap(config.heapGrowingPercent);
const server = await startServer({
  games: CATALOG,
  config,
});
serveProbe(server.port, () => server.close());
