import { describe, expect, it } from 'vitest';
import { content } from '@cutthroat/dog-eat-dog';
import { LINE_CHARS, nameSize, nextSquare, RING_SIZE, spaceCell, spaceLines, squareCell } from './layout.js';

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

describe("a space's name on the board", () => {
  it('breaks only between words, each line within its cell', () => {
    expect(spaceLines('Smeltsburgh')).toEqual(['Smeltsburgh']);
    expect(spaceLines('Loophole Springs')).toEqual(['Loophole', 'Springs']);
    expect(spaceLines('Commodities Exchange')).toEqual(['Exchange']);
    expect(spaceLines('Bureau of Land Mismanagement')).toEqual(['Land Office']);
    for (const space of content.board.spaces) {
      const lines = spaceLines(space.name);
      expect(lines.length, space.name).toBeLessThanOrEqual(2);
      for (const line of lines) expect(line.length, space.name).toBeLessThanOrEqual(LINE_CHARS);
      // Whole words of the printed name (or of its short form), never a piece of one.
      for (const word of lines.join(' ').split(' ')) expect(`${space.name} Land Office`).toContain(word);
    }
  });

  it('prints a long home city smaller, and an Urban Fringe under its city in whole words, in two lines', () => {
    expect(nameSize('Smeltsburgh', true)).toBe(12);
    expect(nameSize('Pulpwood', true)).toBe(13);
    expect(nameSize('Payola Beach', false)).toBe(13);
    for (const space of content.board.spaces.filter((s) => s.kind === 'homeCity')) {
      const lines = spaceLines(`of ${space.name}`, 14);
      expect(lines.length, space.name).toBeLessThanOrEqual(2);
      expect(lines.join(' ')).toBe(`of ${space.name}`);
    }
  });
});

describe('the keyboard path among the squares a click can pick', () => {
  const targets = [2, 3, 7, 12];
  it('goes right and left in letter order, down and up a row or more, Home and End to the ends', () => {
    expect(nextSquare(targets, 2, 'ArrowRight')).toBe(3);
    expect(nextSquare(targets, 3, 'ArrowLeft')).toBe(2);
    expect(nextSquare(targets, 3, 'ArrowDown')).toBe(7);
    expect(nextSquare(targets, 7, 'ArrowDown')).toBe(12);
    expect(nextSquare(targets, 12, 'ArrowUp')).toBe(7);
    expect(nextSquare(targets, 7, 'Home')).toBe(2);
    expect(nextSquare(targets, 2, 'End')).toBe(12);
  });
  it('stays put at an edge', () => {
    expect(nextSquare(targets, 12, 'ArrowRight')).toBe(12);
    expect(nextSquare(targets, 2, 'ArrowUp')).toBe(2);
  });
});
