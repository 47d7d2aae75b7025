import { dealProfit, isBuyer, isSeller, isWeapon, type CardView, type Face } from '@cutthroat/arms-dealers';
import { countFaces, type DealChoice } from './legal.js';
import type { AdAction } from './text.js';

type DealAction = Extract<AdAction, { type: 'deal' }>;

/**
 * The deal being built: what the player picked (by clicking cards or in the selects), else for
 * a card no longer in hand, or nothing picked yet, the most profitable listed deal's part, else
 * the first card that fits.
 */
export function choiceOf(
  hand: readonly CardView[],
  deals: readonly DealAction[],
  picked: Partial<DealChoice>,
): DealChoice {
  const counts = countFaces(hand);
  const faces = [...counts.keys()].sort();
  const first = [...deals].sort((a, b) => dealProfit(b) - dealProfit(a))[0];
  const pick = <T extends string>(value: T | null | undefined, options: readonly T[], fallback: T | undefined) =>
    value && options.includes(value) ? value : fallback && options.includes(fallback) ? fallback : (options[0] ?? null);
  return {
    seller: pick(picked.seller, faces.filter(isSeller), first?.seller),
    buyer: pick(picked.buyer, faces.filter(isBuyer), first?.buyer),
    weapon: pick(picked.weapon, faces.filter(isWeapon), first?.weapon),
    count: picked.count ?? first?.count ?? 1,
  };
}

/**
 * A click on a card of the hand, recorded in what the player picked: a seller or a buyer becomes
 * the deal's; a weapon not picked yet starts with one of it; the picked weapon adds one more (if
 * the hand holds more), or, when all of them are in, goes back to one. Interceptions and evasions
 * are no part of a deal: nothing changes. `choice` is the deal as built (`choiceOf`).
 */
export function clickCard(
  picked: Partial<DealChoice>,
  choice: DealChoice,
  face: Face,
  hand: readonly CardView[],
): Partial<DealChoice> {
  if (isSeller(face)) return { ...picked, seller: face };
  if (isBuyer(face)) return { ...picked, buyer: face };
  if (!isWeapon(face)) return picked;
  if (picked.weapon !== face) return { ...picked, weapon: face, count: 1 };
  const held = countFaces(hand).get(face) ?? 0;
  return { ...picked, weapon: face, count: choice.count < held ? choice.count + 1 : 1 };
}

/**
 * The listed deals that use every card the player picked (its seller, its buyer, its weapon type;
 * any count), most profitable first; none before anything is picked.
 */
export function dealsWith(deals: readonly DealAction[], picked: Partial<DealChoice>): DealAction[] {
  const { seller, buyer, weapon } = picked;
  if (!seller && !buyer && !weapon) return [];
  return deals
    .filter(
      (d) => (!seller || d.seller === seller) && (!buyer || d.buyer === buyer) && (!weapon || d.weapon === weapon),
    )
    .sort((a, b) => dealProfit(b) - dealProfit(a));
}

/** What was picked that the hand still holds (a trade may have given a picked card away). */
export function heldPicks(picked: Partial<DealChoice>, hand: readonly CardView[]): Partial<DealChoice> {
  const counts = countFaces(hand);
  const held: Partial<DealChoice> = {};
  if (picked.seller && counts.has(picked.seller)) held.seller = picked.seller;
  if (picked.buyer && counts.has(picked.buyer)) held.buyer = picked.buyer;
  if (picked.weapon && counts.has(picked.weapon)) {
    held.weapon = picked.weapon;
    if (picked.count !== undefined) held.count = picked.count;
  }
  return held;
}

/** The faces picked, in words, weapons by type as `dealsWith` reads them: "USA + India + Missile". */
export function pickedText(picked: Partial<DealChoice>): string {
  return [picked.seller, picked.buyer, picked.weapon].filter((f) => f).join(' + ');
}

/** The cards of the hand in the deal: its seller, its buyer and as many of its weapons as it counts. */
export function cardsInDeal(choice: DealChoice, hand: readonly CardView[]): ReadonlySet<number> {
  const ids = new Set<number>();
  let seller = false;
  let buyer = false;
  let weapons = 0;
  for (const c of hand) {
    if (!seller && c.face === choice.seller) {
      seller = true;
      ids.add(c.id);
    } else if (!buyer && c.face === choice.buyer) {
      buyer = true;
      ids.add(c.id);
    } else if (c.face === choice.weapon && weapons < choice.count) {
      weapons++;
      ids.add(c.id);
    }
  }
  return ids;
}
