import { describe, expect, it } from 'vitest';
import { band, distribution, histogram, meanEstimate, quantile, wilson } from './statistics.js';

describe('wilson', () => {
  // Newcombe (1998), "Two-sided confidence intervals for the single proportion", Table I, method 3
  // (score interval without continuity correction), to the four decimals printed there.
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i lies in [%f, %f]', (k, n, low, high) => {
    const p = wilson(k, n);
    expect(p.value).toBeCloseTo(k / n, 12);
    expect(p.low).toBeCloseTo(low, 4);
    expect(p.high).toBeCloseTo(high, 4);
  });

  it('is symmetric about one half, and closed-form at the ends', () => {
    const half = wilson(5, 10);
    expect(half.low).toBeCloseTo(1 - half.high, 12);
    expect(half.low).toBeCloseTo(0.2366, 4);
    // At 0 of n the upper bound is z^2 / (n + z^2).
    const z2 = 1.959963984540054 ** 2;
    expect(wilson(0, 10).high).toBeCloseTo(z2 / (10 + z2), 12);
    expect(wilson(10, 10).low).toBeCloseTo(10 / (10 + z2), 12);
  });

  it('knows nothing from no trials', () => {
    expect(wilson(0, 0)).toEqual({ successes: 0, n: 0, value: 0, low: 0, high: 1 });
  });
});

describe('quantile (type 7, as R and NumPy)', () => {
  it.each([
    [[1, 2, 3, 4], 0.25, 1.75],
    [[1, 2, 3, 4], 0.5, 2.5],
    [[15, 20, 35, 40, 50], 0.4, 29],
    [[15, 20, 35, 40, 50], 0, 15],
    [[15, 20, 35, 40, 50], 1, 50],
    [[7], 0.9, 7],
  ])('of %j at %f is %f', (values, q, expected) => {
    expect(quantile(values, q)).toBeCloseTo(expected, 12);
  });

  it('refuses no values', () => {
    expect(() => quantile([], 0.5)).toThrow();
  });
});

describe('meanEstimate', () => {
  it('gives the mean with 1.96 standard errors either side', () => {
    // sd of 1..5 is sqrt(2.5); the standard error sqrt(0.5).
    const e = meanEstimate([1, 2, 3, 4, 5]);
    expect(e.value).toBe(3);
    expect(e.low).toBeCloseTo(3 - 1.959963984540054 * Math.sqrt(0.5), 12);
    expect(e.high).toBeCloseTo(3 + 1.959963984540054 * Math.sqrt(0.5), 12);
  });
});

describe('distribution', () => {
  it('counts nulls apart and reads quantiles off the rest', () => {
    const d = distribution([4, null, 1, 3, 2, null]);
    expect(d).toMatchObject({ n: 4, missing: 2, min: 1, max: 4, median: 2.5, p25: 1.75, p75: 3.25 });
    expect(d.mean!.value).toBe(2.5);
  });

  it('has no figures without values', () => {
    expect(distribution([null])).toMatchObject({ n: 0, missing: 1, mean: null, median: null });
  });
});

describe('band', () => {
  it('gives the median and quartiles', () => {
    expect(band([5, 1, 3])).toEqual({ n: 3, p25: 2, median: 3, p75: 4 });
  });
});

describe('histogram', () => {
  it('gives whole numbers one bin each, empty ones included', () => {
    expect(histogram([1, 1, 2, 5])).toEqual([
      { from: 1, to: 2, games: 2 },
      { from: 2, to: 3, games: 1 },
      { from: 3, to: 4, games: 0 },
      { from: 4, to: 5, games: 0 },
      { from: 5, to: 6, games: 1 },
    ]);
  });

  it('widens whole bins past the limit, and bins other values evenly', () => {
    expect(histogram([0, 9], 5).map((b) => [b.from, b.games])).toEqual([
      [0, 1],
      [2, 0],
      [4, 0],
      [6, 0],
      [8, 1],
    ]);
    const even = histogram([0, 0.5, 1], 2);
    expect(even).toEqual([
      { from: 0, to: 0.5, games: 1 },
      { from: 0.5, to: 1, games: 2 },
    ]);
    expect(histogram([])).toEqual([]);
  });
});
