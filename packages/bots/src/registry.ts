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
  /**
   * The strongest kind: it stands in for a seat whose clock ran out or who forfeited, and is the
   * terminal's default opponent.
   */
  readonly defaultBot: string;
}

/** Every playable game and the bot kinds that can sit at it. */
export const GAMES: Readonly<Record<string, GameEntry>> = {
  'arms-dealers': {
    game: armsDealers,
    bots: {
      random: randomBot,
      greedy: greedyArmsDealersBot as unknown as () => Bot<AnyGame>,
    },
    defaultBot: 'greedy',
  },
  gocaine: {
    game: gocaine,
    bots: {
      random: randomBot,
      heuristic: (() => heuristicGoCaineBot()) as unknown as () => Bot<AnyGame>,
      cautious: (() => heuristicGoCaineBot({ alwaysSmall: true })) as unknown as () => Bot<AnyGame>,
    },
    defaultBot: 'heuristic',
  },
};
