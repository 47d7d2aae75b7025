import type { FanOut } from './fanout.js';
import { LocalFanOut } from './local.js';
import { RedisFanOut } from './redis.js';
import type { ErrorReporter } from './subscribers.js';

export type { FanOut, MatchNotice } from './fanout.js';
export { LocalFanOut, type LocalFanOutOptions } from './local.js';
export { defaultChannelPrefix, RedisFanOut, type RedisFanOutOptions } from './redis.js';
export type { ErrorReporter } from './subscribers.js';

export interface FanOutOptions {
  /** Set (REDIS_URL): processes share matches over Redis. Unset or empty: one process, in memory. */
  readonly redisUrl?: string | null | undefined;
  readonly onError?: ErrorReporter;
  /** Redis only: see `RedisFanOutOptions`. */
  readonly channelPrefix?: string;
  /** Redis only: see `RedisFanOutOptions`. */
  readonly connectionName?: string;
}

/** The fan-out the configuration asks for. With Redis, rejects when it cannot be reached. */
export async function openFanOut(options: FanOutOptions = {}): Promise<FanOut> {
  const { redisUrl, onError, channelPrefix, connectionName } = options;
  if (!redisUrl) return new LocalFanOut({ onError });
  const fanOut = new RedisFanOut(redisUrl, { onError, channelPrefix, connectionName });
  try {
    await fanOut.connect();
  } catch (error) {
    // Otherwise ioredis would keep retrying, and keep the process alive, for nobody.
    await fanOut.close();
    throw error;
  }
  return fanOut;
}
