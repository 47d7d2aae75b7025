import {
  actorsOf,
  applyAction,
  legalActionsOf,
  Rng,
  seedFromSecret,
  setupMatch,
  viewOf,
  type ActionOf,
  type StateOf,
} from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { dogEatDog } from '../game.js';
import { heuristicBot } from './heuristic.js';

type Gm = typeof dogEatDog;
type Decide = (state: StateOf<Gm>, seat: number, rng: Rng) => ActionOf<Gm>;

const heuristic: Decide = (state, seat, rng) =>
  heuristicBot.decide({ view: viewOf(dogEatDog, state, seat), legal: legalActionsOf(dogEatDog, state, seat), rng });
const random: Decide = (state, seat, rng) => {
  const legal = legalActionsOf(dogEatDog, state, seat);
  if (state.window && (legal.length === 0 || rng.int(4) === 0)) return { type: 'pass' };
  return legal.at(rng.int(legal.length));
};

/** One game, the first actor moving each time, as `@cutthroat/bots`' playout does. */
function play(bots: Decide[], seed: string) {
  const s = setupMatch(dogEatDog, { game: 'dog-eat-dog', players: bots.length, secret: seed });
  if (!s.ok) throw new Error(s.error.message);
  let state = s.value;
  const rngs = bots.map((_, i) => new Rng(seedFromSecret(`${seed}/${i}`)));
  for (let n = 0; !state.outcome; n++) {
    if (n > 50_000) throw new Error('no end');
    const seat = actorsOf(dogEatDog, state)[0]!;
    const action = bots[seat]!(state, seat, rngs[seat]!);
    const r = applyAction(dogEatDog, state, seat, action);
    if (!r.ok) throw new Error(`seat ${seat} chose a refused ${JSON.stringify(action)}: ${r.error.code}`);
    state = r.value.state;
  }
  return state;
}

describe('the heuristic bot', () => {
  it('plays whole games with only legal actions, and they end', () => {
    const reasons: string[] = [];
    for (let i = 0; i < 6; i++)
      reasons.push(String(play([heuristic, heuristic, heuristic, heuristic], `h-${i}`).G.ended));
    expect(reasons.every((r) => ['victory', 'finalRound', 'lastStanding', 'turnLimit'].includes(r))).toBe(true);
  });

  it('beats three random seats far more often than one game in four (seats rotated)', () => {
    let wins = 0;
    const games = 8;
    for (let i = 0; i < games; i++) {
      const seat = i % 4;
      const bots = [random, random, random, random];
      bots[seat] = heuristic;
      const state = play(bots, `hr-${i}`);
      if (state.outcome!.ranking.some((r) => r.seat === seat && r.rank === 1)) wins++;
    }
    expect(wins).toBeGreaterThan(games / 2);
  });
});
