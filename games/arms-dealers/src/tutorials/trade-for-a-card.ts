import type { Tutorial } from '@cutthroat/engine';
import type { ArmsDealersFixture } from '../schema.js';

const setup: ArmsDealersFixture = {
  firstPlayer: 0,
  hands: [
    ['France', 'Iran', 'Chemical', 'Missile', 'FBI'],
    ['USSR', 'Angola', 'Chemical', 'Biological', 'Conventional'],
    ['UK', 'India', 'Nuclear', 'Conventional', 'Biological'],
  ],
  // Ada's draw, then the card she draws after her deal's profit.
  deck: ['Chemical', 'Nuclear', 'Conventional', 'Missile'],
};

/** The Deal Phase's trades: one card for another, offered and accepted, then the deal it makes. */
export const tradeForACard: Tutorial = {
  id: 'trade-for-a-card',
  title: 'Trade for the card you lack',
  summary: 'Offer Boris your Missile for his Chemical, then deal three Chemicals.',
  source: 'Rules, Deal Phase (trading cards before a deal)',
  players: 3,
  seat: 0,
  names: ['Ada', 'Boris', 'Carla'],
  setup,
  steps: [
    {
      text:
        'You drew a second Chemical. Before a deal you may trade cards with the others, one for one. ' +
        'Boris holds a Chemical: offer him your Missile for it. In the trade panel, click your ' +
        'Missile card (the card you give), then Chemical (the card you ask for: his hand is hidden, ' +
        'so you name a kind of card), and propose.',
      expect: { type: 'propose', to: 1, terms: { give: 'Missile', want: 'Chemical', money: 0 } },
      highlight: ['trade-pick-give', 'trade-pick-want', 'trade-propose'],
      then: [{ seat: 1, action: { type: 'accept', offer: 0 } }],
    },
    {
      text: 'Boris accepted: three Chemicals. Lay France selling 3 Chemicals to Iran.',
      expect: { type: 'deal', seller: 'France', buyer: 'Iran', weapon: 'Chemical', count: 3 },
      highlight: ['deal-seller', 'deal-buyer', 'deal-weapon', 'deal-count', 'deal-lay'],
    },
  ],
  done:
    'A trade is one card for one: both players must agree, and the one asked may decline or counter. ' +
    'Your three Chemicals made $30, and the turn passed to Boris.',
};
