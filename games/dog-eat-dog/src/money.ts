import { err, ok, type Result, type Seat } from '@cutthroat/engine';
import { content } from './content.js';
import { DogEatDogError } from './errors.js';
import { type DogEatDogState, type SwissSeen } from './state.js';
import { patch, withPlayer, type Draft, setPlayer } from './copy.js';

export type { Bank } from './state.js';

/**
 * Money: every change of an account, and the rules that need no board (taxes, embezzlement, loans,
 * the 2d6 offers of Sealed Bids and bribes). Amounts are whole $ millions.
 *
 * Money moves only through the functions below, so it is conserved with the bank: the players'
 * corporate and Swiss accounts, the amounts in hand of declared embezzlements, and the bank's net
 * (`paidIn - paidOut`) are always the starting total, 0 (players hold nothing before their
 * divisions' $25M). The bank only ever pays
 * or is paid by corporate accounts; a Swiss account changes only from its owner's corporate one.
 */

const account = (G: DogEatDogState, seat: Seat, amount: number): Draft =>
  withPlayer(G, seat, (p) => setPlayer(p, { corporate: p.corporate + amount }));

/** The bank pays `amount` (at least 0) into a corporate account: the start, a loan, a sale, a gain. */
export function fromBank(G: DogEatDogState, seat: Seat, amount: number): DogEatDogState {
  if (amount === 0) return G;
  const D = account(G, seat, amount);
  D.bank = { paidIn: G.bank.paidIn, paidOut: G.bank.paidOut + amount };
  return D;
}

/** A corporate account pays `amount` (at least 0) to the bank: a tax, fine, wage, price, bid or bribe. */
export function payBank(G: DogEatDogState, seat: Seat, amount: number): DogEatDogState {
  if (amount === 0) return G;
  const D = account(G, seat, -amount);
  D.bank = { paidIn: G.bank.paidIn + amount, paidOut: G.bank.paidOut };
  return D;
}

/** `from`'s corporate account pays `amount` to `to`'s: a trade, a card's payment to a player. */
export function pay(G: DogEatDogState, from: Seat, to: Seat, amount: number): DogEatDogState {
  return account(account(G, from, -amount), to, amount);
}

/** `amount` from a corporate account to its owner's Swiss one (negative: back home). */
export function toSwiss(G: DogEatDogState, seat: Seat, amount: number): DogEatDogState {
  return withPlayer(G, seat, (p) => setPlayer(p, { corporate: p.corporate - amount, swiss: p.swiss + amount }));
}

/**
 * Embezzling (rulebook, "Your Swiss Bank Account and Embezzlement": "Take the amount you wish to
 * embezzle into your hand"): the declared amount leaves the corporate account at once and waits in
 * the declaration (`inHand`) until it goes to Switzerland or, stopped, back.
 */
export function intoHand(G: DogEatDogState, seat: Seat, amount: number): DogEatDogState {
  return withPlayer(G, seat, (p) => setPlayer(p, { corporate: p.corporate - amount }));
}

/** The amount in hand goes to the Swiss account (`swiss`) or back to the corporate one. */
export function outOfHand(G: DogEatDogState, seat: Seat, amount: number, to: 'swiss' | 'corporate'): DogEatDogState {
  return withPlayer(G, seat, (p) =>
    to === 'swiss' ? setPlayer(p, { swiss: p.swiss + amount }) : setPlayer(p, { corporate: p.corporate + amount }),
  );
}

/** What `seat` holds in hand: the amounts of his declared embezzlements not yet carried out. */
export function inHand(G: DogEatDogState, seat: Seat): number {
  let n = 0;
  for (const w of G.work)
    if (w.kind === 'declared' && w.seat === seat && w.decl.action === 'embezzle') n += w.decl.amount;
  return n;
}

const economy = content.economy;

/** Tax owed at the IRS: one third of the corporate account, rounded down, at or above the threshold. */
export function taxDue(corporate: number, threshold: number = economy.taxThreshold): number {
  const [num, den] = economy.taxFraction;
  return corporate >= threshold ? Math.floor((corporate * num) / den) : 0;
}

/** The most one embezzlement may move: half the corporate account, rounded down. */
export function embezzleMax(corporate: number): number {
  const [num, den] = economy.embezzleFraction;
  return Math.floor((corporate * num) / den);
}

/** An embezzlement of `amount`: at least $1M and at most half. */
export function checkEmbezzle(corporate: number, amount: number): Result<number> {
  if (!Number.isInteger(amount) || amount < 1 || amount > embezzleMax(corporate))
    return err(
      DogEatDogError.TooMuch,
      `you may embezzle from $1M to half your corporate account ($${embezzleMax(corporate)}M)`,
    );
  return ok(amount);
}

/** What a loan of `borrowed` costs to repay by the end of Phase 2: double (100% "interest"). */
export function loanRepayment(borrowed: number): number {
  return borrowed + Math.floor((borrowed * economy.loanInterestPercent) / 100);
}

export type OfferKind = 'bribe' | 'sealedBid';

/** A Sealed Bid or bribe offer: $2M-$10M, and never more than the corporate account holds. */
export function checkOffer(kind: OfferKind, offer: number, corporate: number): Result<number> {
  const [min, max] = kind === 'bribe' ? economy.bribeOffer : economy.sealedBidOffer;
  if (!Number.isInteger(offer) || offer < min || offer > max)
    return err(DogEatDogError.OfferOutOfRange, `an offer is from $${min}M to $${max}M`);
  if (offer > corporate) return err(DogEatDogError.CannotPay, `you may not offer $${offer}M you cannot pay`);
  return ok(offer);
}

export interface OfferOutcome {
  readonly success: boolean;
  /** Paid to the bank: a bribe always, a Sealed Bid only when it succeeds. */
  readonly paid: number;
}

/** Two dice at or under the offer win. */
export function resolveOffer(kind: OfferKind, offer: number, roll: number): OfferOutcome {
  const success = roll <= offer;
  return { success, paid: success || kind === 'bribe' ? offer : 0 };
}

/** The public record of every seat's Swiss account (`DogEatDogState.swissSeen`), zeros before the first. */
export function swissSeenOf(G: DogEatDogState): readonly SwissSeen[] {
  return G.swissSeen ?? G.players.map(() => ({ declared: 0, most: 0 }));
}

/** The table saw `seat` send money towards Switzerland: at most `most`, an embezzlement if `declared`. */
export function seenTowardSwiss(G: DogEatDogState, seat: Seat, most: number, declared: boolean): DogEatDogState {
  const seen = swissSeenOf(G).map((r, s) =>
    s === seat ? { declared: r.declared + (declared ? 1 : 0), most: r.most + most } : r,
  );
  return patch(G, { swissSeen: seen });
}
