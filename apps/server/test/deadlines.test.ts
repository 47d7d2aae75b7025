import { afterEach, describe, expect, it } from 'vitest';
import { api, TestClient } from '../src/testing/client.js';
import { newPlayer, testServer } from '../src/testing/harness.js';

type Server = Awaited<ReturnType<typeof testServer>>;
const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.cleanup();
});

/** Time is an input: the test moves this clock, and deadlines fire only when asked at a time. */
let clock = 1_000_000;
const now = () => clock;

async function twoPlayerMatch(server: Server, onTurnExpiry: 'bot' | 'forfeit' = 'bot', reserveSeconds = 0) {
  const alice = await newPlayer(server.url, 'Alice');
  const bob = await newPlayer(server.url, 'Bob');
  const created = await api<{ match: { id: string }; joined: { seatToken: string } }>(
    server.url,
    'POST',
    '/api/matches',
    {
      game: 'arms-dealers',
      seats: [{ kind: 'open' }, { kind: 'open' }],
      clock: { mode: 'realtime', turnSeconds: 30, reserveSeconds, windowSeconds: 10, onTurnExpiry },
      join: true,
    },
    alice.token,
  );
  const id = created.body.match.id;
  const joined = await api<{ seatToken: string }>(server.url, 'POST', `/api/matches/${id}/join`, {}, bob.token);
  const tokens = [created.body.joined.seatToken, joined.body.seatToken];
  const watcher = await TestClient.connect(server.url);
  const snap = await watcher.hello(id);
  const active = (snap.view as { game: { active: number } }).game.active;
  const mover = await TestClient.connect(server.url);
  const moverSnap = await mover.hello(id, tokens[active]);
  return { id, watcher, mover, active, snap: moverSnap, tokens };
}

