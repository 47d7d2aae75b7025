import type { ServerMessage } from '@cutthroat/protocol';

/** A change at the table the log tells beside the moves: after the move `seq`, in words. */
export interface SeatNote {
  readonly seq: number;
  readonly text: string;
}

type SeatChange = Extract<ServerMessage, { type: 'seat-change' }>;

const letter = (seat: number) => String.fromCharCode(65 + seat);

/**
 * A seat that changed hands during play, as the server told every viewer (`seat-change`), in
 * the log's words: a person who left (a bot plays on, or the seat is open), a person or a bot
 * taking a seat.
 */
export function seatNote(c: SeatChange): SeatNote {
  const who = c.was.name ?? `Seat ${letter(c.seat)}`;
  const bot = `a bot${c.now.bot ? ` (${c.now.bot})` : ''}`;
  const text =
    c.was.kind === 'human' && c.now.kind === 'bot'
      ? `${who} left the table; ${bot} plays ${who}’s seat from now on.`
      : c.was.kind === 'human' && c.now.kind === 'open'
        ? `${who} left the table; seat ${letter(c.seat)} is open.`
        : c.now.kind === 'human'
          ? `${c.now.name ?? 'A player'} takes seat ${letter(c.seat)}.`
          : c.now.kind === 'bot'
            ? `${bot[0]!.toUpperCase()}${bot.slice(1)} takes seat ${letter(c.seat)}.`
            : `Seat ${letter(c.seat)} is open.`;
  return { seq: c.seq, text };
}
