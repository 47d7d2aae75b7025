import { playout, randomBot } from '@cutthroat/bots';
import { CATALOG } from '@cutthroat/catalog';
import { HISTORY_ENTRIES, type HistoryEntry } from '@cutthroat/protocol';
import { describe, expect, it } from 'vitest';
import type { LogRow, MatchRecordRow } from '../store/store.js';
import { lastMoves, remember, replayHistory } from './history.js';

const { game } = CATALOG.get('arms-dealers')!;
const row: MatchRecordRow = {
  id: 'm1',
  game: 'arms-dealers',
  players: 3,
  options: {},
  secret: 'history-test',
  commitment: '',
  clock: { mode: 'none' },
  status: 'finished',
  createdBy: null,
  createdAt: 0,
  startedAt: 0,
  fixture: null,
  listed: true,
  seats: [],
};
const record = { game: row.game, players: row.players, options: row.options, secret: row.secret };
const played = playout(game, record, [randomBot(), randomBot(), randomBot()], { keepLog: true });
const log: LogRow[] = played.log!.map((e, seq) => ({ matchId: row.id, seq, actor: e.actor, action: e.action, at: 0 }));

describe('a match’s history', () => {
  it('replays every move of the log, in order, with its actor and its public events', () => {
    const history = replayHistory(game, row, log, log.length);
    expect(history.map((e) => e.seq)).toEqual(log.map((r) => r.seq + 1));
    expect(history.map((e) => e.actor)).toEqual(log.map((r) => r.actor));
    expect(history.every((e) => e.events.length > 0)).toBe(true);
  });

  it('stops at the state asked for, whatever the log holds beyond it', () => {
    const half = Math.floor(log.length / 2);
    expect(replayHistory(game, row, log, half)).toEqual(replayHistory(game, row, log, log.length).slice(0, half));
    expect(replayHistory(game, row, log, 0)).toEqual([]);
  });

  it('refuses a log that does not replay', () => {
    const forged = log.map((r, i) => (i === 3 ? { ...r, actor: (r.actor + 1) % 3 } : r));
    expect(() => replayHistory(game, row, forged, forged.length)).toThrow(/does not replay at seq 3/);
  });

  it('keeps at least the last HISTORY_ENTRIES moves and fewer than twice that', () => {
    const history: HistoryEntry[] = [];
    let longest = 0;
    for (let seq = 1; seq <= 5 * HISTORY_ENTRIES + 7; seq++) {
      remember(history, { seq, actor: 0, events: [] });
      longest = Math.max(longest, history.length);
      expect(history[history.length - 1]!.seq).toBe(seq);
    }
    expect(longest).toBeLessThan(2 * HISTORY_ENTRIES);
    const sent = lastMoves(history).map((e) => e.seq);
    expect(sent).toHaveLength(HISTORY_ENTRIES);
    expect(sent[0]).toBe(4 * HISTORY_ENTRIES + 8);
    expect(sent.every((seq, i) => i === 0 || seq === sent[i - 1]! + 1)).toBe(true);
  });
});
