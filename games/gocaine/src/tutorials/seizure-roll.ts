import type { Tutorial } from '@cutthroat/engine';
import type { GoCaineFixture } from '../schema.js';
import { at } from './points.js';

// Black holds 2 mt of product in Peru (A11), with no political influence there.
const setup: GoCaineFixture = {
  firstPlayer: 0,
  players: [{ taskForceChips: 1 }, { taskForceChips: 0 }],
  cells: [
    { seat: 0, points: [at('F11')] },
    { seat: 1, points: [at('A11'), at('B12')] },
  ],
  shipments: [{ point: at('A11'), tons: 2 }],
};

/** Interdiction Actions, Example 1: small shipment, no political influence, a roll of 2 and 2. */
export const seizureRoll: Tutorial = {
  id: 'seizure-roll',
  title: 'A seizure roll',
  summary: 'Play a Task Force chip on Peru and roll for Black’s 2 mt shipment.',
  source: 'Task Force Interdiction Actions, Example 1: small shipment, no political influence',
  players: 2,
  seat: 0,
  names: ['Red', 'Black'],
  setup,
  // Example 1's roll: a 2 on one die and a 2 on the other.
  dice: [2, 2],
  steps: [
    {
      text:
        'Black has 2 mt in Peru. A Task Force chip may be played at any point: choose Peru and interdict. ' +
        'Every shipment in the zone rolls 2D6; a 2 mt shipment is seized on 2 to 4, less one for each ' +
        'political influence asset its owner has there (Black has none).',
      expect: { type: 'interdict', zone: 'PE' },
      highlight: ['interdict-zone', 'interdict'],
    },
  ],
  done:
    'The dice came up 2 and 2: a 4, inside 2 to 4, so Black’s 2 mt were seized and go back to Black’s ' +
    'unpurchased cubes. Snake eyes (1 and 1) seizes a shipment whatever the influence.',
};
