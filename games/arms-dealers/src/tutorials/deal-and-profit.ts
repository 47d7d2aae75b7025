import type { Tutorial } from '@cutthroat/engine';
import type { ArmsDealersFixture } from '../schema.js';

const setup: ArmsDealersFixture = {
  firstPlayer: 0,
  hands: [
    ['UK', 'Iraq', 'Missile', 'Missile', 'Missile'],
    ['USSR', 'Angola', 'Chemical', 'Biological', 'Conventional'],
    ['France', 'Iran', 'Nuclear', 'Conventional', 'Biological'],
  ],
  // The first card is the learner's draw, the second the one drawn after the profit.
  deck: ['Missile', 'Chemical', 'Nuclear', 'Conventional'],
};

/** The rulebook's own figure: "If your deal had 4 missile cards you would make $110." */
export const dealAndProfit: Tutorial = {
  id: 'deal-and-profit',
  title: 'A deal and its profit',
  summary: 'Lay a deal of four Missiles and collect the $110 the rulebook promises.',
  source: 'Rules, Deal Phase and Profit Phase (“4 missile cards you would make $110”)',
  players: 3,
  seat: 0,
  names: ['Ada', 'Boris', 'Carla'],
  setup,
  steps: [
    {
      text:
        'Your turn began with the draw: a fourth Missile. A deal is a seller, a buyer and one or more ' +
        'weapons of one type. Choose the UK as seller, Iraq as buyer and 4 Missiles, then lay the deal. ' +
        'The UK sells to anyone, and neither the UK nor Iraq changes the profit.',
      expect: { type: 'deal', seller: 'UK', buyer: 'Iraq', weapon: 'Missile', count: 4 },
      highlight: ['deal-seller', 'deal-buyer', 'deal-weapon', 'deal-count', 'deal-lay'],
    },
  ],
  done:
    'Nobody held an interception card, so the deal went through: 4 Missiles make $110 on the weapon ' +
    'table. You discarded the deal and drew a card, and the turn passed to Boris.',
};
