import { describe, expect, it } from 'vitest';
import { Rng, type MatchView } from '@cutthroat/engine';
import { sampledMatch } from './sample.js';

const view: MatchView<{ readonly pile: number }, string> = {
  seq: 12,
  players: 3,
  seat: 1,
  actors: [2],
  window: null,
  offer: { id: 9, from: 2, to: 0, terms: 'swap', counters: null },
  outcome: null,
  undo: 2,
  game: { pile: 7 },
};

describe('sampledMatch', () => {
  it('keeps the view’s public match parts and the sampled game state', () => {
    const G = { pile: 7, hidden: [3, 1] };
    const state = sampledMatch(view, G, new Rng([1, 2, 3, 4]));
    expect(state.players).toBe(3);
    expect(state.seq).toBe(12);
    expect(state.G).toBe(G);
    expect(state.window).toBeNull();
    expect(state.offer).toBe(view.offer);
    expect(state.outcome).toBeNull();
    expect(state.forcedDice).toEqual([]);
    expect(state.undo).toBeUndefined();
  });

  it('draws the next four words of the sampler’s RNG as the sample’s own', () => {
    const rng = new Rng([5, 6, 7, 8]);
    const same = new Rng([5, 6, 7, 8]);
    const words = [same.nextU32(), same.nextU32(), same.nextU32(), same.nextU32()];
    expect(sampledMatch(view, null, rng).rng).toEqual(words);
    // The next sample rolls other dice.
    expect(sampledMatch(view, null, rng).rng).not.toEqual(words);
  });
});
