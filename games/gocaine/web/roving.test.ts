import { describe, expect, it } from 'vitest';
import { nextPoint, rovingPoint } from './roving.js';

// A 10-column board: point = row * 10 + column.
const at = (row: number, col: number) => row * 10 + col;

describe('the board keyboard path', () => {
  const targets = [at(0, 0), at(0, 5), at(2, 1), at(3, 9), at(5, 5)];

  it.each([
    ['ArrowRight', at(0, 0), at(0, 5)],
    ['ArrowLeft', at(0, 5), at(0, 0)],
    ['ArrowDown', at(0, 0), at(2, 1)],
    ['ArrowUp', at(5, 5), at(0, 5)],
    ['ArrowUp', at(3, 9), at(0, 5)],
    ['ArrowDown', at(0, 5), at(5, 5)],
    ['Home', at(3, 9), at(0, 0)],
    ['End', at(0, 0), at(5, 5)],
  ] as const)('%s from %i goes to %i', (key, from, to) => {
    expect(nextPoint(targets, from, key, 10)).toBe(to);
  });

  it('stays put when nothing lies that way', () => {
    expect(nextPoint(targets, at(0, 0), 'ArrowUp', 10)).toBe(at(0, 0));
    expect(nextPoint(targets, at(3, 9), 'ArrowRight', 10)).toBe(at(3, 9));
    expect(nextPoint([], 7, 'End', 10)).toBe(7);
  });

  it('keeps the tab stop on the last focused point, else the selected one, else the first', () => {
    const set = new Set(targets);
    expect(rovingPoint(set, at(2, 1), at(5, 5))).toBe(at(2, 1));
    expect(rovingPoint(set, at(9, 9), at(5, 5))).toBe(at(5, 5));
    expect(rovingPoint(set, null, null)).toBe(at(0, 0));
    expect(rovingPoint(new Set(), null, 3)).toBe(null);
    expect(rovingPoint(set, null, null, (p) => p >= at(2, 0))).toBe(at(2, 1));
    expect(rovingPoint(set, null, null, () => false)).toBe(at(0, 0));
  });
});
