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

/** Where a step out of `from` takes its tons: product moving this turn first, unless `held`. */
export function sourceOf(G: GoCaineState, from: number, held: boolean | undefined): 'held' | 'moving' {
  if (held) return 'held';
  return G.moving[from]! > 0 ? 'moving' : 'held';
}

/**
 * One transport step (rulebook H.1 option 2): one movement unit moves part or all of a shipment
 * from one of your cells to one of yours in an adjacent zone. The moved product stays apart from a
 * shipment already on the destination cell until the Transport action ends, so a chain of steps
 * can pass through a cell holding another shipment without merging (rulings.md); product moved onto
 * the same cell this turn does merge, as in Transport Example 9.
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
  const source = sourceOf(G, from, held);
  const available = G[source][from]!;
  if (tons > available) return err(GoCaineError.NoProduct, `there are ${available} mt ${source} on that cell`);
  const moving = G.moving.slice();
  if (source === 'held') {
    const h = G.held.slice();
    h[from]! -= tons;
    G.held = h;
  } else {
    moving[from]! -= tons;
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
