import { actorsOf, awaitedOf, type AnyGame, type StateOf } from '@cutthroat/engine';
import type { ClockSettings, DeadlineInfo } from '@cutthroat/protocol';
import { reserveMs, spendReserve, turnMs, windowMs, type DeadlineWhat } from '../clock.js';

/**
 * Where a match's clock stands. It is a fold over the log's timestamps, like the state over its
 * actions, so every process that replays the log agrees on every deadline.
 */
export interface ClockState {
  /** Whose turn the clock is running for, when no window or offer is open. */
  turnSeat: number | null;
  turnStartedAt: number;
  /** Reserve left per seat, ms. */
  reserve: number[];
  deadline: (DeadlineInfo & { readonly what: DeadlineWhat }) | null;
}

export function startClock(clock: ClockSettings, players: number, at: number): ClockState {
  return {
    turnSeat: null,
    turnStartedAt: at,
    reserve: new Array<number>(players).fill(reserveMs(clock)),
    deadline: null,
  };
}

/** Move the clock to a new state reached at time `at`. */
export function advanceClock(
  clock: ClockSettings,
  c: ClockState,
  game: AnyGame,
  state: StateOf<AnyGame>,
  active: boolean,
  at: number,
): void {
  if (!active || state.outcome) {
    c.deadline = null;
    return;
  }
  if (state.window || state.offer) {
    const ms = windowMs(clock);
    c.deadline =
      ms === null ? null : { dueAt: at + ms, kind: 'window', what: { kind: 'window', seats: awaitedOf(game, state) } };
    return;
  }
  const seat = actorsOf(game, state)[0] ?? null;
  if (seat !== c.turnSeat) {
    if (c.turnSeat !== null) c.reserve[c.turnSeat] = spendReserve(clock, c.reserve[c.turnSeat]!, at - c.turnStartedAt);
    c.turnSeat = seat;
    c.turnStartedAt = at;
  }
  const ms = seat === null ? null : turnMs(clock, c.reserve[seat]!);
  c.deadline =
    ms === null || seat === null ? null : { dueAt: c.turnStartedAt + ms, kind: 'turn', what: { kind: 'turn', seat } };
}
