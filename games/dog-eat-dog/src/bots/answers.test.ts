import { playout, randomBot, type Bot } from '@cutthroat/bots';
import type { MatchRecord } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { dogEatDog } from '../game.js';
import { heuristicBot } from './heuristic.js';
import { gain } from './trading.js';

type DogEatDog = typeof dogEatDog;

/**
 * Seeded games of two heuristic bots and two random ones, whose offers (any of the menu, to
 * anyone) test the heuristic's answers on many terms: every offer its values say it gains by, it
 * accepts; every counter it makes is a legal one (the playout stops at a refused action).
 */
describe('the heuristic accepts every offer it gains by', () => {
  it('over 12 seeded games with random proposers', { timeout: 60_000 }, () => {
    let gainful = 0;
    let accepted = 0;
    let answered = 0;
    const traced: Bot<DogEatDog> = {
      kind: 'heuristic',
      decide(d) {
        const action = heuristicBot.decide(d);
        const o = d.view.offer;
        if (o && o.to === d.view.seat) {
          answered++;
          const mine = gain(d.view.game, o.to, o.terms.get, o.terms.give);
          const acceptable = d.legal.some((a) => a.type === 'accept');
          if (mine !== null && mine > 0 && acceptable) {
            gainful++;
            if (action.type === 'accept') accepted++;
          }
          if (action.type === 'decline') expect(action).toHaveProperty('reason');
        }
        return action;
      },
    };
    for (let i = 0; i < 12; i++) {
      const record: MatchRecord = {
        game: 'dog-eat-dog',
        players: 4,
        secret: `answers/${i}`,
        options: { victorySwiss: 60 },
      };
      playout(dogEatDog, record, [traced, randomBot<DogEatDog>(), traced, randomBot<DogEatDog>()]);
    }
    expect(answered).toBeGreaterThan(gainful);
    expect(gainful).toBeGreaterThan(0);
    expect(accepted).toBe(gainful);
  });
});
