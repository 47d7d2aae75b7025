import { createHash } from 'node:crypto';
import {
  actorsOf,
  applyAction,
  legalActionsOf,
  Rng,
  seedFromSecret,
  setupMatch,
  viewOf,
  type ActionOf,
  type LegalActions,
  type StateOf,
} from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { heuristicBot } from './bots/heuristic.js';
import { dogEatDog } from './game.js';

/**
 * The same seeded games, move for move, whatever changes in how the rules copy or mutate state:
 * each game's actions, events, the acting seat's view at every decision and the final state are
 * hashed, and the hashes were recorded before the rules moved to drafts. A rule change that
 * changes play changes them on purpose (record the new ones with the reason in the commit).
 */

type Gm = typeof dogEatDog;
type Decide = (state: StateOf<Gm>, seat: number, legal: LegalActions<ActionOf<Gm>>, rng: Rng) => ActionOf<Gm>;

const random: Decide = (_state, _seat, legal, rng) => legal.at(rng.int(legal.length));
const heuristic: Decide = (state, seat, legal, rng) =>
  heuristicBot.decide({ view: viewOf(dogEatDog, state, seat), legal, rng });

function hashOf(decide: Decide, players: number, secret: string): string {
  const h = createHash('sha256');
  const s = setupMatch(dogEatDog, { game: 'dog-eat-dog', players, secret });
  if (!s.ok) throw new Error(s.error.message);
  let state = s.value;
  const rngs = Array.from({ length: players }, (_, i) => new Rng(seedFromSecret(`${secret}/bot/${i}`)));
  for (let n = 0; !state.outcome; n++) {
    if (n > 50_000) throw new Error('no end');
    const seat = actorsOf(dogEatDog, state)[0]!;
    const legal = legalActionsOf(dogEatDog, state, seat);
    h.update(JSON.stringify(viewOf(dogEatDog, state, seat)));
    const action = decide(state, seat, legal, rngs[seat]!);
    const r = applyAction(dogEatDog, state, seat, action);
    if (!r.ok) throw new Error(`seat ${seat} chose a refused ${JSON.stringify(action)}: ${r.error.code}`);
    h.update(JSON.stringify([seat, action, r.value.events]));
    state = r.value.state;
  }
  h.update(JSON.stringify(state));
  return h.digest('hex').slice(0, 16);
}

const games = (decide: Decide, players: number, count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => hashOf(decide, players, `seeded/${tag}/${players}/${i}`));

// Recorded before the rules copied state field by field.
const RANDOM = [
  'a3429a7dbb5ece06',
  '9d2c900c7abc15e6',
  '477b6712b8dc8921',
  '264f28be484b273a',
  '4c3d25e7f51217f7',
  '099591d7251fe058',
  '4180254e9d7ee081',
  '833c6d81ebe70fb1',
  'b3d9f1ec20499d18',
  '1ec6a2e27186cd73',
  '290682b3450b76e0',
  'e8eef84d2772c0c6',
  'cf3dbf86351352c6',
  '47baf1f5a6e6a5b6',
  '48907187aecb5447',
  '379b97edcce77e84',
  '6560d3136fb0e874',
  'ccab5e06d16864b6',
  '4ba88d0ac5727f71',
  '4d9d3a9127fae828',
];
const HEURISTIC = ['5f4e4b26b87fddef', '69fec23315c6db6d', '1ddd2427b6cf3004', '27673b5fb21da654'];

describe('seeded Dog Eat Dog games', () => {
  it('random players play the recorded games', () => {
    expect([
      ...games(random, 4, 12, 'random'),
      ...games(random, 3, 4, 'random'),
      ...games(random, 6, 4, 'random'),
    ]).toEqual(RANDOM);
  });

  it('heuristic players play the recorded games', () => {
    expect([...games(heuristic, 4, 3, 'heuristic'), ...games(heuristic, 5, 1, 'heuristic')]).toEqual(HEURISTIC);
  });
});
