import { randomBot, type Bot } from '@cutthroat/bots';
import { ladderOf, type GameModule } from '@cutthroat/module';
import ladder from '../data/ladder.json' with { type: 'json' };
import { heuristicDogEatDogBot, heuristicParams, type HeuristicParams } from './bots/heuristic.js';
import { DOG_EAT_DOG_FEATURES, dogEatDogFeatures } from './bots/features.js';
import { dogEatDogSearch, strongDogEatDogBot } from './bots/search.js';
import { dogEatDog } from './game.js';
import { dogEatDogGlossary, dogEatDogGuide } from './guide.js';
import { dogEatDogClaims, dogEatDogExtras, dogEatDogSeatGroups } from './lab.js';
import { declarationFailed, derivedValues } from './derived.js';
import { mapDestroyed } from './outcome.js';
import { dogEatDogFullState, dogEatDogText } from './terminal.js';
import { formatCash } from './words.js';

type DogEatDog = typeof dogEatDog;

/** The package's heuristic reads only a `Decision`'s view, legal actions and rng: it is a `Bot`. */
const heuristic = (kind: string, params: HeuristicParams): Bot<DogEatDog> => {
  const bot = heuristicDogEatDogBot(params);
  return { kind, decide: (d) => bot.decide(d) };
};

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
      blurb:
        'Embezzles under the tax line, sells what it rolls, produces all it can, trades raw materials, bribes costly laws once rich.',
      params: heuristicParams,
      make: (s) => heuristic('heuristic', heuristicParams.parse(s?.params ?? {})),
    },
    {
      name: 'strong',
      level: 'strong',
      blurb: 'Looks ahead: plays out guesses at what it cannot see, from the hidden cards to the Swiss balances.',
      make: (settings) => strongDogEatDogBot(settings?.budget ? { budget: settings.budget } : {}),
    },
    {
      name: 'hoarder',
      level: 'normal',
      blurb: 'The heuristic that never trades: it neither offers nor accepts.',
      make: () => heuristic('hoarder', { trades: false }),
    },
    {
      name: 'lawful',
      level: 'normal',
      blurb: 'The heuristic that keeps to the Public Laws: it never breaks one, so it is never fined.',
      make: () => heuristic('lawful', { lawful: true }),
    },
    { name: 'random', level: 'easy', blurb: 'Picks any legal move at random.', make: randomBot },
  ],
  search: dogEatDogSearch,
  valueFeatures: { names: DOG_EAT_DOG_FEATURES, of: dogEatDogFeatures },
  ladder: ladderOf(ladder),
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
    derived: derivedValues,
    declarationFailed,
    milestones: [
      {
        id: 'victory-swiss',
        label: 'round in which a player first holds the victory sum in Switzerland ($150M by default)',
        reached: (G) => (G.players.some((p) => p.swiss >= G.options.victorySwiss) ? G.round : null),
      },
      {
        id: 'map-destroyed',
        label: 'round in which every Natural Square is at Stage 3 (the map destroyed)',
        reached: (G) => (mapDestroyed(G) ? G.round : null),
      },
    ],
    fullState: dogEatDogFullState,
    extras: dogEatDogExtras,
    seatGroups: dogEatDogSeatGroups,
    claims: dogEatDogClaims,
  },
};
