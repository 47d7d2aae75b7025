import type { Outcome, Standing } from '@cutthroat/engine';
import type { GoCaineState } from './state.js';

/**
 * Most cash wins; tied seats share a place. A seat that conceded ranks after every seat that did
 * not. With a points table the score is the place's points, otherwise the cash.
 */
export function outcome(G: GoCaineState): Outcome | null {
  if (!G.over) return null;
  const key = (seat: number) => [G.players[seat]!.conceded ? 1 : 0, -G.players[seat]!.cash] as const;
  const better = (a: number, b: number) => {
    const [ca, ma] = key(a);
    const [cb, mb] = key(b);
    return ca < cb || (ca === cb && ma < mb);
  };
  const seats = G.players.map((_, seat) => seat);
  const ranking: Standing[] = seats.map((seat) => {
    const rank = 1 + seats.filter((other) => better(other, seat)).length;
    const score = G.options.points ? (G.options.points[rank - 1] ?? 0) : G.players[seat]!.cash;
    return { seat, rank, score };
  });
  ranking.sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  return { ranking };
}
