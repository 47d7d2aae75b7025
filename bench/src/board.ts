/**
 * The tic-tac-toe board, shared by the Cutthroat and boardgame.io versions so that both spend the
 * same time on the rules and the benchmark measures only the frameworks around them.
 */
export const CELLS = 9;

const LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** Whoever holds three in a line, or `null`. */
export function lineOwner<P>(cells: readonly (P | null)[]): P | null {
  for (const [a, b, c] of LINES) {
    const owner = cells[a];
    if (owner != null && owner === cells[b] && owner === cells[c]) return owner;
  }
  return null;
}

export function isFull(cells: readonly unknown[]): boolean {
  return cells.every((c) => c !== null);
}

export function emptyCells(cells: readonly unknown[]): number[] {
  const empty: number[] = [];
  for (let i = 0; i < cells.length; i++) if (cells[i] === null) empty.push(i);
  return empty;
}
