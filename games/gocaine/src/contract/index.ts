import { viewOf, type Rng, type GameEvent, type Seat, type StateOf, type ViewOf } from '@cutthroat/engine';
import type { GameContract } from '@cutthroat/module/testing';
import { gocaine, type GoCaine } from '../game.js';
import { colourOf, cubesOnBoard, LIMITS } from '../state.js';
import { goCaineRefusals } from './refusals.js';

type State = StateOf<GoCaine>;

/**
 * What must hold after every action of any game: the board consistent, no cash below zero or off
 * the $5M grid, no seat over its cubes or cells, product only under cells, every chip counted.
 */
function invariants(state: State): string[] {
  const G = state.G;
  const problems = G.board.checkConsistency();
  const n = G.players.length;
  let chips = G.chipPool;
  let loans = G.loanPool;
  for (let seat = 0; seat < n; seat++) {
    const p = G.players[seat]!;
    chips += p.taskForceChips;
    if (p.loan) loans++;
    if (p.cash < 0 || p.cash % 5 !== 0) problems.push(`seat ${seat} has $${p.cash}M`);
    if (cubesOnBoard(G, seat) > LIMITS.cubesPerPlayer) problems.push(`seat ${seat} has over 75 cubes out`);
    const cells = G.board.stonesOf(colourOf(seat)) + p.purchasedCells + p.unpurchasedCells;
    if (cells > LIMITS.cellsPerPlayer) problems.push(`seat ${seat} has ${cells} cells`);
  }
  for (let p = 0; p < G.held.length; p++) {
    const empty = G.board.colourAt(p) === 0;
    if (empty && (G.held[p]! > 0 || G.moving[p]! > 0)) problems.push(`product without a cell on ${p}`);
    if (!empty && G.abandoned[p]! > 0) problems.push(`abandoned product under a cell on ${p}`);
    if (G.step !== 'transport' && G.moving[p]! > 0) problems.push(`product still moving on ${p} at ${G.step}`);
  }
  const assets = G.influence.reduce((s, slots) => s + slots.length, 0);
  // Chips in hand or pool plus those played can never exceed 51; assets each gave one while any remained.
  if (chips > LIMITS.taskForceChips) problems.push(`${chips} chips`);
  if (assets > 45) problems.push(`${assets} influence assets`);
  if (loans !== LIMITS.loanChips) problems.push(`${loans} loan chips accounted`);
  return problems;
}

/**
 * Everything in GoCaine is on the table; the one secret is the dice to come (the match's RNG). So a
 * seat's view is the spectator's but for its seat number, and holds no RNG words.
 */
function viewSecrets(state: State, seat: Seat | null, view: ViewOf<GoCaine>): string[] {
  const problems = rngIn(state, view);
  const asSpectator = { ...view, seat: null, game: { ...view.game, seat: null } };
  if (seat !== null && JSON.stringify(asSpectator) !== JSON.stringify(viewOf(gocaine, state, null)))
    problems.push('it holds more than the spectator sees');
  return problems;
}

/** The RNG's words, which would tell the dice to come, in a view or events. */
function rngIn(state: State, seen: unknown): string[] {
  const text = JSON.stringify(seen);
  return text.includes('"rng"') || text.includes(JSON.stringify(state.rng)) ? ['the dice to come (the RNG)'] : [];
}

/**
 * Events that `eventText` leaves out on purpose. Windows open after nearly every step of a
 * shipment, and most close with every other seat passing: only an interdiction is worth a line.
 */
const BOOKKEEPING = new Set(['turn-ended', 'window-opened', 'window-passed', 'window-closed']);

function junk(rng: Rng): unknown {
  return rng.pick<unknown>([
    { type: 'buy-product', point: rng.range(-1, 130), tons: rng.range(0, 80) },
    { type: 'sell', point: rng.range(0, 119), tons: rng.range(1, 9) },
    { type: 'move', from: rng.range(0, 119), to: rng.range(0, 119), tons: rng.range(1, 5) },
    { type: 'deploy', point: rng.range(0, 125) },
    { type: 'interdict', zone: rng.pick(['BO', 'XX', 'NC', 'pe']) },
    { type: 'kiss-the-ring', point: rng.range(0, 119) },
    { type: rng.pick(['knock', 'loan', 'done', 'decline-kiss', 'buy-infrastructure']) },
    { type: 'buy-cells', count: rng.range(-2, 60) },
    null,
    'deploy',
  ]);
}

export const goCaineContract: GameContract<GoCaine> = {
  // Whole games to round 12 of 2 to 6 players, a sample of their actions probed; shorter ones
  // with every action probed.
  seeded: {
    many: {
      games: 400,
      perTest: 100,
      table: (i) => ({ players: 2 + (i % 5), options: { roundLimit: 12 } }),
      probeEvery: 4,
      replayEvery: 1,
    },
    deep: {
      games: 20,
      perTest: 5,
      table: (i) => ({ players: 2 + ((i * 3) % 5), options: { roundLimit: 8 } }),
      probeEvery: 1,
      replayEvery: 1,
    },
  },
  conserved: (after) => invariants(after),
  viewSecrets,
  eventSecrets: (state, events: readonly GameEvent[]) => rngIn(state, events),
  silent: (e) => BOOKKEEPING.has(e.type),
  junk,
  refusals: goCaineRefusals,
  botGame: { players: 3, options: { roundLimit: 4 } },
};
