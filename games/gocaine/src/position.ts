import type { GoCaineFixture } from './schema.js';
import { colourOf, LIMITS, type Draft } from './state.js';

/**
 * The part of a scenario's setup that places it within a turn and the game's end: whose turn, its
 * step, movement left and product moving, the Task Force chips played this turn and left in the
 * box, who knocked and who conceded. Laid over the position setup built (board, players, influence);
 * returns what cannot be, one sentence per wrong field, and changes G only where nothing is wrong.
 */
export function placeInTurn(G: Draft, f: GoCaineFixture): string[] {
  const wrong: string[] = [];
  const n = G.players.length;
  const size = G.held.length;
  const conceded = (f.players ?? []).flatMap((p, seat) => (p.conceded ? [seat] : []));
  if (conceded.length > 0 && n - conceded.length < 2) {
    wrong.push(`players: ${conceded.length} of ${n} conceded, and a game needs two still in`);
  }
  const active = f.active ?? G.first;
  if (active >= n) wrong.push(`active: seat ${active} is not at the table`);
  else if (conceded.includes(active)) wrong.push(`active: seat ${active} has conceded`);
  if (f.knockedBy !== undefined && f.knockedBy >= n) wrong.push(`knockedBy: seat ${f.knockedBy} is not at the table`);
  const step = f.step ?? 'action';
  const player = G.players[Math.min(active, n - 1)]!;
  const colour = colourOf(active);

  if (f.movementLeft !== undefined) {
    if (step !== 'transport') wrong.push(`movementLeft: only a Transport action (step "transport") spends movement`);
    else if (f.movementLeft < 1 || f.movementLeft > player.infrastructure) {
      wrong.push(
        `movementLeft: ${f.movementLeft} is not 1 to the active seat's infrastructure level ${player.infrastructure} (at 0 the Transport has ended)`,
      );
    }
  }
  const moving = new Array<number>(size).fill(0);
  if (f.moving?.length && step !== 'transport') wrong.push('moving: product moves only during a Transport action');
  for (const { point, tons } of f.moving ?? []) {
    if (point >= size || G.board.colourAt(point) !== colour) {
      wrong.push(`moving: ${point} has no cell of the active seat ${active} to carry the product`);
    } else moving[point]! += tons;
  }

  const hit: number[] = [];
  for (const id of f.interdicted ?? []) {
    const z = G.map.zoneById.get(id);
    if (!z) wrong.push(`interdicted: there is no zone ${id}`);
    else if (hit.includes(z.index))
      wrong.push(`interdicted: ${z.name} is named twice, and a zone takes one chip a turn`);
    else hit.push(z.index);
  }

  if (f.kissPoints?.length && step !== 'kiss') wrong.push('kissPoints: only with step "kiss"');
  if (step === 'kiss') {
    if (!f.kissPoints?.length) wrong.push('kissPoints: step "kiss" needs the intersections the deployment emptied');
    if (player.unpurchasedCells === 0) wrong.push(`step: seat ${active} has no unpurchased cell to Kiss The Ring with`);
    for (const p of f.kissPoints ?? []) {
      if (p >= size || !G.board.isLegal(p, colour)) {
        wrong.push(`kissPoints: ${p} is not an empty intersection seat ${active} may place on`);
      }
    }
  }

  // Every chip handed out came from the pool: one a player at the start and one an influence asset.
  const held = G.players.reduce((sum, p) => sum + p.taskForceChips, 0);
  const assets = G.influence.reduce((sum, slots) => sum + slots.length, 0);
  const handedOut = Math.max(held + hit.length, n + assets);
  if (held + hit.length > LIMITS.taskForceChips) {
    wrong.push(`interdicted: ${held} chips held and ${hit.length} on the board are over the ${LIMITS.taskForceChips}`);
  }
  if (f.chipPool !== undefined && f.chipPool > LIMITS.taskForceChips - handedOut) {
    wrong.push(
      `chipPool: ${f.chipPool} is over the ${Math.max(0, LIMITS.taskForceChips - handedOut)} left once ${handedOut} were handed out (one a player at the start, one an influence asset, and those held or played)`,
    );
  }
  if (wrong.length > 0) return wrong;

  G.active = active;
  G.step = step;
  G.movementLeft = f.movementLeft ?? player.infrastructure;
  G.moving = moving;
  G.hitZones = hit;
  G.kissPoints = step === 'kiss' ? [...f.kissPoints!] : [];
  G.chipPool = f.chipPool ?? Math.max(0, LIMITS.taskForceChips - handedOut);
  G.knockedBy = f.knockedBy ?? null;
  if (conceded.length > 0)
    G.players = G.players.map((p, seat) => (conceded.includes(seat) ? { ...p, conceded: true } : p));
  return [];
}
