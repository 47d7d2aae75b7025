import type { Offer, Proposal } from '@cutthroat/engine';
import { content } from '../content.js';
import type { Bundle, TradeTerms } from '../trades.js';
import type { DogEatDogView } from '../view.js';
import { RAW, type Product, type Raw } from '../vocabulary.js';

/**
 * How the heuristic bot values a trade, from the public facts of its view: what each side's
 * division can use and holds. Values are $M.
 *
 * - A raw material its division cannot use is worth its mean market value, $7M (2d6).
 * - One it uses is worth the Marketplace's $12M while it holds fewer than three (the alternative
 *   is to buy it there), $9M once it has a stock.
 * - A product is worth its mean market value, $27M (2d6+20).
 * - It never gives away an official, a square or a kept card, nor pays below a $15M reserve (its
 *   payroll and the next turn's hiring), and sets no value on getting them.
 *
 * A trade is worth making when it gains by it and, as far as it can tell from the same rules
 * applied to the partner's division and holdings, the partner gains too.
 */

export const UNUSED_RAW = 7;
export const SHORT_RAW = 12;
export const STOCKED_RAW = 9;
export const PRODUCT = 27;
/** Corporate money it keeps after paying for a trade. */
export const RESERVE = 15;

// Read for every side of every proposal the bot weighs: made once per division.
const inputsOf = new Map<string | null, ReadonlySet<Raw>>();

/** Raw materials a division's recipes take (any, for Waste Mismanagement). */
export function inputs(division: string | null): ReadonlySet<Raw> {
  const known = inputsOf.get(division);
  if (known) return known;
  const out = new Set<Raw>();
  if (division) {
    const d = content.divisionById.get(division)!;
    for (const r of d.recipes)
      for (const k of Object.keys(r.inputs)) if ((RAW as readonly string[]).includes(k)) out.add(k as Raw);
    if (d.collectsPollution) for (const r of RAW) out.add(r);
  }
  inputsOf.set(division, out);
  return out;
}

const rawValue = (g: DogEatDogView, seat: number, r: Raw): number => {
  const p = g.players[seat]!;
  if (!inputs(p.division).has(r)) return UNUSED_RAW;
  return p.raw[r] < 3 ? SHORT_RAW : STOCKED_RAW;
};

// Read for both sides of every proposal the bot weighs: a plain loop, no entry arrays.
function sum(xs: Partial<Record<string, number>> | undefined, f: (k: string) => number): number {
  let n = 0;
  for (const k in xs) n += f(k) * (xs[k] ?? 0);
  return n;
}

/** What `seat` thinks a bundle is worth to it. */
function worth(g: DogEatDogView, seat: number, b: Bundle): number {
  return (
    (b.money ?? 0) +
    sum(b.raw, (r) => rawValue(g, seat, r as Raw)) +
    sum(b.products as Record<Product, number>, () => PRODUCT)
  );
}

/** What `seat` gains by giving `give` for `get`, or null when it would never give that. */
export function gain(g: DogEatDogView, seat: number, give: Bundle, get: Bundle): number | null {
  if (give.officials?.length || give.squares?.length || give.kept?.length) return null;
  if ((give.money ?? 0) > 0 && g.players[seat]!.corporate - (give.money ?? 0) < RESERVE) return null;
  return worth(g, seat, get) - worth(g, seat, give);
}

/** Accept an offer made to `me`: it gains by it. */
export function acceptable(g: DogEatDogView, me: number, t: TradeTerms): boolean {
  const mine = gain(g, me, t.get, t.give);
  return mine !== null && mine > 0;
}

/** How the bot answers an offer made to it: `terms` of a counter are the bot's own (it gives `give`). */
export type Answer =
  | { readonly kind: 'accept' }
  | { readonly kind: 'decline'; readonly reason: string }
  | { readonly kind: 'counter'; readonly terms: TradeTerms };

