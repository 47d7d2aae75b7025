import type { GameEvent, Seat } from '@cutthroat/engine';
import { HAND_LIMIT, deckSize, draft, type ArmsDealersState } from './state.js';

/** The draw phase: the game ends if the deck is empty; otherwise draw one, then maybe discard. */
export function beginTurn(G: ArmsDealersState, seat: Seat, events: GameEvent[]): ArmsDealersState {
  const turn = G.turn + 1;
  if (deckSize(G) === 0) {
    events.push({ type: 'game-over', reason: 'deck-empty' });
    const over = draft(G);
    over.active = seat;
    over.turn = turn;
    over.phase = 'over';
    over.offersThisTurn = 0;
    return over;
  }
  const hands = G.hands.slice();
  const hand = [...hands[seat]!, G.deck[G.drawn]!];
  hands[seat] = hand;
  events.push({ type: 'turn-started', seat, turn }, { type: 'drew', seat });
  const next = draft(G);
  next.hands = hands;
  next.drawn = G.drawn + 1;
  next.active = seat;
  next.turn = turn;
  next.phase = hand.length > HAND_LIMIT ? 'discard' : 'deal';
  next.offersThisTurn = 0;
  return next;
}

export function endTurn(G: ArmsDealersState, events: GameEvent[]): ArmsDealersState {
  events.push({ type: 'turn-ended', seat: G.active });
  return beginTurn(G, (G.active + 1) % G.players, events);
}
