import { setupMatch, viewOf, type Offer, type StateOf } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { dogEatDog } from '../game.js';
import { DECK, FOUR } from '../testing.js';
import { tradeRules, type Bundle, type TradeTerms } from '../trades.js';
import type { DogEatDogView } from '../view.js';
import { acceptable, answer, bestProposal, gain } from './trading.js';

type S = StateOf<typeof dogEatDog>;

/** W.E. Steel (iron, coal), Goo Pont (oil, coal), Georgia Horrific (wood, chemicals), Substandard Oil (oil, chemicals). */
function start(): S {
  const s = setupMatch(dogEatDog, {
    game: 'dog-eat-dog',
    players: 4,
    secret: 'trading',
    fixture: { divisions: FOUR, firstPlayer: 0, deck: DECK },
  });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}
const view = (s: S, seat: number): DogEatDogView => viewOf(dogEatDog, s, seat).game;
const raw = (r: string, k = 1): Bundle => ({ raw: { [r]: k } });

describe('how the heuristic bot values a trade', () => {
  const g = view(start(), 0);

  it.each([
    // W.E. Steel (seat 0) uses iron and coal, not wood.
    ['sells timber it cannot use for $10M', raw('wood'), { money: 10 }, 3],
    ['sells it at its mean value for nothing gained', raw('wood'), { money: 7 }, 0],
    ['swaps timber for coal it is short of', raw('wood'), raw('coal'), 5],
    ['buys coal it is short of under the Marketplace price', { money: 10 }, raw('coal'), 2],
    ['loses by paying $10M for timber it cannot use', { money: 10 }, raw('wood'), -3],
    ['sets no value on an official it gets', { money: 1 }, { officials: ['RT04'] }, -1],
  ] as [string, Bundle, Bundle, number][])('%s', (_, give, get, expected) => {
    expect(gain(g, 0, give, get)).toBe(expected);
  });

  it('never gives an official, a square or a kept card, nor pays below its reserve', () => {
    for (const give of [{ officials: ['RT04'] }, { squares: [0] }, { kept: [0] }, { money: 20 }] as Bundle[])
      expect(gain(g, 0, give, { money: 100 })).toBeNull();
  });

  it('accepts an offer it gains by, and only that', () => {
    // An offer to seat 0 from another: `give` is what seat 0 receives.
    expect(acceptable(g, 0, { give: raw('coal'), get: raw('wood') })).toBe(true);
    expect(acceptable(g, 0, { give: raw('wood'), get: raw('coal') })).toBe(false);
    expect(acceptable(g, 0, { give: { money: 10 }, get: raw('wood') })).toBe(true);
    expect(acceptable(g, 0, { give: { money: 5 }, get: raw('wood') })).toBe(false);
  });
});

describe('the trade it proposes', () => {
  it('picks from the menu the offer it gains most by that the partner gains by too', () => {
    // Georgia Horrific (seat 2) holds coal it cannot use: worth more to W.E. Steel and Goo Pont.
    const s = start();
    const G = {
      ...s.G,
      players: s.G.players.map((p, i) => (i === 2 ? { ...p, raw: { ...p.raw, coal: 1 } } : p)),
    };
    const state = { ...s, G };
    const menu = tradeRules.enumerate(G, 2, null);
    const all = Array.from({ length: menu.length }, (_, i) => menu.at(i));
    const best = bestProposal(view(state, 2), 2, all)!;
    expect(best.terms.give).toEqual(raw('coal'));
    const g = view(state, 2);
    const mine = gain(g, 2, best.terms.give, best.terms.get)!;
    expect(gain(g, best.to, best.terms.get, best.terms.give)!).toBeGreaterThan(0);
    for (const o of all) {
      const theirs = gain(g, o.to, o.terms.get, o.terms.give);
      if (theirs !== null && theirs > 0) expect(gain(g, 2, o.terms.give, o.terms.get) ?? -1).toBeLessThanOrEqual(mine);
    }
  });

  it('proposes nothing when no offer gains both sides', () => {
    const s = start();
    // Nobody holds anything to trade.
    const empty = { iron: 0, coal: 0, oil: 0, wood: 0, chemicals: 0 };
    const G = { ...s.G, players: s.G.players.map((p) => ({ ...p, raw: empty })) };
    const menu = tradeRules.enumerate(G, 0, null);
    const all = Array.from({ length: menu.length }, (_, i) => menu.at(i));
    expect(bestProposal(view({ ...s, G }, 0), 0, all)).toBeNull();
  });
});

