import {
  actorsOf,
  applyAction,
  legalActionsOf,
  Rng,
  seedFromSecret,
  setupMatch,
  type StateOf,
} from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { dogEatDog } from './game.js';
import type { DogEatDogState } from './state.js';
import { CARD_PRICE, TRADE_PRICES, tradeMenu } from './trade-menu.js';
import { RAW } from './vocabulary.js';

type S = StateOf<typeof dogEatDog>;

/** The menu written out whole, in the order its rules give (the list the space must read as). */
function written(G: DogEatDogState, from: number, to: number | null, open: (s: number) => boolean) {
  const out: { type: 'propose'; to: number; terms: object }[] = [];
  const p = G.players[from]!;
  for (let s = 0; s < G.players.length; s++) {
    if (s === from || (to !== null && s !== to) || !open(s)) continue;
    const q = G.players[s]!;
    const add = (give: object, get: object) => out.push({ type: 'propose', to: s, terms: { give, get } });
    for (const mine of RAW) {
      if (p.raw[mine] === 0) continue;
      for (const price of TRADE_PRICES) if (q.corporate >= price) add({ raw: { [mine]: 1 } }, { money: price });
      for (const theirs of RAW)
        if (theirs !== mine && q.raw[theirs] > 0) add({ raw: { [mine]: 1 } }, { raw: { [theirs]: 1 } });
    }
    for (const theirs of RAW)
      if (q.raw[theirs] > 0)
        for (const price of TRADE_PRICES) if (p.corporate >= price) add({ money: price }, { raw: { [theirs]: 1 } });
    p.kept.forEach((_, k) => q.corporate >= CARD_PRICE && add({ kept: [k] }, { money: CARD_PRICE }));
    q.kept.forEach((_, k) => p.corporate >= CARD_PRICE && add({ money: CARD_PRICE }, { kept: [k] }));
  }
  return out;
}

describe('the trade menu', () => {
  it('reads, entry by entry and whole, as the menu written out, over seeded random games', () => {
    let compared = 0;
    let entries = 0;
    for (let g = 0; g < 6; g++) {
      const start = setupMatch(dogEatDog, { game: 'dog-eat-dog', players: 4, secret: `menu-${g}` });
      if (!start.ok) throw new Error(start.error.message);
      let state: S = start.value;
      const rng = new Rng(seedFromSecret(`menu-${g}/driver`));
      for (let n = 0; !state.outcome && n < 400; n++) {
        const G = state.G;
        const from = n % 4;
        const to = n % 3 === 0 ? null : (from + 1 + (n % 3)) % 4;
        // Some seats closed to trade, as the rules' own `open` would close them.
        const open = (s: number) => G.players[s]!.status === 'playing' && s !== (n + 2) % 4;
        const want = written(G, from, to, open);
        const menu = tradeMenu(G, from, to, open);
        expect(menu.length).toBe(want.length);
        if (want.length > 0) {
          const i = rng.int(want.length);
          // The first read walks to one entry, the next ones come from the whole list.
          expect(menu.at(i)).toEqual(want[i]);
          expect(Array.from({ length: menu.length }, (_, k) => menu.at(k))).toEqual(want);
          expect(() => menu.at(want.length)).toThrow(RangeError);
          entries += want.length;
        }
        compared++;
        const seat = actorsOf(dogEatDog, state)[0]!;
        const legal = legalActionsOf(dogEatDog, state, seat);
        const action = legal.length ? legal.at(rng.int(legal.length)) : { type: 'pass' as const };
        const r = applyAction(dogEatDog, state, seat, action);
        if (!r.ok) throw new Error(r.error.code);
        state = r.value.state;
      }
    }
    expect(compared).toBeGreaterThan(500);
    expect(entries).toBeGreaterThan(1000);
  });
});
