import type { AnyGame, StateOf } from '@cutthroat/engine';
import type { Progress } from '@cutthroat/web-kit';

/** Each seat's money at the end of each turn or round: `points[i]` is `[at, money by seat]`. */
export interface MoneySeries {
  readonly unit: string;
  readonly points: readonly (readonly [number, readonly number[]])[];
}

/**
 * Money over time from the states a replay went through: the last state of each turn or round, so
 * a chart has one point per turn, not per move.
 */
export function moneySeries(states: readonly StateOf<AnyGame>[], progress: Progress): MoneySeries {
  const points: [number, readonly number[]][] = [];
  for (const state of states) {
    const at = progress.at(state.G);
    const money = progress.money(state.G);
    const last = points.at(-1);
    if (last && last[0] === at) last[1] = money;
    else points.push([at, money]);
  }
  return { unit: progress.unit, points };
}

/** Per seat: money at the end, its highest, and the turn or round it first reached that. */
export interface SeatStats {
  readonly final: number;
  readonly peak: number;
  readonly peakAt: number;
}

export function seatStats(series: MoneySeries, seats: number): SeatStats[] {
  return Array.from({ length: seats }, (_, s) => {
    let peak = -Infinity;
    let peakAt = 0;
    for (const [at, money] of series.points) {
      const m = money[s] ?? 0;
      if (m > peak) {
        peak = m;
        peakAt = at;
      }
    }
    const final = series.points.at(-1)?.[1][s] ?? 0;
    return { final, peak: Number.isFinite(peak) ? peak : 0, peakAt };
  });
}
