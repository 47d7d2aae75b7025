import type { Logger } from 'pino';
import type { FanOut, MatchNotice } from '../fanout/fanout.js';
import { logFailure } from '../failures.js';
import type { Metrics } from '../metrics.js';

/** Tell the other processes about a match (see `notifier`). */
export type Notify = (notice: MatchNotice) => Promise<void>;

/**
 * Tell the other processes. A notice lost to Redis costs them latency, never an action (they read
 * the log on at their next notice, viewer or action, and at a resync when their own connection
 * comes back), so it never fails the work that sent it: an action already taken and heard here
 * is not refused, and the bots it leaves to act still move.
 */
export function notifier(deps: {
  readonly fanout: Pick<FanOut, 'publish'>;
  readonly logger: Logger;
  readonly metrics: Pick<Metrics, 'failed'>;
}): Notify {
  return async (notice) => {
    await deps.fanout.publish(notice).catch((e: unknown) => {
      const cause = logFailure(deps.logger, e, { match: notice.matchId }, 'fan-out notice lost');
      deps.metrics.failed('notice-lost', cause);
    });
  };
}
