import type { Tutorial } from '@cutthroat/engine';
import type { GoCaineFixture } from '../schema.js';
import { at } from './points.js';

// Red's cells in Bolivia (F11), Western Colombia (C9), Southern Gateway (E6) and Southwest (C3).
const setup: GoCaineFixture = {
  firstPlayer: 0,
  players: [{ infrastructure: 3, taskForceChips: 0 }, { taskForceChips: 0 }],
  cells: [{ seat: 0, points: [at('F11'), at('C9'), at('E6'), at('C3')] }],
  shipments: [{ point: at('F11'), tons: 3 }],
};

const step = (from: string, to: string) => ({ type: 'move', from: at(from), to: at(to), tons: 3 });

/** Appendix 1, Transport Product: Example 2. */
export const transportExample: Tutorial = {
  id: 'transport-example',
  title: 'The Transport Example',
  summary: 'Move a 3 mt shipment from Bolivia to Southwest in one turn with Level 3 infrastructure.',
  source: 'Appendix 1, Transport Product: Example 2',
  players: 2,
  seat: 0,
  names: ['Red', 'Black'],
  setup,
  steps: [
    {
      text:
        'You are Red, the orange A on the board, with 3 mt on your cell in Bolivia (F11) and cells in Western Colombia, Southern ' +
        'Gateway and Southwest. Level 3 Smuggling Infrastructure gives three units of movement: one per ' +
        'zone moved. Click F11, then “Move from here”, then your cell C3 in Southwest, and send the path.',
      expect: step('F11', 'C9'),
      highlight: ['pt-F11', 'move-from', 'pt-C3', 'transport-confirm'],
    },
    {
      text: 'One unit used: the shipment is in Western Colombia. Two left.',
      expect: step('C9', 'E6'),
      highlight: ['transport-confirm'],
    },
    {
      text: 'Two units used: Southern Gateway. The last unit takes it to Southwest.',
      expect: step('E6', 'C3'),
      highlight: ['transport-confirm'],
    },
  ],
  done:
    'Three zones, three units of movement: the 3 mt arrived in Southwest in one turn, as Example 2 says. ' +
    'With Level 1 the same trip takes three turns (Example 1).',
};
