import type { DeadlineInfo, Reserves } from '@cutthroat/protocol';
import { reserveMs } from '../clock.js';
import type { Deadline, DeadlineChange } from '../store/store.js';
import type { ClockState } from './clocks.js';
import type { LiveMatch } from './match.js';

/**
 * What an action that takes the match to `seq` does to its stored deadline: nothing for a match
 * without a clock, which never has one; else the clock's next deadline, or none (cleared).
 */
export function deadlineChange(m: LiveMatch, seq: number, clock: ClockState): DeadlineChange | undefined {
  if (m.clock.mode === 'none') return undefined;
  const d = storedDeadline(m, seq, clock);
  return d ? { set: d } : { clear: true };
}

/** The clock's next deadline as the store keeps it, for the match at `seq`; null if it has none. */
export function storedDeadline(m: LiveMatch, seq: number, clock: ClockState): Deadline | null {
  const d = clock.deadline;
  return d ? { matchId: m.id, seq, dueAt: d.dueAt, what: d.what } : null;
}

/** The deadline the match's viewers are shown, if its clock has one running. */
export function deadlineInfo(m: LiveMatch): DeadlineInfo | null {
  const d = m.clockState.deadline;
  return d ? { dueAt: d.dueAt, kind: d.kind } : null;
}

/** The seats' reserves, for a clock that has them (spread into a message). */
export function reservesOf(m: LiveMatch): { reserves?: Reserves } {
  return reserveMs(m.clock) > 0 ? { reserves: [...m.clockState.reserve] } : {};
}
