import {
  MAX_WEAPONS_PER_DEAL,
  canSellTo,
  type ArmsDealersAction,
  type BuyerCountry,
  type CardView,
  type Face,
  type SellerCountry,
  type WeaponType,
} from '@cutthroat/arms-dealers';
import type { AdAction } from './text.js';

/** Pick the server's legal actions of one type; the UI offers exactly these, never more. */
export function ofType<T extends AdAction['type']>(
  legal: readonly AdAction[],
  type: T,
): Extract<AdAction, { type: T }>[] {
  return legal.filter((a): a is Extract<AdAction, { type: T }> => a.type === type);
}

export type DealAction = Extract<ArmsDealersAction, { type: 'deal' }>;

/** How many of each face a hand holds (what the player can see on the screen). */
export function countFaces(hand: readonly CardView[]): Map<Face, number> {
  const counts = new Map<Face, number>();
  for (const c of hand) counts.set(c.face, (counts.get(c.face) ?? 0) + 1);
  return counts;
}

/** The same faces, in any order. */
export function sameFaces(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((f, i) => f === y[i]);
}

/** The deal builder's current choice; a role is null when the hand holds no card for it. */
export interface DealChoice {
  seller: SellerCountry | null;
  buyer: BuyerCountry | null;
  weapon: WeaponType | null;
  count: number;
}

export const sameDeal = (d: DealAction, c: DealChoice): boolean =>
  d.seller === c.seller && d.buyer === c.buyer && d.weapon === c.weapon && d.count === c.count;

const NEEDS = 'a deal needs one seller, one buyer and 1 to 5 weapons of one type.';

/**
 * Why a chosen deal is not among the legal ones, in words. The rules' own function (`canSellTo`)
 * and the cards on screen explain it; they never decide it: legality is whatever the server listed.
 */
export function whyNot(c: DealChoice, counts: ReadonlyMap<string, number>): string {
  if (!c.seller) return `You hold no seller card: ${NEEDS}`;
  if (!c.buyer) return `You hold no buyer card: ${NEEDS}`;
  if (!c.weapon) return `You hold no weapon card: ${NEEDS}`;
  if (!canSellTo(c.seller, c.buyer)) return `${c.seller} cannot sell to ${c.buyer}.`;
  if (c.count > MAX_WEAPONS_PER_DEAL) return `A deal has at most ${MAX_WEAPONS_PER_DEAL} weapons.`;
  const held = counts.get(c.weapon) ?? 0;
  if (c.count > held) return `You hold ${held} ${c.weapon} card${held === 1 ? '' : 's'}; this deal needs ${c.count}.`;
  return 'The server does not list this deal among your moves right now.';
}
