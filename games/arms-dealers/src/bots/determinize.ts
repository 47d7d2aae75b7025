import { sampledMatch } from '@cutthroat/bots';
import type { Rng, Seat, StateOf, ViewOf } from '@cutthroat/engine';
import { DECK, FACES, type CardId, type Face } from '../cards.js';
import type { ArmsDealers } from '../game.js';
import type { ArmsDealersState } from '../state.js';

/** Card ids by face, in id order: identical faces are interchangeable, ids only keep counts exact. */
const IDS_BY_FACE = new Map<Face, readonly CardId[]>(
  FACES.map((f) => [f, DECK.cards.flatMap((c, id) => (c.face === f ? [id] : []))]),
);

/**
 * A whole state `seat` cannot tell from the real one: its own hand, the table, the discard pile,
 * money, hand sizes and the deck's size as its view shows them; the cards it has not seen (other
 * hands and the deck) dealt at random from the rest. Every card of the 76 is in exactly one place.
 * Reads only the view, so states that give `seat` the same view give the same samples.
 */
export function determinizeArmsDealers(view: ViewOf<ArmsDealers>, seat: Seat, rng: Rng): StateOf<ArmsDealers> {
  const v = view.game;
  if (v.hand === null) throw new Error('determinizeArmsDealers: a spectator view has no hand to sample from');
  const seen = new Set<CardId>();
  const see = (id: CardId) => seen.add(id);
  v.hand.forEach((c) => see(c.id));
  v.deal?.cards.forEach((c) => see(c.id));
  v.interceptions.forEach((i) => see(i.card.id));
  v.evasions.forEach((e) => see(e.card.id));
  // The pile shows faces only: any card of the face that is not elsewhere will do.
  const discard = v.discard.map((face) => {
    const id = IDS_BY_FACE.get(face)!.find((c) => !seen.has(c));
    if (id === undefined) throw new Error(`determinizeArmsDealers: more ${face} cards in view than the deck holds`);
    seen.add(id);
    return id;
  });
  // What the open offer tells: its maker holds the card it offers (checked when it was made).
  const known: CardId[][] = v.handSizes.map(() => []);
  const offer = view.offer;
  if (offer && offer.from !== seat && offer.terms.give !== null) {
    const id = IDS_BY_FACE.get(offer.terms.give)!.find((c) => !seen.has(c));
    if (id === undefined) throw new Error(`determinizeArmsDealers: no unseen ${offer.terms.give} for the offer`);
    seen.add(id);
    known[offer.from]!.push(id);
  }
  const unseen: CardId[] = [];
  for (let id = 0; id < DECK.cards.length; id++) if (!seen.has(id)) unseen.push(id);
  rng.shuffle(unseen);
  const hands = v.handSizes.map((size, s) =>
    s === seat ? v.hand!.map((c) => c.id) : [...known[s]!, ...unseen.splice(0, size - known[s]!.length)],
  );
  if (unseen.length !== v.deckSize) {
    throw new Error(`determinizeArmsDealers: ${unseen.length} unseen cards left for a deck of ${v.deckSize}`);
  }
  const d = v.deal;
  const G: ArmsDealersState = {
    options: v.options,
    players: v.players,
    hands,
    deck: unseen,
    drawn: 0,
    discard,
    money: v.money,
    active: v.active,
    turn: v.turn,
    phase: v.phase,
    deal: d && {
      dealer: d.dealer,
      seller: d.seller,
      buyer: d.buyer,
      weapon: d.weapon,
      count: d.count,
      cards: d.cards.map((c) => c.id),
    },
    interceptions: v.interceptions.map((i) => ({ seat: i.seat, agency: i.agency, card: i.card.id })),
    evasions: v.evasions.map((e) => ({ evasion: e.evasion, card: e.card.id })),
    offersThisTurn: v.offersThisTurn,
  };
  return sampledMatch(view, G, rng);
}
