import type { ActionSpace, Proposal, Seat } from '@cutthroat/engine';
import type { DogEatDogState } from './state.js';
import type { Bundle, TradeTerms } from './trade-terms.js';
import { RAW, type Raw } from './vocabulary.js';

/**
 * The trades' menu, the trades of the design's opening: one raw material sold, bought or swapped
 * for another; one kept card sold or bought. Any other terms can still be typed in full.
 *
 * It is listed at nearly every decision of a turn, and a random player reads one entry of it at
 * most, so it is a space read by index: its length is counted, `walk` goes over the entries in
 * their order and says what each is in numbers, and only the entry read becomes an object.
 */

/**
 * Prices of the menu, $M for one raw material: 7 is its mean market value (2d6), what a seller
 * with no use for it expects; 10 is under the Marketplace's 12, what a buyer short of it would pay.
 */
export const TRADE_PRICES = [7, 10] as const;
/** $M for a kept card in the menu. */
export const CARD_PRICE = 5;

/** What an entry is; `a` and `b` say which raw materials, prices or slots. */
const Entry = {
  /** One of the offerer's raw materials (`a`) for money (`b`). */
  SellRaw: 0,
  /** One of the offerer's raw materials (`a`) for one of the recipient's (`b`). */
  Swap: 1,
  /** Money (`b`) for one of the recipient's raw materials (`a`). */
  BuyRaw: 2,
  /** The offerer's kept card in slot `a` for money. */
  SellKept: 3,
  /** Money for the recipient's kept card in slot `a`. */
  BuyKept: 4,
} as const;
type Entry = (typeof Entry)[keyof typeof Entry];

/** Called with each entry in order; returns true to stop there. */
type Visit = (to: Seat, entry: Entry, a: number, b: number) => boolean;

function walk(G: DogEatDogState, from: Seat, to: Seat | null, open: (s: Seat) => boolean, visit: Visit): void {
  const p = G.players[from]!;
  for (let s = 0; s < G.players.length; s++) {
    if (s === from || (to !== null && s !== to) || !open(s)) continue;
    const q = G.players[s]!;
    for (let mine = 0; mine < RAW.length; mine++) {
      if (p.raw[RAW[mine]!] === 0) continue;
      for (const price of TRADE_PRICES) if (q.corporate >= price && visit(s, Entry.SellRaw, mine, price)) return;
      for (let theirs = 0; theirs < RAW.length; theirs++)
        if (theirs !== mine && q.raw[RAW[theirs]!] > 0 && visit(s, Entry.Swap, mine, theirs)) return;
    }
    for (let theirs = 0; theirs < RAW.length; theirs++)
      if (q.raw[RAW[theirs]!] > 0)
        for (const price of TRADE_PRICES) if (p.corporate >= price && visit(s, Entry.BuyRaw, theirs, price)) return;
    if (q.corporate >= CARD_PRICE) for (let k = 0; k < p.kept.length; k++) if (visit(s, Entry.SellKept, k, 0)) return;
    if (p.corporate >= CARD_PRICE) for (let k = 0; k < q.kept.length; k++) if (visit(s, Entry.BuyKept, k, 0)) return;
  }
}

/** How many entries `walk` visits, counted without visiting them. */
function count(G: DogEatDogState, from: Seat, to: Seat | null, open: (s: Seat) => boolean): number {
  const p = G.players[from]!;
  const affordable = (money: number) => TRADE_PRICES.filter((price) => money >= price).length;
  let n = 0;
  for (let s = 0; s < G.players.length; s++) {
    if (s === from || (to !== null && s !== to) || !open(s)) continue;
    const q = G.players[s]!;
    let mine = 0;
    let theirs = 0;
    let both = 0;
    for (const r of RAW) {
      if (p.raw[r] > 0) mine++;
      if (q.raw[r] > 0) theirs++;
      if (p.raw[r] > 0 && q.raw[r] > 0) both++;
    }
    // Sold, swapped for any other they hold, bought; kept cards sold and bought.
    n += mine * affordable(q.corporate) + mine * theirs - both + theirs * affordable(p.corporate);
    if (q.corporate >= CARD_PRICE) n += p.kept.length;
    if (p.corporate >= CARD_PRICE) n += q.kept.length;
  }
  return n;
}

const one = (raw: number): Bundle => ({ raw: { [RAW[raw]! as Raw]: 1 } });

function proposal(to: Seat, entry: Entry, a: number, b: number): Proposal<TradeTerms> {
  const terms = (give: Bundle, get: Bundle): Proposal<TradeTerms> => ({ type: 'propose', to, terms: { give, get } });
  switch (entry) {
    case Entry.SellRaw:
      return terms(one(a), { money: b });
    case Entry.Swap:
      return terms(one(a), one(b));
    case Entry.BuyRaw:
      return terms({ money: b }, one(a));
    case Entry.SellKept:
      return terms({ kept: [a] }, { money: CARD_PRICE });
    case Entry.BuyKept:
      return terms({ money: CARD_PRICE }, { kept: [a] });
  }
}

/** The menu of `from`'s offers to `to` (to anyone when null) who is `open` to trade. */
export function tradeMenu(
  G: DogEatDogState,
  from: Seat,
  to: Seat | null,
  open: (s: Seat) => boolean,
): ActionSpace<Proposal<TradeTerms>> {
  const length = count(G, from, to, open);
  // The first read walks to its entry; a second one builds them all (a bot going over the list).
  let all: Proposal<TradeTerms>[] | null = null;
  let reads = 0;
  const at = (index: number): Proposal<TradeTerms> => {
    if (index < 0 || index >= length) throw new RangeError(`no trade ${index} of ${length}`);
    if (all) return all[index]!;
    if (reads++ > 0) {
      const built: Proposal<TradeTerms>[] = [];
      walk(G, from, to, open, (s, e, a, b) => (built.push(proposal(s, e, a, b)), false));
      all = built;
      return all[index]!;
    }
    let i = index;
    let found: Proposal<TradeTerms> | null = null;
    walk(G, from, to, open, (s, e, a, b) => i-- === 0 && (found = proposal(s, e, a, b)) !== null);
    return found!;
  };
  return { length, at };
}
