import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOG } from '@cutthroat/catalog';
import { Rng, seedFromSecret } from '@cutthroat/engine';
import type { ServerConfig } from '../config.js';
import { startServer, type RunningServer, type ServerOptions } from '../server.js';
import { api, TestClient } from './client.js';

/**
 * Counted across the servers of a test file (a module of its own in each file's worker), so that a
 * server started again on the same data gives new matches new secrets, and every run of the file
 * deals the same games. (The data directory's random name was once part of it, which dealt each run
 * new games: a test that holds only for some deals then failed at random.)
 */
let secrets = 0;

/** A real server on a free loopback port, with its own SQLite file and reproducible secrets. */
export async function testServer(
  overrides: Partial<ServerConfig> = {},
  opts: Partial<Omit<ServerOptions, 'config'>> = {},
): Promise<RunningServer & { dir: string; cleanup(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'cutthroat-server-'));
  const started = startServer({
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir: dir,
      databaseUrl: null,
      redisUrl: null,
      logLevel: 'silent',
      webDir: null,
      // Scripted clients play far faster than people; the limiter has its own test at 20/40.
      rateLimit: { rate: 100_000, burst: 100_000 },
      httpRateLimit: { rate: 100_000, burst: 100_000 },
      socketsPerAddress: 100_000,
      socketOpenLimit: { rate: 100_000, burst: 100_000 },
      chatAddressLimit: { rate: 100_000, burst: 100_000 },
      botsOnlyMatches: 100_000,
      openMatchesPerAddress: 100_000,
      ...overrides,
    },
    games: CATALOG,
    deadlines: 'manual',
    heartbeat: 'manual',
    newSecret: () => `test-secret-${secrets++}`,
    ...opts,
  });
  const server = await started.catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  return Object.assign(server, {
    dir,
    async cleanup() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  });
}

/** Pick uniformly with a seeded RNG: a test's choices are reproducible. */
export function randomPicker(seed: string): (legal: readonly unknown[]) => unknown {
  const rng = new Rng(seedFromSecret(seed));
  return (legal) => legal[rng.int(legal.length)];
}

export async function newPlayer(url: string, name: string): Promise<{ playerId: string; token: string }> {
  const r = await api<{ playerId: string; token: string }>(url, 'POST', '/api/players', { name });
  if (r.status !== 200) throw new Error(`player: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/**
 * An Arms Dealers match of two people, Alice (seat 0, its creator) and Bob (seat 1), started and
 * nobody connected yet: its id and each seat's token.
 */
export async function twoPeopleMatch(url: string): Promise<{ id: string; seatTokens: [string, string] }> {
  const alice = await newPlayer(url, 'Alice');
  const bob = await newPlayer(url, 'Bob');
  const created = await api<{ match: { id: string }; joined: { seat: number; seatToken: string } }>(
    url,
    'POST',
    '/api/matches',
    { game: 'arms-dealers', seats: [{ kind: 'open' }, { kind: 'open' }], join: true },
    alice.token,
  );
  if (created.status !== 201) throw new Error(`match: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.match.id;
  const joined = await api<{ seat: number; seatToken: string }>(url, 'POST', `/api/matches/${id}/join`, {}, bob.token);
  if (joined.status !== 200 || joined.body.seat !== 1)
    throw new Error(`join: ${joined.status} ${JSON.stringify(joined.body)}`);
  return { id, seatTokens: [created.body.joined.seatToken, joined.body.seatToken] };
}

/**
 * Alice, Bob and Carol, each connected at their seat of a server that takes fixtures: Alice (seat 0)
 * lays a deal at once, and Bob and Carol may intercept it together. The sockets, the seat tokens,
 * the match and the seq at which the window opened.
 */
export async function interceptWindow(url: string) {
  const people = await Promise.all(['Alice', 'Bob', 'Carol'].map((name) => newPlayer(url, name)));
  const created = await api<{ match: { id: string }; joined: { seatToken: string } }>(
    url,
    'POST',
    '/api/matches',
    {
      game: 'arms-dealers',
      seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }],
      options: { offersPerTurn: 0 },
      setup: { firstPlayer: 0, hands: [['USA', 'India', 'Missile'], ['CIA'], ['FBI']], deck: ['Missile'] },
      join: true,
    },
    people[0]!.token,
  );
  if (created.status !== 201) throw new Error(`match: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.match.id;
  const tokens = [created.body.joined.seatToken];
  for (const p of people.slice(1)) {
    tokens.push((await api<{ seatToken: string }>(url, 'POST', `/api/matches/${id}/join`, {}, p.token)).body.seatToken);
  }
  const seats = await Promise.all(tokens.map(() => TestClient.connect(url)));
  const snap = await seats[0]!.hello(id, tokens[0]);
  for (const [i, c] of seats.entries()) if (i > 0) await c.hello(id, tokens[i]);
  const deal = { type: 'deal', seller: 'USA', buyer: 'India', weapon: 'Missile', count: 1 };
  const dealt = await seats[0]!.act(deal, snap.seq);
  if (dealt.type !== 'ack' || dealt.seq !== snap.seq + 1) throw new Error(`deal: ${JSON.stringify(dealt)}`);
  return { id, seats, people, open: snap.seq + 1 };
}
