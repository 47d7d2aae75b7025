import { armsDealers, type ArmsDealers } from '@cutthroat/arms-dealers';
import { playout, randomBot } from '@cutthroat/bots';
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
  return rows;
}
