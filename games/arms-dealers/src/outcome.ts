import type { Outcome, Standing } from '@cutthroat/engine';
import type { ArmsDealersState } from './state.js';

/** Most money wins; tied seats share a rank (1, 1, 3...). */
export function outcome(G: ArmsDealersState): Outcome | null {
  if (G.phase !== 'over') return null;
  const order = G.money.map((score, seat) => ({ seat, score })).sort((a, b) => b.score - a.score || a.seat - b.seat);
  const ranking: Standing[] = order.map((s) => ({ ...s, rank: 1 + order.filter((o) => o.score > s.score).length }));
  return { ranking };
}
