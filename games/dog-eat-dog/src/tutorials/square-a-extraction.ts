import type { Tutorial } from '@cutthroat/engine';
import type { DogEatDogFixture } from '../setup.js';
import { deckUnder, QUIET_LAW } from './deck.js';

// W.E. Steel starts on Smeltsburgh with 2 workers and control of Square A (iron, iron, coal).
const setup: DogEatDogFixture = {
  firstPlayer: 0,
  divisions: ['we-steel', 'goo-pont'],
  deck: deckUnder(QUIET_LAW),
};

/** Extraction and Degradation's example: three workers strip Square A to Stage 2. */
export const squareAExtraction: Tutorial = {
  id: 'square-a-extraction',
  title: 'The Square A extraction',
  summary: 'Hire a third worker and extract all three raw materials from Square A, degrading it.',
  source: 'Extraction and Degradation, the Square A example',
  players: 2,
  seat: 0,
  names: ['W.E. Steel', 'Goo Pont'],
  setup,
  // 4 + 5 takes the piece from Smeltsburgh to the Commodities Exchange: no card, no question.
  dice: [4, 5],
  steps: [
    {
      text:
        'You run W.E. Steel and control Natural Square A, which shows two iron and one coal. Every turn ' +
        'starts with Movement: roll two dice and move clockwise.',
      expect: { type: 'roll' },
      highlight: ['act-roll'],
    },
    {
      text:
        'You landed on the Commodities Exchange. Phase 2 is Sales; there is nothing you want to sell yet, ' +
        'so end the phase. Payroll follows by itself: $1M for each of your 2 workers.',
      expect: { type: 'done' },
      highlight: ['act-done'],
    },
    {
      text:
        'Hiring: each worker extracts one raw material. Square A holds three, and you have only two ' +
        'workers, so hire one more for $3M.',
      expect: { type: 'hire', count: 1 },
      highlight: ['amount-hire', 'act-hire'],
    },
    {
      text: 'Three workers now. End the hiring phase.',
      expect: { type: 'done' },
      highlight: ['act-done'],
    },
    {
      text:
        'Production: W.E. Steel needs an iron and a coal for each steel, and you hold no coal. End the ' +
        'phase; the coal comes next.',
      expect: { type: 'done' },
      highlight: ['act-done'],
    },
    {
      text:
        'Extraction: send all three workers to Square A and take everything it shows, one worker a raw ' +
        'material: "Extract coal, iron, iron". Taking more than one raw material from a square in a turn ' +
        'degrades it.',
      // The listed order: the items sorted by name.
      expect: { type: 'extract', square: 0, items: ['coal', 'iron', 'iron'] },
      highlight: ['square-0', 'group-extract'],
    },
  ],
  done:
    'You received two iron and one coal, and Square A degraded at once to Stage 2 (any pollution ' +
    'markers on it go back to the supply): it now shows coal and chemicals. Strip a square like this ' +
    'when you are about to pass your home city and can buy control of a fresh one.',
};
