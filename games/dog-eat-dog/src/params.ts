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

/** Composition as above, one modifier at a time, in the order applied. */
export class ParamFold {
  private set: number | undefined;
  private add = 0;
  private cap = Infinity;

  constructor(
    private readonly param: Param,
    private readonly item: Item | undefined,
  ) {}

  take(m: Modifier): void {
    if (m.param !== this.param || (m.items && (this.item === undefined || !m.items.includes(this.item)))) return;
    if (m.set !== undefined) this.set = m.set;
    if (m.add !== undefined) this.add += m.add;
    if (m.cap !== undefined) this.cap = Math.min(this.cap, m.cap);
  }

  value(base: number): number {
    return Math.max(0, Math.min(this.set ?? base + this.add, this.cap));
  }
}

/** `mods` in the order they were applied, all active and all for this player. */
export function paramValue(base: number, param: Param, mods: readonly Modifier[], item?: Item): number {
  const fold = new ParamFold(param, item);
  for (const m of mods) fold.take(m);
  return fold.value(base);
}
