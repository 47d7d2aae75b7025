import type { SeatInfo } from '@cutthroat/protocol';
import { seatLetter } from '@cutthroat/web-kit';

/**
 * The names used in sentences: the player's name, a bot's kind, or "Seat C"; a letter is added
 * where two seats would otherwise read the same.
 */
export function seatNames(
  seats: readonly Pick<SeatInfo, 'seat' | 'kind' | 'name' | 'bot'>[],
  players: number,
): string[] {
  const base = Array.from({ length: players }, (_, seat) => {
    const s = seats.find((x) => x.seat === seat);
    if (!s || s.kind === 'open') return `Seat ${seatLetter(seat)}`;
    if (s.kind === 'bot') return s.name ?? `${s.bot ?? ''} bot`.trim();
    return s.name ?? `Seat ${seatLetter(seat)}`;
  });
  return base.map((name, seat) => {
    const unique = base.filter((n) => n === name).length === 1 || name === `Seat ${seatLetter(seat)}`;
    return unique ? name : `${name} (${seatLetter(seat)})`;
  });
}
