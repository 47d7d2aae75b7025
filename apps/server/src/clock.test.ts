import { describe, expect, it } from 'vitest';
import { ClockSettings } from '@cutthroat/protocol';
import { reserveMs, spendReserve, turnMs, windowMs } from './clock.js';

const realtime = ClockSettings.parse({ mode: 'realtime', turnSeconds: 30, reserveSeconds: 60, windowSeconds: 10 });
const daily = ClockSettings.parse({ mode: 'turn-based', turnHours: 24, windowHours: 2 });
const none = ClockSettings.parse(undefined);

describe('clocks', () => {
  it('fill defaults and refuse nonsense', () => {
    expect(none).toEqual({ mode: 'none' });
    expect(ClockSettings.parse({ mode: 'realtime' })).toMatchObject({
      turnSeconds: 60,
      reserveSeconds: 120,
      onTurnExpiry: 'bot',
    });
    expect(ClockSettings.safeParse({ mode: 'realtime', turnSeconds: 1 }).success).toBe(false);
    expect(ClockSettings.safeParse({ mode: 'blitz' }).success).toBe(false);
  });

  it.each([
    ['real time', realtime, 10_000, 30_000 + 60_000, 60_000],
    ['turn-based', daily, 2 * 3600_000, 24 * 3600_000, 0],
    ['none', none, null, null, 0],
  ] as const)('%s: window, turn and reserve allowances', (_, clock, window, turn, reserve) => {
    expect(windowMs(clock)).toBe(window);
    expect(turnMs(clock, reserveMs(clock))).toBe(turn);
    expect(reserveMs(clock)).toBe(reserve);
  });

  it.each([
    [20_000, 60_000],
    [30_000, 60_000],
    [45_000, 45_000],
    [200_000, 0],
  ])('a real-time turn of %i ms leaves %i ms of a 60 s reserve', (took, left) => {
    expect(spendReserve(realtime, 60_000, took)).toBe(left);
  });
});
