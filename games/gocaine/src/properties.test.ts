import {
  Rng,
  actorsOf,
  applyAction,
  legalActionsOf,
  parseAction,
  replay,
  seedFromSecret,
  setupMatch,
  viewOf,
  viewTexts,
  type LogEntry,
  type MatchRecord,
  type StateOf,
} from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { gocaine, type GoCaine } from './game.js';
import { colourOf, cubesOnBoard, LIMITS } from './state.js';
import { eventText } from './words.js';

type State = StateOf<GoCaine>;

/** What must hold after every action of any game. */
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

const NAMES = ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo'];
/**
 * Events that `eventText` leaves out on purpose; any other must have a sentence. Windows open
 * after nearly every step of a shipment, and most close with every other seat passing: only an
 * interdiction is worth a line (its own event).
 */
const BOOKKEEPING_EVENTS = new Set(['turn-ended', 'window-opened', 'window-passed', 'window-closed']);

function randomGame(secret: string, players: number, options: Record<string, unknown>) {
  const record: MatchRecord = { game: 'gocaine', players, options, secret } as MatchRecord;
  const start = setupMatch(gocaine, record);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const rng = new Rng(seedFromSecret(`${secret}/players`));
  const log: LogEntry[] = [];
  /** The types of the events it emitted that `eventText` tells nothing of. */
  const untold = new Set<string>();
  return {
    record,
    untold,
    get state() {
      return state;
    },
    log,
    step(): boolean {
      if (state.outcome) return false;
      const seat = rng.pick(actorsOf(gocaine, state));
      const legal = legalActionsOf(gocaine, state, seat);
      expect(legal.length).toBeGreaterThan(0);
      const action = legal.at(rng.int(legal.length));
      const next = applyAction(gocaine, state, seat, action);
      if (!next.ok) throw new Error(`listed action refused: ${JSON.stringify(action)}: ${next.error.message}`);
      for (const e of next.value.events) if (eventText(e, NAMES) === null) untold.add(e.type);
      state = next.value.state;
      log.push({ actor: seat, action });
      return true;
    },
  };
}

describe('GoCaine: random games', () => {
  it('keeps every invariant, applies every listed action and replays exactly', { timeout: 120_000 }, () => {
    let actions = 0;
    for (let g = 0; g < 40; g++) {
      const game = randomGame(`prop-${g}`, 2 + (g % 5), { roundLimit: 12 });
      while (game.step()) {
        actions++;
        const problems = invariants(game.state);
        if (problems.length) throw new Error(`game ${g} after ${game.log.length} actions: ${problems.join('; ')}`);
      }
      expect(game.state.outcome).not.toBeNull();
      // Every event a client shows is told in words, but for bookkeeping left out on purpose.
      expect([...game.untold].filter((type) => !BOOKKEEPING_EVENTS.has(type))).toEqual([]);
      const again = replay(gocaine, game.record, game.log);
      expect(again.ok).toBe(true);
      if (again.ok) expect(viewOf(gocaine, again.value, null)).toEqual(viewOf(gocaine, game.state, null));
      // What a server sends is this very view.
      const texts = viewTexts(gocaine, game.state);
      for (const seat of [null, 0, 1]) {
        expect(JSON.parse(texts(seat))).toEqual(JSON.parse(JSON.stringify(viewOf(gocaine, game.state, seat))));
      }
    }
    expect(actions).toBeGreaterThan(1000);
  });

  it('refuses junk with a code and leaves the state as it was', () => {
    const game = randomGame('junk', 4, { roundLimit: 60 });
    const rng = new Rng(seedFromSecret('junk/inputs'));
    const junk = () =>
      rng.pick<unknown>([
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
    let refused = 0;
    for (let i = 0; i < 3000 && game.step(); i++) {
      const before = game.state;
      const seat = rng.int(4);
      const parsed = parseAction(gocaine, junk());
      if (!parsed.ok) {
        expect(parsed.error.code).toBe('action/malformed');
        continue;
      }
      const r = applyAction(gocaine, before, seat, parsed.value);
      if (!r.ok) {
        refused++;
        expect(r.error.code).toMatch(/^(gocaine|action|window|engine)\//);
        expect(game.state).toBe(before);
      }
    }
    expect(refused).toBeGreaterThan(100);
  });
});