describe('deadlines', () => {
  it('a turn clock expires once, and a bot makes the move', async () => {
    const server = await testServer({}, { now });
    servers.push(server);
    const started = clock;
    const { watcher, snap } = await twoPlayerMatch(server);
    expect(snap.deadline).toEqual({ dueAt: started + 30_000, kind: 'turn' });
    // No reserve, nothing to tell.
    expect(snap.reserves).toBeUndefined();
    expect(await server.fireDue(started + 29_999)).toBe(0);
    clock = started + 30_000;
    expect(await server.fireDue(clock)).toBe(1);
    // The move starts the next deadline from now, so nothing more is due yet.
    expect(await server.fireDue(clock)).toBe(0);
    const moved = await watcher.next('event', (m) => m.seq === 1);
    expect(moved.actor).toBe((snap.view as { game: { active: number } }).game.active);
    watcher.close();
  });

  it("gives a viewer the server's clock, which deadlines are on, in its welcome and each pong", async () => {
    const server = await testServer({}, { now });
    servers.push(server);
    const started = clock;
    const { watcher, snap } = await twoPlayerMatch(server);
    expect(watcher.received.find((m) => m.type === 'welcome')).toMatchObject({ now: started });
    expect(snap.deadline).toEqual({ dueAt: started + 30_000, kind: 'turn' });
    clock = started + 12_345;
    const from = watcher.received.length;
    watcher.send({ v: 1, type: 'ping', t: 7 });
    expect(await watcher.next('pong', (m) => m.t === 7, from)).toEqual({ type: 'pong', t: 7, now: started + 12_345 });
    watcher.close();
  });

  it('tells every seat the reserves, and a slow turn eats into its own', async () => {
    const server = await testServer({}, { now });
    servers.push(server);
    const started = clock;
    const { watcher, mover, active, snap } = await twoPlayerMatch(server, 'bot', 60);
    expect(snap.reserves).toEqual([60_000, 60_000]);
    expect(snap.deadline).toEqual({ dueAt: started + 90_000, kind: 'turn' });
    // 40 s into a 30 s turn: 10 s of the reserve are gone once the turn passes to the other seat.
    clock = started + 40_000;
    let { seq, legal, view } = { seq: snap.seq, legal: snap.legal, view: snap.view as { actors: number[] } };
    while (view.actors[0] === active) {
      const action = legal.find((a) => (a as { type: string }).type === 'end-turn') ?? legal[0];
      expect(await mover.act(action, seq)).toMatchObject({ type: 'ack' });
      const event = await watcher.next('event', (m) => m.seq === seq + 1);
      ({ seq, view } = { seq: event.seq, view: event.view as { actors: number[] } });
      legal = mover.latest()!.legal;
      if (view.actors[0] === active) expect(event.reserves).toEqual([60_000, 60_000]);
      else expect(event.reserves).toEqual(active === 0 ? [50_000, 60_000] : [60_000, 50_000]);
    }
    watcher.close();
    mover.close();
  });

  it('a trade offer’s window expires once, by declining it', async () => {
    const server = await testServer({}, { now });
    servers.push(server);
    const { watcher, mover, snap } = await twoPlayerMatch(server);
    clock += 5_000;
    const offered = clock;
    const propose = snap.legal.find((a) => (a as { type: string }).type === 'propose');
    expect(await mover.act(propose, snap.seq)).toMatchObject({ type: 'ack' });
    const opened = await watcher.next('event', (m) => m.seq === snap.seq + 1);
    expect(opened.deadline).toEqual({ dueAt: offered + 10_000, kind: 'window' });
    expect(await server.fireDue(offered + 9_999)).toBe(0);
    clock = offered + 10_000;
    expect(await server.fireDue(clock)).toBe(1);
    expect(await server.fireDue(clock)).toBe(0);
    const expired = await watcher.next('event', (m) => m.seq === snap.seq + 2);
    expect(expired.actor).toBe(-1);
    expect(expired.events).toContainEqual(expect.objectContaining({ type: 'offer-declined', expired: true }));
    watcher.close();
    mover.close();
  });

  it('survives a restart and still fires once', async () => {
    const first = await testServer({}, { now });
    const { id, mover, snap } = await twoPlayerMatch(first);
    const propose = snap.legal.find((a) => (a as { type: string }).type === 'propose');
    const offered = clock;
    expect(await mover.act(propose, snap.seq)).toMatchObject({ type: 'ack' });
    mover.close();
    await first.close();

    const second = await testServer({ dataDir: first.dir }, { now });
    servers.push(second);
    clock = offered + 10_000;
    expect(await second.fireDue(clock)).toBe(1);
    expect(await second.fireDue(clock)).toBe(0);
    const watcher = await TestClient.connect(second.url);
    expect((await watcher.hello(id)).seq).toBe(snap.seq + 2);
    watcher.close();
  });

  it('hands a seat that runs out of time to a bot for good, with the forfeit policy', async () => {
    const server = await testServer({}, { now });
    servers.push(server);
    const started = clock;
    const { id, watcher, mover, active } = await twoPlayerMatch(server, 'forfeit');
    clock = started + 30_000;
    expect(await server.fireDue(clock)).toBe(1);
    const seats = await watcher.next('seats', (m) => m.seats[active]?.kind === 'bot');
    expect(seats.seats[active]).toMatchObject({ kind: 'bot', bot: 'greedy' });
    // The socket that spoke for the seat still sees the match as the seat does, and cannot act for the bot.
    const handed = await mover.next('snapshot', (m) => m.seats[active]?.kind === 'bot');
    expect(handed.legal).toEqual([]);
    expect(await mover.act({ type: 'pass' }, handed.seq)).toMatchObject({
      type: 'refused',
      code: 'protocol/seat-lost',
    });
    mover.close();
    const info = await api<{ seats: { kind: string }[] }>(server.url, 'GET', `/api/matches/${id}`);
    expect(info.body.seats[active]?.kind).toBe('bot');
    watcher.close();
  });

  it('gives a seat whose answer arrived stale one grace before its turn runs out', async () => {
    const server = await testServer({}, { now, allowFixtures: true });
    servers.push(server);
    const [ada, bo] = await Promise.all([newPlayer(server.url, 'Ada'), newPlayer(server.url, 'Bo')]);
    const created = await api<{ match: { id: string }; joined: { seatToken: string } }>(
      server.url,
      'POST',
      '/api/matches',
      {
        game: 'gocaine',
        seats: [{ kind: 'open' }, { kind: 'open' }],
        setup: { firstPlayer: 0, players: [{ taskForceChips: 0 }, { taskForceChips: 0 }] },
        clock: { mode: 'realtime', turnSeconds: 30, reserveSeconds: 0, windowSeconds: 10, onTurnExpiry: 'forfeit' },
        join: true,
      },
      ada.token,
    );
    const id = created.body.match.id;
    await api(server.url, 'POST', `/api/matches/${id}/join`, {}, bo.token);
    const started = clock;
    const mover = await TestClient.connect(server.url);
    await mover.hello(id, created.body.joined.seatToken);
    // Ada buys cells (her turn goes on), then sends an answer made on the table before it: stale.
    expect(await mover.act({ type: 'buy-cells', count: 1 }, 0)).toMatchObject({ type: 'ack', seq: 1 });
    expect(await mover.act({ type: 'buy-cells', count: 1 }, 0)).toMatchObject({
      type: 'refused',
      code: 'action/stale',
    });
    clock = started + 30_000;
    const from = mover.received.length;
    expect(await server.fireDue(clock)).toBe(0);
    // Her turn goes on 10 s more, and she is shown the deadline as it now stands.
    const graced = await mover.next('snapshot', () => true, from);
    expect(graced.deadline).toEqual({ dueAt: clock + 10_000, kind: 'turn' });
    expect(graced.seats[0]?.kind).toBe('human');
    // Another stale answer in the same wait buys nothing more.
    expect(await mover.act({ type: 'buy-cells', count: 1 }, 0)).toMatchObject({
      type: 'refused',
      code: 'action/stale',
    });
    expect(await server.fireDue(clock + 9_999)).toBe(0);
    clock += 10_000;
    expect(await server.fireDue(clock)).toBe(1);
    const seats = await mover.next('seats', (m) => m.seats[0]?.kind === 'bot');
    expect(seats.seats[0]).toMatchObject({ kind: 'bot' });
    mover.close();
  });
});
