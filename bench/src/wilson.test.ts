import { describe, expect, it } from 'vitest';
import { wilson } from './wilson.js';

describe('wilson', () => {
  // Reference values: Newcombe (1998), Table I, and the formula by hand.
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [20, 20, 0.8389, 1],
  ])('%i of %i: [%f, %f]', (wins, n, lo, hi) => {
    const i = wilson(wins, n);
    expect(i.lo).toBeCloseTo(lo, 3);
    expect(i.hi).toBeCloseTo(hi, 3);
  });
  it('knows nothing of no games', () => {
    expect(wilson(0, 0)).toEqual({ lo: 0, hi: 1 });
  });
});
