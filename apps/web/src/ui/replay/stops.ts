import type { GameEvent } from '@cutthroat/engine';

/** What a replay's Back and Next step by: one move, one turn, or the moves of one seat. */
export type StepBy =
  { readonly kind: 'move' } | { readonly kind: 'turn' } | { readonly kind: 'seat'; readonly seat: number };

/**
 * The steps (0: the deal; n: after the n-th move) that Back and Next stop at: every one by move;
 * by turn, each turn's start (the move whose events start it); by seat, each move of that seat.
 * The deal and the last step are always stops, so that either end can be reached.
 */
export function stopsOf(by: StepBy, events: readonly (readonly GameEvent[])[], actors: readonly number[]): number[] {
  const last = events.length;
  const stops = [0];
  for (let n = 1; n <= last; n++) {
    const stop =
      by.kind === 'move' ||
      (by.kind === 'turn' && (events[n - 1] ?? []).some((e) => e.type === 'turn-started')) ||
      (by.kind === 'seat' && actors[n - 1] === by.seat);
    if (stop || n === last) stops.push(n);
  }
  return stops;
}

/** The stop after `at`, or null at the end. */
export function nextStop(stops: readonly number[], at: number): number | null {
  return stops.find((s) => s > at) ?? null;
}

/** The stop before `at`, or null at the start. */
export function prevStop(stops: readonly number[], at: number): number | null {
  return stops.findLast((s) => s < at) ?? null;
}
