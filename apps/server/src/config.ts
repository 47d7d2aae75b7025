import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_HEAP_GROWING_PERCENT } from './heap.js';

export interface RateLimit {
  readonly rate: number;
  readonly burst: number;
}

/** 5 lobby writes a second per address, in bursts of 30: far above what people do, even many behind one address. */
export const DEFAULT_HTTP_RATE_LIMIT: RateLimit = { rate: 5, burst: 30 };

/**
 * Each new socket's hello costs the server about a millisecond (a snapshot, the history, the chat
 * log): 10 a second per address, in bursts of 60, is more than a school's players reconnecting at
 * once after a restart, and bounds what opening and closing sockets in a loop can take.
 */
export const DEFAULT_SOCKET_OPEN_LIMIT: RateLimit = { rate: 10, burst: 60 };

/**
 * A chat line is kept for good, as a lobby write is: each socket may say one a second (in bursts of
 * 5), and all the sockets of one address together 5 a second, in bursts of 30, so that 100 sockets
 * cannot fill the database a hundred lines a second.
 */
export const DEFAULT_CHAT_ADDRESS_LIMIT: RateLimit = { rate: 5, burst: 30 };

/** Far more than one person's tabs, and room for a school or an office behind one address. */
export const DEFAULT_SOCKETS_PER_ADDRESS = 100;

/**
 * Matches of bots only play themselves through as fast as the spare CPU allows, and anyone may
 * start one: this many at once across the deployment is plenty to watch bots play (each is over in
 * seconds), and bounds what starting them can take. A designer's thousands go through `cutthroat sim`.
 */
export const DEFAULT_BOTS_ONLY_MATCHES = 20;

/**
 * Listed matches one client address may keep waiting in the lobby's list at once: a person opens
 * one or two, a club a few; past it a flood from one address would push everyone else's out.
 */
