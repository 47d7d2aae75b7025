import { confusable } from '@cutthroat/protocol';
import type { SeatRecord } from '../store/store.js';

/**
 * The name a player's new seat shows: theirs, or theirs marked ("Ada (2)") when another person
 * seated at the table has one that may pass for it (`confusable`: "Ada" and "Аda" with a Cyrillic
 * А, "B0b" and "Bob", or the same name twice). Marked rather than refused: two people who kept the
 * default name, or two who share a first name, still sit together, and everyone at the table can
 * tell their seats apart. The player's own seats (hot-seat play) are theirs to name alike. The mark
 * is the lowest number that makes the name unlike every other seated person's.
 */
export function seatName(name: string, playerId: string, seats: readonly SeatRecord[]): string {
  const others = seats.filter((s) => s.kind === 'human' && s.playerId !== playerId && s.name !== null);
  const taken = (candidate: string) => others.some((s) => confusable(s.name!, candidate));
  if (!taken(name)) return name;
  for (let n = 2; ; n++) {
    const marked = `${name} (${n})`;
    if (!taken(marked)) return marked;
  }
}
