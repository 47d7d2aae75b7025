import { describe, expect, it } from 'vitest';
import { waitedSince } from './awaited.js';

const NOBODY = -1;

describe('since when a match waits for a seat', () => {
  it.each([
    ['the start: every seat to act, from then', [], [0], NOBODY, 5, [[0, 5]]],
    ['a seat whose turn it becomes, from that move', [[0, 5]], [1], 0, 9, [[1, 9]]],
    ['a seat that moves and is still to act, from its move', [[0, 5]], [0], 0, 9, [[0, 9]]],
    [
      'a seat still to answer while another answers, from before',
      [
        [1, 5],
        [2, 5],
      ],
      [2],
      1,
      9,
      [[2, 5]],
    ],
    [
      'a window opening for the others, from its opening',
      [[0, 5]],
      [1, 2],
      0,
      9,
      [
        [1, 9],
        [2, 9],
      ],
    ],
    ['nobody, when the match waits for nobody', [[0, 5]], [], 0, 9, []],
  ] as const)('%s', (_, before, awaited, actor, at, after) => {
    expect([...waitedSince(new Map(before), awaited, actor, at)]).toEqual(after);
  });
});
