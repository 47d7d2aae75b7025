import type { Tutorial } from '@cutthroat/engine';
import type { ArmsDealersFixture } from '../schema.js';

const setup: ArmsDealersFixture = {
  firstPlayer: 0,
  hands: [
    ['CIA', 'France', 'Angola', 'Chemical', 'Biological'],
    ['UK', 'Iraq', 'Missile', 'Missile', 'Chemical'],
    ['USSR', 'Iran', 'Conventional', 'Conventional', 'Nuclear'],
  ],
  // Ada's draw, then Boris's.
  deck: ['Nuclear', 'Missile', 'Conventional', 'Biological'],
};

/** The Intercept Phase from the other side: stop a rival's deal with an interception card. */
export const interceptADeal: Tutorial = {
  id: 'intercept-a-deal',
  title: 'Intercept a rival’s deal',
  summary: 'End a turn with no deal to lay, then stop Boris’s deal with the CIA.',
  source: 'Rules, Intercept Phase, and the Interception card list (“Cannot be Evaded by”)',
  players: 3,
  seat: 0,
  names: ['Ada', 'Boris', 'Carla'],
  setup,
  steps: [
    {
      text:
        'France sells to anyone but Angola, and Angola is your only buyer: you have no legal deal. ' +
        'End the turn without one; the CIA card stays in your hand for later.',
      expect: { type: 'end-turn' },
      highlight: ['end-turn'],
      then: [{ seat: 1, action: { type: 'deal', seller: 'UK', buyer: 'Iraq', weapon: 'Missile', count: 3 } }],
    },
    {
      text:
        'Boris drew a third Missile and lays the UK selling 3 Missiles to Iraq, worth $75 to him. ' +
        'Every other player may now intercept it. Play your CIA: unless he evades it, his deal is ' +
        'destroyed and he makes nothing.',
      expect: { type: 'intercept', agencies: ['CIA'] },
      highlight: ['intercept'],
      then: [{ seat: 1, action: { type: 'pass' } }],
    },
  ],
  done:
    'Boris held no evasion card, so the deal was destroyed: its cards and your CIA went to the discard ' +
    'pile, and he made nothing this turn. An interception card is worth keeping for a rival’s big deal.',
};
