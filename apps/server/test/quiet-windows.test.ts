import { afterEach, describe, expect, it } from 'vitest';
import { api, TestClient } from '../src/testing/client.js';
import { newPlayer, testServer } from '../src/testing/harness.js';

type Server = Awaited<ReturnType<typeof testServer>>;
const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.cleanup();
});

interface Seen {
  seq: number;
  view: { window: { kind: string; responders: number[]; answered: number[] } | null };
  legal: { type: string }[];
}

/**
 * Arms Dealers between three people, no bots: Ada (seat 0) lays a deal; Ben holds no
 * interception card, Cy holds the CIA. The window's quiet time ends only when the test says.
 */
async function aDealLaid(quietMs?: number) {
  const quiet: (() => void)[] = [];
  const server = await testServer(quietMs === undefined ? {} : { windowQuietMs: quietMs }, {
    allowFixtures: true,
    later: (run) => void quiet.push(run),
  });
  servers.push(server);
  const people = await Promise.all(['Ada', 'Ben', 'Cy'].map((n) => newPlayer(server.url, n)));
  const created = await api<{ match: { id: string }; joined: { seatToken: string } }>(
    server.url,
    'POST',
    '/api/matches',
    {
      game: 'arms-dealers',
      seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }],
      setup: { firstPlayer: 0, hands: [['USA', 'India', 'Chemical'], ['Nuclear'], ['CIA']], deck: ['Nuclear'] },
      join: true,
    },
    people[0]!.token,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.match.id;
  const tokens = [created.body.joined.seatToken];
  for (const p of people.slice(1))
    tokens.push(
      (await api<{ seatToken: string }>(server.url, 'POST', `/api/matches/${id}/join`, {}, p.token)).body.seatToken,
    );
  const seats = await Promise.all(tokens.map(() => TestClient.connect(server.url)));
  for (const [i, s] of seats.entries()) await s.hello(id, tokens[i]);
  const watcher = await TestClient.connect(server.url);
  await watcher.hello(id);
  const seen = (s: number) => seats[s]!.latest() as unknown as Seen;
  const deal = seen(0).legal.find((a) => a.type === 'deal');
  expect(deal).toBeDefined();
  const laid = await seats[0]!.act(deal, seen(0).seq);
  expect(laid).toMatchObject({ type: 'ack' });
  await watcher.next('event', (m) => m.seq === seen(0).seq);
  return { server, id, seats, watcher, seen, quiet, close: () => [...seats, watcher].forEach((s) => s.close()) };
}

/** The seats that passed in the events the watcher heard from index `from` on, in order. */
const passes = (watcher: TestClient, from: number) =>
  watcher.received
    .slice(from)
    .flatMap((m) => (m.type === 'event' ? (m.events as { type: string; seat?: number }[]) : []))
    .filter((e) => e.type === 'window-passed')
    .map((e) => e.seat);

describe('a reaction window’s quiet time', () => {
  it('holds every pass, passes for a person with nothing to answer, and tells the table nothing of who held what', async () => {
    const { server, id, seats, watcher, seen, quiet, close } = await aDealLaid();
    expect(seen(1).view.window).toMatchObject({ kind: 'intercept', responders: [1, 2], answered: [] });
    // Ben has nothing but a pass to give; Cy could intercept, and passes at once.
    expect(seen(1).legal.map((a) => a.type)).toEqual(['pass']);
    expect(seen(2).legal.map((a) => a.type)).toContain('intercept');
    const from = watcher.received.length;
    const cy = seats[2]!.act({ type: 'pass' }, seen(2).seq);
    const m = (await server.host.get(id))!;
    await expect.poll(() => m.quietWindow?.held.length).toBe(1);
    // Held: nothing reached the table yet.
    await watcher.roundTrip();
    expect(passes(watcher, from)).toEqual([]);
    expect(quiet.length).toBe(1);
    quiet.shift()!();
    const acked = await cy;
    if (acked.type !== 'ack') throw new Error(`refused: ${acked.code}`);
    await watcher.next('event', (e) => e.seq === acked.seq);
    // Ben's pass (made for him) and Cy's, in the window's order, alike.
    expect(passes(watcher, from)).toEqual([1, 2]);
    close();
  });

  it('takes a pass made after it at once, and holds none with no quiet time', async () => {
    const later = await aDealLaid();
    const opened = later.seen(1).seq;
    later.quiet.shift()!();
    // Ben was passed for; Cy looks, and passes later: the table hears it at once.
    await later.watcher.next('event', (m) => passes(later.watcher, 0).includes(1) && m.seq > 0);
    // Ben's browser answered at once too, but arrived after the quiet time: that very answer, done.
    expect(await later.seats[1]!.act({ type: 'pass' }, opened)).toMatchObject({ type: 'ack' });
    const from = later.watcher.received.length;
    const r = await later.seats[2]!.act({ type: 'pass' }, later.seen(2).seq);
    if (r.type !== 'ack') throw new Error(`refused: ${r.code}`);
    await later.watcher.next('event', (e) => e.seq === r.seq);
    expect(passes(later.watcher, from)).toEqual([2]);
    later.close();

    const none = await aDealLaid(0);
    expect(none.quiet).toEqual([]);
    expect(await none.seats[1]!.act({ type: 'pass' }, none.seen(1).seq)).toMatchObject({ type: 'ack' });
    none.close();
  });
});
