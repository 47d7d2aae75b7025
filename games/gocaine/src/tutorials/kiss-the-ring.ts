import type { Tutorial } from '@cutthroat/engine';
import type { GoCaineFixture } from '../schema.js';
import { at } from './points.js';

// Black's lone cell B1 holds 3 mt; Red holds A1 and C1 on either side of it along the edge.
const setup: GoCaineFixture = {
  firstPlayer: 0,
  players: [{ taskForceChips: 0 }, { taskForceChips: 0 }],
  cells: [
    { seat: 0, points: [at('A1'), at('C1')] },
    { seat: 1, points: [at('B1')] },
  ],
  shipments: [{ point: at('B1'), tons: 3 }],
};

/** Deploying a cell, capturing, and Kiss The Ring on the emptied intersection. */
export const kissTheRing: Tutorial = {
  id: 'kiss-the-ring',
  title: 'A capture with Kiss The Ring',
  summary: 'Surround Black’s cell, capture it, and take its abandoned shipment with Kiss The Ring.',
  source: 'Deploy a Cell, and Appendix 2 (Area Control & The Go Part of GoCaine)',
  players: 2,
  seat: 0,
  names: ['Red', 'Black'],
  setup,
  steps: [
    {
      text:
        'Black’s cell on B1 has one liberty left, B2: your cells on A1 and C1 and the edge of the board ' +
        'close the rest. Click B2 and deploy a cell there: the cell is captured, and its 3 mt stay behind.',
      expect: { type: 'deploy', point: at('B2') },
      highlight: ['pt-B2', 'deploy'],
    },
    {
      text:
        'Kiss The Ring: you may place one of your unpurchased cells on the intersection you just emptied, ' +
        'and take the shipment lying there. Kiss the ring on B1.',
      expect: { type: 'kiss-the-ring', point: at('B1') },
      highlight: [`kiss-${at('B1')}`, 'pt-B1'],
    },
  ],
  done:
    'You captured Black’s cell and, with Kiss The Ring, took its 3 mt: they are yours now, in your colour. ' +
    'Captured cells are out of play for the rest of the game.',
};
