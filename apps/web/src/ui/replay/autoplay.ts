import { useEffect, useState } from 'react';

/** How long each move stays on screen when a replay plays by itself. */
export const REPLAY_SPEEDS = [
  { label: 'Slow', ms: 2000 },
  { label: 'Normal', ms: 900 },
  { label: 'Fast', ms: 300 },
] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number]['label'];

/** Where playing starts from: where the reader is, or the start when they are at the end already. */
export function playFrom(at: number, last: number): number {
  return at >= last ? 0 : at;
}

/**
 * A replay that steps by itself while `playing`, one step (`next`: a move, a turn...) each `ms`,
 * and stops at the last move. Returns whether it plays, and the ways to start and stop it; `go`
 * is how it steps.
 */
export function useAutoplay(
  at: number,
  last: number,
  ms: number,
  go: (step: number) => void,
  next: (at: number) => number = (n) => n + 1,
) {
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing) return;
    if (at >= last) return setPlaying(false);
    const timer = setTimeout(() => go(next(at)), ms);
    return () => clearTimeout(timer);
  }, [playing, at, last, ms, go, next]);
  return {
    playing,
    play: () => {
      go(playFrom(at, last));
      setPlaying(true);
    },
    pause: () => setPlaying(false),
  };
}

/** What a key does in a replay: step to a move, start or stop playing, or nothing. */
export type ReplayKey = { readonly kind: 'step'; readonly to: number } | { readonly kind: 'play-pause' } | null;

/** `prev` and `next`: where the arrows step to, one move by default (see `stopsOf`). */
export function replayKey(key: string, at: number, last: number, prev = at - 1, next = at + 1): ReplayKey {
  switch (key) {
    case 'ArrowLeft':
      return at > 0 ? { kind: 'step', to: Math.max(0, prev) } : null;
    case 'ArrowRight':
      return at < last ? { kind: 'step', to: Math.min(last, next) } : null;
    case 'Home':
      return { kind: 'step', to: 0 };
    case 'End':
      return { kind: 'step', to: last };
    case ' ':
    case 'k':
      return last > 0 ? { kind: 'play-pause' } : null;
    default:
      return null;
  }
}
