import type { GameEvent } from '@cutthroat/engine';
import type { GameUi } from '@cutthroat/web-kit';
import type { LogEntry } from '../../state/model.js';
import type { SeatNote } from '../../state/seat-notes.js';
import { eventSentence } from './text.js';

export interface Line {
  readonly key: string;
  readonly text: string;
}

/** One turn of the log: its heading ("Turn 3: Bob."), null for what came before the first turn. */
export interface Turn {
  readonly key: string;
  readonly heading: string | null;
  readonly lines: readonly Line[];
}

/**
 * The log in turns, every public event of every move in words: a turn under the sentence of its
 * `turn-started` event, and seats that pass one after another in the same reaction window folded
 * into one line ("3 players pass: Alice, Bob and Carol."), which in GoCaine were 39% of the lines.
 */
export function logTurns(
  log: readonly LogEntry[],
  names: readonly string[],
  ui: GameUi,
  /** Changes at the table, each told after the move it followed. */
  notes: readonly SeatNote[] = [],
): Turn[] {
  const turns: { key: string; heading: string | null; lines: Line[] }[] = [];
  let passes: { key: string; kind: unknown; seats: number[] } | null = null;
  const current = () => {
    if (turns.length === 0) turns.push({ key: 'start', heading: null, lines: [] });
    return turns.at(-1)!;
  };
  const flush = () => {
    if (passes) current().lines.push({ key: passes.key, text: passedText(passes.seats, names) });
    passes = null;
  };
  let told = 0;
  const tellNotes = (upTo: number) => {
    for (; told < notes.length && notes[told]!.seq <= upTo; told++) {
      flush();
      current().lines.push({ key: `note-${told}`, text: notes[told]!.text });
    }
  };
  for (const entry of log) {
    tellNotes(entry.seq - 1);
    entry.events.forEach((e: GameEvent, i) => {
      const key = `${entry.seq}.${i}`;
      if (e.type === 'window-passed' && ui.eventText(e, names) === null) {
        if (passes && passes.kind === e.kind) passes.seats.push(e.seat as number);
        else {
          flush();
          passes = { key, kind: e.kind, seats: [e.seat as number] };
        }
        return;
      }
      const text = eventSentence(e, names, ui);
      if (!text) return;
      flush();
      if (e.type === 'turn-started') turns.push({ key, heading: text, lines: [] });
      else current().lines.push({ key, text });
    });
  }
  flush();
  tellNotes(Infinity);
  return turns;
}

/** "Alice passes.", "Alice and Bob pass.", "3 players pass: Alice, Bob and Carol." */
export function passedText(seats: readonly number[], names: readonly string[]): string {
  const who = seats.map((s) => names[s] ?? `seat ${s}`);
  if (who.length === 1) return `${who[0]} passes.`;
  const list = `${who.slice(0, -1).join(', ')} and ${who.at(-1)}`;
  return who.length === 2 ? `${list} pass.` : `${who.length} players pass: ${list}.`;
}
