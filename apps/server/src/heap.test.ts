import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.js';
import { DEFAULT_HEAP_GROWING_PERCENT } from './heap.js';

const heap = fileURLToPath(new URL('../dist/heap.js', import.meta.url));

/**
 * Full collections in a fresh process (the built module, as `main.ts` runs it) that keeps 40 MB
 * live and then promotes about 400 MB of garbage: objects that stay in a ring long enough to be
 * moved to the old generation, as a live match's states are.
 */
function fullCollections(percent: number): number {
  const script = `
    const { tuneHeap } = await import(${JSON.stringify(heap)});
    const { PerformanceObserver, constants } = await import('node:perf_hooks');
    tuneHeap(${percent});
    let full = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) full++;
    }).observe({ entryTypes: ['gc'] });
    const live = Array.from({ length: 400_000 }, (_, i) => ({ i, name: 'live ' + i }));
    const ring = new Array(500_000);
    for (let i = 0; i < 4_000_000; i++) ring[i % ring.length] = { i, seen: [i, i + 1], name: 'state ' + i };
    setTimeout(() => console.log(JSON.stringify({ full, live: live.length })), 50);
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return (JSON.parse(out) as { full: number }).full;
}

describe('tuneHeap', () => {
  it('makes full collections rarer as the old generation may grow further', () => {
    const tight = fullCollections(10);
    const served = fullCollections(DEFAULT_HEAP_GROWING_PERCENT);
    expect(served).toBeGreaterThan(0);
    expect(tight).toBeGreaterThan(3 * served);
  }, 30_000);
});

describe('HEAP_GROWING_PERCENT', () => {
  it('is 300 unless set, and a whole number when set', () => {
    expect(configFromEnv({}).heapGrowingPercent).toBe(DEFAULT_HEAP_GROWING_PERCENT);
    expect(configFromEnv({ HEAP_GROWING_PERCENT: '0' }).heapGrowingPercent).toBe(0);
    expect(configFromEnv({ HEAP_GROWING_PERCENT: '150' }).heapGrowingPercent).toBe(150);
    for (const bad of ['-1', '1.5', 'lots'])
      expect(() => configFromEnv({ HEAP_GROWING_PERCENT: bad })).toThrow(
        `HEAP_GROWING_PERCENT must be a whole number from 0 up, not '${bad}'`,
      );
  });
});
