/**
 * The Wilson score interval of a proportion: `wins` of `n` at the normal quantile `z` (1.96 for
 * 95%). Unlike the normal approximation it stays inside [0, 1] and is sound for small `n`.
 */
export function wilson(wins: number, n: number, z = 1.96): { readonly lo: number; readonly hi: number } {
  if (n === 0) return { lo: 0, hi: 1 };
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}
