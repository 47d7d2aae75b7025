/**
 * A chaos soak: matches of two scripted people and a bot, and every few seconds a server process
 * killed (SIGKILL) and another started in its place. In the distributed mode two processes share
 * one PostgreSQL and one Redis and the matches are played through both; in the embedded mode one
 * process on SQLite is killed and started again on the same file. The people's sockets reconnect to whichever
 * process is up, as a browser behind a load balancer does. At the end every acknowledged action
 * must be in its match's log, at its seq, as its seat sent it; every match must be over and its
 * export must verify (`verifyExport`).
 *
 * With `disruptEveryMs`, every so often it also cuts every connection the deployment has to
 * PostgreSQL (`pg_terminate_backend`, found by their `application_name`) and to Redis (`CLIENT KILL`,
 * found by their names), as a failover of either would.
 *
 * Not a test: when the kills land depends on the machine's timing, so no two runs are the same.
 * The deterministic tests of what it found live beside the code (`apps/server/src/live/host.test.ts`). The choices
 * (moves, which process dies) come from a seeded RNG.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOG } from '@cutthroat/catalog';
import { Rng, seedFromSecret } from '@cutthroat/engine';
import { ProtocolError, verifyExport, type ServerMessage } from '@cutthroat/protocol';
// The server's own black-box tests use these helpers too: imported, not copied.
import { PostgresStore } from '@cutthroat/server/store';
import { api, TestClient } from '@cutthroat/server/testing/client';
import { newPlayer } from '@cutthroat/server/testing/harness';
import { spawnServer, type ServerProcess } from '@cutthroat/server/testing/process';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { ChaosOptions, ChaosReport } from './figures.js';

interface Seat {
  readonly matchId: string;
  readonly seat: number;
  readonly token: string;
  /** Every action acknowledged to this seat, over all its sockets. */
  readonly acks: { seq: number; action: unknown }[];
  client: TestClient | null;
  over: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** JSON with the keys of every object sorted: PostgreSQL's JSONB keeps its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  );
}

