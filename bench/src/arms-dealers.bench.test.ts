import { describe, expect, it } from 'vitest';
import { armsDealersAsServed } from './arms-dealers.bench.js';

describe('armsDealersAsServed', () => {
  it('plays whole games the way the server serves them, each action taken from its JSON', () => {
    const play = armsDealersAsServed();
    const games = Array.from({ length: 5 }, () => play());
    // Arms Dealers with four players and no trade offers runs about a hundred actions a game.
    for (const actions of games) expect(actions).toBeGreaterThan(20);
  });

  it('is the same games from one run to the next (seeded)', () => {
    const a = armsDealersAsServed();
    const b = armsDealersAsServed();
    expect(Array.from({ length: 3 }, () => a())).toEqual(Array.from({ length: 3 }, () => b()));
  });
});
