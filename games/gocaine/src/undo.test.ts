import { applyAction, EngineError, replay, viewOf, type ActionOf, type LogEntry } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { gocaine, type GoCaine } from './game.js';
import { Table, at } from './testing/table.js';

const [A, B] = [0, 1];
const undo = { type: 'undo' } as const;

/** A table where A acts first and nobody holds a Task Force chip, so no window opens. */
function quiet(): Table {
  return new Table(2, fixtureOf());
}

function undoOf(t: Table, seat: number) {
  return applyAction(gocaine, t.state, seat, undo);
}

describe('undo in GoCaine', () => {
  it('takes back a purchase, with seq counting on, and a replay of the log agrees', () => {
    const t = quiet();
    const log: LogEntry[] = [];
    const act = (seat: number, action: ActionOf<GoCaine>) => {
      t.act(seat, action as never);
      log.push({ actor: seat, action });
    };
    act(A, { type: 'buy-cells', count: 2 });
    expect(t.cash(A)).toBe(40);
    expect(viewOf(gocaine, t.state, B).undo).toBe(A);
    const seq = t.state.seq;
    act(A, undo);
    expect(t.cash(A)).toBe(50);
    expect(t.G.step).toBe('action');
    expect(t.state.seq).toBe(seq + 1);
    expect(t.events.at(-1)).toEqual({ type: 'undone', seat: A });
    act(A, { type: 'no-action' });
    const replayed = replay(gocaine, { game: 'gocaine', players: 2, secret: 'rulebook', fixture: fixtureOf() }, log);
    expect(replayed.ok && replayed.value.G).toEqual(t.G);
  });

  it('walks back several actions of one turn, newest first', () => {
    const t = quiet();
    t.act(A, { type: 'buy-cells', count: 1 });
    t.act(A, { type: 'buy-infrastructure' });
    t.act(A, { type: 'done' });
    expect(t.G.step).toBe('deploy');
    for (const cash of [25, 45, 50]) {
      t.act(A, undo);
      expect(t.cash(A)).toBe(cash);
    }
    expect(t.G.step).toBe('action');
    const again = undoOf(t, A);
    expect(!again.ok && again.error.code).toBe(EngineError.UndoNotAllowed);
  });

  it('refuses the undo of another seat, with a stable code, and changes nothing', () => {
    const t = quiet();
    t.act(A, { type: 'buy-cells', count: 1 });
    const r = undoOf(t, B);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(EngineError.UndoNotAllowed);
      expect(r.error.message).toBe('only seat 0 may take back the last action');
    }
    expect(t.cash(A)).toBe(45);
  });

  it.each([
    ['a deployment that ends the turn', { type: 'deploy', point: at('A1') }],
    ['the end of a turn', { type: 'end-turn' }],
  ] as const)('does not take back %s', (_, action) => {
    const t = quiet();
    t.act(A, { type: 'no-action' });
    t.act(A, action);
    const r = undoOf(t, A);
    expect(!r.ok && r.error.code).toBe(EngineError.UndoNotAllowed);
  });

  it('does not take back a knock, which every other player hears', () => {
    const t = new Table(2, {
      firstPlayer: A,
      players: [{ taskForceChips: 0, cash: 1000 }, { taskForceChips: 0 }],
    });
    t.act(A, { type: 'no-action' });
    t.act(A, { type: 'knock' });
    expect(t.state.undo ?? null).toBeNull();
  });

  it('does not take back a transport step after which other players were asked to interdict', () => {
    const t = new Table(2, {
      firstPlayer: A,
      cells: [{ seat: A, points: [at('F9'), at('E6')] }],
      shipments: [{ point: at('F9'), tons: 4 }],
    });
    t.passWindows();
    t.act(A, { type: 'move', from: at('F9'), to: at('E6'), tons: 1 });
    expect(t.state.window?.kind).toBe('after-step');
    expect(undoOf(t, A).ok).toBe(false);
    t.passWindows();
    expect(undoOf(t, A).ok).toBe(false);
  });

  it('takes back a purchase of product except where it rolled for seizure', () => {
    const t = new Table(
      2,
      {
        firstPlayer: A,
        players: [{ taskForceChips: 1 }, { taskForceChips: 0 }],
        cells: [{ seat: A, points: [at('F10'), at('A1')] }],
      },
      [6, 6, 6, 6],
    );
    const zone = t.G.map.zones[t.G.map.zoneIndexOf[at('F10')]!]!;
    expect(t.G.map.zoneIndexOf[at('A1')]).not.toBe(t.G.map.zoneIndexOf[at('F10')]);
    // A's own chip marks the zone: product arriving there this turn rolls.
    t.act(A, { type: 'interdict', zone: zone.id });
    expect(undoOf(t, A).ok).toBe(false);
    t.act(A, { type: 'buy-product', point: at('A1'), tons: 2 });
    expect(undoOf(t, A).ok).toBe(true);
    t.act(A, { type: 'buy-product', point: at('F10'), tons: 2 });
    expect(t.state.forcedDice.length).toBeLessThan(4);
    expect(undoOf(t, A).ok).toBe(false);
  });
});

function fixtureOf() {
  return {
    firstPlayer: A,
    players: [{ taskForceChips: 0 }, { taskForceChips: 0 }],
    cells: [{ seat: A, points: [at('F10'), at('G10')] }],
  };
}
