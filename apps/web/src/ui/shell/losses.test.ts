import type { GameEvent } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../state/model.js';
import { lossesOf } from './losses.js';

const names = ['Ada', 'Ben'];
const entry = (seq: number, events: GameEvent[]): LogEntry => ({ seq, actor: 1, events });

/** A game whose 'fined' event costs its seat, and whose 'paid' names the fine before it. */
const ui = {
  lossText: (e: GameEvent, before: readonly GameEvent[], n: readonly string[], seat: number) => {
    if (e.type !== 'fined' || e['seat'] !== seat) return null;
    const by = before.findLast((b) => b.type === 'inspected');
    return `${n[by?.['seat'] as number] ?? 'Someone'} fines you $${String(e['amount'])}M.`;
  },
};

describe('the losses in the log', () => {
  const log = [
    entry(1, [{ type: 'inspected', seat: 1 }]),
    entry(2, [
      { type: 'fined', seat: 1, amount: 3 },
      { type: 'fined', seat: 0, amount: 5 },
    ]),
  ];

  it('are ours only, told with what came before, keyed by move and place', () => {
    expect(lossesOf(log, ui, names, 0)).toEqual([{ key: '2/1', seq: 2, text: 'Ben fines you $5M.' }]);
    expect(lossesOf(log, ui, names, 1)).toEqual([{ key: '2/0', seq: 2, text: 'Ben fines you $3M.' }]);
  });

  it('are none for a spectator or a game that tells none', () => {
    expect(lossesOf(log, ui, names, null)).toEqual([]);
    expect(lossesOf(log, {}, names, 0)).toEqual([]);
  });
});
