import { describe, expect, it } from 'vitest';
import { newRating, ordinal, rate } from './plackett-luce.js';

// Figures from `openskill` 5.0.1: `rate(players.map((p) => [p]), { rank })`.
describe('rate (Weng-Lin, Plackett-Luce)', () => {
  it('moves two new players apart after one game', () => {
    const [a, b] = rate([newRating(), newRating()], [1, 2]);
    expect(a!.mu).toBeCloseTo(27.635389493140497, 10);
    expect(a!.sigma).toBeCloseTo(8.06590141354368, 10);
    expect(b!.mu).toBeCloseTo(22.364610506859503, 10);
    expect(b!.sigma).toBeCloseTo(8.06590141354368, 10);
  });

  it('treats a shared first place as a tie', () => {
    const [a, b, c] = rate([newRating(), newRating(), newRating()], [1, 1, 2]);
    expect(a!.mu).toBeCloseTo(25.717262170187357, 10);
    expect(b!.mu).toBeCloseTo(25.717262170187357, 10);
    expect(c!.mu).toBeCloseTo(23.565475659625285, 10);
    expect(c!.sigma).toBeCloseTo(8.205243377397993, 10);
  });

  it('weighs each player by what was known of it', () => {
    const players = [newRating(), { mu: 30, sigma: 4 }, { mu: 20, sigma: 6 }, { mu: 27, sigma: 2 }];
    const after = rate(players, [2, 1, 2, 4]);
    const expected = [
      [24.5823676101304, 7.965251228223455],
      [30.76360910548975, 3.990382422749895],
      [20.236831814984345, 5.923492219918772],
      [26.806588992893385, 2.000443714898982],
    ];
    after.forEach((r, i) => {
      expect(r.mu).toBeCloseTo(expected[i]![0]!, 10);
      expect(r.sigma).toBeCloseTo(expected[i]![1]!, 10);
    });
  });

  it('shows three sigmas below the mean', () => {
    expect(ordinal({ mu: 30, sigma: 2 })).toBe(24);
  });
});