export const DEFAULT_OPEN_MATCHES_PER_ADDRESS = 10;

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Where the embedded SQLite database lives. */
  readonly dataDir: string;
  /** PostgreSQL instead of SQLite, when set. */
  readonly databaseUrl: string | null;
  /** PostgreSQL only: keep the tables in this schema (created if missing), not in `public`. */
  readonly databaseSchema?: string | undefined;
  /** SQLite only: commit in the event loop (`loop`, the default) or in a thread of its own. */
  readonly sqliteWriter?: 'loop' | 'thread' | undefined;
  /** Redis pub/sub fan-out instead of in-process, when set. */
  readonly redisUrl: string | null;
  /** Redis only: the prefix of the channels, so that separate deployments can share a Redis. */
  readonly redisPrefix?: string | undefined;
  readonly logLevel: string;
  /** Per-socket messages a second and burst, from SOCKET_RATE_LIMIT="20/40" (the default). */
  readonly rateLimit: RateLimit;
  /**
   * Resyncs a socket is answered a second, and burst (default `DEFAULT_RESYNC_LIMIT`; more wait,
   * see `live/connection.ts`). Not from the environment: a client resyncs once per gap; scripted
   * tests raise it.
   */
  readonly resyncLimit?: RateLimit | undefined;
  /**
   * Lobby writes (the API's POST requests) a second and burst, per client address, from
   * HTTP_RATE_LIMIT (default `DEFAULT_HTTP_RATE_LIMIT`).
   */
  readonly httpRateLimit?: RateLimit | undefined;
  /**
   * Behind a load balancer or proxy: whose `X-Forwarded-For` to believe for the client's address
   * (TRUST_PROXY: `true` for any, or the proxies' addresses and CIDR ranges, comma-separated).
   * Unset, the address is the connection's, and every client behind a proxy would share one limit.
   */
  readonly trustProxy?: true | string | undefined;
  /**
   * WebSockets one client address may open a second, and burst (SOCKET_OPEN_LIMIT, default
   * `DEFAULT_SOCKET_OPEN_LIMIT`).
   */
  readonly socketOpenLimit?: RateLimit | undefined;
  /**
   * Chat lines the sockets of one client address may say a second, together, and burst
   * (CHAT_ADDRESS_LIMIT, default `DEFAULT_CHAT_ADDRESS_LIMIT`).
   */
  readonly chatAddressLimit?: RateLimit | undefined;
  /** WebSockets one client address may hold open at once (SOCKETS_PER_ADDRESS, default 100). */
  readonly socketsPerAddress?: number | undefined;
  /**
   * Matches of bots only that may be in play at once across the deployment (BOTS_ONLY_MATCHES,
   * default `DEFAULT_BOTS_ONLY_MATCHES`; 0: none may be created). Past it, creating one is refused.
   */
  readonly botsOnlyMatches?: number | undefined;
  /**
   * How long a reaction window takes no pass, in a match where a person sits (WINDOW_QUIET_MS,
   * default 1000; 0: none): passes made meanwhile are applied together when it ends, and a person
   * with nothing but a pass to give is passed for (`QuietWindow`, docs/server/fairness.md).
   */
  readonly windowQuietMs?: number | undefined;
  /**
   * Listed matches waiting for players that one client address may have created at once
   * (OPEN_MATCHES_PER_ADDRESS, default `DEFAULT_OPEN_MATCHES_PER_ADDRESS`). Past it, creating
   * another listed one is refused; one by invitation is not.
   */
  readonly openMatchesPerAddress?: number | undefined;
  /** Directory of the built web client to serve (WEB_DIR; by default apps/web/dist when built). */
  readonly webDir: string | null;
  /**
   * The process's old-generation growth, in percent (HEAP_GROWING_PERCENT, default
   * `DEFAULT_HEAP_GROWING_PERCENT`; 0 leaves it to V8). A setting of the whole process: `main.ts`
   * applies it with `tuneHeap`, `startServer` does not.
   */
  readonly heapGrowingPercent?: number | undefined;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env['PORT'] ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not '${env['PORT']}'`);
  return {
    port,
    host: env['HOST'] ?? '0.0.0.0',
    dataDir: resolve(env['DATA_DIR'] ?? './data'),
    databaseUrl: env['DATABASE_URL'] || null,
    databaseSchema: env['DATABASE_SCHEMA'] || undefined,
    sqliteWriter: sqliteWriter(env['SQLITE_WRITER'] || 'loop'),
    redisUrl: env['REDIS_URL'] || null,
    redisPrefix: env['REDIS_PREFIX'] || undefined,
    logLevel: env['LOG_LEVEL'] ?? 'info',
    rateLimit: rateLimit('SOCKET_RATE_LIMIT', env['SOCKET_RATE_LIMIT'] ?? '20/40'),
    httpRateLimit: env['HTTP_RATE_LIMIT'] ? rateLimit('HTTP_RATE_LIMIT', env['HTTP_RATE_LIMIT']) : undefined,
    trustProxy: trustProxy(env['TRUST_PROXY'] || undefined),
    socketOpenLimit: env['SOCKET_OPEN_LIMIT'] ? rateLimit('SOCKET_OPEN_LIMIT', env['SOCKET_OPEN_LIMIT']) : undefined,
    chatAddressLimit: env['CHAT_ADDRESS_LIMIT']
      ? rateLimit('CHAT_ADDRESS_LIMIT', env['CHAT_ADDRESS_LIMIT'])
      : undefined,
    socketsPerAddress: env['SOCKETS_PER_ADDRESS']
      ? positiveInteger('SOCKETS_PER_ADDRESS', env['SOCKETS_PER_ADDRESS'])
      : undefined,
    botsOnlyMatches: env['BOTS_ONLY_MATCHES'] ? wholeNumber('BOTS_ONLY_MATCHES', env['BOTS_ONLY_MATCHES']) : undefined,
    windowQuietMs: env['WINDOW_QUIET_MS'] ? wholeNumber('WINDOW_QUIET_MS', env['WINDOW_QUIET_MS']) : undefined,
    openMatchesPerAddress: env['OPEN_MATCHES_PER_ADDRESS']
      ? wholeNumber('OPEN_MATCHES_PER_ADDRESS', env['OPEN_MATCHES_PER_ADDRESS'])
      : undefined,
    webDir: env['WEB_DIR'] ?? builtWebClient(),
    heapGrowingPercent: env['HEAP_GROWING_PERCENT']
      ? wholeNumber('HEAP_GROWING_PERCENT', env['HEAP_GROWING_PERCENT'])
      : DEFAULT_HEAP_GROWING_PERCENT,
  };
}

function sqliteWriter(text: string): 'loop' | 'thread' {
  if (text !== 'loop' && text !== 'thread') throw new Error(`SQLITE_WRITER must be loop or thread, not '${text}'`);
  return text;
}

function rateLimit(name: string, text: string): RateLimit {
  const [rate, burst] = text.split('/').map(Number);
  if (!rate || !burst || rate <= 0 || burst < 1) {
    throw new Error(`${name} must be "a-second/burst", e.g. "20/40", not '${text}'`);
  }
  return { rate, burst };
}

function positiveInteger(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number from 1 up, not '${text}'`);
  return n;
}

function wholeNumber(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number from 0 up, not '${text}'`);
  return n;
}

function trustProxy(text: string | undefined): true | string | undefined {
  if (text === undefined || text === 'false') return undefined;
  return text === 'true' ? true : text;
}

/** The web client built next to this server in the repository (apps/web/dist), if it is there. */
function builtWebClient(): string | null {
  const dir = fileURLToPath(new URL('../../web/dist', import.meta.url));
  return existsSync(resolve(dir, 'index.html')) ? dir : null;
}
