import { setupMatch, type GameEvent, type StateOf } from '@cutthroat/engine';
import type { ClaimFigures, Distribution, Proportion } from '@cutthroat/module';
import { describe, expect, it } from 'vitest';
import { gocaine, type GoCaine } from './game.js';
import { gocaineClaims, gocaineExtras } from './lab.js';

const start = (() => {
  const s = setupMatch(gocaine, { game: 'gocaine', players: 3, secret: 'lab' });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
})();

/** The start, at `round`, with each seat's chips and cash as given. */
function at(round: number, chips: readonly number[], cash: readonly number[]): StateOf<GoCaine> {
  const players = start.G.players.map((p, s) => ({ ...p, taskForceChips: chips[s]!, cash: cash[s]! }));
  return { ...start, G: { ...start.G, round, players } };
}

const seized = (tons: number, yes: boolean): GameEvent => ({ type: 'seizure-roll', tons, seized: yes });
const chip: GameEvent = { type: 'interdiction' };

describe('gocaineExtras', () => {
  const ids = gocaineExtras.figures.map((f) => f.id);
  const read = (values: readonly (number | null)[]) => Object.fromEntries(ids.map((id, i) => [id, values[i]]));

  it('counts chips, seizures and tons, and times the last chip and the first $1,000M', () => {
    const tally = gocaineExtras.tally(start);
    tally.step(start, [chip, seized(4, true), seized(2, false)], at(2, [0, 1, 1], [60, 50, 50]));
    tally.step(start, [chip, seized(6, true)], at(3, [0, 0, 1], [200, 50, 50]));
    expect(read(tally.read(at(3, [0, 0, 1], [200, 50, 50])))).toMatchObject({
      'chips-played': 2,
      seizures: 2,
      'tons-seized': 10,
      'seizures-per-chip': 1,
      'chips-out': null,
      'seizures-after-chips-out': null,
      'chips-held': 1,
    });
    tally.step(start, [chip], at(5, [0, 0, 0], [300, 50, 50]));
    tally.step(start, [], at(9, [0, 0, 0], [1000, 50, 50]));
    // A chip bought back through influence.
    tally.step(start, [chip, seized(1, true)], at(9, [0, 0, 0], [1000, 50, 50]));
    expect(read(tally.read(at(9, [0, 0, 0], [1000, 50, 50])))).toMatchObject({
      'chips-played': 4,
      seizures: 3,
      'chips-out': 5,
      'leader-at-chips-out': 300,
      'seizures-after-chips-out': 1,
      'chips-out-to-billion': 4,
      'chips-held': 0,
      'tons-seized-so-far': 11,
    });
  });

  it('has no seizures per chip without a chip played', () => {
    const tally = gocaineExtras.tally(start);
    expect(read(tally.read(start))['seizures-per-chip']).toBeNull();
  });
});

describe('the first-billion claims', () => {
  const proportion = (successes: number, n: number, low: number, high: number): Proportion => ({
    successes,
    n,
    value: successes / n,
    low,
    high,
  });
  const dist = (median: number): Distribution => ({
    n: 100,
    missing: 0,
    mean: { value: median, low: median, high: median },
    min: median,
    p10: median,
    p25: median,
    median,
    p75: median,
    p90: median,
    max: median,
  });
  const figures = (within: Proportion): ClaimFigures =>
    ({
      games: 100,
      figures: Object.fromEntries(
        [
          'knock-threshold',
          'chips-played',
          'seizures',
          'tons-seized',
          'seizures-per-chip',
          'chips-out',
          'leader-at-chips-out',
          'chips-out-to-billion',
        ].map((id) => [id, dist(5)]),
      ),
      within: () => within,
    }) as unknown as ClaimFigures;

  it.each([
    ['agree', proportion(70, 100, 0.6, 0.78)],
    ['disagree', proportion(10, 100, 0.05, 0.17)],
    ['inconclusive', proportion(50, 100, 0.4, 0.6)],
  ])('%s when the share in rounds 30 to 40 is %j', (verdict, within) => {
    for (const claim of gocaineClaims) {
      const r = claim.test(figures(within));
      expect(r.verdict).toBe(verdict);
      expect(r.why).toMatch(/every chip in hand was gone by round 5/);
    }
  });
});
