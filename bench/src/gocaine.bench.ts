import { playout, randomBot } from '@cutthroat/bots';
import { gocaine, type GoCaine } from '@cutthroat/gocaine';
import { measure, type PlayOne } from './measure.js';
import type { Row } from './report.js';

/**
 * Whole GoCaine games with a random bot in every seat, each from a new secret, default options.
 * Random players never reach the $1,000M needed to knock, so every game runs to the round limit.
 */
export function gocainePlayouts(players: number): PlayOne {
  const bots = Array.from({ length: players }, () => randomBot<GoCaine>());
  let game = 0;
  return () =>
    playout(gocaine, { game: gocaine.name, players, secret: `bench/gocaine/${players}/${game++}` }, bots).actions;
}

export async function benchGoCaine(): Promise<Row[]> {
  return [{ name: 'gocaine playout()', players: 6, result: await measure(gocainePlayouts(6), 5, 1) }];
}
