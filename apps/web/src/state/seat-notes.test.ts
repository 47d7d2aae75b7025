import type { SeatInfo } from '@cutthroat/protocol';
import { describe, expect, it } from 'vitest';
import { seatNotes } from './seat-notes.js';

const seat = (n: number, kind: SeatInfo['kind'], name: string | null, bot: string | null = null): SeatInfo => ({
  seat: n,
  kind,
  name,
  bot,
  connected: true,
});

describe('changes at the table, told in the log', () => {
  const table = [seat(0, 'human', 'Ada'), seat(1, 'human', 'Ben'), seat(2, 'open', null)];

  it('a person who leaves, their seat handed to a bot', () => {
    expect(seatNotes(table, [table[0]!, seat(1, 'bot', 'greedy bot', 'greedy'), table[2]!], 12)).toEqual([
      { seq: 12, text: 'Ben left the table: a bot (greedy) plays the seat from now on.' },
    ]);
  });

  it('a person taking an open seat, a bot an open one', () => {
    expect(seatNotes(table, [table[0]!, table[1]!, seat(2, 'human', 'Cy')], 3)).toEqual([
      { seq: 3, text: 'Cy takes seat C.' },
    ]);
    expect(seatNotes(table, [table[0]!, table[1]!, seat(2, 'bot', null, 'random')], 3)).toEqual([
      { seq: 3, text: 'A bot (random) takes seat C.' },
    ]);
  });

  it('nothing on the first list, nor when only presence changes', () => {
    expect(seatNotes([], table, 0)).toEqual([]);
    expect(seatNotes(table, [{ ...table[0]!, connected: false }, table[1]!, table[2]!], 5)).toEqual([]);
  });
});
