import type { Tutorial } from '@cutthroat/engine';
import type { DogEatDogFixture } from '../setup.js';
import { deckUnder, QUIET_LAW } from './deck.js';

// Goo Pont on Polyester Park, two spaces before the IRS, with $40M in its corporate account.
const setup: DogEatDogFixture = {
  firstPlayer: 0,
  divisions: ['goo-pont', 'we-steel'],
  corporate: [40, 25],
  deck: deckUnder(QUIET_LAW),
};

/** Your Swiss Bank Account and Embezzlement: embezzle before a roll that takes you past the IRS. */
export const embezzleBeforeIrs: Tutorial = {
  id: 'embezzle-before-irs',
  title: 'Embezzling before the IRS',
  summary: 'Move $20M to your Swiss account before you roll onto the IRS, and pay no tax.',
  source: 'Movement, the IRS; Your Swiss Bank Account and Embezzlement',
  players: 2,
  seat: 0,
  names: ['Goo Pont', 'W.E. Steel'],
  setup,
  // 1 + 1 lands exactly on the IRS.
  dice: [1, 1],
  steps: [
    {
      text:
        'You run Goo Pont with $40M in your corporate account, two spaces before the IRS. Passing or ' +
        'landing on it with $26M or more costs a third of the account. Once a turn you may embezzle up ' +
        'to half of it into your Swiss account, even before rolling; but once your roll takes you onto ' +
        'or past the IRS, you may not embezzle until the tax is paid. So embezzle now: choose $20M, ' +
        'the most you may.',
      expect: { type: 'embezzle', amount: 20 },
      highlight: ['amount-embezzle', 'act-embezzle'],
    },
    {
      text: 'Your corporate account holds $20M, below $26M. Now roll.',
      expect: { type: 'roll' },
      highlight: ['act-roll'],
    },
  ],
  done:
    'A 2 put you on the IRS with $20M: no tax. Had you rolled first, the IRS would have taken $13M, a ' +
    'third of $40M rounded down. Only the Swiss account counts at the end, and nobody sees how much you ' +
    'embezzled.',
};
