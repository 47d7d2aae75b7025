import type { AddressLimits, LimitSettings } from './limits.js';
import { LocalLimits } from './local.js';
import { defaultLimitsPrefix, RedisLimits } from './redis.js';

export type { AddressLimits, LimitSettings } from './limits.js';
export { limitKey } from './address-key.js';
export { LocalLimits, SocketsPerAddress } from './local.js';
export { defaultLimitsPrefix, RedisLimits, type RedisLimitsOptions } from './redis.js';

export interface LimitsOptions {
  /** Set (REDIS_URL): the limits are shared by the processes on this Redis. */
  readonly redisUrl?: string | null | undefined;
  readonly prefix?: string;
  /** Redis only: the connection's name in Redis's CLIENT LIST (`cutthroat-limits` by default). */
  readonly connectionName?: string;
  /** This process's id. */
  readonly process: string;
  readonly now: () => number;
  readonly onError: (error: unknown) => void;
}

/** The limits the configuration asks for. With Redis, rejects when it cannot be reached. */
export async function openLimits(settings: LimitSettings, options: LimitsOptions): Promise<AddressLimits> {
  const { redisUrl, prefix, connectionName, process, now, onError } = options;
  if (!redisUrl) return new LocalLimits(settings, now);
  const limits = new RedisLimits(redisUrl, settings, {
    prefix: prefix ?? defaultLimitsPrefix,
    connectionName,
    process,
    onError,
  });
  try {
    await limits.connect();
  } catch (error) {
    await limits.close();
    throw error;
  }
  return limits;
}
