// One of the bot's actions, and the list it picks from.
import type { ActionOf } from '@cutthroat/engine';
import type { Decision } from '@cutthroat/bots';
import type { GoCaine } from '../index.js';

export type Act = ActionOf<GoCaine>;
export type Legal = Decision<GoCaine>['legal'];
/* Helpers on the legal list: the heuristic only ever returns an action listed there. */

export function ofType<T extends Act['type']>(legal: Legal, type: T): Extract<Act, { type: T }>[] {
  return legal.filter((a): a is Extract<Act, { type: T }> => a.type === type);
}

export function first(legal: Legal, type: Act['type']): Act | undefined {
  return legal.find((a) => a.type === type);
}

/** The safe way out of any step: done, end the turn, decline, pass; else the first listed action. */
export function fallback(legal: Legal): Act {
  for (const type of ['pass', 'done', 'no-action', 'decline-kiss', 'end-turn'] as const) {
    const a = first(legal, type);
    if (a) return a;
  }
  return legal.at(0);
}

/** Sales: per point, the most tons the rules allow selling there. */
export function bestSales(legal: Legal): Map<number, number> {
  const out = new Map<number, number>();
  for (const a of legal) if (a.type === 'sell') out.set(a.point, Math.max(out.get(a.point) ?? 0, a.tons));
  return out;
}
