import { afterEach, describe, expect, it } from 'vitest';
import { api, TestClient } from '../src/testing/client.js';
import { newPlayer, testServer } from '../src/testing/harness.js';

type Server = Awaited<ReturnType<typeof testServer>>;
const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.cleanup();
});

async function leave(url: string, id: string, seat: number, token: string) {
  const res = await fetch(`${url}/api/matches/${id}/leave`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ seat }),
  });
  const body = (await res.json()) as { bot?: string; error?: { code: string; message: string } };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
}

describe('the cap on matches of bots only, at a leave', () => {
  it('refuses the leave that would make a match one of bots only past the cap, and changes nothing', async () => {
    const s = await testServer({ botsOnlyMatches: 0 });
    servers.push(s);
    const alice = await newPlayer(s.url, 'Alice');
    const created = await api<{ match: { id: string; status: string }; joined: { seat: number } }>(
      s.url,
      'POST',
      '/api/matches',
      { game: 'arms-dealers', seats: [{ kind: 'open' }, { kind: 'bot', bot: 'greedy' }], join: true },
      alice.token,
    );
    expect(created.status).toBe(201);
    const id = created.body.match.id;
    const seat = created.body.joined.seat;
    const logged = (await s.store.log(id)).length;

    const refused = await leave(s.url, id, seat, alice.token);
    expect(refused).toMatchObject({ status: 503, retryAfter: '5', body: { error: { code: 'lobby/bots-only-full' } } });
    expect(refused.body.error?.message).toMatch(/last seat a person holds/);
    const row = (await s.store.getMatch(id))!;
    expect(row.status).toBe('active');
    expect(row.seats[seat]).toMatchObject({ kind: 'human', playerId: alice.playerId });
    expect(await s.store.botsOnlyInPlay(10)).toBe(0);
    expect((await s.store.log(id)).length).toBe(logged);
  });

  it('lets a person leave while another one stays at the table', async () => {
    const s = await testServer({ botsOnlyMatches: 0 });
    servers.push(s);
    const alice = await newPlayer(s.url, 'Alice');
    const bob = await newPlayer(s.url, 'Bob');
    const created = await api<{ match: { id: string }; joined: { seat: number } }>(
      s.url,
      'POST',
      '/api/matches',
      {
        game: 'arms-dealers',
        seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', bot: 'greedy' }],
        join: true,
      },
      alice.token,
    );
    const id = created.body.match.id;
    const joined = await api<{ seat: number }>(s.url, 'POST', `/api/matches/${id}/join`, {}, bob.token);
    expect(joined.status).toBe(200);

    expect(await leave(s.url, id, created.body.joined.seat, alice.token)).toMatchObject({
      status: 200,
      body: { bot: 'greedy' },
    });
    // Bob's is now the last seat a person holds.
    expect(await leave(s.url, id, joined.body.seat, bob.token)).toMatchObject({
      status: 503,
      body: { error: { code: 'lobby/bots-only-full' } },
    });
    expect((await s.store.getMatch(id))!.seats[joined.body.seat]).toMatchObject({ kind: 'human' });
  });

  it('plays the turn of a last person out of time, with the forfeit policy, and leaves them the seat', async () => {
    let clock = 1_000_000;
    const s = await testServer({ botsOnlyMatches: 0 }, { now: () => clock });
    servers.push(s);
    const alice = await newPlayer(s.url, 'Alice');
    const created = await api<{ match: { id: string }; joined: { seat: number; seatToken: string } }>(
      s.url,
      'POST',
      '/api/matches',
      {
        game: 'arms-dealers',
        seats: [{ kind: 'open' }, { kind: 'bot', bot: 'greedy' }],
        clock: { mode: 'realtime', turnSeconds: 30, reserveSeconds: 0, windowSeconds: 10, onTurnExpiry: 'forfeit' },
        botPaceMs: 0,
        join: true,
      },
      alice.token,
    );
    const id = created.body.match.id;
    const seat = created.body.joined.seat;
    const c = await TestClient.connect(s.url);
    const snap = await c.hello(id, created.body.joined.seatToken);
    // Her turn (not a window she may answer): the bot's, if it came first, is made at once.
    const hers = (m: { legal: readonly unknown[]; deadline: { kind: string; dueAt: number } | null }) =>
      m.legal.length > 0 && m.deadline?.kind === 'turn';
    let at: Parameters<typeof hers>[0] & { seq: number } = snap;
    while (!hers(at)) {
      // A window she may answer closes at its deadline; the bots' turns are made at once.
      if (at.deadline?.kind === 'window' && at.legal.length > 0) await s.fireDue((clock = at.deadline.dueAt));
      const seq = at.seq;
      at = await c.next('event', (m) => m.seq > seq);
    }
    const turn = at.seq;
    clock = at.deadline!.dueAt;
    expect(await s.fireDue(clock)).toBe(1);
    const played = await c.next('event', (m) => m.seq === turn + 1);
    expect(played.actor).toBe(seat);
    const row = (await s.store.getMatch(id))!;
    expect(row.seats[seat]).toMatchObject({ kind: 'human', playerId: alice.playerId });
    expect(await s.store.botsOnlyInPlay(10)).toBe(0);
    c.close();
  });
});
