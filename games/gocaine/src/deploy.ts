import { err, ok, type GameEvent, type Result, type Seat } from '@cutthroat/engine';
import { GoCaineError } from './errors.js';
import { capturedBy, GoError } from './go.js';
import { colourOf, freeCubes, ownerAt, withPlayer, type Draft } from './state.js';

const GO_WORDS: Record<string, string> = {
  [GoError.Occupied]: 'that intersection is taken',
  [GoError.OffBoard]: 'that intersection is off the board',
};

/**
 * Puts a cell of `seat` on p and resolves area control: every group of another colour left
 * without liberty is captured; product on a captured cell stays as abandoned product; a cell put
 * where abandoned product lies takes it (its cubes go back to their owner; the new owner uses its
 * own, as many as it has free). Returns the intersections emptied.
 */
function place(G: Draft, seat: Seat, p: number, how: 'deployed' | 'kiss-the-ring', events: GameEvent[]) {
  const board = G.board.clone();
  const played = board.play(p, colourOf(seat));
  if (!played.ok) {
    const why =
      played.error.code === GoError.Suicide
        ? 'your cell would have no liberty there and captures nothing: suicide is not allowed'
        : (GO_WORDS[played.error.code] ?? played.error.message);
    return err(played.error.code, why);
  }
  const captured = capturedBy(played);
  const before = G.board;
  G.board = board;
  const held = G.held.slice();
  const abandoned = G.abandoned.slice();
  const abandonedOwner = G.abandonedOwner.slice();
  for (const q of captured) {
    if (held[q]! > 0) {
      abandoned[q] = held[q]!;
      abandonedOwner[q] = (before.colourAt(q) ?? 1) - 1;
      held[q] = 0;
    }
  }
  if (abandoned[p]! > 0) {
    const from = abandonedOwner[p]!;
    const tons = abandoned[p]!;
    G.held = held;
    G.abandoned = abandoned;
    G.abandonedOwner = abandonedOwner;
    // The old owner's cubes go back to its supply; the new owner puts down its own, as many as it has.
    const free = freeCubes(G, seat) + (from === seat ? tons : 0);
    const taken = Math.min(tons, free);
    abandoned[p] = 0;
    abandonedOwner[p] = -1;
    held[p] = taken;
    events.push({ type: 'took-abandoned', seat, point: p, tons: taken, from });
  }
  G.held = held;
  G.abandoned = abandoned;
  G.abandonedOwner = abandonedOwner;
  events.push({
    type: how,
    seat,
    point: p,
    zone: G.map.zones[G.map.zoneIndexOf[p]!]!.id,
    captured: played.captured.map((s) => ({ point: s.point, seat: s.colour - 1 })),
  });
  return ok(captured);
}

export function deploy(G: Draft, seat: Seat, p: number, events: GameEvent[]): Result<readonly number[]> {
  const player = G.players[seat]!;
  if (player.purchasedCells === 0) return err(GoCaineError.NoPurchasedCell, 'you have no purchased cell to deploy');
  const placed = place(G, seat, p, 'deployed', events);
  if (!placed.ok) return placed;
  withPlayer(G, seat, { purchasedCells: player.purchasedCells - 1 });
  return placed;
}

/** Kiss The Ring: once per capturing deployment, an unpurchased cell on one emptied intersection. */
export function kissTheRing(G: Draft, seat: Seat, p: number, events: GameEvent[]): Result<void> {
  if (!G.kissPoints.includes(p) || ownerAt(G, p) !== -1) {
    return err(GoCaineError.NotKissable, 'Kiss The Ring goes on an intersection your deployment just emptied');
  }
  const player = G.players[seat]!;
  if (player.unpurchasedCells === 0) return err(GoCaineError.NotEnoughCells, 'you have no unpurchased cell left');
  const placed = place(G, seat, p, 'kiss-the-ring', events);
  if (!placed.ok) return placed;
  withPlayer(G, seat, { unpurchasedCells: player.unpurchasedCells - 1 });
  return ok(undefined);
}
