import type { Catalog } from '@cutthroat/module';
import { MAX_CLIENT_MESSAGE_BYTES, ProtocolError, type ServerMessage } from '@cutthroat/protocol';
import type { Duplex } from 'node:stream';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  DEFAULT_BOTS_ONLY_MATCHES,
  DEFAULT_HTTP_RATE_LIMIT,
  DEFAULT_OPEN_MATCHES_PER_ADDRESS,
  DEFAULT_CHAT_ADDRESS_LIMIT,
  DEFAULT_SOCKET_OPEN_LIMIT,
  type RateLimit,
  DEFAULT_SOCKETS_PER_ADDRESS,
  type ServerConfig,
} from './config.js';
import { openFanOut } from './fanout/index.js';
import type { FanOut } from './fanout/fanout.js';
import { clientAddress } from './http/client-address.js';
import { lobbyRoutes } from './http/lobby.js';
import { notFound } from './http/not-found.js';
import { readiness } from './http/readiness.js';
import { securityHeaders } from './http/security-headers.js';
import { webClient } from './http/web.js';
import { limitKey, openLimits, type AddressLimits } from './limits/index.js';
import { serveSocket } from './live/connection.js';
import { Heartbeat } from './live/heartbeat.js';
import { MatchHost } from './live/host.js';
import type { HostDeps } from './live/host.js';
import { BurstWarning, logFailure } from './failures.js';
import { Metrics } from './metrics.js';
import { openStore } from './store/index.js';
import type { Store } from './store/store.js';
import { newId, newToken } from './tokens.js';

export interface ServerOptions {
  readonly config: ServerConfig;
  /** The games to serve: the catalogue, given at the composition root (`main.ts`). */
  readonly games: Catalog;
  /** The clock. Tests inject one; rules never read it, only deadlines do. */
  readonly now?: () => number;
  /** `timer`: fire due deadlines every `tickMs`; `manual`: only through `fireDue` (tests). */
  readonly deadlines?: 'timer' | 'manual';
  readonly tickMs?: number;
  /**
   * `timer`: ping every socket each `heartbeatMs` (default `HEARTBEAT_MS`), spread over the period,
   * and drop one that did not answer the ping before; `manual`: only through `heartbeat` (tests).
   */
  readonly heartbeat?: 'timer' | 'manual';
  readonly heartbeatMs?: number;
  readonly logger?: Logger;
  /** Accept scenario setups in match creation (browser and server tests); off in production. */
  readonly allowFixtures?: boolean;
  /** Where match secrets come from; tests pass a seeded sequence so their games are reproducible. */
  readonly newSecret?: () => string;
  /** See `HostDeps.botsOnlyTurnMs`; the bench compares settings. */
  readonly botsOnlyTurnMs?: number;
  /** Where search bots decide (`HostDeps.botPool`); its maker closes it after the server. */
  readonly botPool?: HostDeps['botPool'];
  /** See `HostDeps.later`: what the bots' pace waits on (tests wait on their own). */
  readonly later?: (run: () => void, ms: number) => void;
  /** The limits per client address, instead of those the configuration asks for (tests). */
  readonly limits?: AddressLimits;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly origin: string;
  readonly app: FastifyInstance;
  readonly host: MatchHost;
  readonly store: Store;
  readonly fanout: FanOut;
  fireDue(now: number): Promise<number>;
  /** A whole period at once: drop the sockets that did not answer the last ping, ping the others. */
  heartbeat(): number;
  close(): Promise<void>;
}

/**
 * A socket's connection can die without a word (a laptop closed, a network gone): a ping every
 * 30 s, and a socket that has not answered by the next is dropped, so that its seat shows offline
 * within a minute. The pings also keep proxies and load balancers, which close a connection idle
 * for 60 s or so, from closing the socket of a player who is only thinking.
 */
export const HEARTBEAT_MS = 30_000;
/** The sockets are pinged in this many groups, one every 250 ms (see `Heartbeat`). */
export const HEARTBEAT_SLICES = 120;

