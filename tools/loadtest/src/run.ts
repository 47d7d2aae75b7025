import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Rng, seedFromSecret } from '@cutthroat/engine';
import type { Capacity, Framework, FrameworkResult, Latency, PhaseResult, RunOptions } from './figures.js';
import { BgioLoad } from './bgio-load.js';
import type { ServerUnderLoad } from './child.js';
import { collectGarbage } from './collect.js';
import { readySparesCap } from './open-files.js';
import { CutthroatLoad } from './cutthroat-load.js';
import { sleep } from './http.js';
import type { RunningLoad, SetupFigures, StaggerFigures } from './load.js';
import { Pacer } from './pacer.js';
import type { MemoryFigures } from './probe.js';
import { startBoardgameIo, startCutthroat } from './servers.js';
import { Ramp } from './ramp.js';
import { untilQuiet } from './settle.js';
import { LoadStats, type Samples } from './stats.js';

/** Busy and total jiffies of all CPUs so far, from /proc/stat; null where there is none. */
function machineCpu(): { busy: number; total: number } | null {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number) as number[];
    const busy = user! + nice! + system! + irq! + softirq! + steal!;
    return { busy, total: busy + idle! + iowait! };
  } catch {
    return null;
  }
}

function latency(s: Samples): Latency {
  return {
    count: s.count,
    p50: s.percentile(50),
    p90: s.percentile(90),
    p99: s.percentile(99),
    max: s.percentile(100),
  };
}

async function metric(server: ServerUnderLoad, name: string): Promise<number | null> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : null;
}

/** Ramp steps are short: a warm-up and a window of their own. */
const RAMP_WARMUP = 2;
const RAMP_SECONDS = 4;

/** One window: warm up at `rate`, then measure for `seconds`. */
async function phase(
  framework: Framework,
  server: ServerUnderLoad,
  load: RunningLoad,
  stats: LoadStats,
  pacer: Pacer,
  rate: number,
  window: { readonly warmup: number; readonly seconds: number },
): Promise<PhaseResult> {
  const late0 = load.startedLate;
  pacer.setRate(rate);
  await sleep(window.warmup * 1000);
  const actions0 = framework === 'cutthroat' ? await metric(server, 'cutthroat_actions_total') : null;
  const stale0 = server.stderrLines.get('stale') ?? 0;
  const refused0 = server.stderrLines.get('refused') ?? 0;
  await server.probe.windowStart();
  stats.reset();
  const heldBack0 = pacer.heldBack;
  const cpu0 = process.cpuUsage();
  const machine0 = machineCpu();
  const elu0 = performance.eventLoopUtilization();
  const t0 = performance.now();
  stats.recording = true;
  await sleep(window.seconds * 1000);
  stats.recording = false;
  const seconds = (performance.now() - t0) / 1000;
  const heldBack = pacer.heldBack - heldBack0;
  const cpu = process.cpuUsage(cpu0);
  const machine1 = machineCpu();
  const loopBusy = performance.eventLoopUtilization(elu0).utilization;
  const serverFigures = await server.probe.windowEnd();
  const actions1 = framework === 'cutthroat' ? await metric(server, 'cutthroat_actions_total') : null;
  // boardgame.io answers a refused move with nothing: its refusals are the lines it logs.
  const stale = framework === 'cutthroat' ? stats.refusedStale : (server.stderrLines.get('stale') ?? 0) - stale0;
  const other = framework === 'cutthroat' ? stats.refusedOther : (server.stderrLines.get('refused') ?? 0) - refused0;
  const clientCpu = (cpu.user + cpu.system) / 1000 / (seconds * 1000);
  // The share of all CPUs busy, times the number of CPUs: cores busy.
  const machineBusy =
    machine0 && machine1
      ? ((machine1.busy - machine0.busy) / (machine1.total - machine0.total)) * availableParallelism()
      : null;
  const serverIsClient = server.pid === process.pid;
  return {
    targetRate: rate === Infinity ? null : rate,
    seconds,
    sentPerSecond: stats.sent / seconds,
    heldBackPerSecond: heldBack / seconds,
    actionsPerSecond: stats.acked / seconds,
    stalePerSecond: stale / seconds,
    otherRefusals: other + (framework === 'cutthroat' ? 0 : stats.refusedOther),
    broadcast: latency(stats.broadcast),
    ack: latency(stats.ack),
    server: serverFigures,
    client: { cpu: clientCpu, loopBusy },
    othersCpu:
      machineBusy === null ? null : Math.max(0, machineBusy - clientCpu - (serverIsClient ? 0 : serverFigures.cpu)),
    serverActionsPerSecond: actions0 !== null && actions1 !== null ? (actions1 - actions0) / seconds : null,
    liveMatches: load.live.size,
    startedLate: load.startedLate - late0,
  };
}

