import { Match, type GameEvent, type StateOf } from '@cutthroat/engine';
import type { ClaimFigures, Proportion } from '@cutthroat/module';
import { describe, expect, it } from 'vitest';
import { armsDealers, type ArmsDealers } from './game.js';
import { armsDealersClaims, armsDealersExtras, armsDealersSeatGroups } from './lab.js';
import type { ArmsDealersState } from './state.js';

const state = {} as StateOf<ArmsDealers>;
const ev = (type: string): GameEvent => ({ type });

describe('armsDealersExtras', () => {
  // [events, deals laid, destroyed, evaded, trades]
  it.each([
    [[], 0, 0, 0, 0],
    [['deal-laid', 'profit'], 1, 0, 0, 0],
    [['deal-laid', 'intercepted', 'deal-destroyed'], 1, 1, 0, 0],
    [['deal-laid', 'intercepted', 'intercepted', 'evaded', 'profit'], 1, 0, 1, 0],
    // An interception met by the previous deal does not make the next one evaded.
    [['deal-laid', 'intercepted', 'deal-destroyed', 'deal-laid', 'profit'], 2, 1, 0, 0],
    [['traded', 'traded', 'deal-laid', 'profit'], 1, 0, 0, 2],
  ])('%j counts %i laid, %i destroyed, %i evaded, %i trades', (types, laid, destroyed, evaded, trades) => {
    const tally = armsDealersExtras.tally(state);
    // One action at a time, as a playout's steps come.
    for (const t of types) tally.step(state, [ev(t)], state);
    expect(tally.read(state)).toEqual([laid, destroyed, evaded, trades, 0, 0]);
  });

  it('counts the answered offers the recipient gains by, and those accepted', () => {
    const offer = (want: string) => {
      const m = Match.create(armsDealers, {
        game: 'arms-dealers',
        players: 3,
        secret: 'lab',
        fixture: { firstPlayer: 0, hands: [['CIA', 'USA'], ['India', 'Chemical', 'FBI'], []], deck: ['Biological'] },
      });
      if (!m.ok) throw new Error(m.error.message);
      const r = m.value.submitRaw(0, { type: 'propose', to: 1, terms: { give: 'USA', want, money: 0 } });
      if (!r.ok) throw new Error(r.error.code);
      return m.value.state;
    };
    const tally = armsDealersExtras.tally(state);
    // A seller for the card no deal of its needs: it gains; a face it lacks: it cannot accept.
    tally.step(offer('FBI'), [{ type: 'offer-accepted', by: 1 }], state);
    tally.step(offer('FBI'), [{ type: 'offer-declined', by: 1 }], state);
    tally.step(offer('Missile'), [{ type: 'offer-declined', by: 1 }], state);
    // Time ran out: no answer.
    tally.step(offer('FBI'), [{ type: 'offer-declined', by: 1, expired: true }], state);
    expect(tally.read(state).slice(4)).toEqual([2, 1]);
  });
});

describe('armsDealersSeatGroups', () => {
  it('names each seat by its position from the first player', () => {
    const G = { players: 4, active: 2 } as ArmsDealersState;
    expect(armsDealersSeatGroups[0]!.of(G)).toEqual(['3rd', '4th', '1st', '2nd']);
  });
});

describe('the seat-advantage claim', () => {
  const p = (value: number, half: number): Proportion => ({
    successes: Math.round(value * 1000),
    n: 1000,
    value,
    low: value - half,
    high: value + half,
  });
  const figures = (rates: readonly Proportion[]): ClaimFigures =>
    ({
      groups: { 'turn-order': Object.fromEntries(rates.map((r, i) => [['1st', '2nd', '3rd', '4th'][i]!, r])) },
    }) as unknown as ClaimFigures;
  const claim = armsDealersClaims.find((c) => c.id === 'seat-advantage')!;

  // The average of each table is 0.3; the margin is 3 points either side.
  it.each([
    ['agree', [p(0.3, 0.02), p(0.3, 0.02), p(0.305, 0.02), p(0.295, 0.02)], /within 3.0% of the average\./],
    // A difference the games can see, but smaller than the margin.
    ['agree', [p(0.285, 0.005), p(0.3, 0.005), p(0.3, 0.005), p(0.315, 0.005)], /1st, 4th player's excludes/],
    [
      'disagree',
      [p(0.36, 0.02), p(0.28, 0.02), p(0.28, 0.02), p(0.28, 0.02)],
      /1st player's interval lies wholly beyond/,
    ],
    ['inconclusive', [p(0.3, 0.1), p(0.3, 0.1), p(0.32, 0.1), p(0.28, 0.1)], /more games are needed/],
  ])('%s with %j', (verdict, rates, why) => {
    const r = claim.test(figures(rates));
    expect(r.verdict).toBe(verdict);
    expect(r.why).toMatch(why);
  });

  it('names the position furthest from the average', () => {
    const r = claim.test(figures([p(0.3, 0.02), p(0.3, 0.02), p(0.2, 0.02), p(0.3, 0.02)]));
    expect(r.figure).toMatch(/3rd/);
    expect(r.estimate.value).toBe(0.2);
  });
});
