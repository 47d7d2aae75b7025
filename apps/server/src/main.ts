import { configFromEnv } from './config.js';
import { startServer } from './server.js';

// `npm run serve`: one server process on PORT (8080), SQLite under DATA_DIR (./data), or
// PostgreSQL and Redis when DATABASE_URL and REDIS_URL are set.
const server = await startServer({ config: configFromEnv() });
server.app.log.info({ url: server.url }, 'Cutthroat server listening');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (e: unknown) => {
        server.app.log.error({ err: e }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
