import type { Tutorial } from '@cutthroat/engine';
import { dealAndProfit } from './deal-and-profit.js';
import { discardToSeven } from './discard-to-seven.js';
import { interceptADeal } from './intercept-a-deal.js';
import { tradeForACard } from './trade-for-a-card.js';
import { interceptionEvaded } from './interception-evaded.js';

/** Arms Dealers' tutorials, in the order a newcomer takes them; adding one is a file and a line here. */
export const armsDealersTutorials: readonly Tutorial[] = [
  dealAndProfit,
  discardToSeven,
  tradeForACard,
  interceptionEvaded,
  interceptADeal,
];
