import { describe, expect, it } from 'vitest';
import { highestSeizedTotal, seizureRoll } from './seizure.js';

describe('the Seizure Probability table', () => {
  it.each([
    [1, 3],
    [2, 4],
    [3, 5],
    [4, 6],
    [5, 8],
    [6, 8],
    [7, 9],
    [8, 9],
    [9, 10],
    [11, 10],
    [12, 11],
    [40, 11],
  ])('%i mt is seized on an adjusted 2 to %i', (tons, highest) => {
    expect(highestSeizedTotal(tons)).toBe(highest);
  });

  // The rulebook's five worked examples (H.+ "How to Use the Seizure Probability Table").
  it.each([
    ['Example 1: 2 mt, no influence, rolls 2+2', 2, [2, 2], 0, 4, true],
    ['Example 2: 2 mt, 1 asset, rolls 3+1', 2, [3, 1], 1, 5, false],
    ['Example 3: 3 mt, 2 assets, rolls 2+1', 3, [2, 1], 2, 5, true],
    ['Example 4: 3 mt, 3 assets, rolls 3', 3, [2, 1], 3, 6, false],
    ['Example 5: 5 mt, 2 assets, rolls 7', 5, [3, 4], 2, 9, false],
  ] as const)('%s', (_name, tons, dice, influence, total, seized) => {
    const roll = seizureRoll(tons, dice, influence);
    expect(roll.total).toBe(total);
    expect(roll.seized).toBe(seized);
  });

  it('seizes on snake eyes whatever the influence', () => {
    expect(seizureRoll(1, [1, 1], 3)).toMatchObject({ total: 5, seized: true });
    expect(seizureRoll(1, [1, 2], 0)).toMatchObject({ total: 3, seized: true });
    expect(seizureRoll(1, [1, 2], 1)).toMatchObject({ total: 4, seized: false });
  });
});
