import { playout, randomBot } from '@cutthroat/bots';
import { BotPool, type DecideTask, type Decided } from '@cutthroat/bots/pool';
import { CATALOG } from '@cutthroat/catalog';
import { actorsOf, viewOf, type AnyGame, type StateOf } from '@cutthroat/engine';
import { machineFacts } from '@cutthroat/bench/machine';
import { saveResults } from '@cutthroat/bench/results';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

/**
 * `npm run bench:fair-pool`: how long an honest table's strong bot waits in the bot pool beside
 * many matches of one address. N attacking matches, all keyed by one address, and one honest
 * match, keyed by its own, each keep one `strong` GoCaine decision (the kind's default budget,
 * about 100 ms of CPU) in the pool at all times, as the server's matches do: the next is asked for
 * once the last is answered. Windows of this build's pool and of a comparison pool alternate, so
 * that both meet the same moments of a shared machine.
 *
 * Reported for each: the honest decision's time from ask to answer over the pool's time a decision
 * in the same window (its workers times the window over the decisions answered), a ratio against a
 * peer in the same run: about 1 for a pool the honest match has to itself; with one worker, about
 * N + 1 for a first-come queue (every attacking match's decision goes first) and about 2 for a fair
 * one (the attacking address's decision running, then the honest one).
 *   --attackers N   attacking matches of one address (12)
 *   --seconds S     each window (10)
 *   --windows W     windows of each pool (3)
 *   --base PATH     the comparison: `pool.js` of another build (e.g. the base commit's); by default
 *                   this build's pool with every decision under one key, a first-come queue
 *   --json, --save  one JSON object; also written to bench/results/YYYY-MM-DD-fair-pool.json
 */
const args = process.argv.slice(2);
const value = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : (args[i + 1] ?? fallback);
};
const N = Number(value('--attackers', '12'));
const seconds = Number(value('--seconds', '10'));
const windows = Number(value('--windows', '3'));
const base = args.includes('--base') ? value('--base', '') : null;
if (!Number.isInteger(N) || N < 1 || !(seconds > 0) || !Number.isInteger(windows) || windows < 1 || base === '') {
  console.error('--attackers and --windows take whole numbers above 0, --seconds a number above 0, --base a path');
  process.exit(2);
}

type Decide = (task: DecideTask, urgent: boolean, key: string) => Promise<Decided>;
interface Pool {
  readonly size: number;
  decide: Decide;
  close(): Promise<void>;
}

/** Mid-game decisions of 6-player GoCaine for the `strong` bot, at its default budget. */
function tasks(): DecideTask[] {
  const module = CATALOG.get('gocaine')!;
  const states: StateOf<AnyGame>[] = [];
  let n = 0;
  const record = { game: 'gocaine', players: 6, secret: 'fair-pool', options: {} };
  const bots = Array.from({ length: 6 }, () => randomBot<AnyGame>());
  playout(module.game, record, bots, { observe: (s) => n++ % 5 === 3 && !s.outcome && states.push(s) });
  return states.slice(0, 40).map((state, i) => {
    const seat = actorsOf(module.game, state)[0]!;
    return { game: 'gocaine', bot: 'strong', seat, view: viewOf(module.game, state, seat), rng: [i + 1, 7, 7, 7] };
  });
}

interface Window {
  readonly honestDecisions: number;
  readonly honestMeanMs: number;
  readonly decisions: number;
  /** The pool's time a decision: its workers times the window over the decisions answered. */
  readonly msPerDecision: number;
}

