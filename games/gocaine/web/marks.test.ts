import { describe, expect, it } from 'vitest';
import { marksOf } from './Board.js';

describe('what the board marks of the latest move', () => {
  it('marks a cell placed and the cells it captured, of the latest move only', () => {
    const marks = marksOf([
      { seat: 0, seq: 3, text: '', events: [{ type: 'sold', seat: 0, point: 40 }] },
      {
        seat: 1,
        seq: 7,
        text: '',
        events: [{ type: 'deployed', seat: 1, point: 12, captured: [{ point: 13, seat: 0 }] }],
      },
    ]);
    expect([...marks]).toEqual([
      [12, 'placed'],
      [13, 'captured'],
    ]);
  });

  it('marks a shipment’s arrival and the point it left', () => {
    const marks = marksOf([
      { seat: 2, seq: 9, text: '', events: [{ type: 'moved', seat: 2, from: 5, to: 6, tons: 2 }] },
    ]);
    expect(marks.get(6)).toBe('arrived');
    expect(marks.get(5)).toBe('touched');
  });

  it('marks nothing before any move', () => {
    expect(marksOf([]).size).toBe(0);
  });
});
