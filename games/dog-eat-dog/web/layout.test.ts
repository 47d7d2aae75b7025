import { describe, expect, it } from 'vitest';
import { RING_SIZE, spaceCell, squareCell } from './layout.js';

describe('the printed board as a 6x6 grid', () => {
  it('runs the 20 spaces clockwise round the edge, each on its own edge cell', () => {
    const cells = Array.from({ length: RING_SIZE }, (_, i) => spaceCell(i));
    expect(cells.slice(0, 2)).toEqual([
      { row: 0, col: 0 },
      { row: 0, col: 1 },
    ]);
    expect([5, 10, 15].map(spaceCell)).toEqual([
      { row: 0, col: 5 },
      { row: 5, col: 5 },
      { row: 5, col: 0 },
    ]);
    expect(spaceCell(19)).toEqual({ row: 1, col: 0 });
    expect(new Set(cells.map((c) => `${c.row},${c.col}`)).size).toBe(RING_SIZE);
    for (const c of cells) expect([c.row, c.col].some((x) => x === 0 || x === 5)).toBe(true);
    // Clockwise: each space is next to the one before (the last next to the first).
    cells.forEach((c, i) => {
      const n = cells[(i + 1) % RING_SIZE]!;
      expect(Math.abs(c.row - n.row) + Math.abs(c.col - n.col)).toBe(1);
    });
  });

  it('puts the Inner Map inside, A to P row-major', () => {
    expect(squareCell(0)).toEqual({ row: 1, col: 1 });
    expect(squareCell(3)).toEqual({ row: 1, col: 4 });
    expect(squareCell(4)).toEqual({ row: 2, col: 1 });
    expect(squareCell(15)).toEqual({ row: 4, col: 4 });
  });
});
