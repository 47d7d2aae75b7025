import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/**
 * The board's zoom: a scrolling box (pan with a finger, the wheel or the scroll bars) holding the
 * board at a chosen width. "Tap size" (the default) keeps the board at least 520 px wide, so that
 * each intersection's tap target (60 of the board's 684 units across) is at least 44 px; on a
 * wide screen it is as wide as the column or as the screen's height allows (`--gc-fit`, the board
 * as tall as the screen under the header and the zoom bar), whichever is less. "Fit" shows the
 * whole board however small.
 */
const FIT = 'min(100%, var(--gc-fit))';
const LEVELS = [
  { label: 'Fit', width: FIT },
  { label: 'Tap size', width: `max(${FIT}, 520px)` },
  { label: '1.5×', width: 'max(150%, 780px)' },
  { label: '2×', width: 'max(200%, 1040px)' },
] as const;

/** Above the board's box: the page's header line, the panel's padding and the zoom bar, with their margins. */
const ABOVE_BOARD = '9rem';

export function ZoomPan({
  children,
  aspect,
  focus,
}: {
  children: ReactNode;
  /** The board's width over its height. */
  aspect: number;
  /** Where on the board (fractions of its width and height) the box first centres, when it scrolls: our cells. */
  focus: { x: number; y: number } | null;
}) {
  const [level, setLevel] = useState(1);
  const box = useRef<HTMLDivElement>(null);
  // Once, when the table opens: a board wider or taller than its box shows our cells first.
  const focused = useRef(false);
  useLayoutEffect(() => {
    const b = box.current;
    if (!b || !focus || focused.current) return;
    focused.current = true;
    b.scrollLeft = focus.x * b.scrollWidth - b.clientWidth / 2;
    b.scrollTop = focus.y * b.scrollHeight - b.clientHeight / 2;
  }, [focus]);
  const fit = { '--gc-fit': `calc((100vh - ${ABOVE_BOARD}) * ${aspect.toFixed(4)})` } as CSSProperties;
  return (
    <div className="gc-zoom" data-testid="board-zoom" data-level={LEVELS[level]!.label} style={fit}>
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
      <div className="gc-zoom__box" ref={box}>
        <div style={{ width: LEVELS[level]!.width }}>{children}</div>
      </div>
    </div>
  );
}
