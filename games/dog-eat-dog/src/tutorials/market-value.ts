import type { Tutorial } from '@cutthroat/engine';
import type { DogEatDogFixture } from '../setup.js';
import { deckUnder, QUIET_LAW } from './deck.js';

// W.E. Steel starts with one iron and one chemical.
const setup: DogEatDogFixture = {
  firstPlayer: 0,
  divisions: ['we-steel', 'goo-pont'],
  deck: deckUnder(QUIET_LAW),
};

/** Phase 2: Sales, the iron example: a roll of four makes iron $4M a unit for everyone this turn. */
export const marketValue: Tutorial = {
  id: 'market-value',
  title: 'A market-value sale',
  summary: 'Roll the market value of iron (a 4: $4M a unit) and sell your iron at it.',
  source: 'Phase 2: Sales, the iron example',
  players: 2,
  seat: 0,
  names: ['W.E. Steel', 'Goo Pont'],
  setup,
  // 2 + 2 moves to Union Hall (no card, no question); then 1 + 3: iron's value is 4.
  dice: [2, 2, 1, 3],
  steps: [
    {
      text: 'You run W.E. Steel and hold one iron. First, Movement: roll two dice.',
      expect: { type: 'roll' },
      highlight: ['act-roll'],
    },
    {
      text:
        'Phase 2, Sales. Nothing has a price until someone rolls for it: two dice give a raw material’s ' +
        'market value in $ millions (a product’s is two dice plus 20). You may roll only for an item you ' +
        'hold, once per item per turn. Roll for iron.',
      expect: { type: 'roll-value', item: 'iron' },
      highlight: ['group-roll-value'],
    },
    {
      text:
        'A 4: iron is worth $4M a unit for the rest of your turn, and every player holding iron may sell ' +
        'at that price now, even though it is not his turn. Sell your iron.',
      expect: { type: 'sell', item: 'iron', count: 1 },
      highlight: ['act-sell'],
    },
  ],
  done:
    'You took $4M from the bank, and the iron went onto the Public Laws/Marketplace sheet, where any ' +
    'player may buy it. The value held for everyone with iron, including you, until your turn ended.',
};
