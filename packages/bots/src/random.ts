import type { AnyGame } from '@cutthroat/engine';
import type { Bot } from './bot.js';

/** Uniform over the legal actions, window answers and trade offers included. */
export function randomBot<Gm extends AnyGame>(): Bot<Gm> {
  return { kind: 'random', decide: ({ legal, rng }) => legal.at(rng.int(legal.length)) };
}
