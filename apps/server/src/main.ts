import { BotPool } from '@cutthroat/bots/pool';
import { CATALOG } from '@cutthroat/catalog';
import { pino } from 'pino';
import { configFromEnv } from './config.js';
import { tuneHeap } from './heap.js';
import { startServer, type RunningServer } from './server.js';

// `npm run serve`: one server process on PORT (8080), SQLite under DATA_DIR (./data), or
// PostgreSQL and Redis when DATABASE_URL and REDIS_URL are set.
const logger = pino({ level: 'info' });
let server: RunningServer;
// Search bots decide in worker threads, one per core less one; the workers find the games here.
const botPool = new BotPool({ resolver: import.meta.resolve('@cutthroat/catalog/bot-resolver') });
try {
  const config = configFromEnv();
  logger.level = config.logLevel;
  tuneHeap(config.heapGrowingPercent);
  server = await startServer({ config, logger, games: CATALOG, botPool });
} catch (e) {
  // One JSON line like all the others, not a stack on stderr: the supervisor's log keeps why
  // (a bad setting, or a database or Redis it cannot reach) where the rest of the log is.
  logger.fatal({ err: e }, 'the server could not start');
  process.exit(1);
}
server.app.log.info({ url: server.url }, 'Cutthroat server listening');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      async () => {
        await botPool.close();
        process.exit(0);
      },
      (e: unknown) => {
        server.app.log.error({ err: e }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
