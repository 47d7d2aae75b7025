import {
  DECK,
  isBuyer,
  isSeller,
  isWeapon,
  type Agency,
  type BuyerCountry,
  type Evasion,
  type Face,
  type SellerCountry,
  type WeaponType,
} from './cards.js';

export interface DealTerms {
  readonly seller: SellerCountry;
  readonly buyer: BuyerCountry;
  readonly weapon: WeaponType;
  readonly count: number;
}

export const MAX_WEAPONS_PER_DEAL = 5;

/**
 * Profit in cents: the progression value in dollars times (100% + seller % + buyer %). A dollar
 * amount times a whole percentage is a whole number of cents, so money is exact.
 */
export function dealProfit(deal: DealTerms): number {
  const dollars = DECK.progression[deal.weapon][deal.count - 1];
  if (dollars === undefined) throw new RangeError(`no progression value for ${deal.count} ${deal.weapon}`);
  return dollars * (100 + DECK.sellerPercent[deal.seller] + DECK.buyerPercent[deal.buyer]);
}

export function canSellTo(seller: SellerCountry, buyer: BuyerCountry): boolean {
  return DECK.cannotSellTo[seller] !== buyer;
}

/**
 * Every deal the faces held (face -> how many) can make: a seller, a buyer it may sell to and a
 * weapon, each with the most of that weapon one deal may carry. A deal of any smaller count, from
 * 1, is one too.
 */
export function* largestDeals(held: ReadonlyMap<Face, number>): Generator<DealTerms> {
  for (const [seller] of held) {
    if (!isSeller(seller)) continue;
    for (const [buyer] of held) {
      if (!isBuyer(buyer) || !canSellTo(seller, buyer)) continue;
      for (const [weapon, n] of held) {
        if (isWeapon(weapon)) yield { seller, buyer, weapon, count: Math.min(n, MAX_WEAPONS_PER_DEAL) };
      }
    }
  }
}

export function canEvade(evasion: Evasion, agency: Agency): boolean {
  return DECK.cannotBeEvadedBy[agency] !== evasion;
}

/**
 * Does the deal survive? It does when every interception can be cancelled by a distinct evasion
 * that agency can be evaded by: a perfect matching of interceptions into evasions (Kuhn's
 * augmenting paths; at most six of each, so this is instant).
 */
export function dealSurvives(interceptions: readonly Agency[], evasions: readonly Evasion[]): boolean {
  if (interceptions.length > evasions.length) return false;
  const matchedTo: number[] = new Array<number>(evasions.length).fill(-1);
  const tryAssign = (i: number, seen: boolean[]): boolean => {
    for (let e = 0; e < evasions.length; e++) {
      if (seen[e] || !canEvade(evasions[e]!, interceptions[i]!)) continue;
      seen[e] = true;
      if (matchedTo[e] === -1 || tryAssign(matchedTo[e]!, seen)) {
        matchedTo[e] = i;
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < interceptions.length; i++) {
    if (!tryAssign(i, new Array<boolean>(evasions.length).fill(false))) return false;
  }
  return true;
}

export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
