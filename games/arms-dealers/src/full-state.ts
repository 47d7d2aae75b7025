import type { MatchState } from '@cutthroat/engine';
import { faceOf, type Agency, type CardId, type Evasion, type Face } from './cards.js';
import type { ArmsDealersState, LaidDeal } from './state.js';

/**
 * The match state as a person reads it (`cutthroat run`): the state itself, with every card named
 * by its face instead of its id. The deck is printed whole, in draw order, so `drawn` stays what it
 * is in the state: the index of the next card to draw. A played interception or evasion is held as
 * its id and its face; its face alone is printed. Money stays integer cents, as in the state.
 */
export interface ArmsDealersFullState extends Omit<
  ArmsDealersState,
  'hands' | 'deck' | 'discard' | 'deal' | 'interceptions' | 'evasions'
> {
  readonly hands: readonly (readonly Face[])[];
  readonly deck: readonly Face[];
  readonly discard: readonly Face[];
  readonly deal: (Omit<LaidDeal, 'cards'> & { readonly cards: readonly Face[] }) | null;
  readonly interceptions: readonly { readonly seat: number; readonly agency: Agency }[];
  readonly evasions: readonly Evasion[];
}

const faces = (ids: readonly CardId[]): Face[] => ids.map(faceOf);

/** Hidden information included: for scenarios and debugging, never for a seat. */
export function armsDealersFullState<T>(state: MatchState<ArmsDealersState, T>): MatchState<ArmsDealersFullState, T> {
  // The undo point holds the state before the last action: nothing a dump of this one needs.
  const { undo: _undo, ...rest } = state;
  const G = state.G;
  return {
    ...rest,
    G: {
      ...G,
      hands: G.hands.map(faces),
      deck: faces(G.deck),
      discard: faces(G.discard),
      deal: G.deal && { ...G.deal, cards: faces(G.deal.cards) },
      interceptions: G.interceptions.map(({ seat, agency }) => ({ seat, agency })),
      evasions: G.evasions.map((e) => e.evasion),
    },
  };
}
