import type { SeatInfo } from '@cutthroat/protocol';
import { describe, expect, it } from 'vitest';
import type { PublicMatch } from '../../net/api.js';
import { rematchOf } from './rematch.js';

const seat = (n: number, kind: SeatInfo['kind'], bot: string | null = null): SeatInfo => ({
  seat: n,
  kind,
  name: `p${n}`,
  bot,
  connected: false,
});
const finished: PublicMatch = {
  id: 'old',
  game: 'gocaine',
  players: 4,
  options: { knockThreshold: 800 },
  clock: { mode: 'turn-based', turnHours: 24, windowHours: 4, onTurnExpiry: 'forfeit' },
  status: 'finished',
  commitment: 'c',
  hotSeat: false,
  botPaceMs: 700,
  createdAt: 0,
  startedAt: 1,
  seats: [
    { seat: 0, kind: 'human', bot: null, name: 'Ada', seed: '' },
    { seat: 1, kind: 'bot', bot: 'heuristic', name: 'heuristic bot', seed: '' },
    { seat: 2, kind: 'human', bot: null, name: 'Cy', seed: '' },
    { seat: 3, kind: 'bot', bot: 'random', name: 'random bot', seed: '' },
  ],
  listed: true,
  secret: 's',
  links: { pick: '/m/old', seats: [] },
};

describe('a rematch', () => {
  it('keeps the game, options, clock and bots, and opens the seats of people', () => {
    expect(rematchOf(finished, [])).toEqual({
      game: 'gocaine',
      seats: [{ kind: 'open' }, { kind: 'bot', bot: 'heuristic' }, { kind: 'open' }, { kind: 'bot', bot: 'random' }],
      options: { knockThreshold: 800 },
      clock: finished.clock,
      join: true,
      listed: true,
      hotSeat: false,
      botPaceMs: 700,
    });
  });

  it('is by invitation only when this match was', () => {
    expect(rematchOf({ ...finished, listed: false }, []).listed).toBe(false);
  });

  it('is for hot-seat play when this match was', () => {
    expect(rematchOf({ ...finished, hotSeat: true }, []).hotSeat).toBe(true);
  });

  it('reads the seats as they stand now: a seat handed to a bot stays that bot', () => {
    const now = [seat(0, 'human'), seat(1, 'bot', 'heuristic'), seat(2, 'bot', 'heuristic'), seat(3, 'bot', 'random')];
    expect(rematchOf(finished, now).seats).toEqual([
      { kind: 'open' },
      { kind: 'bot', bot: 'heuristic' },
      { kind: 'bot', bot: 'heuristic' },
      { kind: 'bot', bot: 'random' },
    ]);
  });
});
