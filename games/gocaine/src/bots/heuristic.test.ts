import {
  Match,
  Rng,
  legalActionsOf,
  seedFromSecret,
  viewOf,
  type ActionOf,
  type MatchRecord,
  type Seat,
} from '@cutthroat/engine';
import { gocaine, gocaineMap, type GoCaine, type GoCaineFixture } from '../index.js';
import { describe, expect, it } from 'vitest';
import type { Bot } from '@cutthroat/bots';
import { heuristicGoCaineBot, patientGoCaineBot } from './heuristic.js';
import { ROUTES, seizureChance } from './routes.js';
import { playout } from '@cutthroat/bots';
import { randomBot } from '@cutthroat/bots';

/** An intersection by row (0 north) and column. */
const rc = (row: number, col: number) => row * 10 + col;
// Seat 0's network from Bolivia to South Central, one cell per zone.
const BO = rc(10, 5);
const NO = rc(8, 5);
const SG = rc(5, 4);
const SC = rc(3, 4);
const NC = rc(0, 4);

function table(fixture: GoCaineFixture, players = 2): Match<GoCaine> {
  const record: MatchRecord = { game: 'gocaine', players, secret: 'bots-gocaine', fixture };
  const m = Match.create(gocaine, record);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

const heuristic = heuristicGoCaineBot();
function decide(m: Match<GoCaine>, seat: Seat): ActionOf<GoCaine> {
  const legal = legalActionsOf(gocaine, m.state, seat);
  const action = heuristic.decide({ view: viewOf(gocaine, m.state, seat), legal, rng: new Rng(seedFromSecret('x')) });
  expect(legal.toArray()).toContainEqual(action);
  return action;
}
function act(m: Match<GoCaine>, seat: Seat, action: ActionOf<GoCaine>) {
  const r = m.submit(seat, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
}

describe('GoCaine routes and seizure chances', () => {
  it('lists the shortest zone paths to dearer zones, Bolivia to North Central among them', () => {
    const ids = ROUTES.map((r) => r.zones.map((z) => gocaineMap.zones[z]!.id).join(' '));
    expect(ids).toContain('BO NO SG SC NC');
    expect(ids).toContain('BO WC SG SC NC');
    expect(ids).not.toContain('NC SC');
    for (const r of ROUTES) expect(r.margin).toBeGreaterThan(0);
  });

  it.each([
    [1, 0, 3 / 36],
    [4, 0, 15 / 36],
    [12, 0, 35 / 36],
    [4, 3, 3 / 36],
    [1, 3, 1 / 36],
  ])('%i mt with %i influence is seized with chance %f', (tons, influence, chance) => {
    expect(seizureChance(tons, influence)).toBeCloseTo(chance, 10);
  });
});

describe('the heuristic GoCaine bot', () => {
  const network = { seat: 0, points: [BO, NO, SG, SC] };
  const far = { seat: 1, points: [rc(0, 9)] };

  it('buys product at its southern cell, 4 mt while an opponent holds a chip, and stops there', () => {
    const m = table({ firstPlayer: 0, players: [{ cash: 50, infrastructure: 3 }], cells: [network, far] });
    expect(decide(m, 0)).toEqual({ type: 'buy-product', point: BO, tons: 4 });
    act(m, 0, { type: 'buy-product', point: BO, tons: 4 });
    // Three movement units carry one shipment three zones: nothing more to buy this turn.
    expect(decide(m, 0)).toEqual({ type: 'done' });
  });

  it('buys what its cash allows when no opponent holds a Task Force chip', () => {
    const m = table({
      firstPlayer: 0,
      players: [{ cash: 50, infrastructure: 3 }, { taskForceChips: 0 }],
      cells: [network, far],
    });
    expect(decide(m, 0)).toEqual({ type: 'buy-product', point: BO, tons: 20 });
    // The cautious variant keeps to 4 mt all the same.
    const cautious = heuristicGoCaineBot({ alwaysSmall: true });
    expect(cautious.kind).toBe('cautious');
    const legal = legalActionsOf(gocaine, m.state, 0);
    const view = viewOf(gocaine, m.state, 0);
    expect(cautious.decide({ view, legal, rng: new Rng(seedFromSecret('x')) })).toEqual({
      type: 'buy-product',
      point: BO,
      tons: 4,
    });
  });

  it('moves a shipment along its cells towards the dearest zone they reach, then sells it there', () => {
    // Seat 1 holds no chip, so no window opens after each step.
    const m = table({
      firstPlayer: 0,
      players: [{ cash: 0, infrastructure: 3 }, { taskForceChips: 0 }],
      cells: [network, far],
      shipments: [{ point: BO, tons: 4 }],
    });
    expect(decide(m, 0)).toEqual({ type: 'move', from: BO, to: NO, tons: 4 });
    act(m, 0, { type: 'move', from: BO, to: NO, tons: 4 });
    expect(decide(m, 0)).toEqual({ type: 'move', from: NO, to: SG, tons: 4 });
    act(m, 0, { type: 'move', from: NO, to: SG, tons: 4 });
    expect(decide(m, 0)).toEqual({ type: 'move', from: SG, to: SC, tons: 4 });

    const ready = table({
      firstPlayer: 0,
      cells: [{ seat: 0, points: [...network.points, NC] }, far],
      shipments: [{ point: NC, tons: 4 }],
    });
    expect(decide(ready, 0)).toEqual({ type: 'sell', point: NC, tons: 4 });
  });

  it('takes a loan when it has no cash and no product', () => {
    const m = table({ firstPlayer: 0, players: [{ cash: 0 }], cells: [network, far] });
    expect(decide(m, 0)).toEqual({ type: 'loan' });
  });

  it('interdicts the zone holding a threatening seat’s large shipment, and lets small ones pass', () => {
    const setup = (tons: number, chips = 1) => {
      const m = table({
        firstPlayer: 1,
        players: [{ cash: 500 }, { cash: 50, taskForceChips: chips }],
        cells: [{ seat: 0, points: [NC, SC] }, far],
        shipments: [{ point: NC, tons }],
      });
      act(m, 1, { type: 'end-turn' });
      // Seat 0's turn starts with a window in which seat 1 may play its chip.
      expect(m.state.window?.kind).toBe('turn-start');
      return m;
    };
    expect(decide(setup(8), 1)).toEqual({ type: 'interdict', zone: 'NC' });
    expect(decide(setup(3), 1)).toEqual({ type: 'pass' });
    // The patient variant keeps one chip (in hand it keeps rivals' shipments small) and plays
    // those beyond it as the heuristic does.
    const patient = patientGoCaineBot();
    expect(patient.kind).toBe('patient');
    const patientDecides = (m: Match<GoCaine>) =>
      patient.decide({
        view: viewOf(gocaine, m.state, 1),
        legal: legalActionsOf(gocaine, m.state, 1),
        rng: new Rng(seedFromSecret('x')),
      });
    expect(patientDecides(setup(8))).toEqual({ type: 'pass' });
    expect(patientDecides(setup(8, 2))).toEqual({ type: 'interdict', zone: 'NC' });
    expect(patientDecides(setup(3, 2))).toEqual({ type: 'pass' });
  });

  it('captures when it can, then kisses the ring next to its own cells', () => {
    // Seat 1's corner cell has one liberty left, which seat 0 takes.
    const m = table({
      firstPlayer: 0,
      players: [{ cash: 5 }],
      cells: [
        { seat: 0, points: [rc(0, 1), rc(5, 9)] },
        { seat: 1, points: [rc(0, 0)] },
      ],
    });
    expect(decide(m, 0)).toEqual({ type: 'no-action' });
    act(m, 0, { type: 'no-action' });
    expect(decide(m, 0)).toEqual({ type: 'deploy', point: rc(1, 0) });
    act(m, 0, { type: 'deploy', point: rc(1, 0) });
    expect(decide(m, 0)).toEqual({ type: 'kiss-the-ring', point: rc(0, 0) });
  });

  it('never deploys into self-atari', () => {
    // The only empty points left next to its cells would leave the new cell one liberty.
    const m = table({
      firstPlayer: 0,
      players: [{ cash: 5 }],
      cells: [
        { seat: 0, points: [rc(5, 5)] },
        { seat: 1, points: [rc(0, 1), rc(1, 0), rc(1, 2), rc(2, 1)] },
      ],
    });
    act(m, 0, { type: 'no-action' });
    const choice = decide(m, 0);
    expect(choice).not.toEqual({ type: 'deploy', point: rc(1, 1) });
  });

  it('knocks when nobody can pass its cash in a last turn, and waits otherwise', () => {
    const setup = (rivalCash: number) => {
      const m = table({
        firstPlayer: 0,
        players: [{ cash: 1200, purchasedCells: 0 }, { cash: rivalCash }],
        cells: [{ seat: 1, points: [NC] }],
        shipments: [{ point: NC, tons: 10 }],
      });
      act(m, 0, { type: 'no-action' });
      return m;
    };
    expect(decide(setup(300), 0)).toEqual({ type: 'knock' });
    // $1,000M and 10 mt in North Central ($300M) could reach $1,300M.
    expect(decide(setup(1000), 0)).toEqual({ type: 'end-turn' });
  });
});

describe('the heuristic GoCaine bot in whole games', () => {
  const record = (secret: string, players = 6): MatchRecord => ({ game: 'gocaine', players, secret });
  const bots = (kinds: string[]): Bot<GoCaine>[] =>
    kinds.map((k) => (k === 'heuristic' ? heuristicGoCaineBot() : randomBot<GoCaine>()));

  it('beats five random seats far more often than one game in six (seats rotated)', { timeout: 60_000 }, () => {
    let wins = 0;
    const games = 18;
    for (let g = 0; g < games; g++) {
      const seat = g % 6;
      const kinds = Array.from({ length: 6 }, (_, s) => (s === seat ? 'heuristic' : 'random'));
      // playout throws if any seat chooses a refused action.
      const r = playout(gocaine, record(`heuristic-vs-random/${g}`), bots(kinds));
      if (r.outcome.ranking.some((s) => s.rank === 1 && s.seat === seat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(15);
  });

  it('ends most six-heuristic games with a knock before the round limit', { timeout: 60_000 }, () => {
    let knocks = 0;
    const games = 20;
    for (let g = 0; g < games; g++) {
      const r = playout(gocaine, record(`heuristic-6/${g}`), bots(new Array<string>(6).fill('heuristic')));
      if (r.state.G.knockedBy !== null && r.state.G.round <= r.state.G.options.roundLimit) knocks++;
    }
    expect(knocks).toBeGreaterThanOrEqual(16);
  });

  it('plays 2 to 5 seats, windows answered in seat order, without a refused action', { timeout: 60_000 }, () => {
    for (let players = 2; players <= 5; players++) {
      const kinds = Array.from({ length: players }, (_, s) => (s % 2 === 0 ? 'heuristic' : 'random'));
      const r = playout(
        gocaine,
        { ...record(`heuristic-${players}`, players), options: { windowOrder: 'seat-order', roundLimit: 40 } },
        bots(kinds),
      );
      expect(r.outcome.ranking).toHaveLength(players);
    }
  });
});
