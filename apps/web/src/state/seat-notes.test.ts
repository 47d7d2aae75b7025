import type { SeatHolder } from '@cutthroat/protocol';
import { describe, expect, it } from 'vitest';
import { seatNote } from './seat-notes.js';

const holder = (kind: SeatHolder['kind'], name: string | null, bot: string | null = null): SeatHolder => ({
  kind,
  name,
  bot,
});
const change = (seat: number, was: SeatHolder, now: SeatHolder, seq = 3) =>
  seatNote({ type: 'seat-change', seq, seat, was, now });

describe('seats changing hands, told in the log', () => {
  it('a person who leaves, their seat handed to a bot or left open', () => {
    expect(change(1, holder('human', 'Ben'), holder('bot', 'greedy bot', 'greedy'), 12)).toEqual({
      seq: 12,
      text: 'Ben left the table; a bot (greedy) plays Ben’s seat from now on.',
    });
    expect(change(1, holder('human', 'Ben'), holder('open', null)).text).toBe('Ben left the table; seat B is open.');
  });

  it('a person taking an open seat, a bot an open one', () => {
    expect(change(2, holder('open', null), holder('human', 'Cy')).text).toBe('Cy takes seat C.');
    expect(change(2, holder('open', null), holder('bot', null, 'random')).text).toBe('A bot (random) takes seat C.');
  });
});
