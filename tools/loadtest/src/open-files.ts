import { readFileSync } from 'node:fs';

/**
 * The most files this process may have open (its soft limit, `ulimit -n`), from /proc/self/limits;
 * Infinity where there is none to read or it says "unlimited".
 */
export function openFileLimit(limits: () => string = () => readFileSync('/proc/self/limits', 'utf8')): number {
  let text: string;
  try {
    text = limits();
  } catch {
    return Infinity;
  }
  const line = text.split('\n').find((l) => l.startsWith('Max open files'));
  const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
  const n = Number(soft);
  return soft === undefined || soft === 'unlimited' || !Number.isInteger(n) ? Infinity : n;
}

/** Open files the clients' process keeps free for the lobby's requests and late connections. */
const FILES_KEPT_FREE = 1000;

/**
 * The most ready spares each of `servers` servers may have: their 4 sockets each are open files of
 * the clients' process, which also holds every live match's, and its limit (20,000 on the
 * benchmark's machine) would otherwise be reached in the unpaced windows.
 */
export function readySparesCap(servers: number, matches: number, limit: number = openFileLimit()): number {
  if (limit === Infinity) return Infinity;
  const free = limit - FILES_KEPT_FREE - servers * matches * 4;
  return Math.max(0, Math.floor(free / servers / 4));
}