describe('how it answers an offer', () => {
  const g = view(start(), 0);
  // An offer to seat 0 (W.E. Steel: iron and coal) from seat 1; `give` is what seat 0 receives.
  const offer = (give: Bundle, get: Bundle, counters: number | null = null): Offer<TradeTerms> => ({
    id: 7,
    from: 1,
    to: 0,
    terms: { give, get },
    counters,
  });

  it('accepts an offer it gains by', () => {
    expect(answer(g, 0, offer({ money: 10 }, raw('wood')), true)).toEqual({ kind: 'accept' });
  });

  it('accepts the very trade it proposed, offered back to it', () => {
    // Georgia Horrific (seat 2) holds coal it cannot use and offers it (bestProposal); then the
    // partner proposes those terms to it, from its side.
    const s = start();
    const G = { ...s.G, players: s.G.players.map((p, i) => (i === 2 ? { ...p, raw: { ...p.raw, coal: 1 } } : p)) };
    const v = view({ ...s, G }, 2);
    const menu = tradeRules.enumerate(G, 2, null);
    const made = bestProposal(
      v,
      2,
      Array.from({ length: menu.length }, (_, i) => menu.at(i)),
    )!;
    const back: Offer<TradeTerms> = {
      id: 9,
      from: made.to,
      to: 2,
      terms: { give: made.terms.get, get: made.terms.give },
      counters: null,
    };
    expect(answer(v, 2, back, true)).toEqual({ kind: 'accept' });
  });

  it('counters with the same goods at the price it gains $1M by', () => {
    // Timber it cannot use is worth $7M to it: $5M offered, so it asks $8M.
    const a = answer(g, 0, offer({ money: 5 }, raw('wood')), true);
    expect(a).toEqual({ kind: 'counter', terms: { give: raw('wood'), get: { money: 8 } } });
    if (a.kind === 'counter') expect(gain(g, 0, a.terms.give, a.terms.get)).toBe(1);
    // Paying for coal it is short of: $13M asked, so it offers $11M of the Marketplace's $12M,
    // when that leaves it its reserve.
    expect(answer(g, 0, offer(raw('coal'), { money: 13 }), true)).toMatchObject({ kind: 'decline' });
    const rich = { ...g, players: g.players.map((p, i) => (i === 0 ? { ...p, corporate: 40 } : p)) };
    expect(answer(rich, 0, offer(raw('coal'), { money: 13 }), true)).toEqual({
      kind: 'counter',
      terms: { give: { money: 11 }, get: raw('coal') },
    });
  });

  it('declines, saying why, where it may not or will not counter', () => {
    expect(answer(g, 0, offer({ money: 5 }, raw('wood'), 3), true)).toEqual({
      kind: 'decline',
      reason: 'gets $5M of value for $7M by its prices',
    });
    expect(answer(g, 0, offer({ money: 5 }, raw('coal')), false)).toEqual({
      kind: 'decline',
      reason: 'keeps coal: it needs it for steel',
    });
    expect(answer(g, 0, offer({ money: 50 }, { officials: ['RT04'] }), true)).toEqual({
      kind: 'decline',
      reason: 'never trades away a Corrupt Official, a Natural Square or a kept card',
    });
    expect(answer(g, 0, offer(raw('iron', 3), { money: g.players[0]!.corporate }), true)).toMatchObject({
      kind: 'decline',
      reason: 'keeps $15M in its corporate account for payroll',
    });
  });
});
