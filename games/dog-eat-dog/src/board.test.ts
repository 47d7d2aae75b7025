import { describe, expect, it } from 'vitest';
import { encounters, fringeOf, geometry, pollutionReach, stepsTo, type Stage } from './board.js';
import { content } from './content.js';

const sq = (l: string) => geometry.squareIndex.get(l)!;
const sp = (id: string) => geometry.spaceIndex.get(id)!;
const letters = (xs: readonly number[]) => xs.map((i) => geometry.letters[i]).join('');
const pristine = (): Stage[] => new Array<Stage>(16).fill(1);
const withStage3 = (...ls: string[]) => {
  const s = pristine();
  for (const l of ls) s[sq(l)] = 3;
  return s;
};

describe('movement', () => {
  it('meets spaces in order: pass home, pass the IRS, land on a city (the rulebook example)', () => {
    // Goo Pont's piece on Loophole Springs rolls 5: Polyester Park (its home), Payola Beach, the
    // IRS, the Land Office, then it stops on Smeltsburgh, another player's home city.
    const met = encounters(sp('loophole-springs'), 5);
    expect(met.map((e) => content.board.spaces[e.space]!.id)).toEqual([
      'polyester-park',
      'payola-beach',
      'irs',
      'land-office',
      'smeltsburgh',
    ]);
    expect(met.filter((e) => e.landed)).toEqual([{ space: sp('smeltsburgh'), landed: true }]);
  });

  it.each([
    [0, 10, 10],
    [15, 0, 5],
    [3, 3, 20],
  ])('counts %i to %i as %i steps clockwise', (from, to, steps) => expect(stepsTo(from, to)).toBe(steps));
});

describe('Urban Fringe and pollution reach (design.md section 3)', () => {
  it.each([
    ['smeltsburgh', 'B', 'ACF'],
    ['bargainville', 'D', 'CH'],
    ['gusher-city', 'L', 'HKP'],
    ['pulpwood', 'O', 'KNP'],
    ['polyester-park', 'E', 'AFI'],
    ['landfill-heights', 'M', 'IN'],
  ])('%s pollutes its commons %s, then %s once the commons is Stage 3', (home, commons, after) => {
    expect(letters(pollutionReach(pristine(), sp(home)))).toBe(commons);
    expect(letters(pollutionReach(withStage3(commons), sp(home)))).toBe(after);
  });

  it('grows along neighbouring fringe and joins the cities it reaches', () => {
    // B is Smeltsburgh's fringe; A (Payola Beach's) touches B, so both join Smeltsburgh's area.
    const stages = withStage3('B', 'A');
    expect(letters(fringeOf(stages, sp('smeltsburgh')))).toBe('AB');
    expect(letters(fringeOf(stages, sp('payola-beach')))).toBe('AB');
    expect(letters(pollutionReach(stages, sp('smeltsburgh')))).toBe('CEF');
  });

  it('never counts an inner Stage 3 square as fringe, nor pollutes a Stage 3 square', () => {
    const stages = withStage3('B', 'F');
    expect(letters(fringeOf(stages, sp('smeltsburgh')))).toBe('B');
    expect(letters(pollutionReach(stages, sp('smeltsburgh')))).toBe('AC');
    expect(pollutionReach(withStage3('B', 'A', 'C', 'F'), sp('smeltsburgh')).map((s) => geometry.letters[s])).toEqual([
      'D',
      'E',
      'G',
    ]);
  });

  it('does not link a city to its neighbours on the ring', () => {
    expect(fringeOf(pristine(), sp('smeltsburgh'))).toEqual([]);
    expect(letters(pollutionReach(withStage3('C'), sp('smeltsburgh')))).toBe('B');
  });
});
