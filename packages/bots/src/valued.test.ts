import { describe, expect, it } from 'vitest';
import { Rng, legalActionsOf, ok, type Game, type MatchState, type Seat } from '@cutthroat/engine';
import { LazyDecision } from './decision.js';
import type { Bot } from './bot.js';
import type { SearchHooks } from './ismcts/hooks.js';
import { valuedBot } from './valued.js';

/** Nim for two: take 1 to 3 from one pile; who takes the last wins. A multiple of 4 left loses. */
interface Nim {
  readonly pile: number;
  readonly active: Seat;
  /** The mover takes a second time before the turn passes (a turn of two actions). */
  readonly again: boolean;
}
type Take = { readonly type: 'take'; readonly n: number };
const nim = {
  name: 'nim',
  minPlayers: 2,
  maxPlayers: 2,
  actors: (G: Nim) => [G.active],
  legalActions: (G: Nim): Take[] =>
    Array.from({ length: Math.min(3, G.pile) }, (_, i) => ({ type: 'take', n: i + 1 }) as const),
  // With `again`, the mover takes a second time before the turn passes.
  apply: (G: Nim, _seat: Seat, a: Take) =>
    ok({
      G: { pile: G.pile - a.n, active: G.again ? G.active : 1 - G.active, again: false },
      events: [],
    }),
  windowClosed: (G: Nim) => ({ G, events: [] }),
  publicView: (G: Nim) => G,
  privateView: () => ({}),
  outcome: (G: Nim) =>
    G.pile > 0
      ? null
      : {
          ranking: [
            { seat: 1 - G.active, rank: 1, score: 1 },
            { seat: G.active, rank: 2, score: 0 },
          ],
        },
} as unknown as Game<Nim, Take, Nim, unknown>;
type NimGame = typeof nim;

const stateOf = (pile: number, again = false): MatchState<Nim> => ({
  players: 2,
  seq: 0,
  rng: [1, 2, 3, 4],
  forcedDice: [],
  G: { pile, active: 0, again },
  window: null,
  offer: null,
  outcome: null,
});

// The estimate knows the theory: the seat not to move wins when a multiple of 4 is left.
const hooks: SearchHooks<NimGame> = {
  determinize: (view) => stateOf(view.game.pile, view.game.again),
  evaluate: (state, seat) =>
    state.G.pile % 4 === 0 ? (seat === state.G.active ? 0 : 1) : seat === state.G.active ? 1 : 0,
};

const decide = (bot: Bot<NimGame>, state: MatchState<Nim>) =>
  bot.decide(new LazyDecision(nim, state, 0, legalActionsOf(nim, state, 0), new Rng([5, 6, 7, 8])));

describe('valuedBot', () => {
  it('plays the action whose resulting state the estimate likes best', () => {
    const bot = valuedBot(nim, hooks);
    expect(bot.kind).toBe('valued');
    expect(decide(bot, stateOf(10))).toEqual({ type: 'take', n: 2 });
    expect(decide(bot, stateOf(7))).toEqual({ type: 'take', n: 3 });
    // The last take wins outright: the outcome, not the estimate.
    expect(decide(bot, stateOf(2))).toEqual({ type: 'take', n: 2 });
  });

  it('scores an action by the turn it starts when given a completion policy', () => {
    // Seat 0 takes twice; taking one always, the second take finishes the turn.
    const takeOne: Bot<NimGame> = { kind: 'one', decide: (d) => d.legal.at(0) };
    const bot = valuedBot(nim, hooks, { completion: takeOne });
    // From 11, n then 1 more: 11 - n - 1 must be a multiple of 4, so n = 2.
    expect(decide(bot, stateOf(11, true))).toEqual({ type: 'take', n: 2 });
    // One ply alone reads 10 left with seat 0 still to move, a win by the estimate: the first, n = 1.
    expect(decide(valuedBot(nim, hooks), stateOf(11, true))).toEqual({ type: 'take', n: 1 });
  });
});
