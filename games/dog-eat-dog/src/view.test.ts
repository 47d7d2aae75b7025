import { playout, randomBot } from '@cutthroat/bots';
import { describe, expect, it } from 'vitest';
import { dogEatDog } from './game.js';
import type { DogEatDogState } from './state.js';
import { privateView, publicView, view } from './view.js';

describe('the whole view written field by field', () => {
  it('is the merge of the public and private parts, key for key, for every seat and a spectator', () => {
    const states: DogEatDogState[] = [];
    playout(
      dogEatDog,
      { game: 'dog-eat-dog', players: 4, secret: 'view/merge' },
      [0, 1, 2, 3].map(() => randomBot()),
      {
        observe: (s) => states.push(s.G),
      },
    );
    expect(states.length).toBeGreaterThan(100);
    for (const G of states.filter((_, i) => i % 7 === 0))
      for (const seat of [0, 1, 2, 3, null]) {
        const merged = { ...publicView(G), ...privateView(G, seat) };
        const whole = view(G, seat);
        expect(whole).toStrictEqual(merged);
        expect(Object.keys(whole)).toEqual(Object.keys(merged));
      }
  });
});