/** Ready spares for this many times the matches expected to end in a window: rates vary in it. */
const READY_MARGIN = 1.25;
/** The rate an unpaced window's ready spares are for: above what either server has carried. */
const UNPACED_READY_RATE = 8000;

/**
 * Both servers side by side: each is started, set up and staggered in turn; then every measured
 * window alternates between them (the paced runs, then each ramp step, then the unpaced runs), so
 * that both meet the same moments of a shared machine. Measured one after the other instead, a
 * few minutes of a busier host fell on one server only: the same code's capacity once went from
 * 1,262 to 437 actions/s within ten minutes, which made the ratio a matter of luck.
 * While one server is measured, the other has its sockets open and nothing to do.
 */
export async function runSideBySide(frameworks: readonly Framework[], opts: RunOptions): Promise<FrameworkResult[]> {
  const runs: ServerRun[] = [];
  try {
    const cap = readySparesCap(frameworks.length, opts.matches);
    for (const f of frameworks) runs.push(await ServerRun.start(f, opts, cap));
    for (const r of runs) await r.paced();
    while (runs.some((r) => !r.rampDone)) {
      for (const r of runs) if (!r.rampDone) await r.rampStep();
    }
    if (opts.max) for (const r of runs) await r.unpaced();
    const results: FrameworkResult[] = [];
    for (const r of runs) results.push(await r.finish());
    return results;
  } finally {
    for (const r of runs) await r.close();
  }
}

/**
 * Kept up: the clients sent what was asked, but for what their own stalls held back, and p99
 * stayed within the target. A server too slow to answer leaves its clients with nothing to send
 * (each Cutthroat seat waits for the answer to its last action): that shortfall counts against it.
 */
function kept(p: PhaseResult, opts: RunOptions): boolean {
  return p.sentPerSecond + p.heldBackPerSecond >= 0.95 * p.targetRate! && p.broadcast.p99 <= opts.targetP99Ms;
}

/** One server under its load, measured a window at a time. */
class ServerRun {
  private pacedResult: PhaseResult | null = null;
  private readonly ramp: PhaseResult[] = [];
  /** Which rate the ramp tries next, and what it found. */
  private readonly plan: Ramp<PhaseResult & { readonly kept: boolean }>;
  private max: PhaseResult | null = null;
  /** Time spent after windows for the server to go quiet, and how often it did not in time. */
  private readonly settled = { seconds: 0, timedOut: 0 };
  /** Spares made before the windows, to top the pool up again. */
  private readonly toppedUp = { spares: 0, seconds: 0 };
  /** Spares connected before the windows, to be ready. */
  private readonly readied = { spares: 0, seconds: 0 };

  private constructor(
    private readonly framework: Framework,
    private readonly opts: RunOptions,
    private readonly server: ServerUnderLoad,
    private readonly load: RunningLoad,
    private readonly stats: LoadStats,
    private readonly pacer: Pacer,
    /** The most ready spares this server may have (`readySparesCap`). */
    private readonly readyCap: number,
    private readonly prepared: {
      readonly setup: SetupFigures;
      readonly spares: { readonly spares: number; readonly seconds: number };
      readonly stagger: StaggerFigures | null;
      readonly beforeSetup: MemoryFigures;
      readonly afterSetup: MemoryFigures;
    },
  ) {
    this.plan = new Ramp(opts.rate, opts.rampRates, opts.rampDownRates);
  }

