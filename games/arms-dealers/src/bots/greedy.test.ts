import { armsDealers, type ArmsDealers, type Face } from '../index.js';
import {
  Match,
  Rng,
  legalActionsOf,
  seedFromSecret,
  viewOf,
  type ActionOf,
  type MatchRecord,
  type Seat,
} from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { bestDealValue, greedyArmsDealersBot, handWorth } from './greedy.js';
import { playout } from '@cutthroat/bots';
import { randomBot } from '@cutthroat/bots';

function table(hands: Face[][], money?: number[], deck: Face[] = ['Biological']): Match<ArmsDealers> {
  const record: MatchRecord = {
    game: 'arms-dealers',
    players: hands.length,
    secret: 'bots-test',
    fixture: { firstPlayer: 0, hands, deck, ...(money ? { money } : {}) },
  };
  const m = Match.create(armsDealers, record);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

function decide(m: Match<ArmsDealers>, seat: Seat, greedy = greedyArmsDealersBot()): ActionOf<ArmsDealers> {
  return greedy.decide({
    view: viewOf(armsDealers, m.state, seat),
    legal: legalActionsOf(armsDealers, m.state, seat),
    rng: new Rng(seedFromSecret('x')),
  });
}
function act(m: Match<ArmsDealers>, seat: Seat, action: unknown) {
  const r = m.submitRaw(seat, action);
  if (!r.ok) throw new Error(r.error.code);
}

describe('bestDealValue', () => {
  it.each([
    [['USA', 'India', 'Missile', 'Missile'], 5400],
    [['USA', 'Iraq', 'Missile'], 0],
    [['UK', 'Iraq', 'Nuclear', 'Chemical', 'Chemical', 'Chemical'], 3000],
    [['USSR', 'Angola', 'Missile', 'Missile', 'Missile', 'Missile', 'Missile', 'Missile'], 12000],
    [['CIA', 'Staging Post'], 0],
  ] as [Face[], number][])('%j is worth %i cents', (hand, cents) => {
    expect(bestDealValue(hand)).toBe(cents);
  });
});

describe('handWorth', () => {
  it.each([
    // No deal and none one card away.
    [['CIA', 'Staging Post'], 0],
    // No deal; one seller away from India with a Missile: $20 x 1.2 (USA, +10%), 30% of it.
    [['India', 'Missile'], 0.3 * 2400],
    // A deal of $54, and a third Missile would make $75 x 1.2.
    [['USA', 'India', 'Missile', 'Missile'], 5400 + 0.3 * 9000],
  ] as [Face[], number][])('%j is worth %f', (hand, worth) => {
    expect(handWorth(hand)).toBeCloseTo(worth, 6);
  });
});

describe('the greedy bot', () => {
  const noTrades = greedyArmsDealersBot({ trades: false });

  it('lays its most profitable legal deal', () => {
    const m = table([['USA', 'UK', 'India', 'Iraq', 'Missile', 'Chemical'], [], []]);
    // USA to India with the Missile, $20 x 1.2, beats UK to Iraq ($20) and any Chemical or Biological deal.
    expect(decide(m, 0, noTrades)).toEqual({
      type: 'deal',
      seller: 'USA',
      buyer: 'India',
      weapon: 'Missile',
      count: 1,
    });
  });

  it('ends its turn when it has no deal', () => {
    expect(decide(table([['USA', 'Iraq', 'Missile'], [], []]), 0, noTrades)).toEqual({ type: 'end-turn' });
  });

  it('proposes the trade that raises its best deal most, to the partner with most cards', () => {
    // USA cannot sell to Iraq: a buyer it may sell to makes the Missile deal, India (+10%) best,
    // for the card it needs least. It cannot see who holds which, so it asks for any of four.
    const m = table([['USA', 'Iraq', 'Missile'], ['CIA'], ['FBI', 'Chemical']]);
    expect(decide(m, 0)).toEqual({
      type: 'propose',
      to: 2,
      terms: { give: 'Iraq', want: ['India', 'Afghanistan', 'Iran', 'North Korea'], money: 0 },
    });
  });

  it('asks each partner in turn, then lays its deal', () => {
    const m = table([['USA', 'Iran', 'Missile', 'Chemical'], ['CIA', 'FBI'], ['FBI']]);
    for (const partner of [1, 2]) {
      const offer = decide(m, 0);
      expect(offer).toMatchObject({ type: 'propose', to: partner });
      act(m, 0, offer);
      act(m, partner, { type: 'decline', offer: m.state.offer!.id });
    }
    expect(decide(m, 0)).toMatchObject({ type: 'deal', seller: 'USA', buyer: 'Iran', weapon: 'Missile' });
  });

  it('intercepts with every interception card a deal that would put the dealer ahead', () => {
    const m = table([['UK', 'Iran', 'Nuclear'], ['CIA', 'FBI', 'Chemical'], []], [0, 10, 0]);
    act(m, 0, { type: 'deal', seller: 'UK', buyer: 'Iran', weapon: 'Nuclear', count: 1 });
    expect(decide(m, 1)).toEqual({ type: 'intercept', agencies: ['CIA', 'FBI'] });
  });

  it('lets a deal through that leaves the dealer behind', () => {
    const m = table([['UK', 'Iran', 'Chemical'], ['CIA', 'Chemical'], []], [0, 100, 0]);
    act(m, 0, { type: 'deal', seller: 'UK', buyer: 'Iran', weapon: 'Chemical', count: 1 });
    expect(decide(m, 1)).toEqual({ type: 'pass' });
  });

  it('evades with the fewest cards that save the deal, and keeps them when nothing can', () => {
    const m = table([['UK', 'Iran', 'Nuclear', 'Front Company', 'Staging Post'], ['CIA'], []]);
    act(m, 0, { type: 'deal', seller: 'UK', buyer: 'Iran', weapon: 'Nuclear', count: 1 });
    act(m, 1, { type: 'intercept', agencies: ['CIA'] });
    act(m, 2, { type: 'pass' });
    expect(decide(m, 0)).toEqual({ type: 'evade', evasions: ['Staging Post'] });

    const lost = table([['UK', 'Iran', 'Nuclear', 'Front Company'], ['CIA'], []]);
    act(lost, 0, { type: 'deal', seller: 'UK', buyer: 'Iran', weapon: 'Nuclear', count: 1 });
    act(lost, 1, { type: 'intercept', agencies: ['CIA'] });
    act(lost, 2, { type: 'pass' });
    expect(decide(lost, 0)).toEqual({ type: 'pass' });
  });

  it("accepts a trade only if it raises its hand's worth", () => {
    const m = table([['USA', 'Missile', 'CIA'], ['India', 'Chemical', 'FBI'], []]);
    act(m, 0, { type: 'propose', to: 1, terms: { give: 'CIA', want: 'Chemical' } });
    expect(decide(m, 1)).toMatchObject({ type: 'decline' });
    act(m, 1, { type: 'decline', offer: m.state.offer!.id });
    act(m, 0, { type: 'propose', to: 1, terms: { give: 'USA', want: 'FBI' } });
    expect(decide(m, 1)).toMatchObject({ type: 'accept' });
  });

  it('discards the card whose loss hurts its best deal least', () => {
    const m = table([['USA', 'India', 'Missile', 'Missile', 'Chemical', 'Iraq', 'Iran'], [], []], undefined, [
      'Missile',
    ]);
    const choice = decide(m, 0);
    expect(choice.type).toBe('discard');
    expect(choice.type === 'discard' && ['Chemical', 'Iraq', 'Iran']).toContain(
      choice.type === 'discard' && choice.cards[0],
    );
  });
});

describe('playouts', () => {
  const record: MatchRecord = { game: 'arms-dealers', players: 5, secret: 'playout' };
  const bots = () => [
    greedyArmsDealersBot(),
    randomBot<ArmsDealers>(),
    greedyArmsDealersBot(),
    randomBot<ArmsDealers>(),
    randomBot<ArmsDealers>(),
  ];

  it('give a bot only its own view: a hidden difference changes nothing it sees', () => {
    // Two tables that differ only in the other seats' hands: seat 0 must be shown the same thing.
    const mine: Face[] = ['USA', 'India', 'Missile', 'CIA', 'Chemical'];
    const a = table([
      mine,
      ['UK', 'Iran', 'Nuclear', 'FBI', 'Chemical'],
      ['Angola', 'Iraq', 'Chemical', 'Chemical', 'Chemical'],
    ]);
    const b = table([
      mine,
      ['Chemical', 'Chemical', 'Interpol', 'France', 'Iraq'],
      ['Nuclear', 'Nuclear', 'UK', 'Iran', 'FBI'],
    ]);
    expect(viewOf(armsDealers, b.state, 0)).toEqual(viewOf(armsDealers, a.state, 0));
    expect(decide(b, 0)).toEqual(decide(a, 0));
  });

  it('stop with an error, not a hang, when a game cannot end', () => {
    expect(() => playout(armsDealers, record, bots(), { maxActions: 10 })).toThrow(/no end after 10 actions/);
  });
});
