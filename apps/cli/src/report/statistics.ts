import type { Distribution, Estimate, Proportion } from '@cutthroat/module';

/** The standard normal quantile for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/**
 * `successes` of `n` with its 95% Wilson score interval: unlike the normal approximation it
 * stays within [0, 1] and is not empty at 0 or n successes. n = 0 gives the whole of [0, 1].
 */
export function wilson(successes: number, n: number, z = Z95): Proportion {
  if (n === 0) return { successes, n, value: 0, low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { successes, n, value: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * The q-quantile of ascending `sorted` values by linear interpolation between order statistics
 * (Hyndman and Fan type 7: R's default, NumPy's `linear`).
 */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error('quantile of no values');
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

/** The mean with a 95% interval by the normal approximation (sample standard deviation). */
export function meanEstimate(values: readonly number[], z = Z95): Estimate {
  const n = values.length;
  if (n === 0) throw new Error('mean of no values');
  const mean = values.reduce((a, b) => a + b, 0) / n;
  if (n === 1) return { value: mean, low: mean, high: mean };
  const variance = values.reduce((a, v) => a + (v - mean) * (v - mean), 0) / (n - 1);
  const half = z * Math.sqrt(variance / n);
  return { value: mean, low: mean - half, high: mean + half };
}

/** Ascending, by value: a sort that does not turn numbers into strings. */
export const ascending = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);

/** The distribution of the non-null values; nulls are counted as `missing`. */
export function distribution(values: readonly (number | null)[]): Distribution {
  const defined = ascending(values.filter((v): v is number => v !== null));
  const n = defined.length;
  const q = (p: number) => (n ? quantile(defined, p) : null);
  return {
    n,
    missing: values.length - n,
    mean: n ? meanEstimate(defined) : null,
    min: n ? defined[0]! : null,
    p10: q(0.1),
    p25: q(0.25),
    median: q(0.5),
    p75: q(0.75),
    p90: q(0.9),
    max: n ? defined[n - 1]! : null,
  };
}

/** Median and quartiles of some values, for a band over rounds. */
export interface Band {
  readonly n: number;
  readonly p25: number;
  readonly median: number;
  readonly p75: number;
}

export function band(values: readonly number[]): Band {
  const sorted = ascending(values);
  return { n: sorted.length, p25: quantile(sorted, 0.25), median: quantile(sorted, 0.5), p75: quantile(sorted, 0.75) };
}

/** Games in [from, to). */
export interface Bin {
  readonly from: number;
  readonly to: number;
  readonly games: number;
}

/**
 * Games per bin. Whole numbers (rounds, counts) get bins of whole width, one per value while
 * there are at most `MAX_BINS` values; other values `MAX_BINS` bins of equal width.
 */
export function histogram(values: readonly number[], maxBins = 40): Bin[] {
  if (values.length === 0) return [];
  const sorted = ascending(values);
  const lo = sorted[0]!;
  const hi = sorted[sorted.length - 1]!;
  const whole = sorted.every(Number.isInteger);
  const width = whole ? Math.max(1, Math.ceil((hi - lo + 1) / maxBins)) : (hi - lo) / maxBins || 1;
  const bins = whole ? Math.ceil((hi - lo + 1) / width) : hi === lo ? 1 : maxBins;
  const games = new Array<number>(bins).fill(0);
  for (const v of sorted) games[Math.min(bins - 1, Math.floor((v - lo) / width))]!++;
  return games.map((n, i) => ({ from: lo + i * width, to: lo + (i + 1) * width, games: n }));
}
