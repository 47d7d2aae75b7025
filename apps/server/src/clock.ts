import type { ClockSettings } from '@cutthroat/protocol';

/** What a deadline does when it fires. */
export type DeadlineWhat =
  /** `seats`: who may answer the window or offer, for the lobby's "who is to act" (not to fire it). */
  { readonly kind: 'window'; readonly seats: readonly number[] } | { readonly kind: 'turn'; readonly seat: number };

const SECOND = 1000;
const HOUR = 3600 * SECOND;

/** Milliseconds a window or offer may stay open. */
export function windowMs(clock: ClockSettings): number | null {
  if (clock.mode === 'realtime') return clock.windowSeconds * SECOND;
  if (clock.mode === 'turn-based') return clock.windowHours * HOUR;
  return null;
}

/** Milliseconds the seat has for this turn: the turn allowance and what is left of its reserve. */
export function turnMs(clock: ClockSettings, reserveLeftMs: number): number | null {
  if (clock.mode === 'realtime') return clock.turnSeconds * SECOND + reserveLeftMs;
  if (clock.mode === 'turn-based') return clock.turnHours * HOUR;
  return null;
}

export function reserveMs(clock: ClockSettings): number {
  return clock.mode === 'realtime' ? clock.reserveSeconds * SECOND : 0;
}

/** After a turn that took `tookMs`, what is left of a reserve of `leftMs`. */
export function spendReserve(clock: ClockSettings, leftMs: number, tookMs: number): number {
  if (clock.mode !== 'realtime') return leftMs;
  return Math.max(0, leftMs - Math.max(0, tookMs - clock.turnSeconds * SECOND));
}
