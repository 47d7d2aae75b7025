import { describe, expect, it } from 'vitest';
import { processCpuSeconds, QUIET, untilQuiet } from './settle.js';

/** A process whose CPU seconds per 500 ms slice are `slices`, then nothing. */
function busyFor(slices: readonly number[]) {
  let t = 0;
  let used = 0;
  const cpuSeconds = () => used;
  const sleep = async (ms: number) => {
    used += slices[t / 500] ?? 0;
    t += ms;
  };
  return { ...QUIET, cpuSeconds, sleep, timeoutMs: 5_000 };
}

describe('untilQuiet', () => {
  it.each([
    { name: 'already quiet', slices: [0.01], quiet: true, waitedMs: 500 },
    { name: 'a backlog of three busy slices', slices: [0.5, 0.45, 0.2, 0.03], quiet: true, waitedMs: 2_000 },
    { name: 'at the limit: a tenth of a core counts as quiet', slices: [0.3, 0.05], quiet: true, waitedMs: 1_000 },
    { name: 'busy past the timeout', slices: Array(20).fill(0.4), quiet: false, waitedMs: 5_000 },
  ])('$name', async ({ slices, quiet, waitedMs }) => {
    expect(await untilQuiet(42, busyFor(slices))).toEqual({ quiet, waitedMs });
  });

  it('does not wait for a process whose CPU it cannot read', async () => {
    expect(await untilQuiet(42, { ...busyFor([]), cpuSeconds: () => null })).toEqual({ quiet: false, waitedMs: 0 });
  });
});

describe('processCpuSeconds', () => {
  it('reads this process from /proc, in the same units as Node (null without /proc)', () => {
    if (process.platform !== 'linux') return expect(processCpuSeconds(process.pid)).toBeNull();
    const before = processCpuSeconds(process.pid)!;
    const fromNode = process.cpuUsage();
    // Spin for 100 ms of CPU.
    const until = fromNode.user + fromNode.system + 100_000;
    for (let u = process.cpuUsage(); u.user + u.system < until; u = process.cpuUsage());
    const after = processCpuSeconds(process.pid)!;
    // Ticks of 10 ms: within two of Node's figure.
    expect(after - before).toBeGreaterThanOrEqual(0.08);
    expect(after - before).toBeLessThan(0.5);
  });

  it('gives null for a process that does not exist', () => {
    expect(processCpuSeconds(2 ** 30)).toBeNull();
  });
});
