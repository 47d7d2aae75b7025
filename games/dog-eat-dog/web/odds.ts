import { content, isProduct, type Item } from '@cutthroat/dog-eat-dog';
import { formatCash } from './text.js';

/**
 * The odds where dice decide, counted over the 36 outcomes of two dice: a bribe or a Sealed Bid of
 * $X succeeds on 2d6 <= X (money.ts `resolveOffer`); a market value is 2d6 plus the item's base.
 */

/** Outcomes of 2d6 whose sum is at most `n`, of 36. */
export function waysAtMost(n: number): number {
  let ways = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= n) ways++;
  return ways;
}

/** "58%": the chance, rounded to a whole percent, that 2d6 <= n. */
export const percentAtMost = (n: number): string => `${Math.round((waysAtMost(n) * 100) / 36)}%`;

/** "58% to succeed (2d6 ≤ 7: 21 of 36 rolls)". */
export const offerOdds = (offer: number): string =>
  `${percentAtMost(offer)} to succeed (2d6 ≤ ${offer}: ${waysAtMost(offer)} of 36 rolls)`;

/** A market value's spread: "2d6: $2M to $12M, $7M on average". */
export function valueSpread(item: Item): string {
  const f = isProduct(item) ? content.economy.productValue : content.economy.rawValue;
  const plus = f.plus;
  return `2d6${plus ? ` + ${plus}` : ''}: ${formatCash(2 + plus)} to ${formatCash(12 + plus)}, ${formatCash(7 + plus)} on average`;
}
