import type { Seat, StateOf } from '@cutthroat/engine';
import type { GoCaine } from '../game.js';
import { colourOf } from '../state.js';

/**
 * What the learned evaluation (`data/evaluation.json`, `cutthroat train`) reads of a position,
 * for one seat: everything in GoCaine is public but the dice. $ million; the best rival is the
 * richest seat still in. Cash enters only as a share of the knock threshold (the seat's and its
 * richest rival's), so that more cash never lowers the estimate (raw cash and cash-lead terms,
 * fitted beside them, took negative weights).
 */
export const GOCAINE_FEATURES = [
  'productValue',
  'rivalProductValue',
  'cells',
  'infrastructure',
  'influence',
  'chips',
  'loan',
  'round',
  'knockShare',
  'rivalKnockShare',
  'knocked',
] as const;

/** Tons held or moving, each at its zone's price. */
function productValue(state: StateOf<GoCaine>, seat: Seat): number {
  const G = state.G;
  const colour = colourOf(seat);
  let value = 0;
  for (let p = 0; p < G.held.length; p++) {
    if (G.board.colourAt(p) === colour)
      value += (G.held[p]! + G.moving[p]!) * G.map.zones[G.map.zoneIndexOf[p]!]!.pricePerTon;
  }
  return value;
}

export function gocaineFeatures(state: StateOf<GoCaine>, seat: Seat): number[] {
  const G = state.G;
  const me = G.players[seat]!;
  let rival: Seat | null = null;
  for (let s = 0; s < state.players; s++) {
    if (s !== seat && !G.players[s]!.conceded && (rival === null || G.players[s]!.cash > G.players[rival]!.cash))
      rival = s;
  }
  const rivalCash = rival === null ? 0 : G.players[rival]!.cash;
  let influence = 0;
  for (const slots of G.influence) for (const s of slots) if (s === seat) influence++;
  const threshold = G.options.knockThreshold;
  return [
    productValue(state, seat),
    rival === null ? 0 : productValue(state, rival),
    me.purchasedCells + G.board.stonesOf(colourOf(seat)),
    me.infrastructure,
    influence,
    me.taskForceChips,
    me.loan ? 1 : 0,
    G.round,
    Math.min(1, me.cash / threshold),
    Math.min(1, rivalCash / threshold),
    G.knockedBy === null ? 0 : G.knockedBy === seat ? 1 : -1,
  ];
}
