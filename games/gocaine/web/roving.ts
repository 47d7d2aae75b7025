/**
 * The board's keyboard path: the board is one tab stop, and the arrow keys move among the
 * intersections a click can do something with (a roving tabindex). From a point, an arrow goes to
 * the nearest such point that lies that way, a step sideways counting three steps ahead so that
 * the move keeps to its row or column when it can; Home and End go to the first and the last.
 */
export type BoardKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export const isBoardKey = (key: string): key is BoardKey =>
  ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(key);

/** The point an arrow key moves to from `from`, among `targets` (sorted or not); `from` itself if none lies that way. */
export function nextPoint(targets: readonly number[], from: number, key: BoardKey, columns: number): number {
  const sorted = [...targets].sort((a, b) => a - b);
  if (sorted.length === 0) return from;
  if (key === 'Home') return sorted[0]!;
  if (key === 'End') return sorted[sorted.length - 1]!;
  const fx = from % columns;
  const fy = Math.floor(from / columns);
  let best = from;
  let bestCost = Infinity;
  for (const p of sorted) {
    const dx = (p % columns) - fx;
    const dy = Math.floor(p / columns) - fy;
    const [ahead, aside] =
      key === 'ArrowRight' ? [dx, dy] : key === 'ArrowLeft' ? [-dx, dy] : key === 'ArrowDown' ? [dy, dx] : [-dy, dx];
    if (ahead <= 0) continue;
    const cost = ahead + 3 * Math.abs(aside);
    if (cost < bestCost) {
      best = p;
      bestCost = cost;
    }
  }
  return best;
}

/**
 * The point holding the board's one tab stop: the last one focused if it still counts, else the
 * selected one, else the first that `home` accepts (our cells), else the first.
 */
export function rovingPoint(
  targets: ReadonlySet<number>,
  last: number | null,
  selected: number | null,
  home: (p: number) => boolean = () => true,
): number | null {
  if (last !== null && targets.has(last)) return last;
  if (selected !== null && targets.has(selected)) return selected;
  const sorted = [...targets].sort((a, b) => a - b);
  return sorted.find(home) ?? sorted[0] ?? null;
}
