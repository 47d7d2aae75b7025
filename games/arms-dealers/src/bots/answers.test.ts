import { playout, randomBot, type Bot } from '@cutthroat/bots';
import type { MatchRecord } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import type { ArmsDealers } from '../game.js';
import { armsDealers } from '../game.js';
import { givenOf, tradeGain } from './answer.js';
import { greedyArmsDealersBot } from './greedy.js';
import { strongArmsDealersBot } from './search.js';

/**
 * Seeded games of greedy and strong bots against random ones, whose offers (any face for any face,
 * and money when the option is on) test the answers on many terms: every offer a bot could accept
 * and gains by by greedy's values, it accepts; every counter it makes is legal (the playout stops
 * at a refused action); every decline says why.
 */
describe('greedy and strong accept every offer they gain by', () => {
  it('over 20 seeded games with random proposers, money trades on', { timeout: 60_000 }, () => {
    let gainful = 0;
    let accepted = 0;
    let answered = 0;
    const traced = (bot: Bot<ArmsDealers>): Bot<ArmsDealers> => ({
      kind: bot.kind,
      decide(d) {
        const action = bot.decide(d);
        const o = d.view.offer;
        if (o && o.to === d.view.seat) {
          answered++;
          const hand = (d.view.game.hand ?? []).map((c) => c.face);
          const t = o.terms;
          const out = givenOf(hand, t);
          if (
            d.legal.some((a) => a.type === 'accept') &&
            out !== undefined &&
            tradeGain(hand, out, t.give, t.money) > 0
          ) {
            gainful++;
            if (action.type === 'accept') accepted++;
          }
          if (action.type === 'decline') expect(action).toHaveProperty('reason');
        }
        return action;
      },
    });
    for (let i = 0; i < 20; i++) {
      const record: MatchRecord = {
        game: 'arms-dealers',
        players: 4,
        secret: `answers/${i}`,
        options: { moneyTrades: true },
      };
      playout(armsDealers, record, [
        traced(greedyArmsDealersBot()),
        randomBot<ArmsDealers>(),
        traced(strongArmsDealersBot({ budget: { iterations: 10 } })),
        randomBot<ArmsDealers>(),
      ]);
    }
    expect(answered).toBeGreaterThan(gainful);
    expect(gainful).toBeGreaterThan(0);
    expect(accepted).toBe(gainful);
  });
});
