import { applyAction, legalActionsOf, setupMatch, viewOf, type StateOf } from '@cutthroat/engine';
import { gocaine, parsePointName, type GoCaine, type GoCaineFixture, type Step } from '@cutthroat/gocaine';
import type { TableProps } from '@cutthroat/web-kit';
import { describe, expect, it } from 'vitest';
import { commitWarning, trackedStep } from './confirm.js';
import { autoAnswer, skipThisTurn } from './skip.js';
import type { GcAction } from './legal.js';

const at = (name: string) => parsePointName(name)!;

type State = StateOf<GoCaine>;

function start(fixture: GoCaineFixture): State {
  const s = setupMatch(gocaine, { game: 'gocaine', players: 2, secret: 'web-gocaine-prompts', fixture });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

function act(state: State, seat: number, action: GcAction): State {
  const r = applyAction(gocaine, state, seat, action);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

const tableFor = (state: State, seat: number): TableProps<GoCaine> => ({
  view: viewOf(gocaine, state, seat),
  legal: legalActionsOf(gocaine, state, seat).toArray(),
  act: () => {},
  busy: false,
  names: ['Ann', 'Bob'],
  me: seat,
});

/**
 * A moves its 4 mt from F11 (Bolivia) to H9 (Northern Colombia), its one movement unit: a window
 * for B, who holds 2 chips and 2 mt of its own in Peru (A11).
 */
function afterStep(): State {
  const s = start({
    firstPlayer: 0,
    players: [{}, { taskForceChips: 2 }],
    cells: [
      { seat: 0, points: ['F11', 'H9'].map(at) },
      { seat: 1, points: [at('A11')] },
    ],
    shipments: [
      { point: at('F11'), tons: 4 },
      { point: at('A11'), tons: 2 },
    ],
  });
  return act(s, 0, { type: 'move', from: at('F11'), to: at('H9'), tons: 4 });
}

describe('auto-pass', () => {
  it('asks where a chip can hit a rival shipment, even with auto-pass on', () => {
    const s = afterStep();
    expect(s.window?.kind).toBe('after-step');
    expect(autoAnswer(tableFor(s, 1), { autoPass: true })).toBeNull();
  });

  it('passes, with auto-pass on, a window where a chip could hit only our own product', () => {
    // A holds a chip and the only shipment on the board; A ends its turn and B's begins.
    const s = start({
      firstPlayer: 0,
      players: [{ taskForceChips: 1 }, {}],
      cells: [{ seat: 0, points: [at('F11')] }],
      shipments: [{ point: at('F11'), tons: 4 }],
    });
    const window = act(s, 0, { type: 'end-turn' });
    expect(window.window?.kind).toBe('turn-start');
    expect(autoAnswer(tableFor(window, 0), { autoPass: true })).toEqual({ type: 'pass' });
    expect(autoAnswer(tableFor(window, 0), { autoPass: false })).toBeNull();
  });

  it('passes every window of a turn skipped with "not this turn", and only of that turn', () => {
    const table = tableFor(afterStep(), 1);
    expect(autoAnswer(table, { autoPass: false })).toBeNull();
    skipThisTurn(table.view);
    expect(autoAnswer(table, { autoPass: false })).toEqual({ type: 'pass' });
    const v = table.view;
    const later = { ...table, view: { ...v, game: { ...v.game, round: v.game.round + 1 } } };
    expect(autoAnswer(later, { autoPass: false })).toBeNull();
  });

  it('never answers outside a window', () => {
    const s = start({ firstPlayer: 0, players: [{}, { taskForceChips: 1 }] });
    expect(s.window).toBeNull();
    expect(autoAnswer(tableFor(s, 1), { autoPass: true })).toBeNull();
  });
});

describe('the confirm and the step tracker', () => {
  it('asks before the first buy, sale or move, and before giving up the action; never later', () => {
    expect(commitWarning('action', 'buy-cells')).toBe(
      'This makes Build & Buy your action for this turn: no Transport or Sell until your next turn.',
    );
    expect(commitWarning('action', 'sell')).toContain('Sell your action');
    expect(commitWarning('action', 'move')).toContain('Transport your action');
    expect(commitWarning('action', 'no-action')).toContain('give up');
    expect(commitWarning('action', 'deploy')).toContain('skips');
    expect(commitWarning('action', 'interdict')).toBeNull();
    expect(commitWarning('buy', 'buy-cells')).toBeNull();
    expect(commitWarning('deploy', 'end-turn')).toBeNull();
  });

  it('tracks the view step: an action under way is step 1, Kiss The Ring is part of deploying', () => {
    const steps: Step[] = ['action', 'buy', 'sell', 'transport', 'deploy', 'kiss'];
    expect(steps.map(trackedStep)).toEqual(['action', 'action', 'action', 'action', 'deploy', 'deploy']);
  });
});