  /** Start the server, make the matches and their sockets, the spares, and play the stagger. */
  static async start(framework: Framework, opts: RunOptions, readyCap: number): Promise<ServerRun> {
    const { progress } = opts;
    const where = framework === 'cutthroat' ? opts.cutthroatServer : 'child';
    progress(`${framework}: starting the server (${where === 'child' ? 'child process' : 'in this process'})...`);
    const server =
      framework === 'cutthroat' ? await startCutthroat(opts.cutthroatServer, opts) : await startBoardgameIo(opts);
    const stats = new LoadStats();
    const pacer = new Pacer();
    const deps = { server, stats, pacer, rng: new Rng(seedFromSecret(`${opts.seed}/${framework}`)) };
    const load: RunningLoad = framework === 'cutthroat' ? new CutthroatLoad(deps) : new BgioLoad(deps);
    try {
      const beforeSetup = await server.probe.memory();
      progress(`${framework}: creating ${opts.matches} matches, 4 people each, and their sockets...`);
      const setup = await load.setup(opts.matches, (done) => progress(`  ${done} matches`));
      const afterSetup = await server.probe.memory();
      progress(`${framework}: ${opts.spares} spare matches...`);
      const spares = await load.prepareSpares(opts.spares);
      let stagger: StaggerFigures | null = null;
      if (opts.stagger) {
        progress(`${framework}: each match plays 0 to 80% of a game first, at 700 actions/s...`);
        stagger = await load.stagger(new Rng(seedFromSecret(`${opts.seed}/${framework}/stagger`)));
      }
      progress(`${framework}: set up in ${setup.seconds.toFixed(1)} s`);
      return new ServerRun(framework, opts, server, load, stats, pacer, readyCap, {
        setup,
        spares,
        stagger,
        beforeSetup,
        afterSetup,
      });
    } catch (error) {
      pacer.close();
      await load.close();
      await server.stop();
      throw error;
    }
  }

  /** One measured window, `what` its progress line: what the spares and the settling take is apart. */
  private async window(
    rate: number,
    window: { readonly warmup: number; readonly seconds: number },
    what: string,
  ): Promise<PhaseResult> {
    await this.topUpSpares();
    await this.readySpares(rate, window);
    // The clients' heap starts each window at what is live (`collectGarbage`); not when the server
    // shares their process, whose collections are then the server's too.
    if (this.server.pid !== process.pid) collectGarbage();
    this.opts.progress(`${this.framework}: ${what}...`);
    try {
      return await phase(this.framework, this.server, this.load, this.stats, this.pacer, rate, window);
    } finally {
      // Idle while the other server is measured, once done with what it was sent.
      this.pacer.setRate(0);
      await this.settle();
    }
  }

  /**
   * After each window, until the server has finished its backlog (`untilQuiet`), so that none of
   * its work falls in the next window, the other server's. Not for a server on the clients' thread.
   */
  private async settle(): Promise<void> {
    if (this.server.pid === process.pid) return;
    const { quiet, waitedMs } = await untilQuiet(this.server.pid);
    this.settled.seconds += waitedMs / 1000;
    if (!quiet) this.settled.timedOut++;
    if (waitedMs > 1000 || !quiet) {
      this.opts.progress(
        `${this.framework}: ${(waitedMs / 1000).toFixed(1)} s for the server to finish its backlog` +
          (quiet ? '' : ', and it is still busy'),
      );
    }
  }

  /**
   * Before each window, while nothing is measured, the pool of spares goes back up to `--spares`.
   * A server that finishes matches faster than the pool allowed for would otherwise meet its
   * later windows with none left: the matches that end are then made through the lobby, nine
   * requests each, inside the window (as happened at 3,000 actions/s to a Cutthroat server on a
   * machine with a fast disk, which went through 4,119 matches).
   */
  private async topUpSpares(): Promise<void> {
    const short = this.opts.spares - this.load.sparesLeft;
    if (short <= 0) return;
    this.opts.progress(`${this.framework}: ${short} more spare matches...`);
    const { spares, seconds } = await this.load.prepareSpares(short);
    this.toppedUp.spares += spares;
    this.toppedUp.seconds += seconds;
  }

  /**
   * Before each window, while nothing is measured, enough spares connected for the matches that
   * will end in it, each to start the moment one ends (`Load`): a spare connected in the window
   * is answered late by a busy server, and the matches ended faster than they were replaced.
   */
  private async readySpares(rate: number, window: { readonly warmup: number; readonly seconds: number }) {
    const perSecond = rate === Infinity ? UNPACED_READY_RATE : rate;
    const ending = (perSecond * (window.warmup + window.seconds)) / this.load.gameLength;
    const want = Math.min(this.readyCap, Math.ceil(ending * READY_MARGIN));
    if (want <= this.load.readyLeft) return;
    this.opts.progress(`${this.framework}: ${want - this.load.readyLeft} more spare matches connected...`);
    const { connected, seconds } = await this.load.readySpares(want);
    this.readied.spares += connected;
    this.readied.seconds += seconds;
  }

