import { err, ok, type Result } from '@cutthroat/engine';
import { content } from './content.js';
import { DogEatDogError } from './errors.js';

/**
 * Money rules that need no board: taxes, embezzlement, loans, and the 2d6 offers of Sealed Bids and
 * bribes. Amounts are whole $ millions.
 */

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
