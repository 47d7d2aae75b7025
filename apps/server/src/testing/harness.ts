import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOG } from '@cutthroat/catalog';
import { Rng, seedFromSecret } from '@cutthroat/engine';
import type { ServerConfig } from '../config.js';
import { startServer, type RunningServer, type ServerOptions } from '../server.js';
import { api } from './client.js';

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
    // Scripted clients need no time to follow a bot's move: the bots' pace has its own test
    // (live/bot-pace.test.ts), and here a paced bot moves in the next turn of the event loop.
    later: (run) => void setImmediate(run),
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
