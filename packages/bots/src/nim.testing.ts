import { err, ok, type Game, type MatchState, type Seat } from '@cutthroat/engine';

/**
 * Nim for two, the bots' tests' game: take 1 to `most` from one pile; who takes the last wins.
 * Perfect play leaves a multiple of `most + 1`. With `again`, the mover takes a second time
 * before the turn passes (a turn of two actions). Only the game functions a bot reads are filled in.
 */
export interface Nim {
  readonly pile: number;
  readonly most: number;
  readonly active: Seat;
  readonly again: boolean;
}
export type Take = { readonly type: 'take'; readonly n: number };

export const nim = {
  name: 'nim',
  minPlayers: 2,
  maxPlayers: 2,
  actors: (G: Nim) => [G.active],
  legalActions: (G: Nim): Take[] =>
    Array.from({ length: Math.min(G.most, G.pile) }, (_, i) => ({ type: 'take', n: i + 1 }) as const),
  apply: (G: Nim, _seat: Seat, a: Take) =>
    a.n < 1 || a.n > Math.min(G.most, G.pile)
      ? err('nim/too-many', 'take 1 to most from the pile')
      : ok({
          G: { pile: G.pile - a.n, most: G.most, active: G.again ? G.active : 1 - G.active, again: false },
          events: [],
        }),
  windowClosed: (G: Nim) => ({ G, events: [] }),
  publicView: (G: Nim) => G,
  privateView: () => ({}),
  outcome: (G: Nim) =>
    G.pile > 0
      ? null
      : {
          ranking: [
            { seat: 1 - G.active, rank: 1, score: 1 },
            { seat: G.active, rank: 2, score: 0 },
          ],
        },
} as unknown as Game<Nim, Take, Nim, unknown>;
export type NimGame = typeof nim;

/** Seat 0 to move on a pile of `pile`. */
export const nimState = (pile: number, most = 3, again = false): MatchState<Nim> => ({
  players: 2,
  seq: 0,
  rng: [1, 2, 3, 4],
  forcedDice: [],
  G: { pile, most, active: 0, again },
  window: null,
  offer: null,
  outcome: null,
});
