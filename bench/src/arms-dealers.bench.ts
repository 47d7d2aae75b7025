import { armsDealers, type ArmsDealers } from '@cutthroat/arms-dealers';
import { playout, randomBot } from '@cutthroat/bots';
import {
  actorsOf,
  applyAction,
  awaitedOf,
  legalActionsOf,
  outcomeOf,
  parseAction,
  Rng,
  seedFromSecret,
  setupMatch,
  viewTexts,
} from '@cutthroat/engine';
import { measure, type PlayOne } from './measure.js';
import type { Row } from './report.js';

/** Arms Dealers with a random bot in every seat, each game from a new secret, as the bots play it. */
export function armsDealersPlayouts(players: number): PlayOne {
  const bots = Array.from({ length: players }, () => randomBot<ArmsDealers>());
  let game = 0;
  return () =>
    playout(armsDealers, { game: armsDealers.name, players, secret: `bench/arms-dealers/${players}/${game++}` }, bots)
      .actions;
}

/**
 * The rules' share of what the server does per action in `npm run bench:server` (4 players,
 * `offersPerTurn: 0`): the action parsed from its JSON, judged and applied, who is awaited next,
 * then each seat's view and legal actions as the text it is sent (`broadcast` in the server's
 * host). Random actions, as the benchmark's clients pick them. No sockets, no store.
 */
export function armsDealersAsServed(): PlayOne {
  const rng = new Rng(seedFromSecret('bench/arms-dealers/served'));
  let game = 0;
  return () => {
    const record = {
      game: armsDealers.name,
      players: 4,
      secret: `bench/arms-dealers/served/${game++}`,
      options: { offersPerTurn: 0 },
    };
    const start = setupMatch(armsDealers, record);
    if (!start.ok) throw new Error(start.error.message);
    let state = start.value;
    let actions = 0;
    let sentBytes = 0;
    for (; outcomeOf(armsDealers, state) === null; actions++) {
      const seat = actorsOf(armsDealers, state)[0]!;
      const legal = legalActionsOf(armsDealers, state, seat);
      const sent = JSON.stringify(legal.at(rng.int(legal.length)));
      const action = parseAction(armsDealers, JSON.parse(sent));
      if (!action.ok) throw new Error(action.error.message);
      const next = applyAction(armsDealers, state, seat, action.value);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value.state;
      awaitedOf(armsDealers, state);
      const views = viewTexts(armsDealers, state);
      for (let s = 0; s < record.players; s++) {
        sentBytes += views(s).length + JSON.stringify(legalActionsOf(armsDealers, state, s).toArray()).length;
      }
    }
    if (sentBytes === 0) throw new Error('no seat was sent anything');
    return actions;
  };
}

/** Four players at length, the smallest and largest tables briefly. */
export async function benchArmsDealers(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [players, seconds, warmup] of [
    [4, 5, 1],
    [2, 1.5, 0.5],
    [6, 1.5, 0.5],
  ] as const) {
    rows.push({
      name: 'arms-dealers playout()',
      players,
      result: await measure(armsDealersPlayouts(players), seconds, warmup),
    });
  }
  rows.push({
    name: 'arms-dealers as served (views, legal)',
    players: 4,
    result: await measure(armsDealersAsServed(), 3, 1),
  });
  return rows;
}
