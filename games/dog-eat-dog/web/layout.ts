/**
 * Where things sit on the printed board, a 6x6 grid: the 20 spaces run clockwise round its edge
 * from the top-left corner (row 0, col 0); the 4x4 Inner Map fills rows 1-4, cols 1-4, its squares
 * A to P row-major (content.json board.order and board.innerMap).
 */

export interface Cell {
  readonly row: number;
  readonly col: number;
}

export const RING_SIZE = 20;

export function spaceCell(i: number): Cell {
  if (i < 6) return { row: 0, col: i };
  if (i < 11) return { row: i - 5, col: 5 };
  if (i < 16) return { row: 5, col: 15 - i };
  return { row: 20 - i, col: 0 };
}

export const squareCell = (s: number): Cell => ({ row: 1 + Math.floor(s / 4), col: 1 + (s % 4) });

/** A cell as inline CSS grid placement (grid lines count from 1). */
export const gridPlace = (c: Cell) => ({ gridRow: c.row + 1, gridColumn: c.col + 1 });
