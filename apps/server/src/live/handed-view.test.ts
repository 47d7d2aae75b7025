import { CATALOG } from '@cutthroat/catalog';
import { viewOf } from '@cutthroat/engine';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalFanOut } from '../fanout/index.js';
import { Metrics } from '../metrics.js';
import { activeMatch, Closer, Inbox } from '../testing/live.js';
import { ServerError, MatchHost } from './host.js';

const rigs = new Closer();
afterEach(() => rigs.closeAll());

/** Alice (player token "alice-token", seat token "seat-token") at seat 0 against a greedy bot. */
async function rig() {
  const store = await rigs.store('handed');
  const fanout = new LocalFanOut();
  const metrics = new Metrics({ liveMatches: () => 0, sockets: () => 0, botMovesWaiting: () => 0 });
  const h = new MatchHost({
    games: CATALOG,
    store,
    fanout,
    now: () => 1_000,
    logger: pino({ level: 'silent' }),
    metrics,
    origin: 'a',
  });
  rigs.add(async () => {
    await h.close();
    metrics.close();
    await fanout.close();
  });
  await store.createPlayer({ id: 'alice', name: 'Alice', tokenHash: 'alice-token', createdAt: 1_000 });
  const row = activeMatch(
    'handed',
    [
      { seat: 0, kind: 'human', bot: null, playerId: 'alice', name: 'Alice', tokenHash: 'seat-token' },
      { seat: 1, kind: 'bot', bot: 'greedy', playerId: null, name: 'greedy bot', tokenHash: null },
    ],
    { secret: 'handed-view-secret' },
  );
  await store.createMatch(row);
  const viewer = new Inbox(0, 'alice', 'seat-token');
  await h.attach(row.id, viewer, (m) => viewer.send(h.snapshot(m, 0)));
  return { h, store, id: row.id, viewer };
}

describe('a seat handed to a bot', () => {
  it('keeps its player’s view, with nothing to act on, to the end of the match', async () => {
    const { h, store, id, viewer } = await rig();
    expect((await h.leave(id, 0, 'alice')).ok).toBe(true);
    expect(viewer.lost).toBeNull();
    await vi.waitFor(async () => expect((await store.getMatch(id))?.status).toBe('finished'), {
      timeout: 60_000,
      interval: 10,
    });
    const m = (await h.get(id))!;
    await vi.waitFor(() => expect(viewer.last('end')).toBeDefined());
    const last = viewer.last('event')!;
    expect(last.seq).toBe(m.state.seq);
    // Seat 0's view, not the public one: the two differ in what only the seat knows.
    expect(last.view).toEqual(JSON.parse(JSON.stringify(viewOf(m.game, m.state, 0))));
    expect(JSON.stringify(viewOf(m.game, m.state, 0))).not.toBe(JSON.stringify(viewOf(m.game, m.state, null)));
    const afterLeave = viewer.received.filter((x) => x.type === 'event' || x.type === 'snapshot').slice(-3);
    for (const x of afterLeave) expect('legal' in x ? x.legal : null).toEqual([]);
    expect(viewer.lost).toBeNull();
    // The bot played the seat meanwhile, and its player saw each of those moves as the seat.
    expect((await store.log(id)).some((r) => r.actor === 0)).toBe(true);
  });

  it('shows the seat to its former player’s seat token and player token, and lets neither act', async () => {
    const { h, id, viewer } = await rig();
    await h.leave(id, 0, 'alice');
    const m = (await h.get(id))!;
    expect(await h.seatOfToken(m, 'seat-token')).toEqual({ seat: 0, holder: 'alice' });
    expect(await h.seatOfToken(m, 'alice-token')).toEqual({ seat: 0, holder: 'alice' });
    expect(await h.seatOfToken(m, 'someone-else')).toBeNull();
    expect(h.snapshot(m, 0)).toMatchObject({ legal: [] });
    const r = await h.submit(id, 0, { type: 'pass' }, m.state.seq, { viewer, id: 'a1' });
    expect(r.ok ? null : r.error.code).toBe(ServerError.SeatLost);
  });
});
