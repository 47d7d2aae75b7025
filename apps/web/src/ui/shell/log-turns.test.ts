import type { GameEvent } from '@cutthroat/engine';
import type { GameUi } from '@cutthroat/web-kit';
import { describe, expect, it } from 'vitest';
import { logTurns, passedText } from './log-turns.js';

/** A game's words for its own events; the engine's (passes) are the shell's. */
const ui = {
  eventText: (e: GameEvent, names: readonly string[]) => {
    if (e.type === 'turn-started') return `Turn ${String(e.turn)}: ${names[e.seat as number]}.`;
    if (e.type === 'dealt') return `${names[e.seat as number]} lays a deal.`;
    if (e.type === 'set-up') return 'The cards are dealt.';
    return null;
  },
} as unknown as GameUi;
const names = ['Ada', 'Bo', 'Cy', 'Di'];
const entry = (seq: number, actor: number, ...events: GameEvent[]) => ({ seq, actor, events });
const pass = (seat: number, kind = 'deal'): GameEvent => ({ type: 'window-passed', seat, kind });

describe('the log in turns', () => {
  it('puts each turn under its heading, and what came before the first turn apart', () => {
    const turns = logTurns(
      [
        entry(1, -1, { type: 'set-up' }),
        entry(2, 0, { type: 'turn-started', seat: 0, turn: 1 }, { type: 'dealt', seat: 0 }),
        entry(3, 1, { type: 'turn-started', seat: 1, turn: 2 }),
      ],
      names,
      ui,
    );
    expect(turns.map((t) => [t.heading, t.lines.map((l) => l.text)])).toEqual([
      [null, ['The cards are dealt.']],
      ['Turn 1: Ada.', ['Ada lays a deal.']],
      ['Turn 2: Bo.', []],
    ]);
  });

  it('heads the first turn with the opening the game tells, when its setup logs no event', () => {
    const turns = logTurns(
      [entry(1, 1, { type: 'dealt', seat: 1 }), entry(2, 2, { type: 'turn-started', seat: 2, turn: 2 })],
      names,
      ui,
      [],
      'Turn 1: Bo.',
    );
    expect(turns.map((t) => [t.heading, t.lines.map((l) => l.text)])).toEqual([
      ['Turn 1: Bo.', ['Bo lays a deal.']],
      ['Turn 2: Cy.', []],
    ]);
    expect(logTurns([], names, ui, [], 'Turn 1: Bo.').map((t) => t.heading)).toEqual(['Turn 1: Bo.']);
  });

  it('heads the round of an opening that tells one, and the next turn in it heads none', () => {
    const rounds = {
      ...ui,
      turnStart: (e: GameEvent, n: readonly string[]) =>
        e.type === 'turn-started'
          ? { heading: `${n[e.seat as number]}'s turn`, round: `Round ${String(e.turn)}` }
          : null,
    } as GameUi;
    const turns = logTurns(
      [
        entry(1, 1, { type: 'dealt', seat: 1 }),
        entry(2, 2, { type: 'turn-started', seat: 2, turn: 3 }),
        entry(3, 3, { type: 'turn-started', seat: 3, turn: 4 }),
      ],
      names,
      rounds,
      [],
      { heading: "Bo's turn", round: 'Round 3' },
    );
    expect(turns.map((t) => [t.round, t.heading, t.lines.map((l) => l.text)])).toEqual([
      ['Round 3', "Bo's turn", ['Bo lays a deal.']],
      [null, "Cy's turn", []],
      ['Round 4', "Di's turn", []],
    ]);
  });

  it('tells who left the table after the move it followed, and after the last one', () => {
    const turns = logTurns(
      [
        entry(2, 0, { type: 'turn-started', seat: 0, turn: 1 }, { type: 'dealt', seat: 0 }),
        entry(3, 1, { type: 'turn-started', seat: 1, turn: 2 }),
      ],
      names,
      ui,
      [
        { seq: 2, text: 'Cy left the table: a bot (greedy) plays the seat from now on.' },
        { seq: 3, text: 'Di left the table: the seat is open.' },
      ],
    );
    expect(turns.map((t) => [t.heading, t.lines.map((l) => l.text)])).toEqual([
      ['Turn 1: Ada.', ['Ada lays a deal.', 'Cy left the table: a bot (greedy) plays the seat from now on.']],
      ['Turn 2: Bo.', ['Di left the table: the seat is open.']],
    ]);
  });

  it('folds seats passing one after another in one window into one line, and no more', () => {
    const turns = logTurns(
      [
        entry(1, 0, { type: 'turn-started', seat: 0, turn: 1 }, { type: 'dealt', seat: 0 }),
        entry(2, 1, pass(1)),
        entry(3, 2, pass(2)),
        entry(4, 3, pass(3)),
        entry(5, 0, { type: 'dealt', seat: 0 }),
        entry(6, 1, pass(1)),
        entry(7, 2, pass(2, 'intercept')),
      ],
      names,
      ui,
    );
    expect(turns[0]!.lines.map((l) => l.text)).toEqual([
      'Ada lays a deal.',
      '3 players pass: Bo, Cy and Di.',
      'Ada lays a deal.',
      'Bo passes.',
      'Cy passes.',
    ]);
    // Keys stay those of the first event of each line: a line keeps its place as the log grows.
    expect(turns[0]!.lines.map((l) => l.key)).toEqual(['1.1', '2.0', '5.0', '6.0', '7.0']);
  });

  it('words one, two and more passes', () => {
    expect(passedText([2], names)).toBe('Cy passes.');
    expect(passedText([2, 0], names)).toBe('Cy and Ada pass.');
    expect(passedText([1, 2, 3, 7], names)).toBe('4 players pass: Bo, Cy, Di and seat 7.');
  });

  it('folds a trade negotiation into one line per outcome, its offers kept as details', () => {
    const offer = (id: number, from: number, to: number, counters: number | null = null): GameEvent => ({
      type: 'offer-made',
      offer: { id, from, to, terms: { n: id }, counters },
    });
    const game = {
      ...ui,
      eventText: (e: GameEvent, n: readonly string[]) =>
        e.type === 'traded' ? `${n[e.from as number]} and ${n[e.to as number]} trade.` : ui.eventText(e, n),
      termsText: (t: { n: number }) => `terms ${t.n}`,
    } as unknown as GameUi;
    const turns = logTurns(
      [
        entry(1, 0, { type: 'turn-started', seat: 0, turn: 1 }),
        entry(2, 0, offer(2, 0, 1)),
        entry(3, 1, { type: 'offer-countered', offer: 2, by: 1 }, offer(3, 1, 0, 2)),
        entry(4, 0, { type: 'offer-accepted', offer: 3, by: 0 }, { type: 'traded', from: 1, to: 0 }),
        entry(5, 0, offer(5, 0, 2)),
        entry(6, 2, { type: 'offer-declined', offer: 5, by: 2, reason: 'keeps coal: it needs it for steel' }),
        entry(7, 0, offer(7, 0, 3)),
      ],
      names,
      game,
    );
    expect(turns[0]!.lines).toEqual([
      {
        key: '2.0',
        text: 'Bo and Ada trade (2 offers).',
        details: ['Ada offers Bo a trade: terms 2.', 'Bo counters with: terms 3.', 'Ada accepts the trade.'],
      },
      {
        key: '5.0',
        text: 'Cy declines the trade (keeps coal: it needs it for steel).',
        details: ['Ada offers Cy a trade: terms 5.', 'Cy declines the trade (keeps coal: it needs it for steel).'],
      },
      // Still open: as it is.
      { key: '7.0', text: 'Ada offers Di a trade: terms 7.' },
    ]);
  });

  it("takes the game's own turn headings, rounds, turn summaries and what each pass declined", () => {
    const story = {
      ...ui,
      eventText: (e: GameEvent, n: readonly string[]) =>
        e.type === 'sold' ? `${n[e.seat as number]} sells.` : ui.eventText(e, n),
      turnStart: (e: GameEvent, n: readonly string[]) =>
        e.type === 'turn' ? { heading: `${n[e.seat as number]}'s turn`, round: `Round ${String(e.round)}` } : null,
      passText: (kind: string, seats: readonly number[], before: readonly GameEvent[]) =>
        `${seats.length} pass on the ${kind} after ${before.at(-1)?.type ?? 'nothing'}.`,
      turnSummary: (events: readonly GameEvent[], next: GameEvent) =>
        `${events.length} events, then ${String(next.seat)}.`,
    } as unknown as GameUi;
    const turns = logTurns(
      [
        entry(1, 0, { type: 'turn', seat: 0, round: 1 }, { type: 'sold', seat: 0 }),
        entry(2, 1, pass(1, 'war'), pass(2, 'war')),
        entry(3, 1, { type: 'turn', seat: 1, round: 1 }),
        entry(4, 0, { type: 'turn', seat: 0, round: 2 }),
      ],
      names,
      story,
    );
    expect(turns.map((t) => [t.round, t.heading, t.lines.map((l) => [l.text, l.summary ?? false])])).toEqual([
      [
        'Round 1',
        "Ada's turn",
        [
          ['Ada sells.', false],
          ['2 pass on the war after sold.', false],
          ['4 events, then 1.', true],
        ],
      ],
      [null, "Bo's turn", [['1 events, then 0.', true]]],
      ['Round 2', "Ada's turn", []],
    ]);
  });
});
