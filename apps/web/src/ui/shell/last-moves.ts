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
    .map(([seat, entry]) => ({ seat, seq: entry.seq, events: entry.events, text: moveText(entry, names, ui) }));
}

/**
 * A move in words: its events up to the next turn's start, which (with what follows it, a card
 * drawn...) is the next player's; a move that only started the next turn ended the mover's.
 */
function moveText(entry: LogEntry, names: readonly string[], ui: GameUi): string {
  const next = entry.events.findIndex((e: GameEvent) => e.type === 'turn-started');
  const own = next < 0 ? entry.events : entry.events.slice(0, next);
  const said = own.map((e) => eventSentence(e, names, ui)).filter((t): t is string => t !== null);
  if (said.length === 0 && next >= 0) return `${names[entry.actor] ?? `Seat ${entry.actor}`} ends the turn.`;
  return said.join(' ');
}
