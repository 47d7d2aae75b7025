/**
 * Where things sit on the printed board, a 6x6 grid drawn in SVG units: the 20 spaces run clockwise
 * round its edge from the top-left corner (row 0, col 0); the 4x4 Inner Map fills rows 1-4, cols
 * 1-4, its squares A to P row-major (content.json board.order and board.innerMap).
 */

export interface Cell {
  readonly row: number;
  readonly col: number;
}

export const RING_SIZE = 20;
/** One cell of the 6x6 board, in SVG units: the board is 6 * CELL wide and high. */
export const CELL = 100;
export const BOARD_SIZE = 6 * CELL;

export function spaceCell(i: number): Cell {
  if (i < 6) return { row: 0, col: i };
  if (i < 11) return { row: i - 5, col: 5 };
  if (i < 16) return { row: 5, col: 15 - i };
  return { row: 20 - i, col: 0 };
}

export const squareCell = (s: number): Cell => ({ row: 1 + Math.floor(s / 4), col: 1 + (s % 4) });

/** A cell's top-left corner in SVG units. */
export const cellOrigin = (c: Cell) => ({ x: c.col * CELL, y: c.row * CELL });

/** The longest line a ring space's name may take in its cell (at the board's name size, 13 units). */
export const LINE_CHARS = 12;

/** Names the board prints shorter (the whole name is the space's accessible name and tooltip). */
const SHORT: Readonly<Record<string, string>> = {
  'Bureau of Land Mismanagement': 'Land Office',
  'Management Washroom': 'Washroom',
  'Toxic Waste Dump': 'Toxic Dump',
  'Commodities Exchange': 'Exchange',
};

/**
 * The size a line of a ring space's name is printed at: 13 units, or 12 for a bold (home city)
 * line of more than 10 characters. Measured in Chromium's DejaVu Sans Bold, "Smeltsburgh" takes
 * 91 units at 13 against the 92 from its start (x + 6) to the cell's edge; 84 at 12.
 */
export const nameSize = (line: string, bold: boolean): number => (bold && line.length > 10 ? 12 : 13);

/**
 * A space's name as the lines printed in its cell: whole words only, packed up to LINE_CHARS a
 * line (`chars`), so a name never breaks inside a word ("Smeltsb urgh"); a longer word keeps its
 * own line.
 */
export function spaceLines(name: string, chars = LINE_CHARS): string[] {
  const lines: string[] = [];
  for (const word of (SHORT[name] ?? name).split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= chars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The board's keyboard path among the squares a click can pick (one tab stop, a roving tabindex):
 * left and right go to the previous and next such square in letter order, up and down to the
 * nearest one at least a row away (4 squares a row), Home and End to the first and the last.
 */
export function nextSquare(targets: readonly number[], from: number, key: string): number {
  const sorted = [...targets].sort((a, b) => a - b);
  const after = (min: number) => sorted.find((s) => s >= min);
  const before = (max: number) => [...sorted].reverse().find((s) => s <= max);
  switch (key) {
    case 'Home':
      return sorted[0] ?? from;
    case 'End':
      return sorted.at(-1) ?? from;
    case 'ArrowRight':
      return after(from + 1) ?? from;
    case 'ArrowLeft':
      return before(from - 1) ?? from;
    case 'ArrowDown':
      return after(from + 4) ?? from;
    case 'ArrowUp':
      return before(from - 4) ?? from;
    default:
      return from;
  }
}
