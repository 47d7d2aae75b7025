import type { Tutorial } from '@cutthroat/engine';
import type { ArmsDealersFixture } from '../schema.js';

const setup: ArmsDealersFixture = {
  firstPlayer: 0,
  hands: [
    ['France', 'Iran', 'Chemical', 'Chemical', 'Staging Post'],
    ['CIA', 'USA', 'Nuclear', 'Angola', 'Biological'],
    ['UK', 'Iraq', 'Missile', 'Conventional', 'Biological'],
  ],
  deck: ['Chemical', 'Conventional', 'Nuclear', 'Missile'],
};

/** The Intercept Phase: one evasion card counters one interception card. */
export const interceptionEvaded: Tutorial = {
  id: 'interception-evaded',
  title: 'An interception evaded',
  summary: 'Lay a deal, see the CIA intercept it, and save it with a Staging Post.',
  source: 'Rules, Intercept Phase, and the Interception card list (“Cannot be Evaded by”)',
  players: 3,
  seat: 0,
  names: ['Ada', 'Boris', 'Carla'],
  setup,
  steps: [
    {
      text:
        'You drew a third Chemical. Lay France selling 3 Chemicals to Iran: $30 on the weapon table. ' +
        'France may sell to anyone but Angola.',
      expect: { type: 'deal', seller: 'France', buyer: 'Iran', weapon: 'Chemical', count: 3 },
      highlight: ['deal-seller', 'deal-buyer', 'deal-weapon', 'deal-count', 'deal-lay'],
      then: [{ seat: 1, action: { type: 'intercept', agencies: ['CIA'] } }],
    },
    {
      text:
        'Boris intercepts with the CIA. Evasion cards counter interceptions one for one, and any ' +
        'evasion but a Front Company evades the CIA: your Staging Post saves the deal. Play it.',
      expect: { type: 'evade', evasions: ['Staging Post'] },
      highlight: ['evade'],
    },
  ],
  done:
    'One interception, one evasion: the deal survived and paid its $30. Had you played no evasion, ' +
    'the deal would have been discarded and the Profit Phase skipped.',
};
