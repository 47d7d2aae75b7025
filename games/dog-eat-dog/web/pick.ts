import { useSyncExternalStore } from 'react';
import { squareOf } from './legal.js';
import type { DedAction } from './text.js';

/**
 * The square picked on the board, shared by the table (whose board sets it) and the window's
 * prompt (which the shell draws apart from the table): a click on a square narrows whichever
 * decision is open to that square's moves, then the way and the amount are chosen. One table is
 * on a page at a time, so one selection serves it.
 */
let picked: number | null = null;
const listeners = new Set<() => void>();

export function onPickSquare(square: number | null): void {
  picked = square;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The square picked on the board, or null. */
export const usePickedSquare = (): number | null =>
  useSyncExternalStore(
    subscribe,
    () => picked,
    () => picked,
  );

/**
 * The moves on the picked square (and those on no square, a pass or a done); all of them when
 * nothing is picked or no move targets the picked square.
 */
export function narrowToSquare(legal: readonly DedAction[], square: number | null): readonly DedAction[] {
  if (square === null || !legal.some((a) => squareOf(a) === square)) return legal;
  return legal.filter((a) => [null, square].includes(squareOf(a)));
}
