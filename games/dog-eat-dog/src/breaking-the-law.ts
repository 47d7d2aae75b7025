import { err, ok, type Result, type Seat } from '@cutthroat/engine';
import { content } from './content.js';
import { official, someRestriction } from './laws.js';
import { opsOf, type Product, type Restrictable } from './vocabulary.js';
import { type Breach, type BreachGoods, type DogEatDogState } from './state.js';
import { withPlayer, patch, setPlayer } from './copy.js';
import { fromBank, toSwiss } from './money.js';

/**
 * Breaking the Law (rulebook, rulings "Whoever notices"): a Public Law whose op is `forbid` or
 * `limit` (option `breakableLawOps`) may be knowingly broken; the breach is recorded, and any other
 * player may report it until the breaker's next turn begins: the goods go back (as the card's
 * breach says), the breaker pays the $10M fine and the reporter gets $3M. A breaker who corrects
 * himself returns the goods and pays nothing. A ban from a card or an owned official cannot be
 * broken: the declared action is refused.
 */

export const LawError = {
  Forbidden: 'dog-eat-dog/forbidden',
  NoBreach: 'dog-eat-dog/no-such-breach',
  OwnBreach: 'dog-eat-dog/own-breach',
} as const;

export type Verdict =
  | { readonly kind: 'allowed' }
  | { readonly kind: 'breach'; readonly law: string }
  | { readonly kind: 'refused'; readonly message: string };

/**
 * May `seat` do `action` once more? `done` counts what he did this turn (`doneOnSquare`: on the
 * square concerned, for per-square limits).
 */
/** A restricted action in a refusal's words. */
const DOING: Readonly<Record<Restrictable, string>> = {
  extract: 'extract',
  produce: 'produce',
  embezzle: 'embezzle',
  sealedBid: 'make a Sealed Bid',
};

export function judge(
  G: DogEatDogState,
  seat: Seat,
  action: Restrictable,
  done: number,
  square: number | null = null,
  doneOnSquare = 0,
): Verdict {
  let law: string | null = null;
  let refused: string | null = null;
  someRestriction(G, seat, (r) => {
    if (r.action !== action || (r.square !== null && r.square !== square)) return false;
    const count = r.per === 'squarePerTurn' ? doneOnSquare : done;
    if (count + 1 <= r.max) return false;
    const op = r.law === null ? null : opsOf(official(r.law).effect.law)[0]!.op;
    if (r.law !== null && (G.options.breakableLawOps as readonly string[]).includes(op!)) law ??= r.law;
    else refused = `you may not ${DOING[action]} ${r.max === 0 ? 'now' : `more than ${r.max} times`}`;
    return refused !== null;
  });
  if (refused !== null) return { kind: 'refused', message: refused };
  return law === null ? { kind: 'allowed' } : { kind: 'breach', law };
}

export function recordBreach(G: DogEatDogState, seat: Seat, law: string, goods: BreachGoods): DogEatDogState {
  return patch(G, { breaches: [...G.breaches, { id: G.breachSeq, seat, law, goods }], breachSeq: G.breachSeq + 1 });
}

/** The goods back; returns what the breaker owes for goods he no longer holds. */
function giveBack(G: DogEatDogState, b: Breach): { G: DogEatDogState; owed: number } {
  const unheld = G.options.breachUnheldGoods;
  const g = b.goods;
  switch (g.kind) {
    case 'embezzle':
      return {
        G: toSwiss(G, b.seat, -Math.min(g.amount, G.players[b.seat]!.swiss)),
        owed: 0,
      };
    case 'sealedBid':
      return {
        G: patch(G, { control: G.control.map((c, s) => (s === g.square && c === b.seat ? null : c)) }),
        owed: 0,
      };
    case 'extract': {
      let owed = 0;
      const p = G.players[b.seat]!;
      const raw = { ...p.raw };
      const supply = { ...G.supply.raw };
      for (const item of g.items) {
        if (raw[item] > 0) {
          raw[item]--;
          supply[item]++;
        } else owed += unheld.raw;
      }
      const next = withPlayer(G, b.seat, (x) => setPlayer(x, { raw }));
      return { G: patch(next, { supply: { ...next.supply, raw: supply } }), owed };
    }
    case 'produce': {
      let owed = 0;
      const p = G.players[b.seat]!;
      const products = { ...p.products };
      const stock = { ...G.supply.products };
      for (const [item, n] of Object.entries(g.products) as [Product, number][]) {
        const back = Math.min(n, products[item]);
        products[item] -= back;
        stock[item] += back;
        owed += (n - back) * unheld.product;
      }
      const next = withPlayer(G, b.seat, (x) => setPlayer(x, { products }));
      return { G: patch(next, { supply: { ...next.supply, products: stock } }), owed };
    }
  }
}

export interface Reported {
  readonly G: DogEatDogState;
  /** What the breaker must now pay the bank (fine and unheld goods), by the usual means. */
  readonly due: number;
}

/** `reporter` reports breach `id`; `cancelFine` (Plausible Deniability) waives fine and bonus. */
export function report(G: DogEatDogState, id: number, reporter: Seat, cancelFine: boolean): Result<Reported> {
  const b = G.breaches.find((x) => x.id === id);
  if (!b) return err(LawError.NoBreach, `there is no breach ${id} to report`);
  if (b.seat === reporter) return err(LawError.OwnBreach, 'correct your own breach instead of reporting it');
  const back = giveBack(patch(G, { breaches: G.breaches.filter((x) => x.id !== id) }), b);
  if (cancelFine) return ok({ G: back.G, due: back.owed });
  const bonus = fromBank(back.G, reporter, content.economy.reporterBonus);
  return ok({ G: bonus, due: back.owed + content.economy.lawFine });
}

/** The breaker catches himself: the goods go back, no fine, no bonus. */
export function correct(G: DogEatDogState, id: number, seat: Seat): Result<Reported> {
  const b = G.breaches.find((x) => x.id === id && x.seat === seat);
  if (!b) return err(LawError.NoBreach, `you have no breach ${id} to correct`);
  const back = giveBack(patch(G, { breaches: G.breaches.filter((x) => x.id !== id) }), b);
  return ok({ G: back.G, due: back.owed });
}

/** The Statute of Limitations: a breaker's breaches run out as his next turn begins. */
export function expireBreaches(G: DogEatDogState, seat: Seat): DogEatDogState {
  return patch(G, { breaches: G.breaches.filter((b) => b.seat !== seat) });
}
