import { err, ok, type GameEvent, type Result, type Rng, type Seat } from '@cutthroat/engine';
import { zonesJoin } from './board.js';
import { GoCaineError } from './errors.js';
import { arrives } from './interdiction.js';
import { colourOf, type Draft, type GoCaineState } from './state.js';

/**
 * Tons a step out of `from` may take: product passing through that cell this turn first, then the
 * shipment held there.
 */
export function movable(G: GoCaineState, from: number): number {
  return G.held[from]! + G.moving[from]!;
}

/**
 * One transport step (rulebook H.1 option 2): one movement unit moves part or all of a shipment
 * from one of your cells to one of yours in an adjacent zone (or the same one). Product that stops
 * on a cell merges with the shipment there (Transport Examples 9 and 10); with `through` it passes
 * through instead and stays apart until it moves on or the Transport action ends (rulings.md), so
 * an interdiction there rolls the two separately. A step takes product passing through first.
 */
export function move(
  G: Draft,
  seat: Seat,
  from: number,
  to: number,
  tons: number,
  through: boolean,
  rng: Rng,
  events: GameEvent[],
): Result<void> {
  const colour = colourOf(seat);
  if (G.movementLeft <= 0) return err(GoCaineError.NoMovementLeft, 'your movement units are used up this turn');
  if (G.board.colourAt(from) !== colour || G.board.colourAt(to) !== colour) {
    return err(GoCaineError.NotYourCell, 'product moves from one of your cells to another of yours');
  }
  if (from === to) return err(GoCaineError.SamePoint, 'a step goes to another cell');
  if (!zonesJoin(G.map, from, to)) {
    const a = G.map.zones[G.map.zoneIndexOf[from]!]!.name;
    const b = G.map.zones[G.map.zoneIndexOf[to]!]!.name;
    return err(GoCaineError.NotAdjacent, `${a} and ${b} are not adjacent: one step crosses one zone border`);
  }
  const available = movable(G, from);
  if (tons > available) return err(GoCaineError.NoProduct, `there are ${available} mt to move on that cell`);
  const moving = G.moving.slice();
  const held = G.held.slice();
  const fromMoving = Math.min(tons, moving[from]!);
  moving[from]! -= fromMoving;
  held[from]! -= tons - fromMoving;
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
    through,
  });
  G.moving = moving;
  G.held = held;
  if (arrives(G, rng, to, seat, tons, events)) (through ? moving : held)[to]! += tons;
  return ok(undefined);
}
