import { describe, expect, it } from 'vitest';
import { ExportCache } from './export-cache.js';

describe('ExportCache', () => {
  it('keeps the most recently used within its count', () => {
    const cache = new ExportCache(2, 1_000);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A'); // a is now the most recent
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C']);
    expect(cache.size).toBe(2);
  });

  it('keeps within its size, and leaves out a text larger than all of it', () => {
    const cache = new ExportCache(10, 10);
    cache.set('a', 'x'.repeat(4));
    cache.set('b', 'x'.repeat(4));
    cache.set('c', 'x'.repeat(4));
    expect([cache.get('a'), cache.get('b')?.length, cache.get('c')?.length]).toEqual([undefined, 4, 4]);
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
    // Set again: counted once.
    cache.set('b', 'y'.repeat(4));
    cache.set('d', 'x'.repeat(2));
    expect([cache.get('b'), cache.get('c')?.length, cache.get('d')]).toEqual(['yyyy', 4, 'xx']);
  });
});
