import type { Created, PublicMatch } from '@cutthroat/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, TestClient } from '../src/testing/client.js';
import { newPlayer, testServer } from '../src/testing/harness.js';
import { twoPeopleMatch } from './support/matches.js';

type Server = Awaited<ReturnType<typeof testServer>>;
let server: Server;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.cleanup();
});

const OVERRIDE = '\u202Enimda'; // reads "admin" backwards
const refusal = { error: { code: 'text/unprintable' } };

describe('names and chat', () => {
  it('refuse a control character or a bidirectional override in a name, with a code, and keep nothing', async () => {
    for (const name of [OVERRIDE, 'Ann\u0000', 'Ann\nBob', 'Ann\u2066']) {
      const created = await api(server.url, 'POST', '/api/players', { name });
      expect(created).toMatchObject({ status: 400, body: refusal });
    }
    const ann = await newPlayer(server.url, 'Ann');
    const renamed = await api(server.url, 'POST', '/api/me/name', { name: OVERRIDE }, ann.token);
    expect(renamed).toMatchObject({ status: 400, body: refusal });
    expect((await api<{ name: string }>(server.url, 'GET', '/api/me', undefined, ann.token)).body.name).toBe('Ann');
  });

  it('refuse an invisible name, or one without a letter, with a code, and keep nothing', async () => {
    const invisible = [
      '\u200B\u200B',
      '\u3164',
      '\u115F\u1160',
      '\uFFA0',
      '\u2800',
      '\u{E0041}\u{E007F}',
      '\uFE0F',
      'Ad\u200Ba',
    ];
    for (const name of invisible) {
      const created = await api(server.url, 'POST', '/api/players', { name });
      expect(created).toMatchObject({ status: 400, body: refusal });
    }
    for (const name of ['\u0301', '...', '😀']) {
      const created = await api(server.url, 'POST', '/api/players', { name });
      expect(created).toMatchObject({ status: 400, body: { error: { code: 'text/no-letter' } } });
    }
    const ann = await newPlayer(server.url, 'Ann');
    for (const name of ['\u3164', '\u2800', '-']) {
      const renamed = await api(server.url, 'POST', '/api/me/name', { name }, ann.token);
      expect(renamed.status).toBe(400);
    }
    expect((await api<{ name: string }>(server.url, 'GET', '/api/me', undefined, ann.token)).body.name).toBe('Ann');
    const emoji = await api<{ name: string }>(server.url, 'POST', '/api/players', { name: 'Ann ❤\uFE0F' });
    expect(emoji).toMatchObject({ status: 200, body: { name: 'Ann ❤\uFE0F' } });
  });

  it("mark a seat whose name looks like another seated person's, and keep theirs as it was", async () => {
    const names = ['Ada', 'Аda', 'ADA', 'Bob', 'B0b'];
    const [first, ...rest] = await Promise.all(names.map((name) => newPlayer(server.url, name)));
    const seats = names.map(() => ({ kind: 'open' }));
    const created = await api<Created>(
      server.url,
      'POST',
      '/api/matches',
      { game: 'arms-dealers', seats, join: true },
      first!.token,
    );
    const id = created.body.match.id;
    for (const p of rest)
      expect((await api(server.url, 'POST', `/api/matches/${id}/join`, {}, p.token)).status).toBe(200);
    const match = await api<PublicMatch>(server.url, 'GET', `/api/matches/${id}`);
    expect(match.body.seats.map((s) => s.name)).toEqual(['Ada', 'Аda (2)', 'ADA (3)', 'Bob', 'B0b (2)']);
    // The players' own names are theirs still.
    expect((await api<{ name: string }>(server.url, 'GET', '/api/me', undefined, rest[0]!.token)).body.name).toBe(
      'Аda',
    );
  });

  it('normalise a name (NFC) before bounding and keeping it', async () => {
    const created = await api<{ name: string }>(server.url, 'POST', '/api/players', { name: ' Rene\u0301e ' });
    expect(created.body.name).toBe('Renée');
    const forty = await api<{ name: string }>(server.url, 'POST', '/api/players', { name: 'e\u0301'.repeat(40) });
    expect(forty).toMatchObject({ status: 200, body: { name: 'é'.repeat(40) } });
  });

  it('refuse such a chat line or spectator name on a socket, and say nothing to the table', async () => {
    const { id, seatTokens } = await twoPeopleMatch(server.url);
    const [alice, bob] = [await TestClient.connect(server.url), await TestClient.connect(server.url)];
    await alice.hello(id, seatTokens[0]);
    await bob.hello(id, seatTokens[1]);
    const from = bob.received.length;
    alice.send({ v: 1, type: 'chat', text: `hi ${OVERRIDE}` });
    await expect(alice.next('error')).resolves.toMatchObject({ code: 'text/unprintable' });
    alice.send({ v: 1, type: 'chat', text: 'Rene\u0301e?' });
    await expect(bob.next('chat', () => true, from)).resolves.toMatchObject({ text: 'Renée?' });
    expect(bob.received.slice(from).filter((m) => m.type === 'chat')).toHaveLength(1);

    const spectator = await TestClient.connect(server.url);
    spectator.send({ v: 1, type: 'hello', matchId: id, name: OVERRIDE });
    await expect(spectator.next('error')).resolves.toMatchObject({ code: 'text/unprintable' });
    for (const c of [alice, bob, spectator]) c.close();
  });
});
