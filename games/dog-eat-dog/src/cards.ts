import type { Seat } from '@cutthroat/engine';
import { type Encounter } from './board.js';
import { content, type CurrentEvent } from './content.js';
import { homeDivisionOf } from './homes.js';
import { official } from './laws.js';
import { ctxOf, jobsOf, type Ctx, type Job } from './red-tape.js';
import type { DogEatDogState } from './state.js';
import type { Trigger } from './vocabulary.js';

/**
 * Where the interpreter's jobs come from: a Current Event drawn or a kept one played, an owned
 * official turned against a victim, a board space met while moving. Each reads the card's or the
 * space's `effect` from content.json; none names a card.
 */

export const currentEvent = (id: string): CurrentEvent => {
  const c = content.cardById.get(id);
  if (!c || c.type !== 'event') throw new RangeError(`${id} is not a Current Event`);
  return c;
};

/** A Current Event drawn by `drawer` and resolved at once (a kept card is played, not resolved). */
export function eventJobs(card: string, drawer: Seat): Job[] {
  return jobsOf(currentEvent(card).effect, ctxOf(drawer, { card }));
}

/** A kept card played by its holder at its trigger. */
export function keptJobs(card: string, holder: Seat, more: Partial<Omit<Ctx, 'self' | 'card'>> = {}): Job[] {
  return jobsOf(currentEvent(card).effect, ctxOf(holder, { ...more, card }));
}

/** An owned official's power, used by its owner against the victim of its trigger. */
export function ownedJobs(card: string, owner: Seat, more: Partial<Omit<Ctx, 'self' | 'card'>> = {}): Job[] {
  return jobsOf(official(card).effect.owned.effect, ctxOf(owner, { ...more, card }));
}

/** The trigger at which a card acts for its holder: an owned official's, or a kept card's `play`. */
export function triggerOf(card: string): Trigger | null {
  const c = content.cardById.get(card)!;
  return c.type === 'official' ? c.effect.owned.trigger : (c.play ?? null);
}

/**
 * The cards `seat` could use now at `trigger` (the owned officials and kept cards that act at it).
 * A trigger set off by a player's own declaration ("another player declares...") is not his to use.
 */
export function cardsAt(G: DogEatDogState, seat: Seat, trigger: Trigger, victim: Seat | null): string[] {
  const p = G.players[seat]!;
  if (p.status !== 'playing') return [];
  const ownTrigger = trigger === 'taxDue' || trigger === 'reported';
  // "Any player (you included)": the draw of a Current Event, a market value, any moment.
  const anyone = trigger === 'redTapeDrawn' || trigger === 'valueRolled:product' || trigger === 'anytime';
  if (!anyone && (ownTrigger ? victim !== seat : victim === seat)) return [];
  const spent = (c: string) => G.options.ownedOfficialUses === 'oncePerRound' && G.officialUses[c] === G.round;
  return [...p.officials.filter((c) => !spent(c)), ...p.kept].filter((c) => triggerOf(c) === trigger);
}

/** The jobs of a space met while moving: `passOrLand` effects always, `land` ones where it stops. */
export function spaceJobs(G: DogEatDogState, seat: Seat, met: Encounter): Job[] {
  const space = content.board.spaces[met.space]!;
  const division = G.players[seat]!.division;
  const owner = homeDivisionOf(G.options, space);
  const home = division !== null && owner === division;
  // A home city of a division nobody plays is an ordinary city (design.md section 7, item 14).
  const absentHome = space.kind === 'homeCity' && !G.players.some((p) => p.division === owner);
  if (space.kind === 'lobby' && G.options.fourthCorner === 'restArea') return [];
  const jobs: Job[] = [];
  for (const e of space.effects) {
    if (e.on === 'land' && !met.landed) continue;
    if (e.for === 'homeOwner' && !home) continue;
    if (e.for === 'notHomeOwner' && home) continue;
    if (absentHome && e.for === 'homeOwner') continue;
    jobs.push(...jobsOf(e.effect, ctxOf(seat, { space: met.space })));
  }
  return jobs;
}
