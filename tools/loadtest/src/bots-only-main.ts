import { BotPool } from '@cutthroat/bots/pool';
import { CATALOG } from '@cutthroat/catalog';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Created, ServerMessage } from '@cutthroat/protocol';
import { configFromEnv, DEFAULT_HEAP_GROWING_PERCENT, startServer, tuneHeap } from '@cutthroat/server';
import { machineFacts } from '@cutthroat/bench/machine';
import { saveResults } from '@cutthroat/bench/results';
import { request } from './http.js';
import { WebSocket } from './modules.js';
import { cutthroatEnv } from './servers.js';
import { Samples } from './stats.js';

/**
 * `npm run bench:bots-only`: how much matches of bots only hold up a person. One server in this
 * process (SQLite, durable appends) plays N matches of 6 `heuristic` GoCaine bots, created at
 * once, while one person, on a socket, plays a 2-seat Arms Dealers match against a `greedy` bot,
 * choosing the first legal action each time. Reported: the person's actions' time from send to
 * acknowledgement, and how long the N matches took to finish. Then the same with each turn of
 * the event loop free to run every bot move waiting (as before `BotTurns`).
 *
 * With `--strong`, the matches of bots only seat 6 `strong` GoCaine bots (search, about 100 ms of
 * CPU a decision): once with the server's bot pool (`BotPool`, one worker per core less one), once
 * without (every search on the event loop). Those matches last hours, so each run ends with the
 * person's match, and reports how many actions the others played by then.
 *   --matches N     matches of bots only (200; 20 with --strong)
 *   --turn-ms X     the server's botsOnlyTurnMs (its default)
 *   --strong        strong bots, with and without the pool
 *   --json          one JSON object
 *   --save          also the figures to bench/results/YYYY-MM-DD-bots-only.json (-bots-only-strong)
 */
const args = process.argv.slice(2);
const value = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : (args[i + 1] ?? fallback);
};
const strong = args.includes('--strong');
const N = Number(value('--matches', strong ? '20' : '200'));
const turnMs = args.includes('--turn-ms') ? Number(value('--turn-ms', '2')) : undefined;
if (!Number.isInteger(N) || N < 1 || (turnMs !== undefined && !(turnMs > 0))) {
  console.error('--matches takes a whole number above 0, --turn-ms a number above 0');
  process.exit(2);
}
// The server runs in this process, tuned as `apps/server/src/main.ts` tunes its own.
tuneHeap();

interface Figures {
  readonly botsOnlyTurnMs: string;
  /** `--strong`: where the searches ran, `pool` or `event loop`. */
  readonly searches?: string;
  /** `--strong`: actions the matches of bots only played while the person played. */
  readonly botsOnlyActions?: number;
  readonly personActions: number;
  readonly ackP50Ms: number;
  readonly ackP90Ms: number;
  readonly ackP99Ms: number;
  readonly ackMaxMs: number;
  readonly personMatchSeconds: number;
  readonly botsOnlyFinishedBeforePerson: number;
  readonly allFinishedSeconds: number;
}

