import type { ChatLine } from '@cutthroat/protocol';

/**
 * Fan-out: every process that holds sockets of a match hears about each accepted action. Embedded
 * default: in-process. With REDIS_URL: Redis pub/sub, so processes behind a load balancer share
 * matches without sticky sessions. A message is a notice ("match M reached seq N"); the log in the
 * store stays the truth, so a lost notice costs latency (the next one, or a resync, catches up),
 * never an action.
 */
export interface MatchNotice {
  readonly matchId: string;
  /** The seq the match has reached (the number of actions in its log). */
  readonly seq: number;
  /** The process that wrote it, so it can skip its own notices. */
  readonly origin: string;
  /** The match's seats or status changed (a join, a leave, a forfeit): reread its record. */
  readonly seats?: true;
  /**
   * Not from another process: this process's fan-out lost its connection to the others for a
   * while, and may have missed notices of this match. Read the log on, and the record.
   */
  readonly resync?: true;
  /** Chat travels the same way. */
  readonly chat?: ChatLine;
  /**
   * This player replaced their token: their sockets that said hello with a token that no longer
   * speaks for them close.
   */
  readonly tokensOf?: string;
}

export interface FanOut {
  publish(notice: MatchNotice): Promise<void>;
  /** Hear notices of one match; returns the way to stop. */
  subscribe(matchId: string, listener: (notice: MatchNotice) => void): Promise<() => Promise<void>>;
  /** Whether the notices of other processes can be sent and heard now, or fail (`/readyz`). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
