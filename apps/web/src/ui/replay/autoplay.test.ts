import { describe, expect, it } from 'vitest';
import { playFrom, REPLAY_SPEEDS, replayKey } from './autoplay.js';

describe('a replay playing by itself', () => {
  it.each([
    [0, 10, 0],
    [4, 10, 4],
    [10, 10, 0],
    [0, 0, 0],
  ])('starts from move %i of %i at move %i', (at, last, from) => {
    expect(playFrom(at, last)).toBe(from);
  });

  it('offers speeds from slow to fast', () => {
    const ms = REPLAY_SPEEDS.map((s) => s.ms);
    expect([...ms].sort((a, b) => b - a)).toEqual(ms);
  });
});

describe('the keys of a replay', () => {
  it.each([
    ['ArrowRight', 3, 10, { kind: 'step', to: 4 }],
    ['ArrowRight', 10, 10, null],
    ['ArrowLeft', 3, 10, { kind: 'step', to: 2 }],
    ['ArrowLeft', 0, 10, null],
    ['Home', 7, 10, { kind: 'step', to: 0 }],
    ['End', 7, 10, { kind: 'step', to: 10 }],
    [' ', 7, 10, { kind: 'play-pause' }],
    ['k', 0, 10, { kind: 'play-pause' }],
    [' ', 0, 0, null],
    ['x', 3, 10, null],
  ])('%j at move %i of %i does %j', (key, at, last, does) => {
    expect(replayKey(key, at, last)).toEqual(does);
  });

  it('steps the arrows to the stops it is given (a turn, a player’s move), within the replay', () => {
    expect(replayKey('ArrowRight', 3, 10, 1, 7)).toEqual({ kind: 'step', to: 7 });
    expect(replayKey('ArrowLeft', 3, 10, 1, 7)).toEqual({ kind: 'step', to: 1 });
    expect(replayKey('ArrowRight', 9, 10, 8, 12)).toEqual({ kind: 'step', to: 10 });
  });
});
