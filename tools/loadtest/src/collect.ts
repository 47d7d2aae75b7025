import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | null = null;

/**
 * A full garbage collection of this process, now. The benchmark's clients run one before each
 * measured window, while nothing is measured: their process holds the sockets of both servers
 * (8,000), and a full collection of its heap holds every one of them at once (54 ms in one 4 s
 * window at 1,150 actions/s, which took its p99 to 116 ms), so that a window's
 * p99 would tell where the clients' collector fell rather than what the server did. Collected
 * before each window, the old generation starts it at what is live, and grows for longer than a
 * window before V8 collects it again. The servers are not collected: their collections are part of
 * what they cost.
 */
export function collectGarbage(): void {
  if (gc === null) {
    // `gc` is only defined in contexts made after the flag is set.
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}
