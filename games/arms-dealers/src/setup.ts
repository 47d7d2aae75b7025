import { EngineError, err, ok, type Result, type Rng } from '@cutthroat/engine';
import { DECK, FACES, faceOf, type CardId, type Face } from './cards.js';
import { ArmsDealersError } from './errors.js';
import { fromPosition } from './position.js';
import { beginTurn } from './turn.js';
import type { ArmsDealersFixture, ArmsDealersOptions } from './schema.js';
import { STARTING_HAND, type ArmsDealersState } from './state.js';

/** Shuffle the 76 cards, deal 5 to each seat, draw the first player, and start the first turn. */
export function setup(
  players: number,
  options: ArmsDealersOptions,
  rng: Rng,
  fixture: ArmsDealersFixture | undefined,
): Result<ArmsDealersState> {
  const f = fixture ?? {};
  if (f.position) return fromPosition(players, options, rng, f, f.position);
  if (f.hands && f.hands.length !== players) {
    return err(EngineError.BadSetup, `setup.hands lists ${f.hands.length} hands for ${players} players`);
  }
  if (f.money && f.money.length !== players) {
    return err(EngineError.BadSetup, `setup.money lists ${f.money.length} amounts for ${players} players`);
  }
  if (f.firstPlayer !== undefined && f.firstPlayer >= players) {
    return err(ArmsDealersError.FixtureBadSeat, `setup.firstPlayer ${f.firstPlayer} is not a seat`);
  }
  // Cards by face, so a fixture can name faces and get distinct physical cards.
  const byFace = new Map<Face, CardId[]>(FACES.map((face) => [face, []]));
  DECK.cards.forEach((c, id) => byFace.get(c.face)!.push(id));
  const take = (face: Face): CardId | null => byFace.get(face)!.shift() ?? null;
  const fixedHands: CardId[][] = [];
  for (const hand of f.hands ?? []) {
    const ids: CardId[] = [];
    for (const face of hand) {
      const id = take(face);
      if (id === null) return tooMany(face);
      ids.push(id);
    }
    fixedHands.push(ids);
  }
  const top: CardId[] = [];
  for (const face of f.deck ?? []) {
    const id = take(face);
    if (id === null) return tooMany(face);
    top.push(id);
  }
  const discard: CardId[] = [];
  for (const face of f.discard ?? []) {
    const id = take(face);
    if (id === null) return tooMany(face);
    discard.push(id);
  }
  const pool = rng.shuffle([...byFace.values()].flat().sort((a, b) => a - b));
  if (!f.hands && pool.length < STARTING_HAND * players)
    return err(EngineError.BadSetup, `setup.discard leaves ${pool.length} cards, too few to deal ${players} hands`);
  const hands: CardId[][] = f.hands ? fixedHands : Array.from({ length: players }, () => []);
  if (!f.hands) {
    for (let round = 0; round < STARTING_HAND; round++) for (const hand of hands) hand.push(pool.shift()!);
  }
  const first = f.firstPlayer ?? rng.int(players);
  const G: ArmsDealersState = {
    options,
    players,
    hands,
    deck: [...top, ...pool],
    drawn: 0,
    discard,
    money: f.money ? f.money.map((dollars) => dollars * 100) : new Array<number>(players).fill(0),
    active: first,
    turn: 0,
    phase: 'deal',
    deal: null,
    interceptions: [],
    evasions: [],
    offersThisTurn: 0,
  };
  return ok(beginTurn(G, first, []));
}

function tooMany(face: Face): Result<never> {
  return err(
    ArmsDealersError.FixtureTooManyCards,
    `the setup names more ${face} cards than the deck's ${DECK.supply[face]}`,
  );
}

/** Every card is in exactly one place: a hand, the deck, the discard pile or the deal in play. */
export function allCards(G: ArmsDealersState): CardId[] {
  return [
    ...G.hands.flat(),
    ...G.deck.slice(G.drawn),
    ...G.discard,
    ...(G.deal?.cards ?? []),
    ...G.interceptions.map((i) => i.card),
    ...G.evasions.map((e) => e.card),
  ];
}

export { faceOf };
