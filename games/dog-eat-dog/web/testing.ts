import { privateView, publicView, type DogEatDogState } from '../src/index.js';
import { table } from '../src/testing.js';
import type { DedView } from './text.js';

/** Helpers for this folder's tests: a seat's match view of a state, as the server would send it. */

export function viewFor(G: DogEatDogState, seat: number | null): DedView {
  return {
    seq: 0,
    players: G.players.length,
    seat,
    actors: [],
    window: null,
    offer: null,
    outcome: null,
    game: { ...publicView(G), ...privateView(G, seat) },
  };
}

export const NAMES = ['Ann', 'Bob', 'Cy', 'Di'];

/** The test table without its starting law: Swiss accounts are secret. */
export const lawless = (): DogEatDogState => {
  const G = table();
  return {
    ...G,
    redTape: { ...G.redTape, laws: [] },
    players: G.players.map((p, s) => ({ ...p, swiss: 100 + s })),
  };
};