/** One window: every match keeps a decision in the pool until `ms` have gone by. */
async function window(pool: Pool, decide: Decide, all: DecideTask[], ms: number): Promise<Window> {
  const started = performance.now();
  const end = started + ms;
  let honestCount = 0;
  let honestMs = 0;
  let decisions = 0;
  let next = 0;
  const match = async (key: string, isHonest: boolean) => {
    while (performance.now() < end) {
      const asked = performance.now();
      const d = await decide(all[next++ % all.length]!, false, key);
      if (!d.ok) throw new Error(`the pool failed a decision: ${d.code} ${d.message}`);
      if (performance.now() > end) break;
      decisions++;
      if (isHonest) {
        honestCount++;
        honestMs += performance.now() - asked;
      }
    }
  };
  await Promise.all([match('honest', true), ...Array.from({ length: N }, () => match('attacker', false))]);
  const mean = honestCount > 0 ? honestMs / honestCount : Number.NaN;
  return { honestDecisions: honestCount, honestMeanMs: mean, decisions, msPerDecision: (pool.size * ms) / decisions };
}

const resolver = import.meta.resolve('@cutthroat/catalog/bot-resolver');
const fair: Pool = new BotPool({ resolver });
let other: Pool;
let otherDecide: Decide;
if (base) {
  const { BotPool: BasePool } = (await import(pathToFileURL(base).href)) as {
    BotPool: new (o: { resolver: string }) => Pool;
  };
  other = new BasePool({ resolver });
  otherDecide = (t, u, k) => other.decide(t, u, k);
} else {
  other = new BotPool({ resolver });
  otherDecide = (t, u) => other.decide(t, u, '');
}
const all = tasks();
const runs: Record<'fair' | 'other', Window[]> = { fair: [], other: [] };
try {
  // Warm-up: each pool's workers load the games.
  await Promise.all([fair.decide(all[0]!, false, ''), other.decide(all[0]!, false, '')]);
  for (let w = 0; w < windows; w++) {
    runs.other.push(await window(other, otherDecide, all, seconds * 1000));
    runs.fair.push(await window(fair, (t, u, k) => fair.decide(t, u, k), all, seconds * 1000));
  }
} finally {
  await Promise.all([fair.close(), other.close()]);
}

const round = (x: number) => Math.round(x * 100) / 100;
const sum = (ws: Window[]) => {
  const honest = ws.reduce((s, w) => s + w.honestDecisions, 0);
  const decisions = ws.reduce((s, w) => s + w.decisions, 0);
  const honestMs = ws.reduce((s, w) => s + w.honestMeanMs * w.honestDecisions, 0) / honest;
  const poolMs = ws.reduce((s, w) => s + w.msPerDecision * w.decisions, 0) / decisions;
  return {
    honestDecisions: honest,
    decisions,
    honestMeanMs: round(honestMs),
    msPerDecision: round(poolMs),
    /** The honest decision's wait over the pool's time a decision: the figure to read. */
    honestWaitInDecisions: round(honestMs / poolMs),
    windows: ws.map((w) => round(w.honestMeanMs / w.msPerDecision)),
  };
};
const label = base ? `base build (${base})` : 'one key (first-come)';
const figures = {
  attackers: N,
  seconds,
  windows,
  poolSize: fair.size,
  fair: sum(runs.fair),
  other: sum(runs.other),
  label,
};
if (args.includes('--save')) {
  const path = saveResults('fair-pool', figures);
  if (!args.includes('--json')) console.error(`saved ${path}`);
}
if (args.includes('--json')) {
  console.log(JSON.stringify({ machine: machineFacts(), ...figures }, null, 2));
} else {
  console.log(`${N} attacking matches of one address and 1 honest match, strong GoCaine bots, a pool of ${fair.size}`);
  for (const [name, f] of [
    [label, figures.other],
    ['fair (keyed by address)', figures.fair],
  ] as const) {
    console.log(
      `  ${name}: honest decision waited ${f.honestWaitInDecisions} decisions' time (windows ${f.windows.join(', ')}); ` +
        `${f.honestDecisions} honest of ${f.decisions} decisions, ${f.msPerDecision} ms a decision, honest ${f.honestMeanMs} ms`,
    );
  }
  console.log(
    `  ratio, first-come over fair: ${round(figures.other.honestWaitInDecisions / figures.fair.honestWaitInDecisions)}`,
  );
}