/**
 * Connections the kernel may hold for the server before it accepts them (Node's default is 511;
 * Linux caps it at `net.core.somaxconn`, 4096 by default). After a restart every client connects
 * again at once, thousands for a busy server: beyond the queue a connection waits for TCP's retry
 * of its first packet, 1 s and then 3 s later (docs/server/deployment.md).
 */
export const LISTEN_BACKLOG = 4096;

/**
 * Each open socket costs memory: a socket over the limit of sockets held per address is told why,
 * with a code, and closed (1008: retrying cannot help until the client closes some).
 */
function refuseSocket(ws: WebSocket, limit: number): void {
  // Closing anyway: whatever it sends meanwhile (a frame too big, say) must not be an uncaught error.
  ws.on('error', () => undefined);
  const error: ServerMessage = {
    type: 'error',
    code: ProtocolError.TooManySockets,
    message: `at most ${limit} sockets may be open from one address; close some`,
  };
  ws.send(JSON.stringify(error));
  ws.close(1008, 'too many sockets');
}

/**
 * A socket opened over the rate per address: refused before the WebSocket handshake, whose work is
 * what the limit saves (a refusal after it cost 40% of serving the socket), with a 429,
 * `Retry-After`, and the code in a JSON body as the lobby's refusals have it. A browser sees a
 * connection that failed, and its client tries again later, as after any drop.
 */
