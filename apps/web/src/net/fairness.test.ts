import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fairness, newSeatSeed } from './fairness.js';
import { SEAT_SEED_PATTERN } from '@cutthroat/engine';

describe('what the browser keeps to check a match', () => {
  beforeEach(() => {
    const kept = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
      removeItem: (k: string) => void kept.delete(k),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes seat seeds of 256 random bits that the server accepts', () => {
    const seed = newSeatSeed();
    expect(seed).toMatch(SEAT_SEED_PATTERN);
    expect(seed).toHaveLength(43);
    expect(newSeatSeed()).not.toBe(seed);
    expect(newSeatSeed((b) => b.fill(255))).toBe('_'.repeat(42) + '8');
  });

  it('keeps the commitment first heard, and the seed of the seat last taken', () => {
    fairness.told('m1', 'a'.repeat(64));
    fairness.told('m1', 'b'.repeat(64));
    fairness.tookSeat('m1', 0, 'first');
    fairness.tookSeat('m1', 2, 'second');
    expect(fairness.of('m1')).toEqual({ commitment: 'a'.repeat(64), seat: 2, seed: 'second' });
    expect(fairness.of('m2')).toEqual({});
  });
});
