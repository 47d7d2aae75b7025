import type { Outcome } from '@cutthroat/engine';

/**
 * A finished game's reward per seat: 1 for a win, shared wins included (the benchmarks count a
 * shared win as a win), and 0 otherwise.
 */
export function outcomeRewards(outcome: Outcome, players: number): Float64Array {
  const rewards = new Float64Array(players);
  for (const s of outcome.ranking) if (s.rank === 1) rewards[s.seat] = 1;
  return rewards;
}
