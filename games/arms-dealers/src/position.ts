import { err, ok, type Result, type Rng } from '@cutthroat/engine';
import { DECK, FACES, type CardId, type Face } from './cards.js';
import { ArmsDealersError } from './errors.js';
import type { ArmsDealersFixture, ArmsDealersOptions, ArmsDealersPosition } from './schema.js';
import { HAND_LIMIT, type ArmsDealersState } from './state.js';

const OTHER_FIELDS = ['firstPlayer', 'hands', 'deck', 'discard', 'money'] as const;

/**
 * The state the position names, or one refusal naming every wrong field. Without `deck` the cards
 * named nowhere are the deck, shuffled by the seed; with it they are the discard pile.
 */
export function fromPosition(
  players: number,
  options: ArmsDealersOptions,
  rng: Rng,
  f: ArmsDealersFixture,
  p: ArmsDealersPosition,
): Result<ArmsDealersState> {
  const wrong: string[] = [];
  for (const field of OTHER_FIELDS) {
    if (f[field] !== undefined) wrong.push(`setup.${field}: with a position, name it in position instead`);
  }
  const active = p.active ?? 0;
  if (active >= players) wrong.push(`active: seat ${active} is not at the table`);
  if (p.hands && p.hands.length > players) wrong.push(`hands: ${p.hands.length} hands for ${players} players`);
  if (p.money && p.money.length > players) wrong.push(`money: ${p.money.length} amounts for ${players} players`);
  if (p.offers !== undefined && p.offers > options.offersPerTurn) {
    wrong.push(`offers: ${p.offers} is over the ${options.offersPerTurn} a deal phase allows (options.offersPerTurn)`);
  }
  const phase = p.phase ?? 'deal';
  const held = p.hands?.[active]?.length ?? 0;
  if (active < players && phase === 'deal' && held > HAND_LIMIT) {
    wrong.push(`phase: seat ${active} holds ${held} cards, so the turn is in phase "discard" (at most ${HAND_LIMIT})`);
  }
  if (active < players && phase === 'discard' && held <= HAND_LIMIT) {
    wrong.push(`phase: "discard" needs more than ${HAND_LIMIT} cards in seat ${active}'s hand, not ${held}`);
  }
  // Cards by face: every face named takes a distinct physical card, so none is in two places.
  const byFace = new Map<Face, CardId[]>(FACES.map((x) => [x, []]));
  DECK.cards.forEach((c, id) => byFace.get(c.face)!.push(id));
  const named = new Map<Face, number>();
  for (const x of [...(p.hands ?? []).flat(), ...(p.deck ?? []), ...(p.discard ?? [])]) {
    named.set(x, (named.get(x) ?? 0) + 1);
  }
  for (const [x, n] of named) {
    if (n > DECK.supply[x]) wrong.push(`${x}: ${n} named, and the deck has ${DECK.supply[x]}`);
  }
  if (wrong.length > 0) {
    return err(ArmsDealersError.FixtureBadPosition, `the position cannot be: ${wrong.join('; ')}`);
  }
  const take = (faces: readonly Face[]): CardId[] => faces.map((x) => byFace.get(x)!.shift()!);
  const hands = Array.from({ length: players }, (_, seat) => take(p.hands?.[seat] ?? []));
  const top = take(p.deck ?? []);
  const discard = take(p.discard ?? []);
  const rest = [...byFace.values()].flat().sort((a, b) => a - b);
  const money = Array.from({ length: players }, (_, seat) => p.money?.[seat] ?? 0);
  return ok({
    options,
    players,
    hands,
    deck: p.deck ? top : rng.shuffle(rest),
    drawn: 0,
    discard: p.deck ? [...discard, ...rest] : discard,
    money,
    active,
    turn: p.turn ?? 1,
    phase,
    deal: null,
    interceptions: [],
    evasions: [],
    offersThisTurn: p.offers ?? 0,
  });
}
