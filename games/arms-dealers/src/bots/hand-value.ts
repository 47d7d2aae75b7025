import { BUYERS, DECK, FACES, MAX_WEAPONS_PER_DEAL, SELLERS, WEAPON_TYPES, canSellTo, type Face } from '../index.js';

/**
 * A hand as the greedy bot values it: how many cards of each face, one slot per face in `FACES`
 * order. A trade or a draw is one slot up or down, so a search over candidate hands changes the
 * counts in place and puts them back, allocating nothing per candidate.
 */
export type FaceCounts = Uint8Array;

const INDEX = new Map<Face, number>(FACES.map((f, i) => [f, i]));

export function faceIndex(face: Face): number {
  return INDEX.get(face)!;
}

export function countsOf(faces: readonly Face[]): FaceCounts {
  const counts = new Uint8Array(FACES.length);
  for (const f of faces) counts[INDEX.get(f)!]!++;
  return counts;
}

const weaponSlots = WEAPON_TYPES.map((w) => INDEX.get(w)!);
/** Per weapon, the dollars for 0..MAX_WEAPONS_PER_DEAL of it (0 for none). */
const weaponDollars = WEAPON_TYPES.map((w) => [0, ...DECK.progression[w].slice(0, MAX_WEAPONS_PER_DEAL)]);
const sellerSlots = SELLERS.map((s) => INDEX.get(s)!);
const buyerSlots = BUYERS.map((b) => INDEX.get(b)!);
/**
 * The slots of the faces a deal is made of (weapons, sellers, buyers), in `FACES` order. One more
 * evasion or interception card never changes a hand's best deal.
 */
export const DEAL_SLOTS: readonly number[] = [...weaponSlots, ...sellerSlots, ...buyerSlots].sort((x, y) => x - y);
/** Per seller, per buyer: 100% + both percentages, or 0 where the seller may not sell to the buyer. */
const pairPercent = SELLERS.map((s) =>
  BUYERS.map((b) => (canSellTo(s, b) ? 100 + DECK.sellerPercent[s] + DECK.buyerPercent[b] : 0)),
);
// A deal's profit is its weapons' dollars times its pair's percent (`dealProfit`). With both
// factors positive, the largest product over every (seller, buyer, weapon) a hand holds is the
// largest dollars times the largest percent, found in 5 + 5 x 6 steps instead of 150 deals.
if (pairPercent.some((row) => row.some((p) => p < 0)) || weaponDollars.some((d) => d.some((x) => x < 0))) {
  throw new Error('hand-value: a deal factor is negative, so the best deal is not the best weapon times the best pair');
}

/** The most the counted faces could make with one deal now, in cents; exactly `dealProfit`'s best. */
export function bestDealOf(counts: FaceCounts): number {
  const dollars = dealDollarsOf(counts);
  return dollars === 0 ? 0 : dollars * dealPercentOf(counts);
}

/** The best deal's first factor: the most dollars one weapon type held makes (0 with none). */
export function dealDollarsOf(counts: FaceCounts): number {
  let dollars = 0;
  for (let w = 0; w < weaponSlots.length; w++) {
    const n = counts[weaponSlots[w]!]!;
    if (n > 0) {
      const d = weaponDollars[w]![n < MAX_WEAPONS_PER_DEAL ? n : MAX_WEAPONS_PER_DEAL]!;
      if (d > dollars) dollars = d;
    }
  }
  return dollars;
}

/** The best deal's second factor: the highest percent of a seller and a buyer held (0 with no pair). */
export function dealPercentOf(counts: FaceCounts): number {
  let percent = 0;
  for (let s = 0; s < sellerSlots.length; s++) {
    if (counts[sellerSlots[s]!] === 0) continue;
    const row = pairPercent[s]!;
    for (let b = 0; b < buyerSlots.length; b++) {
      if (counts[buyerSlots[b]!] !== 0 && row[b]! > percent) percent = row[b]!;
    }
  }
  return percent;
}

/** Per slot: is it a weapon's? One more weapon changes only the dollars, a seller or buyer the percent. */
export const WEAPON_SLOT: readonly boolean[] = FACES.map((_, i) => weaponSlots.includes(i));

/** A deal one card away counts this share of its profit: the card may come, by a draw or a trade. */
export const ONE_AWAY_WEIGHT = 0.3;

/**
 * What a hand is worth to the greedy bot: its best deal now, and a share of the best deal one more
 * card would make. The counts are changed while it looks and put back before it returns.
 */
export function worthOf(counts: FaceCounts): number {
  const now = bestDealOf(counts);
  let oneAway = now;
  for (let f = 0; f < counts.length; f++) {
    counts[f]!++;
    const v = bestDealOf(counts);
    counts[f]!--;
    if (v > oneAway) oneAway = v;
  }
  return now + ONE_AWAY_WEIGHT * oneAway;
}
