import { describe, expect, it } from 'vitest';
import { cpuTimed, dogEatDogPlayouts } from './dog-eat-dog.bench.js';

describe('dogEatDogPlayouts', () => {
  it('plays whole random games, the same ones from one run to the next (seeded)', () => {
    const a = dogEatDogPlayouts(4, 'random');
    const b = dogEatDogPlayouts(4, 'random');
    const games = Array.from({ length: 3 }, () => a());
    // A random 4-player game runs to some hundreds of actions before all but one are bankrupt.
    for (const actions of games) expect(actions).toBeGreaterThan(50);
    expect(Array.from({ length: 3 }, () => b())).toEqual(games);
  });

  it('counts the games it times and the CPU time they took', () => {
    const { result } = cpuTimed(dogEatDogPlayouts(4, 'random'), 0.001);
    expect(result.games).toBeGreaterThanOrEqual(1);
    expect(result.seconds).toBeGreaterThan(0);
    expect(result.gamesPerSecond).toBeCloseTo(result.games / result.seconds);
  });
});
