import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/legal.js';
import { table } from '../src/testing.js';
import { groupActions, inTurnOrder, kindLabel, squareOf, targetSquares } from './legal.js';
import type { DedAction } from './text.js';

const embezzles = (n: number): DedAction[] =>
  Array.from({ length: n }, (_, i) => ({ type: 'embezzle', amount: n - i }));

describe('grouping the legal actions for buttons', () => {
  it('groups by kind in listing order, leaving trades to the trade panel', () => {
    const groups = groupActions([
      { type: 'roll' },
      { type: 'propose', to: 1, terms: { give: {}, get: {} } },
      { type: 'embezzle', amount: 1 },
      { type: 'done' },
    ]);
    expect(groups.map((g) => g.type)).toEqual(['roll', 'embezzle', 'done']);
    expect(groups[0]!.label).toBe('Move');
  });

  it("puts a turn's own moves first, the free ones next, done last", () => {
    const legal: DedAction[] = [
      { type: 'embezzle', amount: 1 },
      { type: 'bribe', card: 'RT01', offer: 2 },
      { type: 'roll-value', item: 'coal' },
      { type: 'done' },
      { type: 'sell', item: 'iron', count: 1 },
    ];
    expect(groupActions(inTurnOrder(legal)).map((g) => g.type)).toEqual([
      'roll-value',
      'sell',
      'embezzle',
      'bribe',
      'done',
    ]);
  });

  it('makes a family of amounts one control, sorted ascending', () => {
    const [g] = groupActions(embezzles(40));
    expect(g!.families).toHaveLength(1);
    const f = g!.families[0]!;
    expect(f.select).toBe(true);
    expect(f.field).toBe('amount');
    expect(f.actions.map((a) => (a.type === 'embezzle' ? a.amount : null))).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('makes even a single amount a control, and a move without one a button', () => {
    expect(groupActions(embezzles(2))[0]!.families[0]!.select).toBe(true);
    expect(groupActions(embezzles(1))[0]!.families[0]!.select).toBe(true);
    expect(groupActions([{ type: 'roll' }])[0]!.families[0]!.select).toBe(false);
  });

  it('splits families by everything but the amount', () => {
    const legal: DedAction[] = [
      ...Array.from({ length: 9 }, (_, i) => ({ type: 'bribe', card: 'RT01', offer: i + 2 }) as const),
      ...Array.from({ length: 9 }, (_, i) => ({ type: 'bribe', card: 'RT05', offer: i + 2 }) as const),
      { type: 'sell', item: 'iron', count: 1 },
    ];
    const groups = groupActions(legal);
    expect(groups[0]!.families.map((f) => [f.actions.length, f.field, f.select])).toEqual([
      [9, 'offer', true],
      [9, 'offer', true],
    ]);
    expect(groups[1]!.families[0]!.field).toBe('count');
  });

  it("groups the engine's own listing: a turn's embezzle amounts as one control, the roll a button", () => {
    const groups = groupActions(legalActions(table(), 0, null).toArray());
    const embezzle = groups.find((g) => g.type === 'embezzle')!;
    expect(embezzle.families).toHaveLength(1);
    expect(embezzle.families[0]!.select).toBe(true);
    expect(groups.find((g) => g.type === 'roll')!.families[0]!.select).toBe(false);
  });

  it('names every kind, and an unknown kind by its type', () => {
    expect(kindLabel('acquire')).toBe('Acquire a Natural Square');
    expect(kindLabel('mystery')).toBe('mystery');
  });
});

describe('the square an action targets', () => {
  it('reads a square field or a square answer, and nothing else', () => {
    expect(squareOf({ type: 'extract', square: 4, items: ['coal'] })).toBe(4);
    expect(squareOf({ type: 'answer', answer: { kind: 'square', square: 9 } })).toBe(9);
    expect(squareOf({ type: 'answer', answer: { kind: 'square', square: null } })).toBeNull();
    expect(squareOf({ type: 'roll' })).toBeNull();
    expect([
      ...targetSquares([{ type: 'pollute', square: 2 }, { type: 'gather', square: 2 }, { type: 'done' }]),
    ]).toEqual([2]);
  });
});
