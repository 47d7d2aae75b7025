import type { Bot, Decision } from '@cutthroat/bots';
import type { GoCaine } from '../index.js';
import { chooseDeploy, chooseKiss } from './deploy.js';
import { chooseAction, nextBuy, nextMove, nextSale } from './economy.js';
import { chooseInterdiction } from './interdiction.js';
import { fallback, type Act } from './legal.js';
import { Reading, type HeuristicOptions } from './reading.js';

/**
 * GoCaine's heuristic bot. It reads only its decision's view and legal actions, and recomputes its
 * plan from the board at every decision (it keeps no memory between them):
 *
 * - a *route* is a shortest chain of zones from a cheap zone to a dearer one; the bot picks the
 *   route that pays best per turn for its cash, counting the turns still needed to deploy a cell in
 *   every zone of it, and avoiding crowded zones;
 * - it buys product in its route's buy zone (split over several cells when it can move them all in
 *   one turn), moves each shipment towards the dearest zone its cells reach, and sells there;
 * - it buys cells when it has one or none left, infrastructure when its shipments need more steps
 *   than it has, and Political Influence in the zones its product sits in once it is rich;
 * - it deploys where a cell captures, saves one of its groups, or extends its route, next to its
 *   own cells with liberties, never into self-atari; it kisses the ring where that connects;
 * - in interdiction windows it hits the zone holding the largest shipment (4 mt or more) of a seat
 *   that threatens to win, when the expected loss it inflicts is worth a chip;
 * - it knocks when its cash beats what any other seat could have after one last turn.
 */
export function decideGoCaine(decision: Decision<GoCaine>, options: HeuristicOptions = {}): Act {
  const { view, legal } = decision;
  if (legal.length <= 1) return legal.at(0);
  const v = view.game;
  const me = view.seat;
  if (me === null) return fallback(legal);
  const r = new Reading(v, me, options);
  if (view.window) return chooseInterdiction(r, legal);
  switch (v.step) {
    case 'action':
      return chooseAction(r, legal);
    case 'buy':
      return nextBuy(r, legal);
    case 'sell':
      return nextSale(r, legal);
    case 'transport':
      return nextMove(r, legal);
    case 'deploy':
      return chooseDeploy(r, legal);
    case 'kiss':
      return chooseKiss(r, legal);
  }
  return fallback(legal);
}

/**
 * The heuristic GoCaine bot (see the top of this file); with `alwaysSmall`, its `cautious` variant;
 * with `keepsAChip`, its `patient` one. Every action it returns is listed as legal.
 */
export function heuristicGoCaineBot(options: HeuristicOptions = {}): Bot<GoCaine> {
  return {
    kind: options.alwaysSmall ? 'cautious' : options.keepsAChip ? 'patient' : 'heuristic',
    decide(decision) {
      const action = decideGoCaine(decision, options);
      // Every choice above is an element of the legal list or `fallback`, which is too; the check
      // keeps it so should a future edit build an action by hand.
      for (const a of decision.legal) if (a === action) return action;
      return fallback(decision.legal);
    },
  };
}

/**
 * The heuristic that keeps one Task Force chip in hand, playing only those beyond it. Among five
 * heuristics it wins 44.6% of 1,200 seat-rotated games against their 16.7% (docs/bots.md): its chip
 * keeps them shipping small lots while it ships its cash's worth once their chips are spent.
 */
export function patientGoCaineBot(options: HeuristicOptions = {}): Bot<GoCaine> {
  return heuristicGoCaineBot({ ...options, keepsAChip: true });
}