export async function runChaos(opts: ChaosOptions, say: (line: string) => void): Promise<ChaosReport> {
  const rng = new Rng(seedFromSecret(opts.seed));
  const run = `${Date.now().toString(36)}${rng.int(1 << 30).toString(36)}`;
  const application = `cutthroat_chaos_${run}`;
  const { databaseUrl, redisUrl } = opts;
  const distributed = databaseUrl !== null && redisUrl !== null;
  if (!distributed && (databaseUrl !== null || redisUrl !== null)) {
    throw new Error('the distributed mode needs both a PostgreSQL and a Redis');
  }
  if (!distributed && opts.disruptEveryMs > 0) throw new Error('disruptions are for the distributed mode');
  const dataDir = distributed ? null : mkdtempSync(join(tmpdir(), 'cutthroat-chaos-'));
  const env: Record<string, string> = dataDir
    ? { DATA_DIR: dataDir }
    : {
        DATABASE_URL: withApplicationName(databaseUrl!, application),
        DATABASE_SCHEMA: `chaos_${run}`,
        REDIS_URL: redisUrl!,
        REDIS_PREFIX: `cutthroat-chaos-${run}:`,
      };
  const started = Date.now();
  // A process that stops by itself broke something. One that fails to start did too, unless the
  // soak cut its connections as it started: a server that cannot reach its database or Redis at
  // start stops with the reason (docs/server/deployment.md), for its supervisor to start it again.
  const problems: string[] = [];
  let failedStarts = 0;
  const killing = new Set<ServerProcess>();
  const everyProcess: ServerProcess[] = [];
  const start = async (): Promise<ServerProcess> => {
    for (;;) {
      try {
        const p = await spawnServer(env);
        everyProcess.push(p);
        p.child.once('exit', (code, signal) => {
          if (!killing.has(p)) problems.push(`a server process stopped by itself (${signal ?? `exit code ${code}`})`);
        });
        return p;
      } catch (error) {
        failedStarts++;
        const why = `a server process failed to start: ${(error as Error).message}`;
        if (opts.disruptEveryMs > 0) say(`${why} (connections are being cut)`);
        else problems.push(why);
      }
    }
  };
  const procs: (ServerProcess | null)[] = [];
  for (let i = distributed ? 2 : 1; i > 0; i--) procs.push(await start());
  /** A process that is up, if any is (in the embedded mode, none while it starts again). */
  const someUrl = (): string | null => {
    const up = procs.filter((p): p is ServerProcess => p !== null);
    return up.length > 0 ? up[rng.int(up.length)]!.url : null;
  };
  const anyUrl = (): string => {
    const url = someUrl();
    if (url === null) throw new Error('no server process is up');
    return url;
  };
  try {
    const seats: Seat[] = [];
    const matchIds: string[] = [];
    for (let i = 0; i < opts.matches; i++) {
      const gocaine = i % 3 === 2;
      const [a, b] = [await newPlayer(anyUrl(), `A${i}`), await newPlayer(anyUrl(), `B${i}`)];
      // Half with a real-time clock, whose deadlines must fire once across the kills.
      const clock =
        i % 2 === 0
          ? { mode: 'none' }
          : { mode: 'realtime', turnSeconds: 5, reserveSeconds: 0, windowSeconds: 3, onTurnExpiry: 'bot' };
      const created = await api<{ match: { id: string }; joined: { seat: number; seatToken: string } }>(
        anyUrl(),
        'POST',
        '/api/matches',
        {
          game: gocaine ? 'gocaine' : 'arms-dealers',
          seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', bot: gocaine ? 'heuristic' : 'greedy' }],
          clock,
          join: true,
        },
        a.token,
      );
      if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
      const id = created.body.match.id;
      const joined = await api<{ seat: number; seatToken: string }>(
        anyUrl(),
        'POST',
        `/api/matches/${id}/join`,
        {},
        b.token,
      );
      if (joined.status !== 200) throw new Error(`join: ${joined.status} ${JSON.stringify(joined.body)}`);
      matchIds.push(id);
      for (const [seat, token] of [
        [created.body.joined.seat, created.body.joined.seatToken],
        [joined.body.seat, joined.body.seatToken],
      ] as const) {
        seats.push({ matchId: id, seat, token, acks: [], client: null, over: false });
      }
    }
    say(
      distributed
        ? `${opts.matches} matches created through two processes over PostgreSQL and Redis`
        : `${opts.matches} matches created in one process on SQLite`,
    );

    let stopping = false;
    /** A sleep that ends early when the soak stops. */
    const nap = async (ms: number): Promise<void> => {
      for (const until = Date.now() + ms; !stopping && Date.now() < until;) {
        await sleep(Math.min(200, until - Date.now()));
      }
    };
    let failedOnTheServer = 0;
    const play = async (s: Seat): Promise<void> => {
      while (!stopping && !s.over) {
        const url = someUrl();
        const c = url === null ? null : await TestClient.connect(url).catch(() => null);
        if (!c) {
          await sleep(100);
          continue;
        }
        s.client = c;
        // Acts on each new state that offers it moves, after a while, unless the match moved on.
        let acted = -1;
        let latest: { seq: number; legal: readonly unknown[] } = { seq: -1, legal: [] };
        let tries = 0;
        const move = (seq: number, legal: readonly unknown[]) => {
          const action = legal[rng.int(legal.length)];
          setTimeout(
            () => {
              if (latest.seq === seq && c.ws.readyState === c.ws.OPEN) {
                c.send({ v: 1, type: 'action', id: `a${seq}-${++tries}`, seq, action });
              }
            },
            opts.thinkMs / 10 + rng.int(opts.thinkMs),
          );
        };
        const act = (m: ServerMessage): void => {
          if (m.type === 'end') s.over = true;
          // The store failed under the action: as a person would, move again on the same state.
          if (m.type === 'refused' && m.code === ProtocolError.Internal) {
            failedOnTheServer++;
            if (latest.legal.length > 0) move(latest.seq, latest.legal);
          }
          if (m.type !== 'snapshot' && m.type !== 'event') return;
          if (m.seq > latest.seq) latest = { seq: m.seq, legal: m.legal };
          if (m.legal.length === 0 || m.seq <= acted) return;
          acted = m.seq;
          move(m.seq, m.legal);
        };
        c.ws.on('message', (data) => act(JSON.parse(data.toString()) as ServerMessage));
        const greeted = await Promise.race([
          c.hello(s.matchId, s.token).then(() => null),
          c.next('error').then((e) => `${e.code}: ${e.message}`),
          c.closed.then(() => null),
        ]);
        if (greeted) {
          say(`hello of ${s.matchId} seat ${s.seat} failed with ${greeted}`);
          c.close();
        }
        await c.closed;
        const sent = new Map<string, unknown>();
        for (const m of c.sent as { type?: string; id?: string; action?: unknown }[]) {
          if (m.type === 'action' && m.id) sent.set(m.id, m.action);
        }
        for (const a of c.acks()) s.acks.push({ seq: a.seq, action: sent.get(a.id) });
        if (!s.over) await sleep(50 + rng.int(200));
      }
    };
    const players = seats.map(play);

    let kills = 0;
    const killer = (async () => {
      if (opts.killEveryMs <= 0) return;
      for (;;) {
        await nap(opts.killEveryMs / 2 + rng.int(opts.killEveryMs));
        if (stopping) return;
        const k = rng.int(procs.length);
        const p = procs[k]!;
        procs[k] = null;
        killing.add(p);
        await p.kill9();
        kills++;
        await sleep(300 + rng.int(700));
        procs[k] = await start();
      }
    })();

    let disruptions = 0;
    const disrupter = (async () => {
      if (opts.disruptEveryMs <= 0) return;
      const db = new pg.Client({ connectionString: databaseUrl! });
      await db.connect();
      const redis = new Redis(redisUrl!);
      try {
        for (;;) {
          await nap(opts.disruptEveryMs / 2 + rng.int(opts.disruptEveryMs));
          if (stopping) return;
          await db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
            application,
          ]);
          const clients = String(await redis.call('CLIENT', 'LIST'));
          for (const line of clients.split('\n')) {
            const id = / id=(\d+) /.exec(` ${line}`)?.[1];
            const name = / name=(\S*)/.exec(line)?.[1] ?? '';
            if (id && name.startsWith(env['REDIS_PREFIX']!)) await redis.call('CLIENT', 'KILL', 'ID', id);
          }
          disruptions++;
        }
      } finally {
        await db.end();
        redis.disconnect();
      }
    })();

    const deadline = started + opts.seconds * 1000;
    for (let tick = 1; Date.now() < deadline && seats.some((s) => !s.over); tick++) {
      await sleep(1000);
      if (tick % 10 === 0) {
        say(
          `${seats.filter((s) => s.over).length} of ${seats.length} seats over, ${kills} kills, ${disruptions} disruptions`,
        );
      }
    }
    stopping = true;
    await Promise.all([killer, disrupter]);
    for (const s of seats) s.client?.close();
    await Promise.all(players);

    // Once the disruptions stop, every process up must say it can serve again (`/readyz`) within a
    // few seconds: one whose database or Redis connection never came back would not.
    for (const p of procs) {
      if (!p) continue;
      let ready = false;
      let checks = '';
      for (let tries = 0; tries < 50 && !ready; tries++) {
        const r = await api<{ checks: Record<string, string> }>(p.url, 'GET', '/readyz');
        ready = r.status === 200;
        checks = JSON.stringify(r.body.checks);
        if (!ready) await sleep(100);
      }
      if (!ready) problems.push(`the process at ${p.url} is not ready 5 s after the last disruption: ${checks}`);
    }

    const url = anyUrl();
    let acknowledged = 0;
    for (const id of matchIds) {
      const exported = await api<{ log: { seq: number; actor: number; action: unknown }[] }>(
        url,
        'GET',
        `/api/matches/${id}/export`,
      );
      if (exported.status !== 200) {
        problems.push(`${id}: export answered ${exported.status}`);
        continue;
      }
      const log = exported.body.log;
      if (log.some((row, i) => row.seq !== i)) problems.push(`${id}: the log's seqs are not 0, 1, 2...`);
      const verdict = verifyExport(exported.body, (name) => CATALOG.get(name)?.game);
      if (!verdict.ok) problems.push(`${id}: ${verdict.code} ${verdict.message}`);
      for (const s of seats.filter((x) => x.matchId === id)) {
        for (const a of s.acks) {
          acknowledged++;
          // An acknowledgement names the seq the action led to: the action is the row before it.
          const row = log[a.seq - 1];
          if (!row || row.actor !== s.seat || canonical(row.action) !== canonical(a.action)) {
            problems.push(`${id}: seat ${s.seat}'s action acknowledged at seq ${a.seq} is not in the log`);
          }
        }
      }
    }
    return {
      matches: opts.matches,
      kills,
      disruptions,
      failedStarts,
      failedOnTheServer,
      // Counted when read: the processes' last lines come as they stop, after this returns.
      get loggedErrors() {
        return everyProcess.reduce((n, p) => n + p.logged.errors, 0);
      },
      get loggedWarnings() {
        return everyProcess.reduce((n, p) => n + p.logged.warnings, 0);
      },
      acknowledged,
      seconds: Math.round((Date.now() - started) / 1000),
      unfinished: seats.filter((s) => !s.over).map((s) => `${s.matchId} seat ${s.seat}`),
      problems,
    };
  } finally {
    for (const p of procs) {
      if (!p) continue;
      killing.add(p);
      await p.stop().catch(() => undefined);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    else {
      const store = new PostgresStore({ connectionString: env['DATABASE_URL']!, schema: env['DATABASE_SCHEMA'] });
      await store.dropSchema().catch(() => undefined);
      await store.close();
    }
  }
}

/** The URL with an `application_name`, by which PostgreSQL's `pg_stat_activity` finds its connections. */
function withApplicationName(url: string, name: string): string {
  const withName = new URL(url);
  withName.searchParams.set('application_name', name);
  return withName.toString();
}
