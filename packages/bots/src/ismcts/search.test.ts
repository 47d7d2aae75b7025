import { describe, expect, it } from 'vitest';
import { LegalActions, Rng, legalActionsOf, type MatchState } from '@cutthroat/engine';
import { LazyDecision } from '../decision.js';
import { searchBot } from './bot.js';
import { BudgetClock } from './budget.js';
import { childLimit, DEFAULT_WIDENING } from './node.js';
import { search } from './search.js';
import type { SearchHooks } from './hooks.js';
import { nim, nimState, type Nim, type NimGame } from '../nim.testing.js';

const stateOf = (pile: number, most = 3) => nimState(pile, most);

// Everything is public: a sample is the view's game state with fresh RNG words.
const hooks: SearchHooks<NimGame> = {
  determinize: (view, _seat, rng) => ({ ...stateOf(view.game.pile, view.game.most), rng: [rng.nextU32(), 0, 0, 1] }),
};

const decisionAt = (pile: number, most = 3, seed = 7) => {
  const state = stateOf(pile, most);
  return new LazyDecision(nim, state, 0, legalActionsOf(nim, state, 0), new Rng([seed, 0, 0, 1]));
};

describe('search', () => {
  it.each([
    [5, 1],
    [6, 2],
    [7, 3],
    [9, 1],
    [11, 3],
  ])('from a pile of %i takes %i, the winning move', (pile, n) => {
    const { action } = search(nim, hooks, decisionAt(pile), 0, { budget: { iterations: 3000 } });
    expect(action).toEqual({ type: 'take', n });
  });

  it('leans towards the default policy as far as its prior says', () => {
    // A policy that always takes one: from 7 the winning move is 3.
    const takeOne: SearchHooks<NimGame> = {
      ...hooks,
      rollout: () => ({ kind: 'one', decide: ({ legal }) => legal.at(0) }),
    };
    const run = (prior: number) =>
      search(nim, takeOne, decisionAt(7), 0, { budget: { iterations: 3000 }, prior }).action;
    expect(run(0)).toEqual({ type: 'take', n: 3 });
    expect(run(100_000)).toEqual({ type: 'take', n: 1 });
  });

  it("plays out by the game's state-reading policy, handing it null or refused steps to rollout()", () => {
    // The same policy (take one) three ways: through views, from the state, from the state with
    // every other step handed over (null) or refused (more than the pile): the same search.
    let viewed = 0;
    const takeOne: SearchHooks<NimGame> = {
      ...hooks,
      rollout: () => ({ kind: 'one', decide: ({ legal }) => (viewed++, legal.at(0)) }),
    };
    const run = (h: SearchHooks<NimGame>) => search(nim, h, decisionAt(17), 0, { budget: { iterations: 300 } });
    const throughViews = run(takeOne);
    const byViews = viewed;
    viewed = 0;
    const quick = run({ ...takeOne, playout: () => ({ type: 'take', n: 1 }) });
    expect(quick).toEqual(throughViews);
    expect(viewed).toBeLessThan(byViews / 10);
    let step = 0;
    const handed = run({
      ...takeOne,
      playout: (state) => (step++ % 3 === 0 ? null : { type: 'take', n: step % 3 === 1 ? 1 : state.G.pile + 1 }),
    });
    expect(handed).toEqual(throughViews);
  });

  it('ends a playout where the game says it has gone far enough', () => {
    let steps = 0;
    const counted: SearchHooks<NimGame> = {
      ...hooks,
      evaluate: () => 0.5,
      playout: () => (steps++, { type: 'take', n: 1 }),
    };
    search(nim, counted, decisionAt(40), 0, { budget: { iterations: 50 }, rolloutDepth: 10 });
    expect(steps).toBe(50 * 10);
    steps = 0;
    // Far enough once the pile is 5 below the sample's.
    const done = (sample: MatchState<Nim>, state: MatchState<Nim>) => state.G.pile <= sample.G.pile - 5;
    search(nim, { ...counted, playoutDone: done }, decisionAt(40), 0, { budget: { iterations: 50 }, rolloutDepth: 10 });
    expect(steps).toBeGreaterThan(0);
    expect(steps).toBeLessThan(50 * 5);
  });

  it('is a pure function of the decision with an iteration budget', () => {
    const a = search(nim, hooks, decisionAt(13, 3, 42), 0, { budget: { iterations: 500 } });
    const b = search(nim, hooks, decisionAt(13, 3, 42), 0, { budget: { iterations: 500 } });
    expect(b).toEqual(a);
    expect(a.stats.iterations).toBe(500);
  });

  it('stops when a budget in milliseconds runs out, by the clock it is given', () => {
    let t = 0;
    const now = () => (t += 1);
    const { stats } = search(nim, hooks, decisionAt(13), 0, { budget: { ms: 50 }, now });
    // The deadline is read at 1 + 50; iterations 2..50 each read the clock once, the first does not.
    expect(stats.iterations).toBe(50);
  });

  it('widens a large space a few actions at a time', () => {
    const iterations = 400;
    const { action, stats } = search(nim, hooks, decisionAt(90, 60), 0, { budget: { iterations } });
    expect(stats.rootEdges).toBeLessThanOrEqual(Math.ceil(DEFAULT_WIDENING.c * Math.sqrt(iterations)));
    expect(stats.rootEdges).toBeGreaterThan(DEFAULT_WIDENING.above);
    expect(action.type).toBe('take');
  });

  it('never chooses an action outside the decision', () => {
    const decision = decisionAt(2);
    const bot = searchBot(nim, hooks, { budget: { iterations: 50 } });
    expect(decision.legal.toArray()).toContainEqual(bot.decide(decision));
  });

  it('answers a decision with one legal action without searching', () => {
    let searched = 0;
    const bot = searchBot(nim, hooks, { budget: { iterations: 50 }, onSearch: () => searched++ });
    const state = stateOf(1);
    expect(
      bot.decide(new LazyDecision(nim, state, 0, new LegalActions([{ type: 'take', n: 1 }]), new Rng([1, 0, 0, 1]))),
    ).toEqual({
      type: 'take',
      n: 1,
    });
    expect(searched).toBe(0);
  });
});

describe('childLimit', () => {
  it.each([
    [10, 0, 10],
    [16, 100, 16],
    [17, 0, 2],
    [500, 3, 4],
    [500, 99, 20],
    [5, 99, 5],
  ])('%i legal actions after %i visits: %i children', (legal, visits, limit) => {
    expect(childLimit(DEFAULT_WIDENING, legal, visits)).toBe(limit);
  });
});

describe('BudgetClock', () => {
  it('refuses a budget with neither iterations nor milliseconds', () => {
    expect(() => new BudgetClock({})).toThrow(RangeError);
  });
  it('always runs a first iteration', () => {
    expect(new BudgetClock({ iterations: 0 }).more(0)).toBe(true);
  });
});
