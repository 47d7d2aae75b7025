import { err, ok, type Result, type Seat } from '@cutthroat/engine';
import { content } from './content.js';
import { DogEatDogError } from './errors.js';
import { checkOffer, payBank, resolveOffer } from './money.js';
import { squaresOf, type Auction, type DogEatDogState } from './state.js';
import { patch } from './copy.js';

export type { Auction } from './state.js';

/**
 * Taking Control of New Natural Squares (rulebook): a Public Auction (open bidding from $1M among
 * all players, the highest bidder pays and takes the square) or a Sealed Bid ($2M-$10M, two dice
 * at or under the offer win, paid only then). At most two squares: a third means giving one up.
 */

export const AcquireError = {
  NotAcquirable: 'dog-eat-dog/square-not-acquirable',
  LowBid: 'dog-eat-dog/bid-too-low',
  OutOfAuction: 'dog-eat-dog/out-of-auction',
} as const;

/** Uncontrolled squares worth taking: a Stage 3 square yields nothing, so it is not offered. */
export function acquirable(G: DogEatDogState): number[] {
  return G.control.flatMap((c, s) => (c === null && G.map.stage[s]! < 3 ? [s] : []));
}

export interface Controlled {
  readonly G: DogEatDogState;
  /** He now controls more squares than allowed and must give one up at once. */
  readonly over: boolean;
}

export function takeControl(G: DogEatDogState, seat: Seat, square: number): Controlled {
  const next = patch(G, { control: G.control.map((c, s) => (s === square ? seat : c)) });
  return { G: next, over: squaresOf(next, seat).length > content.economy.maxControlledSquares };
}

export function giveUp(G: DogEatDogState, seat: Seat, square: number): Result<DogEatDogState> {
  if (G.control[square] !== seat) return err(DogEatDogError.NotYourSquare, 'you do not control that square');
  return ok(patch(G, { control: G.control.map((c, s) => (s === square ? null : c)) }));
}

/** A Sealed Bid with its roll (2d6). */
export function sealedBid(
  G: DogEatDogState,
  seat: Seat,
  square: number,
  offer: number,
  roll: number,
): Result<Controlled & { readonly success: boolean }> {
  if (!acquirable(G).includes(square)) return err(AcquireError.NotAcquirable, 'that square cannot be taken');
  const checked = checkOffer('sealedBid', offer, G.players[seat]!.corporate);
  if (!checked.ok) return checked;
  const { success, paid } = resolveOffer('sealedBid', offer, roll);
  if (!success) return ok({ G, over: false, success });
  return ok({ ...takeControl(payBank(G, seat, paid), seat, square), success });
}

function checkBid(G: DogEatDogState, seat: Seat, bid: number, over: number): Result<number> {
  if (!Number.isInteger(bid) || bid <= over) return err(AcquireError.LowBid, `bid more than $${over}M`);
  if (bid > G.players[seat]!.corporate) return err(DogEatDogError.CannotPay, `you cannot pay $${bid}M`);
  return ok(bid);
}

/** The opening bid, at least $1M. */
export function openAuction(G: DogEatDogState, seat: Seat, square: number, bid: number): Result<Auction> {
  if (!acquirable(G).includes(square)) return err(AcquireError.NotAcquirable, 'that square cannot be taken');
  const b = checkBid(G, seat, bid, content.economy.auctionMinimum - 1);
  return b.ok ? ok({ square, high: seat, bid, out: [] }) : b;
}

export function raise(G: DogEatDogState, a: Auction, seat: Seat, bid: number): Result<Auction> {
  if (a.out.includes(seat)) return err(AcquireError.OutOfAuction, 'you passed: you are out of this auction');
  const b = checkBid(G, seat, bid, a.bid);
  return b.ok ? ok({ ...a, high: seat, bid }) : b;
}

export const passAuction = (a: Auction, seat: Seat): Auction => ({ ...a, out: [...a.out, seat] });

/** The highest bidder pays the bank and takes the square. */
export function closeAuction(G: DogEatDogState, a: Auction): Controlled {
  return takeControl(payBank(G, a.high, a.bid), a.high, a.square);
}
