import { armsDealers } from '@cutthroat/arms-dealers';
import type { AnyGame } from '@cutthroat/engine';
import { gocaine } from '@cutthroat/gocaine';
import { greedyArmsDealersBot } from './arms-dealers.js';
import { heuristicGoCaineBot } from './gocaine.js';
import type { Bot } from './bot.js';
import { randomBot } from './random.js';

export interface GameEntry {
  readonly game: AnyGame;
  readonly bots: Readonly<Record<string, () => Bot<AnyGame>>>;
}

/** Every playable game and the bot kinds that can sit at it. */
export const GAMES: Readonly<Record<string, GameEntry>> = {
  'arms-dealers': {
    game: armsDealers,
    bots: {
      random: randomBot,
      greedy: greedyArmsDealersBot as unknown as () => Bot<AnyGame>,
    },
  },
  gocaine: {
    game: gocaine,
    bots: {
      random: randomBot,
      heuristic: (() => heuristicGoCaineBot()) as unknown as () => Bot<AnyGame>,
      cautious: (() => heuristicGoCaineBot({ alwaysSmall: true })) as unknown as () => Bot<AnyGame>,
    },
  },
};
