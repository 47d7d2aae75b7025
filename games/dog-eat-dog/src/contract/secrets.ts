import type { GameEvent, Seat, StateOf, ViewOf } from '@cutthroat/engine';
import type { dogEatDog } from '../game.js';
import { swissPublic } from '../laws.js';
import type { DogEatDogState } from '../state.js';

type DogEatDog = typeof dogEatDog;

/** A card id as JSON writes it: every Red Tape card's id is `RT` and two digits (a test checks). */
const CARD_ID = /"(RT\d\d)"/g;
export const cardsNamed = (json: string): string[] => Array.from(json.matchAll(CARD_ID), (m) => m[1]!);

/** Events are public: none names a card in the stack or anyone's kept cards, or an embezzled amount. */
export function eventSecrets(state: StateOf<DogEatDog>, events: readonly GameEvent[]): string[] {
  const G = state.G;
  const problems: string[] = [];
  const named = cardsNamed(JSON.stringify(events));
  if (named.length) {
    const secret = new Set([...G.redTape.stack, ...G.players.flatMap((p) => p.kept)]);
    for (const id of named) if (secret.has(id)) problems.push(`it names ${id}, in the stack or kept`);
  }
  if (events.some((e) => e.type === 'embezzled' && 'amount' in e)) problems.push('it tells an embezzled amount');
  return problems;
}

/**
 * `seat`'s view (a spectator's: `null`) holds no other seat's Swiss balance (unless a law makes them
 * public) or kept cards, no card of the stack, and nothing of the bank's ledger (with the public
 * corporate accounts it would give away the sum of the Swiss ones).
 */
export function viewSecrets(state: StateOf<DogEatDog>, seat: Seat | null, view: ViewOf<DogEatDog>): string[] {
  const G: DogEatDogState = state.G;
  const v = view.game;
  const problems: string[] = [];
  // A trade offer shows its recipient, and him alone, the kept cards it names (by slot).
  if (v.offered.length && G.offerShown?.to !== seat) problems.push('it shows an offer made to another');
  for (const { slot, card } of v.offered)
    if (G.offerShown && G.players[G.offerShown.from]!.kept[slot] !== card) problems.push(`slot ${slot} is not ${card}`);
  const text = JSON.stringify({ ...v, offered: [] });
  const named = cardsNamed(text);
  if (named.length) {
    const secret = new Set([...G.redTape.stack, ...G.players.flatMap((p, o) => (o === seat ? [] : p.kept))]);
    // A kept card its holder uses at a trigger is shown to the table, though it stays in his hand
    // until the trigger resolves.
    for (const w of G.work) if (w.kind === 'trigger') for (const u of w.uses) secret.delete(u.card);
    for (const id of named) if (secret.has(id)) problems.push(`it names ${id}, in the stack or kept`);
  }
  if (text.includes('paidIn') || text.includes('paidOut')) problems.push("it holds the bank's ledger");
  const open = swissPublic(G);
  for (const [o, p] of v.players.entries())
    if (o !== seat && !open && p.swiss !== null) problems.push(`it shows ${o}'s Swiss account`);
  if (v.swiss !== (seat === null ? null : G.players[seat]!.swiss))
    problems.push('it does not show its own Swiss account');
  return problems;
}
