import type { AnyGame, RngState, Seat } from '@cutthroat/engine';
import type { Bot } from '../bot.js';
import type { Budget } from '../ismcts/budget.js';
import type { SearchHooks } from '../ismcts/hooks.js';

/** One decision for a worker: everything is data, so it crosses a thread as a structured clone. */
export interface DecideTask {
  readonly game: string;
  /** The bot kind's name in the game's catalogue entry. */
  readonly bot: string;
  readonly seat: Seat;
  /** The seat's view, as `viewOf` gives it: the only thing of the match a worker sees. */
  readonly view: unknown;
  /** The bot's RNG state for this decision: a decision is a pure function of the task. */
  readonly rng: RngState;
  readonly budget?: Budget;
}

export const PoolError = {
  UnknownGame: 'pool/unknown-game',
  UnknownBot: 'pool/unknown-bot',
  NoSearchHooks: 'pool/no-search-hooks',
  Closed: 'pool/closed',
  WorkerFailed: 'pool/worker-failed',
} as const;
export type PoolErrorCode = (typeof PoolError)[keyof typeof PoolError];

export interface PoolFailure {
  readonly code: PoolErrorCode;
  readonly message: string;
}

export type Decided = { readonly ok: true; readonly action: unknown } | ({ readonly ok: false } & PoolFailure);

/**
 * What a worker asks of the catalogue, which it cannot import itself (`packages/bots` sits below the
 * games): a module at the pool's `resolver` URL exports `resolve` as this.
 */
export type Resolve = (
  game: string,
  bot: string,
) =>
  | { readonly ok: true; readonly game: AnyGame; readonly hooks: SearchHooks<AnyGame>; readonly make: MakeBot }
  | ({ readonly ok: false } & PoolFailure);

export type MakeBot = (settings: { readonly budget?: Budget }) => Bot<AnyGame>;

export interface WorkerRequest {
  readonly id: number;
  readonly task: DecideTask;
}
export interface WorkerReply {
  readonly id: number;
  readonly decided: Decided;
}
