import { CATALOG } from '@cutthroat/catalog';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild, type ServerUnderLoad } from './child.js';
import { localProbe } from './probe.js';

/** The environment `apps/server/src/main.ts` reads, for a benchmark run. */
export function cutthroatEnv(dataDir: string, heapGrowingPercent: number): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Scripted clients act far faster than people: the default 20 messages/s a socket would refuse
    // them, and the lobby's 5 writes/s per address would refuse the set-up of their matches.
    SOCKET_RATE_LIMIT: '100000/100000',
    HTTP_RATE_LIMIT: '100000/100000',
    // And its 4,000 sockets all come from one address.
    SOCKETS_PER_ADDRESS: '100000',
    SOCKET_OPEN_LIMIT: '100000/100000',
    CHAT_ADDRESS_LIMIT: '100000/100000',
    // The bots-only benchmark starts hundreds of matches of bots only at once.
    BOTS_ONLY_MATCHES: '100000',
    // And its matches, listed, wait for their players for a moment, all from one address.
    OPEN_MATCHES_PER_ADDRESS: '100000',
    HEAP_GROWING_PERCENT: String(heapGrowingPercent),
  };
}

export interface StartOptions {
  /** Node flags for a child server, e.g. `--cpu-prof`. */
  readonly nodeFlags: readonly string[];
  /** Where the temporary SQLite directory goes (the system's temporary directory by default). */
  readonly dataParent?: string | undefined;
  /**
   * The old generation's growth for V8 in the server's process (`tuneHeap`), the same for every
   * server compared: the Cutthroat server's own setting, given to boardgame.io's as a Node flag.
   */
  readonly heapGrowingPercent: number;
}

/**
 * The Cutthroat server with SQLite in a fresh temporary directory, durable appends as the store
 * configures them (WAL, `synchronous = FULL`), in a child process or in this one.
 */
export async function startCutthroat(where: 'child' | 'in-process', opts: StartOptions): Promise<ServerUnderLoad> {
  const dir = mkdtempSync(join(opts.dataParent ?? tmpdir(), 'cutthroat-bench-'));
  const env = cutthroatEnv(dir, opts.heapGrowingPercent);
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  if (where === 'child') {
    const child = await startChild(new URL('./cutthroat-child.js', import.meta.url), {
      env,
      nodeFlags: opts.nodeFlags,
    });
    return { ...child, stop: () => child.stop().finally(cleanup) };
  }
  const { configFromEnv, startServer } = await import('@cutthroat/server');
  const server = await startServer({
    games: CATALOG,
    config: configFromEnv(env),
    deadlines: 'manual',
  });
  return {
    url: server.url,
    apiUrl: server.url,
    pid: process.pid,
    probe: localProbe(),
    stderrLines: new Map(),
    stop: () => server.close().finally(cleanup),
  };
}

/** boardgame.io's server always runs in a child: it is only ever compared that way. */
export function startBoardgameIo(opts: StartOptions): Promise<ServerUnderLoad> {
  return startChild(new URL('./bgio-child.js', import.meta.url), {
    nodeFlags: [`--heap-growing-percent=${opts.heapGrowingPercent}`, ...opts.nodeFlags],
    // boardgame.io refuses a move by logging it with console.error and sending nothing back.
    countLines: [
      ['stale', /invalid stateID/],
      ['refused', /^ERROR:/],
    ],
  });
}
