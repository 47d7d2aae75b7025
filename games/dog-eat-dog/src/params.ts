import type { Item, Param } from './vocabulary.js';

/**
 * A rule parameter changed by a card or a space (the vocabulary's `modify`), for one player while
 * it lasts. Composition (content.json vocabulary > ops > modify): the most recently applied active
 * `set` wins, else the base plus every active `add`; then the lowest active `cap`; never below 0.
 * So Wage Freeze (set 0) beats the minimum-wage law (add 1), as the cards demand.
 */
export interface Modifier {
  readonly param: Param;
  readonly set?: number;
  readonly add?: number;
  readonly cap?: number;
  /** For rawValue/productValue: the items it applies to (all when absent). */
  readonly items?: readonly Item[];
}

/** `mods` in the order they were applied, all active and all for this player. */
export function paramValue(base: number, param: Param, mods: readonly Modifier[], item?: Item): number {
  let set: number | undefined;
  let add = 0;
  let cap = Infinity;
  for (const m of mods) {
    if (m.param !== param || (m.items && (item === undefined || !m.items.includes(item)))) continue;
    if (m.set !== undefined) set = m.set;
    if (m.add !== undefined) add += m.add;
    if (m.cap !== undefined) cap = Math.min(cap, m.cap);
  }
  const value = set ?? base + add;
  return Math.max(0, Math.min(value, cap));
}