async function run(botsOnlyTurnMs: number | undefined, pool?: BotPool): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'cutthroat-bots-only-'));
  // Configured as the server benchmark's (limits raised for scripted clients), without the web client.
  const server = await startServer({
    games: CATALOG,
    config: configFromEnv({ ...cutthroatEnv(dir, DEFAULT_HEAP_GROWING_PERCENT), WEB_DIR: '' }),
    deadlines: 'manual',
    ...(botsOnlyTurnMs !== undefined ? { botsOnlyTurnMs } : {}),
    ...(pool ? { botPool: pool } : {}),
  });
  try {
    const url = server.url;
    const me = await request<{ token: string }>(`${url}/api/players`, 'POST', { name: 'Person' });
    const mine = await request<Created>(
      `${url}/api/matches`,
      'POST',
      { game: 'arms-dealers', seats: [{ kind: 'open' }, { kind: 'bot', bot: 'greedy' }], join: true },
      me.token,
    );
    const started = performance.now();
    const botsOnly: string[] = [];
    for (let i = 0; i < N; i++) {
      const seats = Array.from({ length: 6 }, () => ({ kind: 'bot', bot: strong ? 'strong' : 'heuristic' }));
      const created = await request<Created>(`${url}/api/matches`, 'POST', { game: 'gocaine', seats, join: false });
      botsOnly.push(created.match.id);
    }
    const botsOnlyActions = async () => {
      let n = 0;
      for (const id of botsOnly) n += (await server.host.get(id))?.state.seq ?? 0;
      return n;
    };
    // Strong bots: the person begins once every match of bots only is thinking (its first
    // actions played: the pool's workers have loaded the games), or after a minute.
    const warm = strong ? performance.now() + 60_000 : 0;
    while (performance.now() < warm && (await botsOnlyActions()) < N) await new Promise((r) => setTimeout(r, 100));
    const before = strong ? await botsOnlyActions() : 0;
    const personStarted = strong ? performance.now() : started;
    const acks = await playAsPerson(url, mine.match.id, mine.joined!.seatToken);
    const personMatchSeconds = (performance.now() - personStarted) / 1000;
    const round = (x: number) => Math.round(x * 10) / 10;
    const samples = new Samples();
    for (const ms of acks) samples.add(ms);
    const person = {
      personActions: acks.length,
      ackP50Ms: round(samples.percentile(50)),
      ackP90Ms: round(samples.percentile(90)),
      ackP99Ms: round(samples.percentile(99)),
      ackMaxMs: round(samples.percentile(100)),
      personMatchSeconds: round(personMatchSeconds),
    };
    if (strong) {
      const during = (await botsOnlyActions()) - before;
      return {
        botsOnlyTurnMs: botsOnlyTurnMs === undefined ? 'default' : String(botsOnlyTurnMs),
        searches: pool ? `pool of ${pool.size}` : 'event loop',
        ...person,
        botsOnlyActions: during,
        botsOnlyFinishedBeforePerson: 0,
        allFinishedSeconds: Number.NaN,
      };
    }
    const finished = async () => {
      let n = 0;
      for (const id of botsOnly) if ((await fetch(`${url}/api/matches/${id}/export`)).status === 200) n++;
      return n;
    };
    const botsOnlyFinishedBeforePerson = await finished();
    while (server.host.botMovesWaiting > 0 || (await finished()) < N) await new Promise((r) => setTimeout(r, 50));
    return {
      botsOnlyTurnMs: botsOnlyTurnMs === undefined ? 'default' : String(botsOnlyTurnMs),
      ...person,
      botsOnlyFinishedBeforePerson,
      allFinishedSeconds: round((performance.now() - started) / 1000),
    };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Plays the seat to the end, the first legal action each time; each action's time to its ack. */
function playAsPerson(url: string, matchId: string, seatToken: string): Promise<number[]> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`);
  const acks: number[] = [];
  let sentAt = 0;
  let pending: string | null = null;
  let acted = -1;
  return new Promise((resolve, reject) => {
    ws.on('open', () => ws.send(JSON.stringify({ v: 1, type: 'hello', matchId, token: seatToken })));
    ws.on('error', reject);
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as ServerMessage;
      if (m.type === 'end') {
        ws.close();
        return resolve(acks);
      }
      if (m.type === 'refused') pending = null;
      if (m.type !== 'snapshot' && m.type !== 'event') return;
      if (m.type === 'event' && m.ack !== undefined && m.ack === pending) {
        acks.push(performance.now() - sentAt);
        pending = null;
      }
      if (pending !== null || m.legal.length === 0 || m.seq <= acted) return;
      acted = m.seq;
      pending = `p${m.seq}`;
      sentAt = performance.now();
      ws.send(JSON.stringify({ v: 1, type: 'action', id: pending, seq: m.seq, action: m.legal[0] }));
    });
  });
}

async function strongRuns(): Promise<Figures[]> {
  const pool = new BotPool({ resolver: import.meta.resolve('@cutthroat/catalog/bot-resolver') });
  try {
    return [await run(turnMs, pool), await run(turnMs)];
  } finally {
    await pool.close();
  }
}

const results = strong ? await strongRuns() : [await run(turnMs), await run(Number.POSITIVE_INFINITY)];
if (args.includes('--save')) {
  const path = saveResults(strong ? 'bots-only-strong' : 'bots-only', { matches: N, results });
  if (!args.includes('--json')) console.error(`saved ${path}`);
}
if (args.includes('--json')) {
  console.log(JSON.stringify({ machine: machineFacts(), matches: N, results }, null, 2));
} else {
  const bots = strong ? 'strong' : 'heuristic';
  console.log(`${N} matches of 6 ${bots} GoCaine bots beside one person's Arms Dealers match (2 seats)`);
  for (const r of results) {
    if (r.searches) {
      console.log(
        `  searches in the ${r.searches}: the person's ${r.personActions} actions, send to ack p50 ${r.ackP50Ms} ms, ` +
          `p90 ${r.ackP90Ms}, p99 ${r.ackP99Ms}, max ${r.ackMaxMs}; person's match over in ${r.personMatchSeconds} s, ` +
          `the bots-only matches played ${r.botsOnlyActions} actions meanwhile`,
      );
      continue;
    }
    const label = r.botsOnlyTurnMs === 'Infinity' ? 'every bot move each turn' : `botsOnlyTurnMs ${r.botsOnlyTurnMs}`;
    console.log(
      `  ${label}: the person's ${r.personActions} actions, send to ack p50 ${r.ackP50Ms} ms, p90 ${r.ackP90Ms}, ` +
        `p99 ${r.ackP99Ms}, max ${r.ackMaxMs}; person's match over in ${r.personMatchSeconds} s, ` +
        `${r.botsOnlyFinishedBeforePerson} of ${N} bots-only matches by then, all in ${r.allFinishedSeconds} s`,
    );
  }
}
