import type { Seat } from '@cutthroat/engine';
import { content } from './content.js';
import type { Bundle, TradeTerms } from './trade-terms.js';
import type { DogEatDogView } from './view.js';
import { PRODUCTS, RAW } from './vocabulary.js';
import { cardName, formatCash, squareName } from './words.js';

const itemName = (item: string): string => (item === 'wood' ? 'timber' : item);

/** What `seat` lacks of `b`, by the public facts of the view, in words; null when it holds it all. */
function lacking(v: DogEatDogView, seat: Seat, b: Bundle): string | null {
  const p = v.players[seat]!;
  if ((b.money ?? 0) > p.corporate) return formatCash(p.corporate);
  for (const r of RAW) if ((b.raw?.[r] ?? 0) > p.raw[r]) return `${p.raw[r]} ${itemName(r)}`;
  for (const x of PRODUCTS) if ((b.products?.[x] ?? 0) > p.products[x]) return `${p.products[x]} ${x}`;
  const official = (b.officials ?? []).find((c) => !p.officials.includes(c));
  if (official) return `no ${cardName(official)}`;
  const square = (b.squares ?? []).find((s) => v.control[s] !== seat);
  if (square !== undefined) return `no control of ${squareName(square)}`;
  const slot = (b.kept ?? []).find((k) => k >= p.keptCount);
  if (slot !== undefined) return `${p.keptCount} kept card${p.keptCount === 1 ? '' : 's'}`;
  return null;
}

const isEmpty = (b: Bundle): boolean =>
  !b.money &&
  !Object.values(b.raw ?? {}).some(Boolean) &&
  !Object.values(b.products ?? {}).some(Boolean) &&
  !b.officials?.length &&
  !b.squares?.length &&
  !b.kept?.length;

/**
 * Whether an offer of `t` from `from` to `to` could be accepted as things stand, by what the whole
 * table can see (Trade Between Players): both sides hold their part, something moves, and nobody
 * ends with more Natural Squares than the rules allow. Null when it could; else why not, in one
 * sentence naming the seat at fault (`names`), for a form to say before the offer is sent.
 */
export function tradeProblem(
  v: DogEatDogView,
  from: Seat,
  to: Seat,
  t: TradeTerms,
  names: readonly string[],
): string | null {
  if (isEmpty(t.give) && isEmpty(t.get)) return 'A trade moves something: add what you give or what you ask for.';
  const mine = lacking(v, from, t.give);
  if (mine) return `You cannot give that: you hold ${mine}.`;
  const theirs = lacking(v, to, t.get);
  if (theirs) return `${names[to] ?? `Seat ${to + 1}`} cannot accept: they hold ${theirs}.`;
  const max = content.economy.maxControlledSquares;
  const squares = (seat: Seat, gets: Bundle, gives: Bundle) =>
    v.control.filter((c) => c === seat).length + (gets.squares?.length ?? 0) - (gives.squares?.length ?? 0);
  if (squares(from, t.get, t.give) > max || squares(to, t.give, t.get) > max)
    return `Nobody may control more than ${max} Natural Squares.`;
  return null;
}

type Counts = Readonly<Record<string, number>>;

/** A bundle as a form writes it, without its empty parts: the terms' schema takes counts of 1 or more only. */
export function tidyBundle(b: Bundle): Bundle {
  const counts = (c: Counts | undefined) => {
    const kept = Object.entries(c ?? {}).filter(([, n]) => n > 0);
    return kept.length ? Object.fromEntries(kept) : undefined;
  };
  const out: Record<string, unknown> = {
    money: b.money && b.money > 0 ? b.money : undefined,
    raw: counts(b.raw),
    products: counts(b.products),
    officials: b.officials?.length ? b.officials : undefined,
    squares: b.squares?.length ? b.squares : undefined,
    kept: b.kept?.length ? b.kept : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as Bundle;
}
