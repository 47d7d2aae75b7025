import { CATALOG } from '@cutthroat/catalog';
import { verifyExport } from '@cutthroat/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, TestClient } from '../src/testing/client.js';
import { newPlayer, testServer } from '../src/testing/harness.js';

type Server = Awaited<ReturnType<typeof testServer>>;
let server: Server;
beforeAll(async () => {
  server = await testServer({}, { allowFixtures: true });
});
afterAll(async () => {
  await server.cleanup();
});

interface Seen {
  seq: number;
  view: { undo: number | null; game: { players: { cash: number }[] } };
}

/** A GoCaine match of two people at their seats, seat 0 to act; no Task Force chips, so no windows. */
async function twoSeats() {
  const [ada, bo] = await Promise.all([newPlayer(server.url, 'Ada'), newPlayer(server.url, 'Bo')]);
  const created = await api<{ match: { id: string }; joined: { seatToken: string } }>(
    server.url,
    'POST',
    '/api/matches',
    {
      game: 'gocaine',
      seats: [{ kind: 'open' }, { kind: 'open' }],
      setup: { firstPlayer: 0, players: [{ taskForceChips: 0 }, { taskForceChips: 0 }] },
      join: true,
    },
    ada.token,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.match.id;
  const joined = await api<{ seatToken: string }>(server.url, 'POST', `/api/matches/${id}/join`, {}, bo.token);
  const seats = await Promise.all([TestClient.connect(server.url), TestClient.connect(server.url)]);
  await seats[0].hello(id, created.body.joined.seatToken);
  await seats[1].hello(id, joined.body.seatToken);
  return { id, seats };
}

describe('undo over the server', () => {
  it('takes back a seat’s own last action only, and the export still verifies', async () => {
    const { id, seats } = await twoSeats();
    const [ada, bo] = seats;
    const at = () => ada.latest() as unknown as Seen;
    expect(at().view.undo).toBeNull();
    expect(await ada.act({ type: 'buy-cells', count: 2 }, at().seq)).toMatchObject({ type: 'ack' });
    expect(at().view.undo).toBe(0);
    expect(at().view.game.players[0]!.cash).toBe(40);

    const stranger = await bo.act({ type: 'undo' }, at().seq);
    expect(stranger).toMatchObject({ type: 'refused', code: 'undo/not-allowed' });
    expect(await ada.act({ type: 'undo' }, at().seq)).toMatchObject({ type: 'ack' });
    expect(at().view.game.players[0]!.cash).toBe(50);
    expect(at().view.undo).toBeNull();
    await bo.next('event', (m) => m.seq === at().seq);
    expect((bo.latest() as unknown as Seen).view.game.players[0]!.cash).toBe(50);

    // Nothing left to take back, and the end of a turn never is.
    expect(await ada.act({ type: 'undo' }, at().seq)).toMatchObject({ type: 'refused', code: 'undo/not-allowed' });
    await ada.act({ type: 'no-action' }, at().seq);
    await ada.act({ type: 'end-turn' }, at().seq);
    expect(await ada.act({ type: 'undo' }, at().seq)).toMatchObject({ type: 'refused', code: 'undo/not-allowed' });

    await bo.act({ type: 'concede' }, at().seq);
    await ada.next('end');
    const exported = await api<{ log: { action: { type: string } }[] }>(server.url, 'GET', `/api/matches/${id}/export`);
    // The undo is in the log beside the action it took back.
    expect(exported.body.log.map((e) => e.action.type)).toEqual([
      'buy-cells',
      'undo',
      'no-action',
      'end-turn',
      'concede',
    ]);
    const verdict = verifyExport(exported.body, (g) => CATALOG.get(g)?.game, { allowFixture: true });
    expect(verdict).toMatchObject({ ok: true });
    for (const c of seats) c.close();
  }, 60_000);
});
