import { describe, expect, it } from 'vitest';
import { nextStop, prevStop, stopsOf } from './stops.js';

// Five moves: seat 0 starts turn 1 and deals, seat 1 passes, seat 1 starts turn 2, seat 0 passes.
const events = [
  [{ type: 'turn-started', seat: 0, turn: 1 }],
  [{ type: 'dealt', seat: 0 }],
  [{ type: 'window-passed', seat: 1, kind: 'deal' }],
  [{ type: 'turn-started', seat: 1, turn: 2 }],
  [{ type: 'window-passed', seat: 0, kind: 'deal' }],
];
const actors = [0, 0, 1, 1, 0];

describe('where a replay stops', () => {
  it('stops at every move by move', () => {
    expect(stopsOf({ kind: 'move' }, events, actors)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('stops at each turn’s start by turn, and at both ends', () => {
    expect(stopsOf({ kind: 'turn' }, events, actors)).toEqual([0, 1, 4, 5]);
  });

  it('stops after each move of one seat by player', () => {
    expect(stopsOf({ kind: 'seat', seat: 1 }, events, actors)).toEqual([0, 3, 4, 5]);
    expect(stopsOf({ kind: 'seat', seat: 0 }, events, actors)).toEqual([0, 1, 2, 5]);
  });

  it('steps to the next and the previous stop, none past either end', () => {
    const stops = [0, 1, 4, 5];
    expect(nextStop(stops, 1)).toBe(4);
    expect(nextStop(stops, 2)).toBe(4);
    expect(nextStop(stops, 5)).toBeNull();
    expect(prevStop(stops, 4)).toBe(1);
    expect(prevStop(stops, 3)).toBe(1);
    expect(prevStop(stops, 0)).toBeNull();
  });
});
