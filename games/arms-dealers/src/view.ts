import type { Seat } from '@cutthroat/engine';
import { faceOf, type Agency, type CardId, type Evasion, type Face } from './cards.js';
import { dealProfit, type DealTerms } from './profit.js';
import type { ArmsDealersOptions } from './schema.js';
import { deckSize, type ArmsDealersState, type Phase } from './state.js';

export interface CardView {
  readonly id: CardId;
  readonly face: Face;
}

export interface ArmsDealersView {
  readonly options: ArmsDealersOptions;
  readonly players: number;
  readonly active: Seat;
  readonly turn: number;
  readonly phase: Phase;
  /** Cents, public. */
  readonly money: readonly number[];
  readonly handSizes: readonly number[];
  /** The viewer's own hand; `null` for a spectator. */
  readonly hand: readonly CardView[] | null;
  readonly deckSize: number;
  /**
   * The discard pile's faces, top card last. Faces only: the pile is public, a card's id says
   * nothing more about it, and the pile grows to most of the view's size late in a game.
   */
  readonly discard: readonly Face[];
  readonly deal:
    (DealTerms & { readonly dealer: Seat; readonly profit: number; readonly cards: readonly CardView[] }) | null;
  readonly interceptions: readonly { readonly seat: Seat; readonly agency: Agency; readonly card: CardView }[];
  readonly evasions: readonly { readonly evasion: Evasion; readonly card: CardView }[];
  readonly offersThisTurn: number;
}

/**
 * The first turn's `turn-started` event, which the setup starts without logging (so a log opened
 * at the start has no heading for it): turns pass one seat clockwise each, so the first player is
 * the active seat less the turns since. Null before the first turn.
 */
export function firstTurnStarted(v: Pick<ArmsDealersView, 'players' | 'active' | 'turn'>) {
  if (v.players === 0 || v.turn < 1) return null;
  const seat = (((v.active - (v.turn - 1)) % v.players) + v.players) % v.players;
  return { type: 'turn-started', seat, turn: 1 } as const;
}

const card = (id: CardId): CardView => ({ id, face: faceOf(id) });

/** Other hands and the deck order appear only as counts. */
export function publicView(G: ArmsDealersState): Omit<ArmsDealersView, 'hand'> {
  const d = G.deal;
  return {
    options: G.options,
    players: G.players,
    active: G.active,
    turn: G.turn,
    phase: G.phase,
    money: G.money,
    handSizes: G.hands.map((h) => h.length),
    deckSize: deckSize(G),
    discard: G.discard.map(faceOf),
    deal: d && {
      dealer: d.dealer,
      seller: d.seller,
      buyer: d.buyer,
      weapon: d.weapon,
      count: d.count,
      profit: dealProfit(d),
      cards: d.cards.map(card),
    },
    interceptions: G.interceptions.map((i) => ({ seat: i.seat, agency: i.agency, card: card(i.card) })),
    evasions: G.evasions.map((e) => ({ evasion: e.evasion, card: card(e.card) })),
    offersThisTurn: G.offersThisTurn,
  };
}

/** A seat's own hand: the only thing in the view that differs from seat to seat. */
export function privateView(G: ArmsDealersState, seat: Seat | null): Pick<ArmsDealersView, 'hand'> {
  return { hand: seat === null ? null : G.hands[seat]!.map(card) };
}
