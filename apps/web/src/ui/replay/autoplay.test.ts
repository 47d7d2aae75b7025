import { describe, expect, it } from 'vitest';
import { playFrom, REPLAY_SPEEDS } from './autoplay.js';

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