  /** The paced run: the ramp's first try (see `Ramp`). */
  async paced(): Promise<void> {
    const { opts } = this;
    const result = await this.window(opts.rate, opts, `${opts.rate} actions/s for ${opts.warmup} + ${opts.seconds} s`);
    const paced = { ...result, kept: kept(result, opts) };
    this.pacedResult = paced;
    this.plan.paced(paced);
  }

  get rampDone(): boolean {
    return this.plan.next === undefined;
  }

  /** One try of the ramp's next rate. */
  async rampStep(): Promise<void> {
    const rate = this.plan.next;
    if (rate === undefined) return;
    const again = this.plan.triesOfNext > 0;
    const result = await this.window(
      rate,
      { warmup: RAMP_WARMUP, seconds: RAMP_SECONDS },
      `${rate} actions/s for ${RAMP_WARMUP} + ${RAMP_SECONDS} s${again ? ', again' : ''}`,
    );
    const step = { ...result, kept: kept(result, this.opts) };
    this.ramp.push(step);
    this.plan.record(step);
  }

  async unpaced(): Promise<void> {
    const { warmup, seconds } = this.opts;
    this.max = await this.window(Infinity, this.opts, `unpaced for ${warmup} + ${seconds} s`);
  }

  async finish(): Promise<FrameworkResult> {
    const { framework, opts, server, load, prepared } = this;
    const where = framework === 'cutthroat' ? opts.cutthroatServer : 'child';
    this.pacer.setRate(0);
    await sleep(500);
    const afterRuns = await server.probe.memory();
    const metricsLagP99Ms =
      framework === 'cutthroat' ? await metric(server, 'cutthroat_event_loop_lag_ms{quantile="0.99"}') : null;
    const metricsLagMaxMs =
      framework === 'cutthroat' ? await metric(server, 'cutthroat_event_loop_lag_ms{quantile="1"}') : null;
    const { best, missed } = this.plan;
    const capacity: Capacity = {
      rate: best?.targetRate ?? null,
      actionsPerSecond: best?.actionsPerSecond ?? 0,
      p99: best?.broadcast.p99 ?? NaN,
      missedAt: missed?.targetRate ?? null,
    };
    return {
      framework,
      server: framework === 'cutthroat' ? `@cutthroat/server, ${where}` : 'boardgame.io 0.50.2 Server(), child',
      storage:
        framework === 'cutthroat'
          ? `SQLite, WAL, synchronous=FULL, group commit${opts.dataParent ? ` in ${opts.dataParent}` : ''}`
          : 'InMemory (Server() default; nothing written to disk)',
      game: framework === 'cutthroat' ? 'Arms Dealers, 4 people, offersPerTurn 0' : 'Smugglers (bench), 4 people',
      matches: opts.matches,
      setup: prepared.setup,
      spares: {
        made: prepared.spares.spares + this.toppedUp.spares,
        seconds: prepared.spares.seconds + this.toppedUp.seconds,
        left: load.sparesLeft,
        connected: this.readied.spares,
        connectSeconds: this.readied.seconds,
        readyLeft: load.readyLeft,
      },
      stagger: prepared.stagger,
      memory: {
        beforeSetup: prepared.beforeSetup,
        afterSetup: prepared.afterSetup,
        afterRuns,
        heapPerMatch: (prepared.afterSetup.heapUsed - prepared.beforeSetup.heapUsed) / opts.matches,
        rssPerMatch: (prepared.afterSetup.rss - prepared.beforeSetup.rss) / opts.matches,
      },
      paced: this.pacedResult!,
      ramp: this.ramp,
      capacity,
      max: this.max,
      replaced: load.replaced,
      settled: { ...this.settled },
      metricsLagP99Ms,
      metricsLagMaxMs,
    };
  }

  async close(): Promise<void> {
    this.pacer.close();
    await this.load.close();
    await this.server.stop();
  }
}
