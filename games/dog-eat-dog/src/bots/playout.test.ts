import { playout, type Bot } from '@cutthroat/bots';
import { Rng, actorsOf, legalActionsOf, seedFromSecret, viewOf, type StateOf } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { dogEatDog } from '../game.js';
import { heuristicBot, heuristicDogEatDogBot, lawfulBot } from './heuristic.js';
import { quickLawful, roundPlayedOut } from './playout.js';

type DogEatDog = typeof dogEatDog;

/** Every state of a few games of two `lawful` and two `heuristic` seats (breaches, reports, wars). */
function states(games: number): StateOf<DogEatDog>[] {
  const out: StateOf<DogEatDog>[] = [];
  const bots: Bot<DogEatDog>[] = [lawfulBot, heuristicBot, lawfulBot, heuristicBot].map((b) => ({
    kind: b.kind,
    decide: (d) => b.decide(d),
  }));
  for (let g = 0; g < games; g++)
    playout(dogEatDog, { game: 'dog-eat-dog', players: 4, secret: `quick/${g}` }, bots, {
      observe: (s) => !s.outcome && out.push(s),
    });
  return out;
}

describe('quickLawful', () => {
  const all = states(2);
  // The playouts leave trade proposals out: the same bot without them.
  const lawful = heuristicDogEatDogBot({ lawful: true, proposals: 0 });

  it("answers half the steps or more, each with the lawful heuristic's own move", () => {
    let answered = 0;
    for (const [i, state] of all.entries()) {
      const seat = actorsOf(dogEatDog, state)[0]!;
      const quick = quickLawful(state, seat, new Rng(seedFromSecret(`q${i}`)));
      if (quick === null) continue;
      answered++;
      const legal = legalActionsOf(dogEatDog, state, seat);
      const rng = new Rng(seedFromSecret(`h${i}`));
      expect(quick).toEqual(lawful.decide({ view: viewOf(dogEatDog, state, seat), legal, rng }));
    }
    expect(all.length).toBeGreaterThan(1000);
    expect(answered / all.length).toBeGreaterThan(0.5);
  });
});

describe('roundPlayedOut', () => {
  const all = states(1);

  it('ends a playout one round on, at the turn of the player then active, after its roll', () => {
    const sample = all.find((s) => s.G.round === 3 && s.G.phase === 'hiring')!;
    const later = all.slice(all.indexOf(sample));
    const first = later.find((s) => roundPlayedOut(sample, s))!;
    expect(first.G.round).toBe(4);
    expect(first.G.active).toBe(sample.G.active);
    expect(first.G.turn.rolled).toBe(true);
    expect(later.filter((s) => s.G.round === 3).some((s) => roundPlayedOut(sample, s))).toBe(false);
  });
});
