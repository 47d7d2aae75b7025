import type { GameEvent } from '@cutthroat/engine';
import type { GameUi } from '@cutthroat/web-kit';
import { describe, expect, it } from 'vitest';
import { lastMovesOf } from './last-moves.js';

const ui = {
  eventText: (e: GameEvent, names: readonly string[]) => {
    if (e.type === 'turn-started') return `Turn ${String(e.turn)}: ${names[e.seat as number]}.`;
    if (e.type === 'dealt') return `${names[e.seat as number]} lays a deal.`;
    if (e.type === 'drew') return `${names[e.seat as number]} draws.`;
    return null;
  },
} as unknown as GameUi;
const names = ['Ada', 'Bo', 'Cy'];

describe('each seat’s last move', () => {
  it('is the latest move of each seat that moved, in words up to the next turn’s start', () => {
    const moves = lastMovesOf(
      [
        { seq: 1, actor: 0, events: [{ type: 'dealt', seat: 0 }] },
        { seq: 2, actor: 1, events: [{ type: 'drew', seat: 1 }] },
        // Cy's move ended his turn: Ada's start and her draw are hers.
        {
          seq: 3,
          actor: 2,
          events: [
            { type: 'turn-started', seat: 0, turn: 3 },
            { type: 'drew', seat: 0 },
          ],
        },
        { seq: 4, actor: -1, events: [{ type: 'window-expired', passed: [] }] },
        { seq: 5, actor: 0, events: [{ type: 'window-passed', seat: 0, kind: 'deal' }] },
      ],
      names,
      ui,
    );
    expect(moves.map(({ seat, seq, text }) => ({ seat, seq, text }))).toEqual([
      { seat: 0, seq: 5, text: 'Ada passes.' },
      { seat: 1, seq: 2, text: 'Bo draws.' },
      { seat: 2, seq: 3, text: 'Cy ends the turn.' },
    ]);
    // The table gets every event of the move, to mark what it changed.
    expect(moves[2]!.events).toHaveLength(2);
  });

  it('is nobody’s before any move', () => {
    expect(lastMovesOf([], names, ui)).toEqual([]);
  });
});
