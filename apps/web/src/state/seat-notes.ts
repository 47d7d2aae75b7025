import type { SeatInfo } from '@cutthroat/protocol';

/** A change at the table the log tells beside the moves: after the move `seq`, in words. */
export interface SeatNote {
  readonly seq: number;
  readonly text: string;
}

const nameOf = (s: SeatInfo) => s.name ?? `Seat ${String.fromCharCode(65 + s.seat)}`;

/**
 * What changed between two seat lists, as the log tells it: a person who left or was replaced by a
 * bot, a person taking a seat during play. None on the first list heard (nothing changed then).
 */
export function seatNotes(before: readonly SeatInfo[], after: readonly SeatInfo[], seq: number): SeatNote[] {
  if (before.length === 0) return [];
  const notes: SeatNote[] = [];
  for (const now of after) {
    const was = before.find((s) => s.seat === now.seat);
    if (!was || was.kind === now.kind) continue;
    const bot = `a bot${now.bot ? ` (${now.bot})` : ''}`;
    if (was.kind === 'human' && now.kind === 'bot') {
      notes.push({ seq, text: `${nameOf(was)} left the table: ${bot} plays the seat from now on.` });
    } else if (was.kind === 'human' && now.kind === 'open') {
      notes.push({ seq, text: `${nameOf(was)} left the table: the seat is open.` });
    } else if (now.kind === 'human') {
      notes.push({ seq, text: `${nameOf(now)} takes seat ${String.fromCharCode(65 + now.seat)}.` });
    } else if (now.kind === 'bot') {
      notes.push({
        seq,
        text: `${bot[0]!.toUpperCase()}${bot.slice(1)} takes seat ${String.fromCharCode(65 + now.seat)}.`,
      });
    }
  }
  return notes;
}
