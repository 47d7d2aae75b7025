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
// fields the log tells (payroll's reason, a turn's accounts, the first turn's event): the seats'
// actions and money in these games were checked unchanged by that.
const RANDOM = [
  '50d69e8e768bc4d9',
  '5702c360e41c0051',
  '70a7217162d307f9',
  '23f20e533dc696e8',
  'd7a3cded3fe8fbf0',
  '235a9d8f214cee4d',
  'b99b2fa004af593c',
  'd92153dd5589519e',
  '2bc5733f46bc23c6',
  'fd2d8daf2acee524',
  '65367a358a05b15f',
  'bd8c3fbb697fa9dd',
  'bbb87dbd23fd34da',
  '59fcd62d0eab7e10',
  '38e4e9585c35c510',
  '05a7a44e60caaa35',
  '3903568b36ca6ea8',
  '1a59cdf23dca0649',
  '621b84decdf39e11',
  'dd02b8e24a36f6c9',
];
const HEURISTIC = ['3024ea0ae1cb4fe7', '72fbbb0a575c8a1c', '5ef73cd134d54a38', 'd502024c69bbcbc7'];

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
