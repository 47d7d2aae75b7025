import type { GameEvent, MatchState } from '@cutthroat/engine';
import {
  actionText,
  eventText,
  formatCash,
  gocaineMap,
  placeName,
  pointName,
  STEP_NAMES,
  windowTitle,
  zoneName,
  type GoCaine,
  type GoCaineState,
} from './index.js';
import type { TerminalTextOf } from '@cutthroat/module';

const map = gocaineMap;
const columns = Array.from({ length: map.columns }, (_, x) => String.fromCharCode(65 + x));

/**
 * The board as a grid: each intersection is its zone's two letters, then the seat number of the
 * cell on it or `.`, then `*` when product lies there (a shipment, or `!` abandoned product).
 */
function grid(cells: readonly number[], product: (p: number) => '*' | '!' | ' '): string[] {
  const lines = [`      ${columns.map((c) => c.padEnd(5)).join('')}`.trimEnd()];
  for (let y = 0; y < map.rows; y++) {
    let line = `  ${String(y + 1).padStart(2)}  `;
    for (let x = 0; x < map.columns; x++) {
      const p = y * map.columns + x;
      const seat = cells[p]!;
      line += `${map.zones[map.zoneIndexOf[p]!]!.id}${seat < 0 ? '.' : String(seat)}${product(p)} `;
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

export const gocaineText: TerminalTextOf<GoCaine> = {
  table(v, names) {
    const lines: string[] = [];
    const who = (s: number) => names[s] ?? `seat ${s}`;
    lines.push(
      `Round ${v.round} · ${who(v.active)} to play · ${STEP_NAMES[v.step]}` +
        (v.step === 'transport' ? ` · ${v.movementLeft} movement left` : '') +
        (v.knockedBy !== null ? ` · ${who(v.knockedBy)} knocked: last round` : ''),
    );
    const width = Math.max(...names.map((n) => n.length));
    v.players.forEach((p, s) => {
      const flags = [p.loan ? 'loan' : '', p.conceded ? 'conceded' : ''].filter(Boolean).join(', ');
      lines.push(
        `  ${s === v.active ? '>' : ' '} ${who(s).padEnd(width)} ${formatCash(p.cash).padStart(8)}` +
          `  cells ${p.cellsOnBoard} on board, ${p.purchasedCells} to deploy, ${p.unpurchasedCells} in the bag` +
          `  · infrastructure ${p.infrastructure} · chips ${p.taskForceChips} · cubes out ${p.cubesOnBoard}/75` +
          (flags ? ` · ${flags}` : ''),
      );
    });
    lines.push('', 'Board (zone, seat of the cell or ., * product, ! abandoned product):');
    lines.push(...grid(v.cells, (p) => (v.held[p]! + v.moving[p]! > 0 ? '*' : v.abandoned[p]! > 0 ? '!' : ' ')));
    const shipments: string[] = [];
    for (let p = 0; p < v.cells.length; p++) {
      const tons = v.held[p]! + v.moving[p]!;
      if (tons > 0) {
        const moving = v.moving[p]! > 0 ? ` (${v.moving[p]} passing through)` : '';
        shipments.push(`${who(v.cells[p]!)}: ${tons} mt on ${placeName(p)}${moving}`);
      }
      if (v.abandoned[p]! > 0) shipments.push(`abandoned: ${v.abandoned[p]} mt on ${placeName(p)}`);
    }
    lines.push('', shipments.length ? `Shipments: ${shipments.join('; ')}` : 'Shipments: none');
    const influence = Object.entries(v.influence)
      .filter(([, seats]) => seats.length > 0)
      .map(([zone, seats]) => `${zoneName(zone)} ${seats.map(who).join(', ')}`);
    if (influence.length) lines.push(`Political Influence: ${influence.join('; ')}`);
    if (v.hitZones.length) lines.push(`Task Force chips this turn: ${v.hitZones.map((z) => zoneName(z)).join(', ')}`);
    lines.push(`Task Force chips left in the box: ${v.chipPool} · loan chips: ${v.loanPool}`);
    return lines.join('\n');
  },

  action(a, names) {
    return actionText(a, names);
  },

  terms() {
    return '';
  },

  event(e: GameEvent, names) {
    return eventText(e, names);
  },

  window(kind) {
    return windowTitle(kind);
  },

  group(a) {
    switch (a.type) {
      case 'buy-product':
        return `Buy product on ${placeName(a.point)}…`;
      case 'buy-cells':
        return 'Buy cells…';
      case 'buy-influence':
        return 'Buy a Political Influence asset…';
      case 'sell':
        return `Sell product on ${placeName(a.point)}…`;
      case 'move':
        return `Move product from ${placeName(a.from)}…`;
      case 'deploy':
        return 'Deploy a cell…';
      case 'interdict':
        return 'Task Force interdiction…';
      default:
        return null;
    }
  },
};

/** GoCaine's whole state, readable: the board as rows, product and influence by name. */
export function gocaineFullState(state: MatchState<GoCaineState, unknown>): unknown {
  const G = state.G;
  const cells: number[] = [];
  for (let p = 0; p < G.held.length; p++) cells.push((G.board.colourAt(p) ?? 0) - 1);
  const shipments = [];
  const abandoned = [];
  for (let p = 0; p < G.held.length; p++) {
    const zone = G.map.zones[G.map.zoneIndexOf[p]!]!.id;
    if (G.held[p]! > 0 || G.moving[p]! > 0) {
      shipments.push({ point: p, name: pointName(p), zone, seat: cells[p], held: G.held[p], moving: G.moving[p] });
    }
    if (G.abandoned[p]! > 0) {
      abandoned.push({ point: p, name: pointName(p), zone, tons: G.abandoned[p], owner: G.abandonedOwner[p] });
    }
  }
  return {
    ...state,
    G: {
      options: G.options,
      round: G.round,
      first: G.first,
      active: G.active,
      step: G.step,
      movementLeft: G.movementLeft,
      knockedBy: G.knockedBy,
      over: G.over,
      players: G.players,
      /** One string per row, north first: `.` empty, otherwise the seat (0 to 5) whose cell it is. */
      board: Array.from({ length: G.map.rows }, (_, y) =>
        cells
          .slice(y * G.map.columns, (y + 1) * G.map.columns)
          .map((s) => (s < 0 ? '.' : String(s)))
          .join(''),
      ),
      shipments,
      abandoned,
      influence: Object.fromEntries(
        G.map.zones.filter((z) => G.influence[z.index]!.length > 0).map((z) => [z.id, G.influence[z.index]]),
      ),
      hitZones: G.hitZones.map((z) => G.map.zones[z]!.id),
      kissPoints: G.kissPoints,
      chipPool: G.chipPool,
      loanPool: G.loanPool,
    },
  };
}
