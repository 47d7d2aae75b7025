import { err, ok, type Result, type Seat } from '@cutthroat/engine';
import { DogEatDogError } from './errors.js';
import { checkOffer, payBank, resolveOffer } from './money.js';
import { type BribeWar, type DogEatDogState } from './state.js';
import { withPlayer, patch, setPlayer } from './copy.js';

export type { BribeWar } from './state.js';

/**
 * Bribery of Corrupt Officials (rulebook, both procedures): an offer of $2M-$10M the briber can
 * pay, two dice at or under it win, and the money goes to the bank either way. From the sheet the
 * first come is first served (the drawer of a new official tries first); from another player only
 * when he turns the official against you, and then the two may bribe it back and forth until one
 * fails or gives up.
 */

/** Where an official is: on the sheet (`'law'`), owned by a seat, or neither (in the stack, just drawn). */
export function holderOf(G: DogEatDogState, card: string): Seat | 'law' | null {
  if (G.redTape.laws.includes(card)) return 'law';
  const s = G.players.findIndex((p) => p.officials.includes(card));
  return s < 0 ? null : s;
}

function moveOfficial(G: DogEatDogState, card: string, to: Seat): DogEatDogState {
  const from = holderOf(G, card);
  let next = G;
  if (from === 'law') next = patch(G, { redTape: { ...G.redTape, laws: G.redTape.laws.filter((c) => c !== card) } });
  else if (from !== null)
    next = withPlayer(G, from, (p) => setPlayer(p, { officials: p.officials.filter((c) => c !== card) }));
  return withPlayer(next, to, (p) => setPlayer(p, { officials: [...p.officials, card] }));
}

export interface Attempt {
  readonly G: DogEatDogState;
  readonly success: boolean;
}

/**
 * One bribe attempt by `seat` on `card` with `roll` (2d6): paid to the bank, and on success the card
 * is his, from wherever it was (the sheet, its owner, or the hand of the player who just drew it).
 */
export function attemptBribe(
  G: DogEatDogState,
  seat: Seat,
  card: string,
  offer: number,
  roll: number,
): Result<Attempt> {
  if (holderOf(G, card) === seat) return err(DogEatDogError.NotHeld, 'you own that official already');
  const checked = checkOffer('bribe', offer, G.players[seat]!.corporate);
  if (!checked.ok) return checked;
  const { success, paid } = resolveOffer('bribe', offer, roll);
  const next = payBank(G, seat, paid);
  return ok({ G: success ? moveOfficial(next, card, seat) : next, success });
}

/** A new official the drawer did not take (no attempt, or a failed one) goes onto the sheet. */
export function toSheet(G: DogEatDogState, card: string): DogEatDogState {
  return holderOf(G, card) === null ? patch(G, { redTape: { ...G.redTape, laws: [...G.redTape.laws, card] } }) : G;
}

export const startWar = (card: string, owner: Seat, victim: Seat): BribeWar => ({ card, owner, victim, next: victim });

/** The next attempt of a war: on success the other side may bribe back; on failure the war ends. */
export function warAttempt(
  G: DogEatDogState,
  war: BribeWar,
  offer: number,
  roll: number,
): Result<{ G: DogEatDogState; war: BribeWar | null }> {
  const r = attemptBribe(G, war.next, war.card, offer, roll);
  if (!r.ok) return r;
  if (!r.value.success) return ok({ G: r.value.G, war: null });
  const other = war.next === war.victim ? war.owner : war.victim;
  return ok({ G: r.value.G, war: { ...war, next: other } });
}

/** After the war: the power acts only if its owner still holds the card. */
export function powerStands(G: DogEatDogState, war: BribeWar): boolean {
  return holderOf(G, war.card) === war.owner;
}
