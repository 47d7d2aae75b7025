import { applyAction, legalActionsOf, setupMatch, viewOf, type StateOf } from '@cutthroat/engine';
import { gocaine, parsePointName, type GoCaine, type GoCaineFixture } from '@cutthroat/gocaine';
import { describe, expect, it } from 'vitest';
import {
  buyTons,
  deployPoints,
  interdictZones,
  moveTons,
  pathSteps,
  planNext,
  sellTons,
  stepFor,
  suggestPath,
  whyNoDeploy,
  type GcAction,
  type TransportPlan,
} from './legal.js';

const at = (name: string) => parsePointName(name)!;
// Seat A: cells in Bolivia (F11), Northern Colombia (H9), the Caribbean (H6), the Southeast (H4)
// and Northwest (C1); 4 mt in Bolivia, 2 mt in the Caribbean. Seat B holds A11 and B12 around the
// corner A12, where a cell of A's would have no liberty and capture nothing.
const fixture: GoCaineFixture = {
  firstPlayer: 0,
  players: [{ cash: 100, infrastructure: 3 }, { taskForceChips: 0 }, { taskForceChips: 0 }],
  cells: [
    { seat: 0, points: ['F11', 'H9', 'H6', 'H4', 'C1'].map(at) },
    { seat: 1, points: ['A11', 'B12'].map(at) },
  ],
  shipments: [
    { point: at('F11'), tons: 4 },
    { point: at('H6'), tons: 2 },
  ],
};

type State = StateOf<GoCaine>;

