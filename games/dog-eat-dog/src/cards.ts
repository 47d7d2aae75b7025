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
 * Whether `trigger`, set off against `victim`, is one `seat` may answer at all: a trigger set off
 * by a player's own declaration ("another player declares...") is not his to use; one that
 * concerns a player (a tax due, a report) is only his.
 */
function answersAt(seat: Seat, trigger: Trigger, victim: Seat | null): boolean {
  const ownTrigger = trigger === 'taxDue' || trigger === 'reported';
  // "Any player (you included)": the draw of a Current Event, a market value, any moment.
  const anyone = trigger === 'redTapeDrawn' || trigger === 'valueRolled:product' || trigger === 'anytime';
  return anyone || (ownTrigger ? victim === seat : victim !== seat);
}

const spentOfficial = (G: DogEatDogState, card: string) =>
  G.options.ownedOfficialUses === 'oncePerRound' && G.officialUses[card] === G.round;

/** The cards `seat` could use now at `trigger` (the owned officials and kept cards that act at it). */
export function cardsAt(G: DogEatDogState, seat: Seat, trigger: Trigger, victim: Seat | null): string[] {
  const p = G.players[seat]!;
  if (p.status !== 'playing' || !answersAt(seat, trigger, victim)) return [];
  return [...p.officials.filter((c) => !spentOfficial(G, c)), ...p.kept].filter((c) => triggerOf(c) === trigger);
}

/** The cards a holder may keep that act at each trigger (Current Events with a `play`). */
const keptAt = new Map<Trigger, string[]>();
for (const c of content.redTape)
  if (c.type === 'event' && c.keep && c.play) keptAt.set(c.play, [...(keptAt.get(c.play) ?? []), c.id]);

/**
 * Could `seat` hold a card that acts at `trigger`, by what every seat sees? Owned officials lie
 * on the table; kept cards are only counted, so a seat keeping any card may keep one that acts
 * here, unless every such card lies in the open discard. Whom a trigger window asks is this,
 * never `cardsAt`, which reads the kept cards themselves: asking only their holders would tell
 * the table what they keep (rulings.md, Dog Eat Dog, hidden information).
 */
export function mayHoldAt(G: DogEatDogState, seat: Seat, trigger: Trigger, victim: Seat | null): boolean {
  const p = G.players[seat]!;
  if (p.status !== 'playing' || !answersAt(seat, trigger, victim)) return false;
  if (p.officials.some((c) => !spentOfficial(G, c) && triggerOf(c) === trigger)) return true;
  return p.kept.length > 0 && (keptAt.get(trigger) ?? []).some((c) => !G.redTape.discard.includes(c));
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