/** The product of `division`'s recipes that takes raw material `r`, if one does. */
function productOf(division: string | null, r: Raw): Product | null {
  if (!division) return null;
  const d = content.divisionById.get(division)!;
  return d.recipes.find((x) => r in x.inputs || 'anyRaw' in x.inputs)?.product ?? null;
}

/**
 * Why the bot declines to give `give` for `get`, in one line, from the same values `gain` uses:
 * what it never gives, its reserve, or the raw material it holds on to and what it makes of it.
 */
export function declineReason(g: DogEatDogView, me: number, give: Bundle, get: Bundle): string {
  if (give.officials?.length || give.squares?.length || give.kept?.length)
    return 'never trades away a Corrupt Official, a Natural Square or a kept card';
  const p = g.players[me]!;
  if ((give.money ?? 0) > 0 && p.corporate - (give.money ?? 0) < RESERVE)
    return `keeps $${RESERVE}M in its corporate account for payroll`;
  const needed = (Object.entries(give.raw ?? {}) as [Raw, number][])
    .filter(([r]) => inputs(p.division).has(r))
    .sort(([a], [b]) => rawValue(g, me, b) - rawValue(g, me, a));
  const [kept] = needed;
  const made = kept ? productOf(p.division, kept[0]) : null;
  if (kept && made) return `keeps ${kept[0]}: it needs it for ${made}`;
  return `gets $${worth(g, me, get)}M of value for $${worth(g, me, give)}M by its prices`;
}

/**
 * The bot's answer to `offer`, made to it (`me`): accept what it gains by (whoever proposed it, and
 * an offer it made itself a moment ago among them); else, when `counters` allows one, the same
 * goods with the money moved just far enough for it to gain $1M, if the maker holds that money and
 * it keeps its reserve; else decline, saying why. It never counters a counter-offer: the maker's
 * turn to give way has passed, and two bots would haggle to the end of their offers.
 */
export function answer(g: DogEatDogView, me: number, offer: Offer<TradeTerms>, counters: boolean): Answer {
  const t = offer.terms;
  const mine = gain(g, me, t.get, t.give);
  if (mine !== null && mine > 0) return { kind: 'accept' };
  const reason = declineReason(g, me, t.get, t.give);
  if (mine === null || !counters || offer.counters !== null) return { kind: 'decline', reason };
  // Money it gets, net of money it gives, once it gains $1M.
  const net = (t.give.money ?? 0) - (t.get.money ?? 0) + 1 - mine;
  const give: Bundle = { ...withoutMoney(t.get), ...(net < 0 ? { money: -net } : {}) };
  const get: Bundle = { ...withoutMoney(t.give), ...(net > 0 ? { money: net } : {}) };
  const them = g.players[offer.from]!;
  if (net > them.corporate || (net < 0 && g.players[me]!.corporate + net < RESERVE)) return { kind: 'decline', reason };
  if (isEmpty(give) && isEmpty(get)) return { kind: 'decline', reason };
  return { kind: 'counter', terms: { give, get } };
}

function withoutMoney(b: Bundle): Bundle {
  const { money: _, ...rest } = b;
  return rest;
}

const isEmpty = (b: Bundle) =>
  Object.values(b).every((v) => (typeof v === 'number' ? v === 0 : !Object.keys(v ?? {}).length));

/**
 * The proposal it would make now among `proposals` (the menu of its legal actions): the one it
 * gains most by, of those the partner gains by too; ties go to the first listed. Null if none.
 */
export function bestProposal<P extends Proposal<TradeTerms>>(
  g: DogEatDogView,
  me: number,
  proposals: readonly P[],
): P | null {
  let best: P | null = null;
  let bestGain = 0;
  for (const o of proposals) {
    const mine = gain(g, me, o.terms.give, o.terms.get);
    const theirs = gain(g, o.to, o.terms.get, o.terms.give);
    if (mine === null || theirs === null || theirs <= 0 || mine <= bestGain) continue;
    best = o;
    bestGain = mine;
  }
  return best;
}
