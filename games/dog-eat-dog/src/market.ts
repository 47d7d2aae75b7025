import { err, ok, type Result } from '@cutthroat/engine';
import { content } from './content.js';
import { DogEatDogError } from './errors.js';
import { paramValue, type Modifier } from './params.js';
import { PRODUCTS, type Item, type Product, type Raw } from './vocabulary.js';

/**
 * Phase 2 sales (rulebook "Sale of Raw Materials", "Sale of Products"): a market value is rolled
 * once per item per turn, 2d6 for a raw material and 2d6+20 for a product, and holds for that turn;
 * every player who holds the item may sell at it, each through his own modifiers. Raw materials
 * sold go onto the Marketplace sheet (bought back at $12M in Phase 6); products go back to stock.
 */

export const isProduct = (item: Item): item is Product => (PRODUCTS as readonly string[]).includes(item);

/** The rolled market value, before any modifier: `dice` is the sum of the two dice. */
export function rolledValue(item: Item, dice: number): number {
  const f = isProduct(item) ? content.economy.productValue : content.economy.rawValue;
  return dice + f.plus;
}

/** What one seller gets per unit at a rolled value, through his active modifiers. */
export function priceFor(item: Item, rolled: number, mods: readonly Modifier[]): number {
  return paramValue(rolled, isProduct(item) ? 'productValue' : 'rawValue', mods, item);
}

export interface Sale {
  /** Money the seller receives from the bank. */
  readonly proceeds: number;
  /** Units that go onto the Marketplace sheet (raw materials) or back to stock (products). */
  readonly toMarketplace: Partial<Record<Raw, number>>;
  readonly toStock: Partial<Record<Product, number>>;
}

/** Sell `count` units of `item` a seller holds (`held`) at `price` each. */
export function sell(item: Item, count: number, held: number, price: number): Result<Sale> {
  if (!Number.isInteger(count) || count < 1) return err(DogEatDogError.NotHeld, 'sell at least one unit');
  if (count > held) return err(DogEatDogError.NotHeld, `you hold ${held} ${item}, not ${count}`);
  const proceeds = count * price;
  return ok(
    isProduct(item)
      ? { proceeds, toMarketplace: {}, toStock: { [item]: count } }
      : { proceeds, toMarketplace: { [item]: count }, toStock: {} },
  );
}
