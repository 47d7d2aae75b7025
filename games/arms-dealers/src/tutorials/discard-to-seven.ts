import type { Tutorial } from '@cutthroat/engine';
import type { ArmsDealersFixture } from '../schema.js';

const setup: ArmsDealersFixture = {
  firstPlayer: 0,
  hands: [
    ['USA', 'Iraq', 'Angola', 'Biological', 'Biological', 'Nuclear', 'FBI'],
    ['UK', 'Iraq', 'Missile', 'Conventional', 'Chemical'],
    ['USSR', 'India', 'Conventional', 'Conventional', 'Nuclear'],
  ],
  // Ada's draw, then the card she draws after her deal's profit.
  deck: ['Biological', 'Missile', 'Conventional', 'Chemical'],
};

/** The hand limit: more than seven cards after the draw, and the extra ones go. */
export const discardToSeven: Tutorial = {
  id: 'discard-to-seven',
  title: 'Down to seven cards',
  summary: 'Draw an eighth card, discard one, then deal three Biologicals.',
  source: 'Rules, Draw Phase (the hand limit of seven cards)',
  players: 3,
  seat: 0,
  names: ['Ada', 'Boris', 'Carla'],
  setup,
  steps: [
    {
      text:
        'Your turn began with the draw: a third Biological, your eighth card. A hand holds at most ' +
        'seven after the draw, so one must go. The USA, your only seller, cannot sell to Iraq, and ' +
        'Angola is a buyer it can: discard Iraq.',
      expect: { type: 'discard', cards: ['Iraq'] },
      highlight: ['discard-chooser'],
    },
    {
      text: 'Seven cards. Now lay the USA selling 3 Biologicals to Angola.',
      expect: { type: 'deal', seller: 'USA', buyer: 'Angola', weapon: 'Biological', count: 3 },
      highlight: ['deal-seller', 'deal-buyer', 'deal-weapon', 'deal-count', 'deal-lay'],
    },
  ],
  done:
    'Nobody intercepted: the deal paid on the weapon table, and you drew a card. Discard what your ' +
    'sellers and buyers cannot use, and keep interception cards for your rivals’ deals.',
};
