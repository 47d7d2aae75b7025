import { useState, type ReactNode } from 'react';

/**
 * The board's zoom: a scrolling box (pan with a finger, the wheel or the scroll bars) holding the
 * board at a chosen width. "Tap size" (the default) keeps the board at least 520 px wide, so that
 * each intersection's tap target (60 of the board's 684 units across) is at least 44 px; on a
 * wide screen that is simply the full width. "Fit" shows the whole board however small.
 */
const LEVELS = [
  { label: 'Fit', width: '100%' },
  { label: 'Tap size', width: 'max(100%, 520px)' },
  { label: '1.5×', width: 'max(150%, 780px)' },
  { label: '2×', width: 'max(200%, 1040px)' },
] as const;

export function ZoomPan({ children }: { children: ReactNode }) {
  const [level, setLevel] = useState(1);
  return (
    <div className="gc-zoom" data-testid="board-zoom" data-level={LEVELS[level]!.label}>
      <div className="gc-zoom__bar" role="group" aria-label="Board zoom">
        <button
          type="button"
          onClick={() => setLevel((l) => Math.max(0, l - 1))}
          disabled={level === 0}
          aria-label="Zoom out"
          data-testid="zoom-out"
        >
          −
        </button>
        <span aria-live="polite">{LEVELS[level]!.label}</span>
        <button
          type="button"
          onClick={() => setLevel((l) => Math.min(LEVELS.length - 1, l + 1))}
          disabled={level === LEVELS.length - 1}
          aria-label="Zoom in"
          data-testid="zoom-in"
        >
          +
        </button>
      </div>
      <div className="gc-zoom__box">
        <div style={{ width: LEVELS[level]!.width }}>{children}</div>
      </div>
    </div>
  );
}
