import type { GameEvent } from '@cutthroat/engine';
import type { GameUi, TurnStart } from '@cutthroat/web-kit';
import type { LogEntry } from '../../state/model.js';
import type { SeatNote } from '../../state/seat-notes.js';
import { eventSentence } from './text.js';

export interface Line {
  readonly key: string;
  readonly text: string;
  /** The game's one-line summary of the turn it ends (`GameUi.turnSummary`). */
  readonly summary?: boolean;
  /** A trade negotiation folded into this line: its offers and answers, one sentence each. */
  readonly details?: readonly string[];
}

/** The offers and answers of one negotiation, from its first offer, until it ends. */
interface Talk {
  readonly lines: Line[];
  offers: number;
  /** Accepted: the next sentence of the same move (the trade carried out) ends it. */
  accepted: boolean;
}

/**
 * How many events before a pass its game may read to say what the pass declined: what opened the
 * window is among the last few, and a bound keeps a long log's rendering linear.
 */
const PASS_CONTEXT = 50;

/** One turn of the log: its heading ("Turn 3: Bob."), null for what came before the first turn. */
export interface Turn {
  readonly key: string;
  readonly heading: string | null;
  /** The round this turn opens ("Round 2"), where the game's rounds change; else null. */
  readonly round?: string | null;
  readonly lines: readonly Line[];
}

/**
 * The log in turns, every public event of every move in words: a turn under the sentence of its
 * `turn-started` event (or the game's own heading, `GameUi.turnStart`, a round headed where it
 * changes, the turn before closed by the game's `turnSummary`), and seats that pass one after another in the same reaction window folded
 * into one line ("3 players pass: Alice, Bob and Carol.", or the game's `passText` of what they
 * declined), which in GoCaine were 39% of the lines.
 * A trade negotiation (an offer, its counter-offers and the answer) folds into one line once it
 * ends, its outcome ("Bo and Ada trade: ... (3 offers)."), the offers kept as its details; an
 * Arms Dealers log of 359 lines had 112 of offers. One still open is shown line by line.
 */
export function logTurns(
  log: readonly LogEntry[],
  names: readonly string[],
  ui: GameUi,
  /** Changes at the table, each told after the move it followed. */
  notes: readonly SeatNote[] = [],
  /**
   * The first turn's heading when no event tells it (`GameUi.openingText`), and its round; the log
   * then starts at the start.
   */
  opening: string | TurnStart | null = null,
): Turn[] {
  const first = typeof opening === 'string' ? { heading: opening, round: null } : opening;
  const turns: { key: string; heading: string | null; round: string | null; lines: Line[] }[] = first
    ? [{ key: 'start', heading: first.heading, round: first.round, lines: [] }]
    : [];
  let passes: { key: string; kind: unknown; seats: number[]; before: number } | null = null;
  /** Every event so far, the one being read last: what a pass declined and a turn's summary are read off it. */
  const seen: GameEvent[] = [];
  /** Where the turn under way started in `seen`, or -1 before the first. */
  let turnAt = -1;
  let round: string | null = first?.round ?? null;
  const current = () => {
    if (turns.length === 0) turns.push({ key: 'start', heading: null, round: null, lines: [] });
    return turns.at(-1)!;
  };
  const flush = () => {
    if (passes) {
      const p = passes;
      const before = seen.slice(Math.max(0, p.before - PASS_CONTEXT), p.before);
      const own = ui.passText?.(String(p.kind), p.seats, before, names) ?? null;
      current().lines.push({ key: p.key, text: own ?? passedText(p.seats, names) });
    }
    passes = null;
  };
  /** A new turn's heading: the one before ends with its summary, and a new round is headed. */
  const startTurn = (key: string, heading: string, at: string | null, e: GameEvent) => {
    const done = turnAt >= 0 ? ui.turnSummary?.(seen.slice(turnAt, -1), e, names) : null;
    if (done) current().lines.push({ key: `${key}-summary`, text: done, summary: true });
    turns.push({ key, heading, round: at !== null && at !== round ? at : null, lines: [] });
    if (at !== null) round = at;
    turnAt = seen.length - 1;
  };
  let talk: Talk | null = null;
  const end = (outcome: string) => {
    const t = talk!;
    const text = t.offers > 1 ? `${outcome.replace(/\.$/, '')} (${t.offers} offers).` : outcome;
    current().lines.push({ key: t.lines[0]!.key, text, details: t.lines.map((l) => l.text) });
    talk = null;
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
      seen.push(e);
      if (talk?.accepted) {
        const text = eventSentence(e, names, ui);
        if (text) return end(text);
      }
      if (e.type.startsWith('offer-')) {
        const text = eventSentence(e, names, ui);
        flush();
        talk ??= { lines: [], offers: 0, accepted: false };
        if (e.type === 'offer-made') talk.offers++;
        if (text) talk.lines.push({ key, text });
        if (e.type === 'offer-accepted') talk.accepted = true;
        else if ((e.type === 'offer-declined' || e.type === 'offer-withdrawn') && text) end(text);
        return;
      }
      if (e.type === 'window-passed' && ui.eventText(e, names) === null) {
        if (passes && passes.kind === e.kind) passes.seats.push(e.seat as number);
        else {
          flush();
          passes = { key, kind: e.kind, seats: [e.seat as number], before: seen.length - 1 };
        }
        return;
      }
      const start = ui.turnStart ? ui.turnStart(e, names) : null;
      const text = start ? start.heading : eventSentence(e, names, ui);
      if (!text) return;
      flush();
      if (start) startTurn(key, start.heading, start.round, e);
      else if (!ui.turnStart && e.type === 'turn-started') startTurn(key, text, null, e);
      else current().lines.push({ key, text });
    });
    // An acceptance whose move told no trade: the acceptance itself is the outcome.
    const open = talk as Talk | null;
    if (open?.accepted) end(open.lines.at(-1)!.text);
  }
  flush();
  // A negotiation still open: each offer on its own line.
  if (talk) current().lines.push(...(talk as Talk).lines);
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
