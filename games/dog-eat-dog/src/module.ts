import { randomBot, type Bot } from '@cutthroat/bots';
import type { GameModule } from '@cutthroat/module';
import { heuristicBot } from './bots/heuristic.js';
import { dogEatDog } from './game.js';
import { dogEatDogGlossary, dogEatDogGuide } from './guide.js';
import { dogEatDogFullState, dogEatDogText } from './terminal.js';
import { formatCash } from './words.js';

type DogEatDog = typeof dogEatDog;

/** The package's heuristic reads only a `Decision`'s view, legal actions and rng: it is a `Bot`. */
const heuristic = (): Bot<DogEatDog> => ({ kind: 'heuristic', decide: (d) => heuristicBot.decide(d) });

/**
 * Dog Eat Dog as the apps see it. `sim` reports Swiss accounts as money: the Swiss balance alone
 * decides the winner (corporate money counts for nothing at the end).
 */
export const dogEatDogModule: GameModule<DogEatDog, 'dog-eat-dog'> = {
  id: 'dog-eat-dog',
  game: dogEatDog,
  title: 'Dog Eat Dog',
  pitch:
    'Run a polluting division round a ravaged map: extract, produce, sell, bribe officials, and embezzle to a Swiss account first.',
  bots: [
    {
      name: 'heuristic',
      level: 'normal',
      blurb: 'Embezzles under the tax line, sells what it rolls, produces all it can, bribes costly laws once rich.',
      make: heuristic,
    },
    { name: 'random', level: 'easy', blurb: 'Picks any legal move at random.', make: randomBot },
  ],
  // The rules' refusals carry their figures ("at most half your corporate account: $20M"): the
  // messages are the words, and a generic sentence per code would lose them.
  refusals: {},
  text: dogEatDogText,
  guide: dogEatDogGuide,
  glossary: dogEatDogGlossary,
  sim: {
    money: (G) => G.players.map((p) => p.swiss),
    formatMoney: formatCash,
    turns: (G) => G.round,
    lengthUnit: 'rounds',
    ending: (G) => {
      switch (G.ended) {
        case 'victory':
          return 'Swiss victory';
        case 'finalRound':
          return 'map destroyed';
        case 'turnLimit':
          return 'round limit';
        case 'lastStanding':
          return 'last standing';
        default:
          return 'not ended';
      }
    },
    milestones: [
      {
        id: 'victory-swiss',
        label: 'round in which a player first holds the victory sum in Switzerland ($150M by default)',
        reached: (G) => (G.players.some((p) => p.swiss >= G.options.victorySwiss) ? G.round : null),
      },
    ],
    fullState: dogEatDogFullState,
  },
};
