import { createHash } from 'node:crypto';
import { playout, type Bot } from '@cutthroat/bots';
import { Rng, seedFromSecret, type MatchRecord } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { FACES, armsDealers, dealProfit, largestDeals, type ArmsDealers, type Face } from '../index.js';
import { bestDealValue, greedyArmsDealersBot, handWorth } from './greedy.js';
import { countsOf, worthOf } from './hand-value.js';
import { strongArmsDealersBot } from './search.js';

/** One hash of every game's log and outcome, in order. */
function logsHash(games: number, record: (i: number) => MatchRecord, bots: () => Bot<ArmsDealers>[]): string {
  const hash = createHash('sha256');
  for (let i = 0; i < games; i++) {
    const r = playout(armsDealers, record(i), bots(), { keepLog: true });
    hash.update(JSON.stringify([r.log, r.outcome]));
  }
  return hash.digest('hex');
}

/**
 * Greedy's decisions are a fixed point: long benchmarks compare other bots against it, so a change
 * that only makes it faster must leave every game as it was. These hashes were recorded from the
 * greedy that asks for any of several faces and answers by `answerOffer`; a deliberate
 * change of the bot, the rules or the log's form records them again.
 */
describe('greedy plays the games it always played', () => {
  it('300 games of four greedy bots (the seeds of `cutthroat sim --seed 1`)', () => {
    const hash = logsHash(
      300,
      (i) => ({ game: 'arms-dealers', players: 4, secret: `sim/1/${i}` }),
      () => [0, 1, 2, 3].map(() => greedyArmsDealersBot()),
    );
    expect(hash).toBe('1adccf11200640b1812079a8e9014c62744b1b0e36d9e8a6c6248a1b56242e17');
    // About 2 s of CPU, 10 s at load 7: well inside the minute.
  });

  it('a game of a small strong bot, whose rollouts play greedy without trades, against two greedy', () => {
    const hash = logsHash(
      1,
      (i) => ({ game: 'arms-dealers', players: 3, secret: `strong/${i}` }),
      () => [strongArmsDealersBot({ budget: { iterations: 10 } }), greedyArmsDealersBot(), greedyArmsDealersBot()],
    );
    expect(hash).toBe('5060efec7819f317946c0d4407bda69b15b29827eeb2363d84caf2a1aff421e8');
  });
});

/** The best deal as the rules list deals: every (seller, buyer, weapon) the hand holds. */
function bestByListing(faces: readonly Face[]): number {
  const counts = new Map<Face, number>();
  for (const f of faces) counts.set(f, (counts.get(f) ?? 0) + 1);
  let best = 0;
  for (const deal of largestDeals(counts)) best = Math.max(best, dealProfit(deal));
  return best;
}

describe('a hand valued as face counts', () => {
  const rng = new Rng(seedFromSecret('hand-value'));
  const hands = Array.from({ length: 2000 }, () =>
    Array.from({ length: rng.range(0, 9) }, () => FACES[rng.int(FACES.length)]!),
  );

  it('has the best deal of every deal the rules list', () => {
    for (const hand of hands) expect(bestDealValue(hand)).toBe(bestByListing(hand));
  });

  it('is worth its best deal and a share of the best one card more would make', () => {
    for (const hand of hands.slice(0, 300)) {
      let oneAway = bestByListing(hand);
      for (const f of FACES) oneAway = Math.max(oneAway, bestByListing([...hand, f]));
      expect(handWorth(hand)).toBe(bestByListing(hand) + 0.3 * oneAway);
    }
  });

  it('puts the counts back after looking one card ahead', () => {
    const counts = countsOf(['USA', 'India', 'Missile', 'Missile', 'CIA']);
    const before = [...counts];
    worthOf(counts);
    expect([...counts]).toEqual(before);
  });
});
