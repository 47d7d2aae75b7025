import type { Seat, StateOf } from '@cutthroat/engine';
import { faceOf } from '../cards.js';
import type { ArmsDealers } from '../game.js';
import { bestDealValue } from './greedy.js';

/**
 * What the learned evaluation (`data/evaluation.json`, `cutthroat train`) reads of a position,
 * for one seat, from what that seat sees: money is public, hands are counted but only the seat's
 * own is read, the deck's size tells how far the game has gone. Dollars, not cents.
 */
export const ARMS_DEALERS_FEATURES = [
  'lead',
  'leadOverMean',
  'bestDeal',
  'handSize',
  'progress',
  'leadTimesProgress',
  'bestDealTimesProgress',
] as const;

export function armsDealersFeatures(state: StateOf<ArmsDealers>, seat: Seat): number[] {
  const G = state.G;
  const money = G.money[seat]! / 100;
  let best = Number.NEGATIVE_INFINITY;
  let sum = 0;
  for (let s = 0; s < state.players; s++) {
    if (s === seat) continue;
    best = Math.max(best, G.money[s]! / 100);
    sum += G.money[s]! / 100;
  }
  const lead = money - best;
  const bestDeal = bestDealValue(G.hands[seat]!.map(faceOf)) / 100;
  const progress = G.drawn / G.deck.length;
  return [
    lead,
    money - sum / (state.players - 1),
    bestDeal,
    G.hands[seat]!.length,
    progress,
    lead * progress,
    bestDeal * progress,
  ];
}
