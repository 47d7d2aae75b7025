import type { Outcome, Seat } from '@cutthroat/engine';
import type { DogEatDogState } from './state.js';

/**
 * Winning (rulebook): the first player with the victory sum in his Swiss account wins at once; a
 * map of 16 Stage 3 squares ends the game after the final bonus round, the most Swiss winning.
 * Tied seats share a rank ("ties share").
 */

/** Seats at or above the victory sum. */
export function victors(G: DogEatDogState): Seat[] {
  return G.players.flatMap((p, s) => (p.swiss >= G.options.victorySwiss ? [s] : []));
}

export function mapDestroyed(G: DogEatDogState): boolean {
  return G.map.stage.every((s) => s === 3);
}

/** The final bonus round's order: the seat whose turn ended the game, then clockwise, still playing. */
export function finalOrder(G: DogEatDogState, ender: Seat): Seat[] {
  const n = G.players.length;
  return Array.from({ length: n }, (_, i) => (ender + i) % n).filter((s) => G.players[s]!.status !== 'left');
}

/** Everyone ranked by Swiss balance; equal balances share a rank. */
export function ranking(G: DogEatDogState): Outcome {
  const swiss = G.players.map((p) => p.swiss);
  return {
    ranking: swiss
      .map((score, seat) => ({ seat, score, rank: 1 + swiss.filter((x) => x > score).length }))
      .sort((a, b) => a.rank - b.rank || a.seat - b.seat),
  };
}