function refuseUpgrade(socket: Duplex, waitMs: number, opens: RateLimit): void {
  // A reset while the answer goes out must not be an uncaught error.
  socket.on('error', () => socket.destroy());
  const retryAfter = Math.ceil(waitMs / 1000);
  const body = JSON.stringify({
    error: {
      code: ProtocolError.ConnectingTooFast,
      message: `at most ${opens.rate} sockets a second may be opened from one address (bursts of ${opens.burst}); try again in ${retryAfter} s`,
    },
  });
  socket.end(
    'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Retry-After: ${retryAfter}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** One server process: HTTP lobby, WebSocket play, deadlines, metrics. */
export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const { config } = opts;
  const now = opts.now ?? Date.now;
  const logger = opts.logger ?? pino({ level: config.logLevel });
  const origin = newId();
  // A failover of the database drops every idle connection of the pool at once: one line a burst.
  const idleLosses = new BurstWarning(logger, 'database connection lost while idle');
  const store = await openStore({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema: config.databaseSchema,
    sqliteWriter: config.sqliteWriter,
    // Not the error itself: the pool hangs the whole client on it.
    onIdleError: (e: Error & { code?: string }) => idleLosses.warn({ code: e.code, reason: e.message }),
  });
  // Everything this deployment keeps in Redis starts with it, so that deployments can share one.
  const redisPrefix = config.redisPrefix ?? 'cutthroat:';
  // Redis's CLIENT LIST names each connection: by deployment too (a name has no spaces).
  const connectionName = redisPrefix.replace(/\s/g, '_');
  const opened: { close(): Promise<void> }[] = [store];
  // A part that cannot start closes the ones before it, so a failed start leaves nothing running.
  const open = async <T extends { close(): Promise<void> }>(part: Promise<T>): Promise<T> => {
    try {
      const p = await part;
      opened.unshift(p);
      return p;
    } catch (error) {
      for (const p of opened) await p.close().catch(() => undefined);
      throw error;
    }
  };
  const fanout = await open(
    openFanOut({
      redisUrl: config.redisUrl,
      channelPrefix: `${redisPrefix}match:`,
      connectionName: `${connectionName}fanout`,
      onError: (e: unknown) => logFailure(logger, e, {}, 'fan-out'),
    }),
  );
  const limits = await open(
    opts.limits
      ? Promise.resolve(opts.limits)
      : openLimits(
          {
            writes: config.httpRateLimit ?? DEFAULT_HTTP_RATE_LIMIT,
            opens: config.socketOpenLimit ?? DEFAULT_SOCKET_OPEN_LIMIT,
            chat: config.chatAddressLimit ?? DEFAULT_CHAT_ADDRESS_LIMIT,
            socketsPerAddress: config.socketsPerAddress ?? DEFAULT_SOCKETS_PER_ADDRESS,
          },
          {
            redisUrl: config.redisUrl,
            prefix: `${redisPrefix}limits:`,
            connectionName: `${connectionName}limits`,
            process: origin,
            now,
            onError: (e: unknown) => logFailure(logger, e, {}, 'limits'),
          },
        ),
  );
  // Messages a little over the limit get a clear refusal from the socket handler; far bigger ones
  // are cut off by ws itself before they are buffered.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * MAX_CLIENT_MESSAGE_BYTES });
  const metrics = new Metrics({
    liveMatches: () => host.size,
    sockets: () => wss.clients.size,
    botMovesWaiting: () => host.botMovesWaiting,
  });
  const host: MatchHost = new MatchHost({
    games: opts.games,
    store,
    fanout,
    now,
    logger,
    metrics,
    origin,
    botsOnlyMatches: config.botsOnlyMatches ?? DEFAULT_BOTS_ONLY_MATCHES,
    ...(opts.botsOnlyTurnMs !== undefined ? { botsOnlyTurnMs: opts.botsOnlyTurnMs } : {}),
    ...(opts.botPool ? { botPool: opts.botPool } : {}),
    ...(opts.later ? { later: opts.later } : {}),
    ...(config.windowQuietMs !== undefined ? { windowQuietMs: config.windowQuietMs } : {}),
  });

  // Typed as Fastify's logger, so that the instance is one of Fastify's default logger type.
  const loggerInstance: FastifyBaseLogger = logger;
  const app: FastifyInstance = Fastify({
    loggerInstance,
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy ?? false,
  });
  securityHeaders(app);
  lobbyRoutes(app, {
    games: opts.games,
    store,
    host,
    now,
    newSecret: opts.newSecret ?? (() => newToken(32)),
    allowFixtures: opts.allowFixtures ?? false,
    limits,
    metrics,
    botsOnlyMatches: config.botsOnlyMatches ?? DEFAULT_BOTS_ONLY_MATCHES,
    openMatchesPerAddress: config.openMatchesPerAddress ?? DEFAULT_OPEN_MATCHES_PER_ADDRESS,
  });
  if (config.webDir) await webClient(app, config.webDir);
  else app.setNotFoundHandler(notFound);
  app.get('/healthz', async () => ({ ok: true, origin }));
  app.get('/readyz', async (_req, reply) => {
    const r = await readiness({
      database: () => store.ping(),
      ...(config.redisUrl ? { redis: () => fanout.ping() } : {}),
    });
    return reply.status(r.ready ? 200 : 503).send({ ...r, origin });
  });
  app.get('/metrics', async (_req, reply) => reply.type('text/plain; version=0.0.4').send(metrics.render()));
  const addressOf = clientAddress(config.trustProxy);
  const pings = new Heartbeat<WebSocket>(HEARTBEAT_SLICES);
  const counted = (dropped: number): number => {
    if (dropped > 0) metrics.socketsDropped(dropped);
    return dropped;
  };
  const opens = config.socketOpenLimit ?? DEFAULT_SOCKET_OPEN_LIMIT;
  const chatOfAddress = config.chatAddressLimit ?? DEFAULT_CHAT_ADDRESS_LIMIT;
  /**
   * A socket within the limits: its place freed when its connection closes, and once through the
   * handshake, served. A function of its own so that what it leaves for the socket's life (these
   * listeners) holds the socket and its address and nothing of the upgrade: a closure keeps the
   * whole scope it was made in, and made in the upgrade's handler it kept the request and its
   * headers, about 1 KB a socket: 35 KB of heap per match of 4 sockets, against 30 KB now.
   */
  const served = (socket: Duplex, address: string) => {
    socket.once('close', () => limits.releaseSocket(address));
    return (ws: WebSocket) => {
      ws.on('pong', () => pings.answer(ws));
      ws.once('close', () => pings.delete(ws));
      const connection = serveSocket(ws, {
        host,
        store,
        now,
        logger,
        metrics,
        rateLimit: config.rateLimit,
        resyncLimit: config.resyncLimit,
        chatOfAddress: { take: () => limits.takeChat(address), ...chatOfAddress },
        introduced: () => pings.introduced(ws),
      });
      pings.add(ws, () => connection.noHello());
    };
  };
  app.server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/ws') return void socket.destroy();
    // What the limits count it under: an IPv6 client's /64 (see limitKey).
    const address = limitKey(addressOf(req));
    // Node leaves an upgraded socket without an error listener, and ws adds its own only in
    // handleUpgrade: a connection reset while the limit is asked (from Redis) would otherwise be
    // an uncaught error.
    const dropEarly = () => socket.destroy();
    socket.on('error', dropEarly);
    // Counted before the handshake, so that no message can arrive before the socket is served;
    // freed when the connection closes, whether the handshake went through or not.
    void limits
      .takeOpen(address)
      .then(async (waitMs) => {
        if (waitMs > 0) return { waitMs, taken: false };
        return { waitMs, taken: await limits.takeSocket(address) };
      })
      .then(({ waitMs, taken }) => {
        socket.off('error', dropEarly);
        if (waitMs > 0) {
          metrics.refusedOver('socket-opens');
          return refuseUpgrade(socket, waitMs, opens);
        }
        if (!taken) {
          metrics.refusedOver('sockets');
          return wss.handleUpgrade(req, socket, head, (ws) => refuseSocket(ws, limits.socketLimit));
        }
        if (socket.destroyed) return limits.releaseSocket(address);
        wss.handleUpgrade(req, socket, head, served(socket, address));
      })
      .catch((e: unknown) => {
        logFailure(logger, e, {}, 'socket upgrade');
        socket.destroy();
      });
  });

  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  const heartbeatTimer =
    opts.heartbeat === 'manual'
      ? null
      : setInterval(() => counted(pings.tick()), (opts.heartbeatMs ?? HEARTBEAT_MS) / HEARTBEAT_SLICES);
  let ticking = false;
  const timer =
    opts.deadlines === 'manual'
      ? null
      : setInterval(() => {
          if (ticking) return;
          ticking = true;
          host
            .fireDue(now())
            .catch((e: unknown) => logFailure(logger, e, {}, 'deadlines'))
            .finally(() => (ticking = false));
        }, opts.tickMs ?? 250);

  // Nothing else would load a match of bots only, nor move the bot that a process which died left
  // to act: every match in play with a bot seat is loaded, in the background (see `MatchCache.resume`).
  const resuming = host
    .resume((id, e) => void logFailure(logger, e, { match: id }, 'a match would not resume'))
    .then(
      (n) => logger.info({ matches: n }, 'matches with bots resumed'),
      (e: unknown) => void logFailure(logger, e, {}, 'resuming matches with bots'),
    );

  let closing: Promise<void> | null = null;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    origin,
    app,
    host,
    store,
    fanout,
    fireDue: (t) => host.fireDue(t),
    heartbeat: () => counted(pings.round()),
    close: () =>
      (closing ??= (async () => {
        if (timer) clearInterval(timer);
        if (heartbeatTimer) clearInterval(heartbeatTimer);
        for (const ws of wss.clients) ws.close(1001, 'server shutting down');
        await app.close();
        await host.close();
        // Stopped by the host's close at its next match; the store must outlive it.
        await resuming;
        await fanout.close();
        await limits.close();
        await store.close();
        idleLosses.flush();
        metrics.close();
      })()),
  };
}
