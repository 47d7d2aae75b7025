import { playout, randomBot } from '@cutthroat/bots';
import {
  Match,
  Rng,
  actorsOf,
  legalActionsOf,
  seedFromSecret,
  viewOf,
  type MatchRecord,
  type StateOf,
} from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { gocaine, type GoCaine } from '../index.js';
import { determinizeGoCaine } from './determinize.js';
import { heuristicGoCaineBot } from './heuristic.js';
import { evaluateGoCaine, strongGoCaineBot } from './search.js';

/** Every seventh state of one 4-player game of heuristic and random bots, to round 12. */
function statesOf(secret: string): StateOf<GoCaine>[] {
  const states: StateOf<GoCaine>[] = [];
  let n = 0;
  const record: MatchRecord = { game: 'gocaine', players: 4, secret, options: { roundLimit: 12 } };
  const bots = [heuristicGoCaineBot(), randomBot<GoCaine>(), heuristicGoCaineBot(), heuristicGoCaineBot()];
  playout(gocaine, record, bots, { observe: (s) => n++ % 7 === 0 && !s.outcome && states.push(s) });
  return states;
}

const rng = (seed: string) => new Rng(seedFromSecret(seed));

describe('determinizeGoCaine', () => {
  const states = statesOf('determinize');

  it('rebuilds the position exactly, with dice of its own', () => {
    expect(states.length).toBeGreaterThan(20);
    const r = rng('samples');
    for (const state of states) {
      const seat = actorsOf(gocaine, state)[0]!;
      const view = viewOf(gocaine, state, seat);
      const sample = determinizeGoCaine(view, seat, r);
      // Who may undo is the one thing a view does not let a sample rebuild (the state before the
      // last action is in no view); bots never undo, so a sample has nothing to undo.
      expect(viewOf(gocaine, sample, seat)).toEqual({ ...view, undo: null });
      expect(sample.G.board.equals(state.G.board)).toBe(true);
      expect(legalActionsOf(gocaine, sample, seat).toArray()).toEqual(legalActionsOf(gocaine, state, seat).toArray());
      expect(sample.rng).not.toEqual(state.rng);
    }
  });
});

describe('evaluateGoCaine', () => {
  const states = statesOf('evaluate');

  // The learned model (data/evaluation.json) reads cash up to the knock threshold only.
  it('is a probability, and $100M more (short of $1B) raises a seat estimate and lowers the others', () => {
    for (const state of states) {
      const richer: StateOf<GoCaine> = {
        ...state,
        G: { ...state.G, players: state.G.players.map((p, s) => (s === 0 ? { ...p, cash: p.cash + 100 } : p)) },
      };
      for (let s = 0; s < 4; s++) {
        const v = evaluateGoCaine(state, s);
        expect(v).toBeGreaterThan(0);
        expect(v).toBeLessThan(1);
        if (s === 0 && state.G.players[0]!.cash + 100 <= state.G.options.knockThreshold)
          expect(evaluateGoCaine(richer, s)).toBeGreaterThan(v);
        else if (s === 0) expect(evaluateGoCaine(richer, s)).toBeGreaterThanOrEqual(v);
        else expect(evaluateGoCaine(richer, s)).toBeLessThanOrEqual(v);
      }
    }
  });
});

describe('strongGoCaineBot', () => {
  it('keeps its chip in an interdiction window, as the patient heuristic does, without a search', () => {
    const m = Match.create(gocaine, {
      game: 'gocaine',
      players: 2,
      secret: 'strong-window',
      fixture: {
        firstPlayer: 1,
        players: [{ cash: 500 }, { cash: 50 }],
        cells: [
          { seat: 0, points: [4, 34] },
          { seat: 1, points: [9] },
        ],
        shipments: [{ point: 4, tons: 8 }],
      },
    });
    if (!m.ok) throw new Error(m.error.message);
    const r = m.value.submit(1, { type: 'end-turn' });
    expect(r.ok).toBe(true);
    // Seat 0's turn starts with a window in which seat 1 may hit its 8 mt in North Central.
    const state = m.value.state;
    expect(state.window?.kind).toBe('turn-start');
    const legal = legalActionsOf(gocaine, state, 1);
    expect(legal.toArray()).toContainEqual({ type: 'interdict', zone: 'NC' });
    const strong = strongGoCaineBot();
    expect(strong.decide({ view: viewOf(gocaine, state, 1), legal, rng: rng('window') })).toEqual({ type: 'pass' });
    expect(strong.last).toBeNull();
  });

  it('never plays a chip as a free action in its own turn', () => {
    const strong = strongGoCaineBot({ budget: { iterations: 16 } });
    let searched = 0;
    for (const state of statesOf('free-chips')) {
      const seat = actorsOf(gocaine, state)[0]!;
      const legal = legalActionsOf(gocaine, state, seat);
      if (state.window || !legal.some((a) => a.type === 'interdict')) continue;
      const action = strong.decide({ view: viewOf(gocaine, state, seat), legal, rng: rng('free') });
      expect(action.type).not.toBe('interdict');
      searched++;
    }
    expect(searched).toBeGreaterThan(0);
  });
});
