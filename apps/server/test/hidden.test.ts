import { armsDealers, type ArmsDealers } from '@cutthroat/arms-dealers';
import { applyAction, parseAction, setupMatch, type StateOf } from '@cutthroat/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, TestClient } from '../src/testing/client.js';
import { newPlayer, randomPicker, testServer } from '../src/testing/harness.js';

type Server = Awaited<ReturnType<typeof testServer>>;
let server: Server;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.cleanup();
});

const MATCHES = 200;
const AT_ONCE = 6;

/** Every card (`{ id, face }`) anywhere in a payload. */
function cardIds(value: unknown, out: number[] = []): number[] {
  if (Array.isArray(value)) for (const v of value) cardIds(v, out);
  else if (value && typeof value === 'object') {
    const c = value as { id?: unknown; face?: unknown };
    if (typeof c.id === 'number' && typeof c.face === 'string') out.push(c.id);
    for (const v of Object.values(value)) cardIds(v, out);
  }
  return out;
}

/** Play one match of three people over sockets, with a spectator, and check every payload. */
async function playAndCheck(n: number): Promise<number> {
  const people = await Promise.all(['A', 'B', 'C'].map((p) => newPlayer(server.url, `${p}${n}`)));
  const created = await api<{ match: { id: string } }>(server.url, 'POST', '/api/matches', {
    game: 'arms-dealers',
    seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }],
    options: { offersPerTurn: 1 },
  });
  const id = created.body.match.id;
  const seats: { seat: number; seatToken: string }[] = [];
  for (const p of people) {
    seats.push(
      (await api<{ seat: number; seatToken: string }>(server.url, 'POST', `/api/matches/${id}/join`, {}, p.token)).body,
    );
  }
  const spectator = await TestClient.connect(server.url);
  await spectator.hello(id);
  const clients = await Promise.all(
    seats.map(async (s) => {
      const c = await TestClient.connect(server.url);
      await c.hello(id, s.seatToken);
      c.autoplay(randomPicker(`hidden-${n}-${s.seat}`));
      return { seat: s.seat as number | null, c };
    }),
  );
  // Mid-match, a spectator and a second socket of seat 0 connect: they get the moves they missed.
  await Promise.race([clients[0]!.c.next('event', (m) => m.seq >= 20), clients[0]!.c.next('end')]);
  const late = await Promise.all(
    [null, seats[0]!].map(async (s) => {
      const c = await TestClient.connect(server.url);
      await c.hello(id, s?.seatToken);
      return { seat: s ? s.seat : null, c };
    }),
  );
  const watchers = [...clients, { seat: null, c: spectator }, ...late];
  const ends = await Promise.all(watchers.map((w) => w.c.next('end')));
  const secret = ends[0]!.secret;

  // The true state at every seq, from the exported log.
  const exported = await api<{ log: { actor: number; action: unknown }[]; match: { seatSeeds: string[] } }>(
    server.url,
    'GET',
    `/api/matches/${id}/export`,
  );
  const start = setupMatch(armsDealers, {
    game: 'arms-dealers',
    players: 3,
    options: { offersPerTurn: 1 },
    secret,
    seatSeeds: exported.body.match.seatSeeds,
  });
  if (!start.ok) throw new Error(start.error.message);
  const states: StateOf<ArmsDealers>[] = [start.value];
  for (const e of exported.body.log) {
    const a = parseAction(armsDealers, e.action);
    const next = a.ok ? applyAction(armsDealers, states.at(-1)!, e.actor, a.value) : a;
    if (!next.ok) throw new Error(next.error.message);
    states.push(next.value.state);
  }

  let checked = 0;
  let ownSeen = 0;
  /** What `seat` may not see at `seq`: the deck not drawn and the other seats' hands. */
  const check = (seat: number | null, seq: number, payload: unknown) => {
    const G = states[seq]!.G;
    const hidden = new Set([...G.deck.slice(G.drawn), ...G.hands.flatMap((h, s) => (s === seat ? [] : h))]);
    for (const card of cardIds(payload)) {
      if (hidden.has(card)) throw new Error(`seat ${seat} was sent hidden card ${card} at seq ${seq}`);
      if (seat !== null && G.hands[seat]!.includes(card)) ownSeen++;
    }
    checked++;
  };
  for (const { seat, c } of watchers) {
    const endAt = c.raw.findIndex((r) => r.includes('"type":"end"'));
    c.raw.slice(0, endAt).forEach((raw) => expect(raw.includes(secret), 'the secret before the end').toBe(false));
    for (const m of c.received) {
      if (m.type === 'event' || m.type === 'snapshot') check(seat, m.seq, m);
      // Each move of a history is what every viewer heard of it then.
      if (m.type === 'history') for (const e of m.entries) check(seat, e.seq, e);
    }
    c.close();
  }
  // The scan does find cards: each seat was shown its own hand.
  expect(ownSeen).toBeGreaterThan(0);
  // And the late sockets were sent the moves they missed.
  expect(late.map(({ c }) => c.received.find((m) => m.type === 'history')?.entries.length ?? 0)).not.toContain(0);
  return checked;
}

/** The matches in slices of CHUNK, a test each: every test stays well inside the minute. */
const CHUNK = 20;
const chunks = Array.from({ length: MATCHES / CHUNK }, (_, k) => k * CHUNK);

describe(`hidden information over the wire, in ${MATCHES} seeded matches`, () => {
  it.each(chunks)(`never reaches a seat or a spectator: ${CHUNK} matches from number %i`, async (from) => {
    let payloads = 0;
    for (let i = from; i < from + CHUNK; i += AT_ONCE) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(AT_ONCE, from + CHUNK - i) }, (_, k) => playAndCheck(i + k)),
      );
      payloads += batch.reduce((a, b) => a + b, 0);
    }
    expect(payloads).toBeGreaterThan(CHUNK * 100);
  });
});
