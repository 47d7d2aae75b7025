import { err, ok, type GameEvent, type Result, type Rng, type Seat } from '@cutthroat/engine';
import { GoCaineError } from './errors.js';
import { arrives } from './interdiction.js';
import { colourOf, type Draft, type GoCaineState } from './state.js';

/** Zones a step may join: adjacent ones, or (wastefully) the same one. */
export function zonesJoin(G: GoCaineState, from: number, to: number): boolean {
  const a = G.map.zones[G.map.zoneIndexOf[from]!]!;
  const b = G.map.zones[G.map.zoneIndexOf[to]!]!;
  return a === b || a.adjacent.includes(b.id);
}

/**
 * Tons a step out of `from` may take: product that moved onto the cell this turn and the shipment
 * held there, moving product first (taking some of the held shipment too means the moving product
 * stopped there and merged); with `held`, only the shipment held there.
 */
export function movable(G: GoCaineState, from: number, held: boolean | undefined): number {
  return held ? G.held[from]! : G.held[from]! + G.moving[from]!;
}

/**
 * One transport step (rulebook H.1 option 2): one movement unit moves part or all of a shipment
 * from one of your cells to one of yours in an adjacent zone. The moved product stays apart from a
 * shipment already on the destination cell until it moves on or the Transport action ends, so a
 * chain of steps can pass through a cell holding another shipment without merging (rulings.md).
 * A step that takes more than the moving product takes it together with the shipment held there:
 * the two merged (Transport Examples 9 and 10).
 */
export function move(
  G: Draft,
  seat: Seat,
  from: number,
  to: number,
  tons: number,
  held: boolean | undefined,
  rng: Rng,
  events: GameEvent[],
): Result<void> {
  const colour = colourOf(seat);
  if (G.movementLeft <= 0) return err(GoCaineError.NoMovementLeft, 'your movement units are used up this turn');
  if (G.board.colourAt(from) !== colour || G.board.colourAt(to) !== colour) {
    return err(GoCaineError.NotYourCell, 'product moves from one of your cells to another of yours');
  }
  if (from === to) return err(GoCaineError.SamePoint, 'a step goes to another cell');
  if (!zonesJoin(G, from, to)) {
    const a = G.map.zones[G.map.zoneIndexOf[from]!]!.name;
    const b = G.map.zones[G.map.zoneIndexOf[to]!]!.name;
    return err(GoCaineError.NotAdjacent, `${a} and ${b} are not adjacent: one step crosses one zone border`);
  }
  const available = movable(G, from, held);
  if (tons > available) return err(GoCaineError.NoProduct, `there are ${available} mt to move on that cell`);
  const moving = G.moving.slice();
  const fromMoving = held ? 0 : Math.min(tons, moving[from]!);
  moving[from]! -= fromMoving;
  if (tons > fromMoving) {
    const h = G.held.slice();
    h[from]! -= tons - fromMoving;
    G.held = h;
  }
  G.movementLeft--;
  events.push({
    type: 'moved',
    seat,
    from,
    to,
    tons,
    fromZone: G.map.zones[G.map.zoneIndexOf[from]!]!.id,
    toZone: G.map.zones[G.map.zoneIndexOf[to]!]!.id,
    movementLeft: G.movementLeft,
  });
  G.moving = moving;
  if (arrives(G, rng, to, seat, tons, events)) moving[to]! += tons;
  return ok(undefined);
}
