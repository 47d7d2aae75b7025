import type { PlayerMatchSummary } from '@cutthroat/protocol';
import { describe, expect, it } from 'vitest';
import { dueIn, lobbyTitle, ourMovesFirst, placeText, standing } from './standing.js';

const NOW = 1_700_000_000_000;
const MIN = 60_000;
const HOUR = 60 * MIN;
const match = (over: Partial<PlayerMatchSummary>): PlayerMatchSummary => ({
  id: 'm',
  game: 'arms-dealers',
  players: 2,
  status: 'active',
  createdAt: NOW - HOUR,
  openSeats: 0,
  seat: 1,
  toAct: null,
  ...over,
});

describe('where a match of ours stands', () => {
  it.each([
    [match({ status: 'waiting', openSeats: 1 }), 'waiting for players'],
    [match({ status: 'finished' }), 'over'],
    [match({ toAct: { seats: [1], dueAt: NOW + 5 * HOUR } }), 'your move, due in 5 h'],
    // A window: several seats may answer, ours among them.
    [match({ toAct: { seats: [0, 1], dueAt: NOW + 20_000 } }), 'your move, due in under a minute'],
    [match({ toAct: { seats: [0], dueAt: NOW + 5 * HOUR } }), 'in play, not your move'],
    // Without a clock: whose move, with no deadline.
    [match({ toAct: { seats: [1], dueAt: null } }), 'your move'],
    [match({ toAct: { seats: [0], dueAt: null } }), 'in play, not your move'],
    // A match recorded before who is to act was kept, without a clock.
    [match({ toAct: null }), 'in play'],
    [match({ toAct: { seats: [], dueAt: NOW + HOUR } }), 'in play'],
  ])('%j: %s', (m, text) => {
    expect(standing(m, NOW)).toBe(text);
  });

  it('says how long until a deadline in the unit that fits it', () => {
    expect([0, 59_000, 12 * MIN, 47 * HOUR, 72 * HOUR, -MIN].map((d) => dueIn(NOW + d, NOW))).toEqual([
      'in under a minute',
      'in under a minute',
      'in 12 min',
      'in 47 h',
      'in 3 days',
      'in under a minute',
    ]);
  });

  it('lists the matches that wait for us first, the soonest due first, and counts them in the title', () => {
    const list = [
      match({ id: 'newest', toAct: { seats: [0], dueAt: null } }),
      match({ id: 'ours-later', toAct: { seats: [1], dueAt: NOW + 2 * HOUR } }),
      match({ id: 'waiting', status: 'waiting' }),
      match({ id: 'ours-unclocked', toAct: { seats: [1], dueAt: null } }),
      match({ id: 'ours-sooner', toAct: { seats: [0, 1], dueAt: NOW + HOUR } }),
      match({ id: 'over', status: 'finished', toAct: { seats: [1], dueAt: null } }),
    ];
    expect(ourMovesFirst(list).map((m) => m.id)).toEqual([
      'ours-sooner',
      'ours-later',
      'ours-unclocked',
      'newest',
      'waiting',
      'over',
    ]);
    expect(lobbyTitle(list)).toBe('Your move in 3 matches · Cutthroat');
    expect(lobbyTitle(list.slice(0, 2))).toBe('Your move in 1 match · Cutthroat');
    expect(lobbyTitle([])).toBe('Cutthroat');
    expect(lobbyTitle(null)).toBe('Cutthroat');
  });
});

describe('our place in a finished match', () => {
  const ranking = (ranks: number[]) => ({ ranking: ranks.map((rank, seat) => ({ seat, rank, score: 0 })) });
  it.each([
    [ranking([1, 2, 3, 4]), 0, 'you won'],
    [ranking([1, 1, 3]), 1, 'you won, tied'],
    [ranking([1, 2, 3, 4]), 1, '2nd of 4'],
    [ranking([1, 2, 2]), 2, '2nd of 3, tied'],
    [ranking([1, 2]), 5, null],
    [{ nothing: true }, 0, null],
    [null, 0, null],
  ])('%j, seat %i: %s', (outcome, seat, text) => {
    expect(placeText(outcome, seat)).toBe(text);
  });
});
