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
// acquisition's work took what offered it (views only), when an official drawn told its law
// (events) and when the views and the state took the public record of Swiss flows (`swissSeen`):
// the seats' actions and accounts in these games were checked unchanged by each.
const RANDOM = [
  '08f60754915532fb',
  'e1584cbe33e4f619',
  'c4d445253efffec0',
  '4deda3f490a83242',
  '230ee7dc14f54cc9',
  '52670261145d389c',
  '0284ae0cb59d6f6b',
  '5fa41e5700efd52c',
  'ebd3fc5cea35edc3',
  'a97140b9c13d332e',
  '876b0eda48208ea4',
  'ab750f516f3dbaf9',
  '8d2dd0d19be00919',
  '144df93e47e9e989',
  'da1196c951a25cbb',
  'd173da28065c0fd2',
  'b2ac186369feddbb',
  '5b3f529ce3d26bd1',
  '3869cf05f4cd22b7',
  'cf6afc2a9f21feb3',
];
const HEURISTIC = ['e6aee596a3ba89e5', '0e69b3bea0c819bf', '70f7078dbfea1e27', '03ea022d7e29b08f'];

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
