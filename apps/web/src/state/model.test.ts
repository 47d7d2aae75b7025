import type { ServerMessage } from '@cutthroat/protocol';
import { describe, expect, it } from 'vitest';
import { canAct, connected, fold, initialModel, isWaiting, MAX_CHAT, notSent, sent, type MatchModel } from './model.js';

const view = (seq: number) => ({
  seq,
  players: 2,
  seat: 0,
  actors: [0],
  window: null,
  offer: null,
  outcome: null,
  game: {},
});
const seats = [
  { seat: 0, kind: 'human' as const, name: 'Ada', bot: null, connected: true },
  { seat: 1, kind: 'bot' as const, name: 'greedy bot', bot: 'greedy', connected: true },
];
const open = { state: 'open' as const, attempt: 0, retryAt: null, reason: null };

function run(messages: ServerMessage[], from: MatchModel = connected(initialModel('m'), open)): MatchModel {
  return messages.reduce(fold, from);
}

describe('the match model', () => {
  it('folds a welcome, a snapshot and events into the view, the legal actions and the log', () => {
    const m = run([
      { type: 'welcome', v: 1, matchId: 'm', game: 'arms-dealers', seat: 0, commitment: 'abc', now: 0 },
      { type: 'snapshot', seq: 0, view: view(0), legal: [{ type: 'end-turn' }], seats, deadline: null },
      {
        type: 'event',
        seq: 1,
        actor: 0,
        events: [{ type: 'turn-ended', seat: 0 }],
        view: view(1),
        legal: [],
        deadline: { dueAt: 5, kind: 'turn' },
      },
    ]);
    expect(m).toMatchObject({ game: 'arms-dealers', seat: 0, commitment: 'abc', seq: 1, legal: [], logGap: false });
    expect(m.log).toEqual([{ seq: 1, actor: 0, events: [{ type: 'turn-ended', seat: 0 }] }]);
    expect(m.deadline).toEqual({ dueAt: 5, kind: 'turn' });
    // An event already seen changes nothing.
    expect(fold(m, { type: 'event', seq: 1, actor: 0, events: [], view: view(1), legal: [], deadline: null })).toBe(m);
  });

  it('keeps one log line of a seat change heard again after a reconnection', () => {
    const change: ServerMessage = {
      type: 'seat-change',
      seq: 4,
      seat: 0,
      was: { kind: 'human', name: 'Ada', bot: null },
      now: { kind: 'bot', name: 'Ada', bot: 'greedy' },
    };
    const m = run([change, change, { ...change, seq: 9, now: { kind: 'open', name: null, bot: null } }]);
    expect(m.seatNotes.map((n) => n.seq)).toEqual([4, 9]);
  });

  it('keeps the seats’ clock reserves from the latest snapshot or event', () => {
    const m = run([
      { type: 'snapshot', seq: 0, view: view(0), legal: [], seats, deadline: null, reserves: [60_000, 60_000] },
    ]);
    expect(m.reserves).toEqual([60_000, 60_000]);
    const later = fold(m, {
      type: 'event',
      seq: 1,
      actor: 0,
      events: [],
      view: view(1),
      legal: [],
      deadline: null,
      reserves: [50_000, 60_000],
    });
    expect(later.reserves).toEqual([50_000, 60_000]);
    // A match whose clock has no reserve sends none.
    expect(run([{ type: 'snapshot', seq: 0, view: view(0), legal: [], seats, deadline: null }]).reserves).toBeNull();
  });

  it('tracks our action until its ack, and keeps a refusal with the action refused', () => {
    const base = run([
      { type: 'snapshot', seq: 3, view: view(3), legal: [{ type: 'end-turn' }], seats, deadline: null },
    ]);
    expect(canAct(base)).toBe(true);
    const waiting = sent(base, 'a1', { type: 'end-turn' });
    expect(canAct(waiting)).toBe(false);
    expect(fold(waiting, { type: 'ack', id: 'a1', seq: 4 }).pending).toBeNull();
    // Usually the acknowledgement rides on the event our action made.
    const event = { type: 'event', seq: 4, actor: 0, events: [], view: view(4), legal: [], deadline: null } as const;
    expect(fold(waiting, { ...event, ack: 'a1' }).pending).toBeNull();
    expect(fold(waiting, event).pending).toEqual({ id: 'a1', action: { type: 'end-turn' } });
    const refused = fold(waiting, { type: 'refused', id: 'a1', code: 'action/stale', message: 'stale' });
    expect(refused.pending).toBeNull();
    expect(refused.refusal).toEqual({ code: 'action/stale', message: 'stale', action: { type: 'end-turn' } });
    // Our next accepted move clears it.
    const moved = fold(
      { ...refused, seat: 0 },
      { type: 'event', seq: 4, actor: 0, events: [], view: view(4), legal: [], deadline: null },
    );
    expect(moved.refusal).toBeNull();
    expect(notSent(base, { type: 'end-turn' }).refusal?.code).toBe('net/not-connected');
  });

  it('marks the log incomplete when a snapshot skips moves, and knows a waiting match', () => {
    const late = run([{ type: 'snapshot', seq: 7, view: view(7), legal: [], seats, deadline: null }]);
    expect(late.logGap).toBe(true);
    const fresh = run([{ type: 'snapshot', seq: 0, view: view(0), legal: [], seats, deadline: null }]);
    expect(fresh.logGap).toBe(false);
    expect(isWaiting(fresh)).toBe(false);
    const waiting = fold(fresh, {
      type: 'seats',
      seats: [seats[0]!, { ...seats[1]!, kind: 'open', connected: false }],
    });
    expect(isWaiting(waiting)).toBe(true);
  });

  it('fills the log from the history sent on connecting, once each move, and then shows no gap', () => {
    const move = (seq: number) => ({ seq, actor: seq % 2, events: [{ type: 'turn-ended', seat: seq % 2 }] });
    const event = (seq: number): ServerMessage => ({
      type: 'event',
      ...move(seq),
      view: view(seq),
      legal: [],
      deadline: null,
    });
    // Heard moves 1 and 2, then lost the connection; back at move 4, with move 5 heard live before the history.
    const before = run([
      { type: 'snapshot', seq: 0, view: view(0), legal: [], seats, deadline: null },
      event(1),
      event(2),
    ]);
    const back = run([{ type: 'snapshot', seq: 4, view: view(4), legal: [], seats, deadline: null }, event(5)], before);
    expect(back.logGap).toBe(true);
    const filled = fold(back, { type: 'history', entries: [1, 2, 3, 4].map(move) });
    expect(filled.log).toEqual([1, 2, 3, 4, 5].map(move));
    expect(filled.logGap).toBe(false);
    // A page loaded fresh at move 3 has nothing before its history.
    const fresh = run([
      { type: 'snapshot', seq: 3, view: view(3), legal: [], seats, deadline: null },
      { type: 'history', entries: [1, 2, 3].map(move) },
    ]);
    expect(fresh).toMatchObject({ log: [1, 2, 3].map(move), logGap: false });
    // A history cut to its last moves leaves the earlier ones out, and says so.
    const cut = run([
      { type: 'snapshot', seq: 3, view: view(3), legal: [], seats, deadline: null },
      { type: 'history', entries: [2, 3].map(move) },
    ]);
    expect(cut.logGap).toBe(true);
  });

  it('merges the chat log sent on connecting with the lines heard live, once each, in order', () => {
    const line = (id: string, at: number, text = id) => ({ id, seat: 0, name: 'Ann', text, at });
    const m = run([
      { type: 'chat', ...line('b', 20) },
      // Reconnected: the log repeats b, and holds what was said before (a) and during the drop (c).
      { type: 'chat-log', lines: [line('a', 10), line('b', 20), line('c', 30)] },
      // Said while we connected: heard live after the log that already had it.
      { type: 'chat', ...line('c', 30) },
      { type: 'chat', ...line('d', 30, 'same millisecond, later') },
    ]);
    expect(m.chat.map((l) => l.id)).toEqual(['a', 'b', 'c', 'd']);
    const full = run(Array.from({ length: MAX_CHAT + 5 }, (_, i) => ({ type: 'chat' as const, ...line(`l${i}`, i) })));
    expect(full.chat.map((l) => l.id)).toEqual(Array.from({ length: MAX_CHAT }, (_, i) => `l${i + 5}`));
  });

  it('skips a message type it does not know, as a newer server may send', () => {
    const m = run([{ type: 'snapshot', seq: 2, view: view(2), legal: [], seats, deadline: null }]);
    expect(fold(m, { type: 'from-the-future', x: 1 } as unknown as ServerMessage)).toBe(m);
  });

  it('keeps chat, errors and the end', () => {
    const m = run([
      { type: 'chat', id: 'c1', seat: 1, name: 'Bob', text: 'hi', at: 1 },
      { type: 'error', code: 'protocol/rate-limited', message: 'slow down' },
      { type: 'end', outcome: { ranking: [{ seat: 0, rank: 1, score: 100 }] }, secret: 's' },
    ]);
    expect(m.chat).toEqual([{ id: 'c1', seat: 1, name: 'Bob', text: 'hi', at: 1 }]);
    expect(m.error?.code).toBe('protocol/rate-limited');
    expect(m.end?.secret).toBe('s');
    expect(canAct(m)).toBe(false);
  });
});
