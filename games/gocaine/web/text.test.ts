import type { MatchView } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { scoreText } from './text.js';

const withPoints = (points: number[] | null) =>
  ({ game: { options: { points } } }) as unknown as MatchView<unknown, unknown>;

describe('GoCaine scores in words', () => {
  it('are cash, or points when the match is played with a points table', () => {
    expect(scoreText(1250, withPoints(null))).toBe('$1,250M');
    expect(scoreText(1250, null)).toBe('$1,250M');
    expect(scoreText(3, withPoints([3, 2, 1]))).toBe('3 points');
    expect(scoreText(1, withPoints([3, 2, 1]))).toBe('1 point');
  });
});
