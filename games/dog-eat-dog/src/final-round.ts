import type { GameEvent, Seat } from '@cutthroat/engine';
import { freshTurn, type DogEatDogState } from './state.js';
import { patch, setPlayer } from './copy.js';

export interface Flowed {
  readonly G: DogEatDogState;
  readonly events: GameEvent[];
}

/**
 * The final bonus round: every Red Tape card a player holds is discarded; then production, sales
 * at one roll per item for all, and a last embezzlement, each round the table from `ender`.
 */
export function startFinal(G: DogEatDogState, ender: Seat): Flowed {
  const held = G.players.flatMap((p) => [...p.officials, ...p.kept]);
  const n = G.players.length;
  const order = Array.from({ length: n }, (_, i) => (ender + i) % n).filter((s) => G.players[s]!.status === 'playing');
  if (order.length === 0)
    return { G: patch(G, { phase: 'over', ended: 'finalRound' }), events: [{ type: 'game-over' }] };
  return {
    G: patch(G, {
      players: G.players.map((p) => setPlayer(p, { officials: [], kept: [] })),
      redTape: { ...G.redTape, discard: [...G.redTape.discard, ...held] },
      work: [],
      phase: 'final',
      active: order[0]!,
      turn: freshTurn(),
      final: { order, at: 0, step: 'produce', values: {} },
    }),
    events: [{ type: 'final-round', order }],
  };
}