function start(): State {
  const s = setupMatch(gocaine, { game: 'gocaine', players: 3, secret: 'web-gocaine-legal', fixture });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

const seen = (state: State, seat = 0) => ({
  view: viewOf(gocaine, state, seat),
  legal: legalActionsOf(gocaine, state, seat).toArray(),
});

function play(state: State, action: GcAction, seat = 0): State {
  const r = applyAction(gocaine, state, seat, action);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

describe('GoCaine table: lookups in the legal list', () => {
  it('offers the tons the list allows: Bolivian product in even tons only, as far as cash goes', () => {
    const { legal } = seen(start());
    const bolivia = buyTons(legal, at('F11'));
    expect(bolivia[0]).toBe(2);
    expect(bolivia.every((t) => t % 2 === 0)).toBe(true);
    expect(bolivia.at(-1)).toBe(40); // $100M at $2.5M a ton
    expect(buyTons(legal, at('H4'))).toEqual([1, 2, 3, 4, 5]); // $20M a ton
    expect(sellTons(legal, at('H6'))).toEqual([1, 2]);
    expect(moveTons(legal, at('F11'))).toEqual([1, 2, 3, 4]);
    expect(interdictZones(legal)).toHaveLength(15);
  });

  it('suggests the shortest chain of own cells through adjacent zones, and none when no chain joins them', () => {
    const { view } = seen(start());
    expect(suggestPath(view.game, 0, at('F11'), at('H4'))).toEqual(['F11', 'H9', 'H6', 'H4'].map(at));
    expect(suggestPath(view.game, 0, at('F11'), at('C1'))).toBeNull();
    expect(suggestPath(view.game, 0, at('F11'), at('A11'))).toBeNull(); // not A's cell
  });

  it('between paths of equal length, avoids arriving in a zone a Task Force chip hit this turn', () => {
    const { view } = seen(start());
    const cells = view.game.cells.map(() => -1);
    for (const p of ['D8', 'E5', 'H9', 'H6']) cells[at(p)] = 0; // Western Colombia, Southern Gateway, N. Colombia, Caribbean
    const g = (hitZones: string[]) => ({ ...view.game, cells, hitZones });
    expect(suggestPath(g(['SG']), 0, at('D8'), at('H6'))).toEqual(['D8', 'H9', 'H6'].map(at));
    expect(suggestPath(g(['NO']), 0, at('D8'), at('H6'))).toEqual(['D8', 'E5', 'H6'].map(at));
  });

  it('passes through a cell holding a shipment when the list offers it, and stops only at the end', () => {
    let state = start();
    const steps = pathSteps(['F11', 'H9', 'H6', 'H4'].map(at), 3);
    expect(steps.map((s) => Boolean(s.through))).toEqual([true, true, false]);
    // H9 holds nothing: the list has only the plain step, and that is what is sent.
    const first = stepFor(seen(state).legal, steps[0]!);
    expect(first).toEqual({ type: 'move', from: at('F11'), to: at('H9'), tons: 3 });
    state = play(state, first!);
    // H6 holds 2 mt: passing through is listed, and chosen.
    const second = stepFor(seen(state).legal, steps[1]!);
    expect(second).toEqual({ type: 'move', from: at('H9'), to: at('H6'), tons: 3, through: true });
    state = play(state, second!);
    const third = stepFor(seen(state).legal, steps[2]!);
    expect(third).toEqual({ type: 'move', from: at('H6'), to: at('H4'), tons: 3 });
    state = play(state, third!);
    const { view } = seen(state);
    expect(view.game.held[at('H6')]).toBe(2);
    expect(view.game.held[at('H4')]).toBe(3);
  });

  it('says why a deployment is not listed: occupied, or suicide by the Go board’s own test', () => {
    const { view, legal } = seen(start());
    const names = ['Ada', 'Bob', 'Cy'];
    expect(deployPoints(legal).has(at('E5'))).toBe(true);
    expect(whyNoDeploy(view, legal, 0, at('E5'), names)).toBeNull();
    expect(whyNoDeploy(view, legal, 0, at('A11'), names)).toContain('occupied by Bob’s cell');
    expect(whyNoDeploy(view, legal, 0, at('A12'), names)).toContain('no liberty there and captures nothing');
    expect(whyNoDeploy(view, legal, null, at('A12'), names)).toContain('Spectators');
    const buying = seen(play(start(), { type: 'buy-cells', count: 1 }));
    expect(whyNoDeploy(buying.view, buying.legal, 0, at('E5'), names)).toContain('finish it with “Done”');
  });
});

describe('GoCaine table: sending a transport path step by step', () => {
  const steps = pathSteps(['F11', 'H9', 'H6'].map(at), 4);
  const plan: TransportPlan = { steps, sent: 0, sentAt: null };

  it('sends the first step when it is listed, then waits for the match to move past it', () => {
    const { view, legal } = seen(start());
    const ctx = { view, legal, busy: false, me: 0, refused: false };
    expect(planNext(plan, { ...ctx, busy: true })).toEqual({ kind: 'wait' });
    expect(planNext(plan, ctx)).toEqual({
      kind: 'send',
      action: { type: 'move', from: at('F11'), to: at('H9'), tons: 4 },
    });
    const sent = { ...plan, sent: 1, sentAt: view.seq };
    expect(planNext(sent, ctx)).toEqual({ kind: 'wait' });
    expect(planNext(sent, { ...ctx, refused: true }).kind).toBe('stop');
  });

  it('waits while another seat answers a window, and stops when the next step is no longer listed', () => {
    const state = play(start(), steps[0]!);
    const { view, legal } = seen(state);
    const sent = { ...plan, sent: 1, sentAt: view.seq - 1 };
    const ctx = { view, legal, busy: false, me: 0, refused: false };
    const window = {
      kind: 'after-step',
      openedBy: 0,
      responders: [1],
      order: 'seat-order',
      allowed: ['interdict'],
      repeatable: true,
      answered: [],
    } as const;
    expect(planNext(sent, { ...ctx, view: { ...view, window, actors: [1] } })).toEqual({ kind: 'wait' });
    expect(planNext(sent, ctx)).toEqual({
      kind: 'send',
      // H6 is where the path ends: the product stops there and merges.
      action: { type: 'move', from: at('H9'), to: at('H6'), tons: 4 },
    });
    // As if the 4 mt had been seized on arrival in Northern Colombia: nothing to move on.
    const seized = { ...view, game: { ...view.game, held: view.game.held.map((t, p) => (p === at('H9') ? 0 : t)) } };
    const gone = legal.filter((a) => a.type !== 'move' || a.from !== at('H9'));
    const stop = planNext(sent, { ...ctx, view: seized, legal: gone });
    expect(stop.kind).toBe('stop');
    expect(stop.kind === 'stop' && stop.reason).toContain('seized');
    expect(planNext({ ...sent, sent: 2 }, ctx)).toEqual({ kind: 'finished' });
  });
});
