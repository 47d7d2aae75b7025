import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what survived its last full collection before it
 * starts the next one: to (1 + percent/100) times that. 0 leaves the factor to V8.
 *
 * A live match's state, its recent moves and its sockets' objects outlive a few young-generation
 * collections, so each action leaves about 1.6 KB in the old generation, garbage soon after. Left
 * to itself V8 judged its collections cheap and let the old generation grow by about a fifth: at
 * 3,000 actions/s on the benchmark's 1,000 matches, a full collection every 1.5 s, each holding
 * the event loop for 10 to 30 ms, and every action that arrived meanwhile late by as much. Those
 * pauses made most of the slowest actions: with this setting the benchmark's p99 at 500
 * actions/s fell from 12 to 14 ms to 3 to 4 ms.
 * 300 is the most V8 grows it by on its own (its largest growing factor, 4): at that load, 0 or 1
 * full collection in 20 s instead of 10, for a heap that peaks at about 190 MB instead of 90 (RSS
 * 320 MB instead of 195).
 */
export const DEFAULT_HEAP_GROWING_PERCENT = 300;

/**
 * Set the process's old-generation growth (`--heap-growing-percent`; the default when not given).
 * V8 reads it at each full collection, so it applies from the next one on, also when set after start.
 */
export function tuneHeap(percent: number = DEFAULT_HEAP_GROWING_PERCENT): void {
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
