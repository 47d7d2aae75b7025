import type { GameEvent } from '@cutthroat/engine';
import type { GameUi, LastMove } from '@cutthroat/web-kit';
import type { LogEntry } from '../../state/model.js';
import { eventSentence } from './text.js';

/**
 * Each seat's last move in the log: its seq, its public events (for a table to highlight what it
 * changed) and those in words (for the seats panel), so that after an opponent's turn a reader
 * can say what they did. A seat that has not moved since the log began has none.
 */
export function lastMovesOf(log: readonly LogEntry[], names: readonly string[], ui: GameUi): LastMove[] {
  const found = new Map<number, LogEntry>();
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i]!;
    if (entry.actor >= 0 && !found.has(entry.actor)) found.set(entry.actor, entry);
  }
  return [...found.entries()]
    .sort(([a], [b]) => a - b)
    .map(([seat, entry]) => ({
      seat,
      seq: entry.seq,
      events: entry.events,
      text: entry.events
        .filter((e: GameEvent) => e.type !== 'turn-started')
        .map((e) => eventSentence(e, names, ui))
        .filter((t): t is string => t !== null)
        .join(' '),
    }));
}
