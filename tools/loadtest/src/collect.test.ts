import { constants, PerformanceObserver, type NodeGCPerformanceDetail } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import { collectGarbage } from './collect.js';

it('runs a full collection of the process when asked', async () => {
  const kinds: number[] = [];
  const observer = new PerformanceObserver((list) =>
    kinds.push(...list.getEntries().map((e) => (e as unknown as { detail: NodeGCPerformanceDetail }).detail.kind)),
  );
  observer.observe({ entryTypes: ['gc'] });
  collectGarbage();
  collectGarbage();
  // Entries are delivered after the current task.
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  expect(kinds.filter((k) => k === constants.NODE_PERFORMANCE_GC_MAJOR).length).toBeGreaterThanOrEqual(2);
});
