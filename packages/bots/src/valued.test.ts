import { describe, expect, it } from 'vitest';
import { Rng, legalActionsOf, type MatchState } from '@cutthroat/engine';
import { LazyDecision } from './decision.js';
import type { Bot } from './bot.js';
import type { SearchHooks } from './ismcts/hooks.js';
import { valuedBot } from './valued.js';
import { nim, nimState, type Nim, type NimGame } from './nim.testing.js';

const stateOf = (pile: number, again = false) => nimState(pile, 3, again);

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
