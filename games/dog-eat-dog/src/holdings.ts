import type { Rng, Seat } from '@cutthroat/engine';
import { fromBank } from './money.js';
import { degrade } from './pollution.js';
import { type DogEatDogState } from './state.js';
import { withPlayer, patch, setPlayer } from './copy.js';
import { PRODUCTS, RAW, type Item, type ItemRef, type Product, type Raw } from './vocabulary.js';

/** Small moves of money, goods and cards between a player, the bank, the supply and the sheet. */

export const isRaw = (i: Item): i is Raw => (RAW as readonly string[]).includes(i);

export function held(G: DogEatDogState, seat: Seat, item: Item): number {
  const p = G.players[seat]!;
  return isRaw(item) ? p.raw[item] : p.products[item as Product];
}

/** Item references spelt out: groups become the items they name (`chosenProduct`, `triggering` excepted). */
export function expandItems(refs: readonly ItemRef[]): Item[] {
  return refs.flatMap((r): Item[] => {
    if (r === 'allProducts') return [...PRODUCTS];
    if (r === 'anyRaw' || r === 'eachRaw') return [...RAW];
    if (r === 'chosenProduct' || r === 'triggering') return [];
    return [r];
  });
}

/** The sum of `dice` six-sided dice. */
export function roll(rng: Rng, dice: number): number {
  let sum = 0;
  for (let i = 0; i < dice; i++) sum += rng.die();
  return sum;
}

export function degradeAt(G: DogEatDogState, square: number): DogEatDogState {
  return patch(G, { map: degrade(G.map, square) });
}

/** An owned official back onto the Public Laws sheet, where its law applies at once. */
export function release(G: DogEatDogState, seat: Seat, card: string): DogEatDogState {
  const next = withPlayer(G, seat, (p) => setPlayer(p, { officials: p.officials.filter((c) => c !== card) }));
  return patch(next, { redTape: { ...next.redTape, laws: [...next.redTape.laws, card] } });
}

/** Sell `count` of `item` to the bank at `price`: raw onto the Marketplace sheet, products to stock. */
export function sellToBank(G: DogEatDogState, seat: Seat, item: Item, count: number, price: number): DogEatDogState {
  const paid = fromBank(G, seat, count * price);
  if (isRaw(item)) {
    const next = withPlayer(paid, seat, (p) => setPlayer(p, { raw: { ...p.raw, [item]: p.raw[item] - count } }));
    return patch(next, { marketplace: { ...next.marketplace, [item]: next.marketplace[item] + count } });
  }
  const product = item as Product;
  const next = withPlayer(paid, seat, (p) =>
    setPlayer(p, { products: { ...p.products, [product]: p.products[product] - count } }),
  );
  return patch(next, {
    supply: { ...next.supply, products: { ...next.supply.products, [product]: next.supply.products[product] + count } },
  });
}
