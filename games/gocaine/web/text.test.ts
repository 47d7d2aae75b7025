import { setupMatch, viewOf } from '@cutthroat/engine';
import { gocaine } from '@cutthroat/gocaine';
import { describe, expect, it } from 'vitest';
import { scoreText } from './text.js';

/** A real view of a match played with or without a points table. */
function withPoints(points: number[] | null) {
  const s = setupMatch(gocaine, { game: 'gocaine', players: 3, secret: 'web-gocaine-score', options: { points } });
  if (!s.ok) throw new Error(s.error.message);
  return viewOf(gocaine, s.value, 0);
}

describe('GoCaine scores in words', () => {
  it('are cash, or points when the match is played with a points table', () => {
    expect(scoreText(1250, withPoints(null))).toBe('$1,250M');
    expect(scoreText(1250, null)).toBe('$1,250M');
    expect(scoreText(3, withPoints([3, 2, 1]))).toBe('3 points');
    expect(scoreText(1, withPoints([3, 2, 1]))).toBe('1 point');
  });
});
