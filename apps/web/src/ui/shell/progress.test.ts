import type { AnyGame, StateOf } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { moneySeries, seatStats } from './progress.js';

const state = (round: number, cash: number[]) => ({ G: { round, cash } }) as unknown as StateOf<AnyGame>;
const progress = {
  money: (G: unknown) => (G as { cash: number[] }).cash,
  at: (G: unknown) => (G as { round: number }).round,
  unit: 'round',
};

describe('money over time', () => {
  const states = [state(1, [50, 50]), state(1, [40, 50]), state(1, [60, 45]), state(2, [90, 30]), state(3, [70, 80])];

  it('keeps the last state of each round', () => {
    expect(moneySeries(states, progress)).toEqual({
      unit: 'round',
      points: [
        [1, [60, 45]],
        [2, [90, 30]],
        [3, [70, 80]],
      ],
    });
  });

  it('gives each seat its final money and its peak, with when', () => {
    expect(seatStats(moneySeries(states, progress), 2)).toEqual([
      { final: 70, peak: 90, peakAt: 2 },
      { final: 80, peak: 80, peakAt: 3 },
    ]);
  });

  it('has no point without a state', () => {
    expect(moneySeries([], progress).points).toEqual([]);
  });
});
