import { describe, expect, it } from 'vitest';
import { KeyedRateLimit, TokenBucket } from './rate-limit.js';

describe('a token bucket', () => {
  it('allows a burst, then the steady rate, and refills with time', () => {
    let t = 0;
    const bucket = new TokenBucket(20, 40, () => t);
    const burst = Array.from({ length: 45 }, () => bucket.take());
    expect(burst.filter(Boolean)).toHaveLength(40);
    t += 1000;
    expect(Array.from({ length: 25 }, () => bucket.take()).filter(Boolean)).toHaveLength(20);
    t += 60_000;
    expect(Array.from({ length: 50 }, () => bucket.take()).filter(Boolean)).toHaveLength(40);
  });

  it('says how long until the next token', () => {
    let t = 0;
    const bucket = new TokenBucket(4, 2, () => t);
    expect(bucket.waitMs()).toBe(0);
    expect([bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, false]);
    expect(bucket.waitMs()).toBe(250);
    t += 100;
    expect(bucket.waitMs()).toBe(150);
    t += 150;
    expect(bucket.take()).toBe(true);
    expect(bucket.isFull()).toBe(false);
    t += 500;
    expect(bucket.isFull()).toBe(true);
  });
});

describe('a rate limit per key', () => {
  it('keeps a bucket per key', () => {
    let t = 0;
    const limit = new KeyedRateLimit(1, 2, () => t);
    expect(['a', 'a', 'a', 'b'].map((k) => limit.take(k))).toEqual([0, 0, 1000, 0]);
    t += 400;
    expect(limit.take('a')).toBe(600);
    t += 600;
    expect(limit.take('a')).toBe(0);
  });

  it('forgets the buckets that filled up again, once it holds too many', () => {
    let t = 0;
    const limit = new KeyedRateLimit(1, 2, () => t, 3);
    for (const key of ['a', 'b', 'c']) limit.take(key);
    limit.take('c');
    limit.take('c');
    t += 1000;
    // a and b are full again, c is not: a fourth key forgets a and b only.
    expect(limit.take('d')).toBe(0);
    expect(limit.size).toBe(2);
    expect(limit.take('c')).toBe(0);
    expect(limit.take('c')).toBe(1000);
  });
});
