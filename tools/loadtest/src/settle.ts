import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Linux counts a process's CPU time in ticks of 1/100 s (`USER_HZ`, the same on every arch). */
const TICKS_PER_SECOND = 100;

/** CPU time a process has used so far (user and system), in seconds; null where /proc has none. */
export function processCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's name, which is in parentheses and may itself hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export interface QuietOptions {
  /** The most of one core the process may use over a slice to count as quiet. */
  readonly busyAtMost: number;
  readonly sliceMs: number;
  /** Give up waiting after this long. */
  readonly timeoutMs: number;
  readonly cpuSeconds: (pid: number) => number | null;
  readonly sleep: (ms: number) => Promise<unknown>;
}

export const QUIET: QuietOptions = {
  busyAtMost: 0.1,
  sliceMs: 500,
  timeoutMs: 60_000,
  cpuSeconds: processCpuSeconds,
  sleep: (ms) => sleep(ms),
};

export interface Quiet {
  /** Whether it did go quiet (false: timed out, or its CPU cannot be read). */
  readonly quiet: boolean;
  readonly waitedMs: number;
}

/**
 * Waits until process `pid` has used at most `busyAtMost` of a core over a whole slice: a server
 * whose load has stopped has finished what its clients sent before. A server that accepts more
 * than it can handle (boardgame.io's clients send without waiting for an answer) is still working
 * through its backlog for seconds after its window, and on two cores that work would fall in the
 * other server's next window.
 */
export async function untilQuiet(pid: number, opts: QuietOptions = QUIET): Promise<Quiet> {
  let waitedMs = 0;
  let before = opts.cpuSeconds(pid);
  if (before === null) return { quiet: false, waitedMs };
  while (waitedMs < opts.timeoutMs) {
    await opts.sleep(opts.sliceMs);
    waitedMs += opts.sliceMs;
    const after = opts.cpuSeconds(pid);
    if (after === null) return { quiet: false, waitedMs };
    if (after - before <= (opts.busyAtMost * opts.sliceMs) / 1000) return { quiet: true, waitedMs };
    before = after;
  }
  return { quiet: false, waitedMs };
}
