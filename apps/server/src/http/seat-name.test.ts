import { describe, expect, it } from 'vitest';
import type { SeatRecord } from '../store/store.js';
import { seatName } from './seat-name.js';

const seat = (n: number, kind: SeatRecord['kind'], playerId: string | null, name: string | null): SeatRecord => ({
  seat: n,
  kind,
  bot: kind === 'bot' ? 'greedy' : null,
  playerId,
  name,
  tokenHash: null,
});

describe('a seat name', () => {
  it.each([
    ['nobody seated', [], 'Ada'],
    ['others unlike it', [seat(0, 'human', 'p', 'Bob')], 'Ada'],
    ['the same name', [seat(0, 'human', 'p', 'Ada')], 'Ada (2)'],
    ['a Cyrillic look-alike', [seat(0, 'human', 'p', 'Аdа')], 'Ada (2)'],
    ['a look-alike and its mark taken', [seat(0, 'human', 'p', 'Ada'), seat(1, 'human', 'q', 'Ada (2)')], 'Ada (3)'],
    ["the player's own seat (hot seat)", [seat(0, 'human', 'me', 'Ada')], 'Ada'],
    ["a bot's seat", [seat(0, 'bot', null, 'Ada')], 'Ada'],
    ['an open seat', [seat(0, 'open', null, null)], 'Ada'],
  ])('with %s is %j', (_, seats, name) => {
    expect(seatName('Ada', 'me', seats)).toBe(name);
  });
});
