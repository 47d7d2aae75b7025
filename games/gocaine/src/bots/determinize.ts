import { sampledMatch } from '@cutthroat/bots';
import type { Rng, Seat, StateOf, ViewOf } from '@cutthroat/engine';
import { gocaineMap, type GoCaineMap } from '../board.js';
import type { GoCaine } from '../game.js';
import { GoBoard } from '../go.js';
import { colourOf, type GoCaineState, type PlayerState } from '../state.js';

/**
 * Everything in GoCaine is public but the dice: a sample is the view's position, rebuilt as a game
 * state, with RNG words of its own drawn from `rng`. Reads only the view, so states that give
 * `seat` the same view give the same samples.
 */
export function determinizeGoCaine(
  view: ViewOf<GoCaine>,
  _seat: Seat,
  rng: Rng,
  map: GoCaineMap = gocaineMap,
): StateOf<GoCaine> {
  const v = view.game;
  const board = new GoBoard(map.columns, map.rows);
  v.cells.forEach((seat, p) => {
    if (seat < 0) return;
    const placed = board.place(p, colourOf(seat));
    if (!placed.ok) throw new Error(`determinizeGoCaine: ${placed.error.message}`);
  });
  const players: PlayerState[] = v.players.map((p) => ({
    cash: p.cash,
    purchasedCells: p.purchasedCells,
    unpurchasedCells: p.unpurchasedCells,
    infrastructure: p.infrastructure,
    taskForceChips: p.taskForceChips,
    loan: p.loan,
    conceded: p.conceded,
  }));
  const zone = (id: string) => {
    const z = map.zoneById.get(id);
    if (!z) throw new Error(`determinizeGoCaine: no zone ${id} on the map`);
    return z.index;
  };
  const G: GoCaineState = {
    options: v.options,
    map,
    players,
    board,
    held: v.held,
    moving: v.moving,
    abandoned: v.abandoned,
    abandonedOwner: v.abandonedOwner,
    influence: map.zones.map((z) => v.influence[z.id] ?? []),
    chipPool: v.chipPool,
    loanPool: v.loanPool,
    first: v.first,
    active: v.active,
    round: v.round,
    step: v.step,
    movementLeft: v.movementLeft,
    hitZones: v.hitZones.map(zone),
    kissPoints: v.kissPoints,
    knockedBy: v.knockedBy,
    over: v.over,
  };
  return sampledMatch(view, G, rng);
}
