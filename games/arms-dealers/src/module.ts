import { randomBot } from '@cutthroat/bots';
import type { GameModule } from '@cutthroat/module';
import { greedyArmsDealersBot } from './bots/greedy.js';
import { armsDealersFullState } from './full-state.js';
import { armsDealers, type ArmsDealers } from './game.js';
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
  bots: [
    {
      name: 'greedy',
      level: 'normal',
      blurb:
        'Lays its most profitable deal, intercepts a leader, evades when it can; accepts only trades that help it.',
      make: greedyArmsDealersBot,
    },
    { name: 'random', level: 'easy', blurb: 'Picks any legal move at random.', make: randomBot },
  ],
  refusals: refusalWords,
  text: armsDealersText,
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
