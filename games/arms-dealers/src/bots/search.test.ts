import { playout, randomBot } from '@cutthroat/bots';
import { Match, Rng, legalActionsOf, seedFromSecret, viewOf, type MatchRecord, type StateOf } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { allCards, armsDealers, type ArmsDealers, type Face } from '../index.js';
import { determinizeArmsDealers } from './determinize.js';
import { greedyArmsDealersBot } from './greedy.js';
import { evaluateArmsDealers } from './search.js';

/** Every state of one game of four greedy bots with random ones, every fifth kept. */
function statesOf(secret: string): StateOf<ArmsDealers>[] {
  const states: StateOf<ArmsDealers>[] = [];
  let n = 0;
  const record: MatchRecord = { game: 'arms-dealers', players: 4, secret };
  const bots = [greedyArmsDealersBot(), randomBot<ArmsDealers>(), greedyArmsDealersBot(), randomBot<ArmsDealers>()];
  playout(armsDealers, record, bots, { observe: (s) => n++ % 5 === 0 && !s.outcome && states.push(s) });
  return states;
}

const rng = (seed: string) => new Rng(seedFromSecret(seed));

describe('determinizeArmsDealers', () => {
  const states = statesOf('determinize');

  it('samples states that give the seat exactly its view and its legal actions', () => {
    expect(states.length).toBeGreaterThan(20);
    const r = rng('samples');
    for (const state of states) {
      for (let seat = 0; seat < 4; seat++) {
        const view = viewOf(armsDealers, state, seat);
        const sample = determinizeArmsDealers(view, seat, r);
        // Who may undo is the one thing a view does not let a sample rebuild (the state before the
        // last action is in no view); bots never undo, so a sample has nothing to undo.
        expect(viewOf(armsDealers, sample, seat)).toEqual({ ...view, undo: null });
        expect(legalActionsOf(armsDealers, sample, seat).toArray()).toEqual(
          legalActionsOf(armsDealers, state, seat).toArray(),
        );
        expect(allCards(sample.G).sort((a, b) => a - b)).toEqual(Array.from({ length: 76 }, (_, i) => i));
      }
    }
  });

  it('deals the unseen cards differently from sample to sample', () => {
    const state = states[3]!;
    const view = viewOf(armsDealers, state, 0);
    const r = rng('differ');
    const a = determinizeArmsDealers(view, 0, r);
    const b = determinizeArmsDealers(view, 0, r);
    expect(b.G.hands[0]).toEqual(a.G.hands[0]);
    expect([b.G.hands[1], b.G.deck]).not.toEqual([a.G.hands[1], a.G.deck]);
  });

  it('refuses a spectator view, which has no hand to keep', () => {
    expect(() => determinizeArmsDealers(viewOf(armsDealers, states[0]!, null), 0, rng('x'))).toThrow(/spectator/);
  });
});

describe('evaluateArmsDealers', () => {
  function table(hands: Face[][], money: number[]): StateOf<ArmsDealers> {
    const m = Match.create(armsDealers, {
      game: 'arms-dealers',
      players: hands.length,
      secret: 'eval',
      // Seat 1 begins, so the card its turn draws cannot change seat 0's hand.
      fixture: { firstPlayer: 1, hands, money },
    });
    if (!m.ok) throw new Error(m.error.message);
    return m.value.state;
  }

  it.each([
    ['level money and hands', [[], []], [10, 10], 0.5, 0.5],
    ['a $30 lead', [[], []], [40, 10], 0.73, 0.74],
    ['a $30 deficit', [[], []], [10, 40], 0.26, 0.27],
    [
      'a hand whose deal pays $54 (half counted) against $30',
      [['USA', 'India', 'Missile', 'Missile'], []],
      [0, 30],
      0.47,
      0.48,
    ],
  ] as [string, Face[][], number[], number, number][])('%s', (_, hands, money, lo, hi) => {
    const v = evaluateArmsDealers(table(hands, money), 0);
    expect(v).toBeGreaterThanOrEqual(lo);
    expect(v).toBeLessThanOrEqual(hi);
  });
});
