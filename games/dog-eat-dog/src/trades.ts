import { err, ok, type OfferRules, type Result, type Seat } from '@cutthroat/engine';
import { content } from './content.js';
import { tradeMenu } from './trade-menu.js';
import { squaresOf, type DogEatDogState } from './state.js';
import { withPlayer, patch, setPlayer, setTurn } from './copy.js';
import { push, windowFor } from './work.js';
import type { Product, Raw } from './vocabulary.js';
import { pay } from './money.js';
import { Bundle, TradeTerms } from './trade-terms.js';

export { Bundle, TradeTerms } from './trade-terms.js';

/**
 * Trade Between Players (rulebook): anything but workers and division cards, at any moment, carried
 * out at once and whole: money, raw materials, products, Corrupt Officials, control of Natural
 * Squares, kept Current Events. A promise is chat, not a trade.
 *
 * A kept card is secret, and an offer is seen by the whole table, so an offer never names one: it
 * names a *slot* of a player's kept cards (`kept: [0]`, his first), which says nothing of what the
 * card is. The offerer knows his own slots; the recipient is shown what the offerer's slots hold
 * when the offer is made (`G.offerShown`, in his view alone), so he knows what he would get; a slot
 * asked of the recipient is one he knows. Everyone else sees only the counts change.
 */

export const TradeError = {
  Empty: 'dog-eat-dog/empty-trade',
  NotHeld: 'dog-eat-dog/trade-not-held',
  NotNow: 'dog-eat-dog/trade-not-now',
} as const;

const empty = (b: Bundle) =>
  !b.money &&
  !Object.keys(b.raw ?? {}).length &&
  !Object.keys(b.products ?? {}).length &&
  !b.officials?.length &&
  !b.squares?.length &&
  !b.kept?.length;

const distinct = (xs: readonly unknown[] = []) => new Set(xs).size === xs.length;

/** Does `seat` hold everything in `b`? */
export function holds(G: DogEatDogState, seat: Seat, b: Bundle): boolean {
  const p = G.players[seat]!;
  if ((b.money ?? 0) > p.corporate) return false;
  for (const [r, k] of Object.entries(b.raw ?? {}) as [Raw, number][]) if (p.raw[r] < k) return false;
  for (const [x, k] of Object.entries(b.products ?? {}) as [Product, number][]) if (p.products[x] < k) return false;
  if ((b.officials ?? []).some((c) => !p.officials.includes(c))) return false;
  if (!distinct(b.officials) || !distinct(b.squares) || !distinct(b.kept)) return false;
  if ((b.kept ?? []).some((k) => k >= p.kept.length)) return false;
  return (b.squares ?? []).every((s) => G.control[s] === seat);
}

function move(G: DogEatDogState, from: Seat, to: Seat, b: Bundle): DogEatDogState {
  let next = withPlayer(pay(G, from, to, b.money ?? 0), from, (p) => {
    const raw = { ...p.raw };
    const products = { ...p.products };
    for (const [r, k] of Object.entries(b.raw ?? {}) as [Raw, number][]) raw[r] -= k;
    for (const [x, k] of Object.entries(b.products ?? {}) as [Product, number][]) products[x] -= k;
    return setPlayer(p, {
      raw,
      products,
      officials: p.officials.filter((c) => !b.officials?.includes(c)),
      kept: p.kept.filter((_, k) => !b.kept?.includes(k)),
    });
  });
  const cards = (b.kept ?? []).map((k) => G.players[from]!.kept[k]!);
  next = withPlayer(next, to, (p) => {
    const raw = { ...p.raw };
    const products = { ...p.products };
    for (const [r, k] of Object.entries(b.raw ?? {}) as [Raw, number][]) raw[r] += k;
    for (const [x, k] of Object.entries(b.products ?? {}) as [Product, number][]) products[x] += k;
    return setPlayer(p, {
      raw,
      products,
      officials: [...p.officials, ...(b.officials ?? [])],
      kept: [...p.kept, ...cards],
    });
  });
  return patch(next, { control: next.control.map((c, s) => (b.squares?.includes(s) ? to : c)) });
}

export { CARD_PRICE, TRADE_PRICES } from './trade-menu.js';

const PHASES = new Set(['movement', 'sales', 'hiring', 'production', 'extraction']);
const open = (G: DogEatDogState, seat: Seat) =>
  G.players[seat]?.status === 'playing' &&
  G.work.length === 0 &&
  (PHASES.has(G.phase) || (G.phase === 'final' && G.final!.step === 'produce'));

const nothing = (i: number): never => {
  throw new RangeError(`no trade ${i} of 0`);
};

export const tradeRules: OfferRules<DogEatDogState, TradeTerms> = {
  terms: TradeTerms,
  canPropose: (G, seat) => open(G, seat) && (G.turn.offers[seat] ?? 0) < G.options.offersPerTurn,
  propose(G, from, to, t): Result<DogEatDogState> {
    if (!open(G, from) || !open(G, to) || from === to)
      return err(TradeError.NotNow, 'trade with another player in the game');
    if (empty(t.give) && empty(t.get)) return err(TradeError.Empty, 'a trade moves something');
    if (!holds(G, from, t.give)) return err(TradeError.NotHeld, 'you do not hold what you offer');
    const made = G.turn.offers[from] ?? 0;
    if (made >= G.options.offersPerTurn)
      return err(TradeError.NotNow, `at most ${G.options.offersPerTurn} offers of yours a turn`);
    const offers = { ...G.turn.offers, [from]: made + 1 };
    const cards = (t.give.kept ?? []).map((slot) => ({ slot, card: G.players[from]!.kept[slot]! }));
    return ok(patch(G, { turn: setTurn(G.turn, { offers }), offerShown: cards.length ? { from, to, cards } : null }));
  },
  acceptable: (G, o) => holds(G, o.to, o.terms.get) && holds(G, o.from, o.terms.give),
  execute(G, o) {
    if (!holds(G, o.from, o.terms.give) || !holds(G, o.to, o.terms.get))
      return err(TradeError.NotHeld, 'one side no longer holds its part');
    // Cards received go to the end of a list, so the second side's slots still name its cards.
    let next: DogEatDogState = {
      ...move(move(G, o.from, o.to, o.terms.give), o.to, o.from, o.terms.get),
      offerShown: null,
    };
    const events = [{ type: 'traded', from: o.from, to: o.to, terms: o.terms }];
    // "If you acquire control of a third Natural Square, you must immediately give up control of
    // one of those three squares": the trade stands, then he gives squares up as after an auction.
    // A trade moves squares one way on balance, so at most one side is over.
    const max = content.economy.maxControlledSquares;
    const over = [o.from, o.to].find((s) => squaresOf(next, s).length > max);
    if (over === undefined) return ok({ G: next, events });
    for (let n = squaresOf(next, over).length; n > max; n--)
      next = push(next, { kind: 'give-up', seat: over, answered: false });
    return ok({ G: next, events, window: windowFor('give-up', over, [over]) });
  },
  enumerate: (G, from, to) =>
    !open(G, from) || (G.turn.offers[from] ?? 0) >= G.options.offersPerTurn
      ? { length: 0, at: (i) => nothing(i) }
      : tradeMenu(G, from, to, (s) => open(G, s)),
};
