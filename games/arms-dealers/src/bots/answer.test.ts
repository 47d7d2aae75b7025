import { Match, Rng, legalActionsOf, seedFromSecret, viewOf, type MatchRecord, type Offer } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { armsDealers, type Face, type TradeTerms } from '../index.js';
import { HOLDS_NONE, KEEPS, answerOffer, tradeGain } from './answer.js';
import { greedyArmsDealersBot, handWorth } from './greedy.js';
import { strongArmsDealersBot } from './search.js';

/** An offer to the bot from seat 0; `give` is the card the bot would get. */
const offer = (give: Face | null, want: Face | null, money = 0, counters: number | null = null): Offer<TradeTerms> => ({
  id: 4,
  from: 0,
  to: 1,
  terms: { give, want, money },
  counters,
});

describe('how greedy values an offer', () => {
  const hand: Face[] = ['India', 'Chemical', 'FBI'];

  it.each([
    // A seller with India makes the Chemical deal: the hand's worth rises by what it was short of.
    ['a seller for a card no deal needs', 'USA', 'FBI', 0, handWorth(['India', 'Chemical', 'USA']) - handWorth(hand)],
    ['a card no deal needs for another', 'CIA', 'FBI', 0, 0],
    [
      'its only weapon, for a card no deal needs',
      'CIA',
      'Chemical',
      0,
      handWorth(['India', 'FBI', 'CIA']) - handWorth(hand),
    ],
    [
      'its only weapon, for a card and money',
      'CIA',
      'Chemical',
      500,
      handWorth(['India', 'FBI', 'CIA']) - handWorth(hand) + 500,
    ],
  ] as [string, Face, Face, number, number][])('%s', (_, give, want, money, gain) => {
    expect(tradeGain(hand, want, give, money)).toBeCloseTo(gain, 6);
  });

  it('values a deal made or lost as such', () => {
    expect(tradeGain(hand, 'FBI', 'USA', 0)).toBeGreaterThan(0);
    expect(tradeGain(hand, 'Chemical', 'CIA', 0)).toBeLessThan(0);
  });

  it('accepts an offer that raises its hand’s worth, money included', () => {
    expect(answerOffer(hand, offer('USA', 'FBI'), true)).toEqual({ kind: 'accept' });
    expect(
      answerOffer(hand, offer(null, 'Chemical', Math.ceil(1 - tradeGain(hand, 'Chemical', null, 0))), true),
    ).toEqual({
      kind: 'accept',
    });
  });

  it('keeps a card the trade would cost it, and says so without naming what else it holds', () => {
    expect(answerOffer(hand, offer('CIA', 'Chemical'), true)).toEqual({ kind: 'decline', reason: KEEPS });
  });

  it('says it holds none of the face asked for, and counters with the card it would rather give', () => {
    expect(answerOffer(hand, offer('USA', 'Missile'), false)).toEqual({ kind: 'decline', reason: HOLDS_NONE });
    // FBI is the card its deals miss least.
    expect(answerOffer(hand, offer('USA', 'Missile'), true)).toEqual({
      kind: 'counter',
      terms: { give: 'FBI', want: 'USA', money: 0 },
    });
    // Never a counter to a counter-offer.
    expect(answerOffer(hand, offer('USA', 'Missile', 0, 2), true)).toEqual({ kind: 'decline', reason: HOLDS_NONE });
  });
});

function table(hands: Face[][]): Match<typeof armsDealers> {
  const record: MatchRecord = {
    game: 'arms-dealers',
    players: hands.length,
    secret: 'answers',
    fixture: { firstPlayer: 0, hands, deck: ['Biological'] },
  };
  const m = Match.create(armsDealers, record);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

describe('greedy and strong answer the offer they would make', () => {
  it('accept the very trade greedy proposes, offered back to it', () => {
    const m = table([
      ['CIA', 'India'],
      ['USA', 'Iraq', 'Missile'],
      ['FBI', 'Chemical'],
    ]);
    // Seat 0 deals; seat 1, holding what greedy would offer away (Iraq for India), is asked it.
    const r = m.submitRaw(0, { type: 'propose', to: 1, terms: { give: 'India', want: 'Iraq', money: 0 } });
    expect(r.ok).toBe(true);
    for (const bot of [greedyArmsDealersBot(), strongArmsDealersBot({ budget: { iterations: 10 } })]) {
      const d = {
        view: viewOf(armsDealers, m.state, 1),
        legal: legalActionsOf(armsDealers, m.state, 1),
        rng: new Rng(seedFromSecret('a')),
      };
      expect(bot.decide(d)).toEqual({ type: 'accept', offer: m.state.offer!.id });
    }
  });
});
