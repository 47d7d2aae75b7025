import {
  Rng,
  actorsOf,
  applyAction,
  legalActionsOf,
  outcomeOf,
  seedFromSecret,
  setupMatch,
  type ActionOf,
  type AnyGame,
  type LogEntry,
  type MatchRecord,
  type Outcome,
  type Seat,
  type StateOf,
} from '@cutthroat/engine';
import type { Bot } from './bot.js';
import { LazyDecision } from './decision.js';

export interface PlayoutResult<Gm extends AnyGame> {
  readonly outcome: Outcome;
  readonly state: StateOf<Gm>;
  readonly actions: number;
  readonly log: readonly LogEntry[] | null;
}

export interface PlayoutOptions<S = unknown> {
  /** Keep the log (for replay checks); off for speed. */
  readonly keepLog?: boolean;
  /** Called with the state after every accepted action (for statistics gathered along the way). */
  readonly observe?: (state: S) => void;
  /** Give up after this many actions: a guard against a game that cannot end. */
  readonly maxActions?: number;
}

/**
 * Play a match to the end with one bot per seat. Each bot sees only its seat's view and legal
 * actions, and draws from its own RNG seeded from the match secret, so a playout is a pure
 * function of (record, bots).
 */
export function playout<Gm extends AnyGame>(
  game: Gm,
  record: MatchRecord,
  bots: readonly Bot<Gm>[],
  opts: PlayoutOptions<StateOf<Gm>> = {},
): PlayoutResult<Gm> {
  const start = setupMatch(game, record);
  if (!start.ok) throw new Error(`playout: ${start.error.code}: ${start.error.message}`);
  let state = start.value;
  const rngs = bots.map((_, seat) => new Rng(seedFromSecret(`${record.secret}/bot/${seat}`)));
  const log: LogEntry[] | null = opts.keepLog ? [] : null;
  const max = opts.maxActions ?? 1_000_000;
  let actions = 0;
  for (;;) {
    const outcome = outcomeOf(game, state);
    if (outcome) return { outcome, state, actions, log };
    if (actions >= max) throw new Error(`playout: no end after ${max} actions`);
    // Several seats may be able to act (a simultaneous window, an offer); the first listed goes.
    const seat: Seat = actorsOf(game, state)[0]!;
    const legal = legalActionsOf(game, state, seat);
    const action: ActionOf<Gm> = bots[seat]!.decide(new LazyDecision(game, state, seat, legal, rngs[seat]!));
    const next = applyAction(game, state, seat, action);
    if (!next.ok)
      throw new Error(`playout: bot ${bots[seat]!.kind} at seat ${seat} chose a refused action: ${next.error.code}`);
    state = next.value.state as StateOf<Gm>;
    log?.push({ actor: seat, action });
    actions++;
    opts.observe?.(state);
  }
}
