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

// Recorded before the rules copied state field by field, and again when the events took the
// fields the log tells (payroll's reason, a turn's accounts, the first turn's event), and when an
// acquisition's work took what offered it (views only): the seats' actions and events in these
// games were checked unchanged by each.
const RANDOM = [
  'de36d35726c07765',
  '2b7631de1704d2c8',
  'a26c29d1da60de05',
  '2545961f5975647c',
  '07cd2650ff46996d',
  '74a95933a47fd487',
  '96d4bc513e651978',
  '9a7f07c769e31411',
  '3559894891255b94',
  'e49d50772777d8b3',
  'd6ed5058001f787a',
  'b614bb63c1a2621a',
  'ff947a9af3739390',
  '129aac91db114859',
  '0cdd14d6ab18e1d3',
  '4e856088f93c6354',
  '81dce5b8ad18d06c',
  '519243f8522abf86',
  '494f02590e2ca118',
  'bb9ed11c9e576b69',
];
const HEURISTIC = ['3797ccde85279d3f', 'b1d6e2343827f191', 'ebde637360685d31', '21e3b2c4bb692865'];

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
