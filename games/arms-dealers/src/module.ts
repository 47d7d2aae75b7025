import { randomBot } from '@cutthroat/bots';
import { ladderOf, type GameModule } from '@cutthroat/module';
import ladder from '../data/ladder.json' with { type: 'json' };
import { ARMS_DEALERS_FEATURES, armsDealersFeatures } from './bots/features.js';
import { greedyArmsDealersBot } from './bots/greedy.js';
import { armsDealersSearch, strongArmsDealersBot } from './bots/search.js';
import { armsDealersFullState } from './full-state.js';
import { armsDealers, type ArmsDealers } from './game.js';
import { armsDealersGlossary, armsDealersGuide } from './guide.js';
import { armsDealersClaims, armsDealersExtras, armsDealersSeatGroups } from './lab.js';
import { formatMoney } from './profit.js';
import { armsDealersText } from './terminal.js';
import { refusalWords } from './words.js';

/** Arms Dealers as the apps see it: the catalogue lists this. */
export const armsDealersModule: GameModule<ArmsDealers, 'arms-dealers'> = {
  id: 'arms-dealers',
  game: armsDealers,
  title: 'Arms Dealers',
  pitch:
    'A card game of arms deals: match a seller, a buyer and weapons, trade for the cards you lack, intercept rivals.',
  // The heuristic stays first, the stand-in for a seat whose player left, while the server runs
  // bots on its event loop: a search decision takes up to 300 ms of CPU (docs/bots.md).
  bots: [
    {
      name: 'greedy',
      level: 'normal',
      blurb:
        'Lays its most profitable deal, intercepts a leader, evades when it can; offers trades for the card it lacks and accepts only those that help it.',
      make: () => greedyArmsDealersBot(),
    },
    {
      name: 'strong',
      level: 'strong',
      blurb:
        'Plans ahead: plays out hundreds of futures from guesses at the hands it cannot see, trades included, and picks what wins most.',
      make: (settings) => strongArmsDealersBot(settings?.budget ? { budget: settings.budget } : {}),
    },
    { name: 'random', level: 'easy', blurb: 'Picks any legal move at random.', make: randomBot },
  ],
  refusals: refusalWords,
  text: armsDealersText,
  search: armsDealersSearch,
  ladder: ladderOf(ladder),
  valueFeatures: { names: ARMS_DEALERS_FEATURES, of: armsDealersFeatures },
  guide: armsDealersGuide,
  glossary: armsDealersGlossary,
  sim: {
    money: (G) => G.money,
    formatMoney,
    turns: (G) => G.turn,
    fullState: armsDealersFullState,
    extras: armsDealersExtras,
    seatGroups: armsDealersSeatGroups,
    claims: armsDealersClaims,
  },
};
