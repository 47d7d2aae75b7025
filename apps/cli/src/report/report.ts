import { createRequire } from 'node:module';
import type { CliGame } from '../games.js';
import { progressBar } from '../sim/progress.js';
import type { GameRecord } from '../sim/record.js';
import { runRecords } from '../sim/run.js';
import { gameSecret, type SimSpec } from '../sim/simulate.js';
import { aggregate, claimFigures, type RunFigures } from './aggregate.js';
import { checkClaim, claimBots, type ClaimReport } from './claims.js';
import { sweepMetrics, sweepSpec, type Sweep, type SweepMetric } from './sweep.js';

/** What `cutthroat report` was asked for, parsed and checked. */
export interface ReportRequest {
  readonly entry: CliGame;
  readonly spec: SimSpec;
  readonly games: number;
  readonly workers: number;
  readonly sweep: Sweep | null;
  readonly claims: boolean;
  /** Games per claim instead of each claim's own number. */
  readonly claimGames: number | null;
  /** The command line, as the report records it. */
  readonly command: string;
  /** Show a progress bar on stderr. */
  readonly progress: boolean;
}

/**
 * `report.json`. Everything but `timing` depends only on the request (not on the worker count):
 * each game's secret is `sim/<seed>/<index>`, and every figure is computed from the games in
 * index order.
 */
export interface ReportJson {
  readonly tool: 'cutthroat report';
  readonly version: string;
  readonly command: string;
  readonly game: string;
  readonly title: string;
  readonly seed: string;
  /** How each game's secret is made from the seed and the game's index. */
  readonly secrets: string;
  readonly run: RunFigures | null;
  readonly sweep: {
    readonly name: string;
    readonly runs: readonly { readonly value: unknown; readonly run: RunFigures }[];
    readonly metrics: readonly SweepMetric[];
  } | null;
  readonly claims: readonly ClaimReport[] | null;
  readonly timing: {
    readonly seconds: number;
    readonly cpuSeconds: number;
    readonly games: number;
    readonly cpuMsPerGame: number;
    readonly workers: number;
    readonly node: string;
  };
}

const version = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;

export async function buildReport(req: ReportRequest): Promise<ReportJson> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  let played = 0;
  const play = async (spec: SimSpec, games: number, label: string): Promise<GameRecord[]> => {
    const bar = progressBar(games, label, req.progress);
    const records = await runRecords(spec, games, req.workers, bar.update);
    bar.done();
    played += games;
    return records;
  };
  const { entry, spec } = req;

  let run: RunFigures | null = null;
  let sweep: ReportJson['sweep'] = null;
  if (req.sweep) {
    const runs: { value: unknown; run: RunFigures }[] = [];
    for (const value of req.sweep.values) {
      const at = sweepSpec(spec, req.sweep, value);
      const records = await play(at, req.games, `${req.sweep.name}=${JSON.stringify(value)} `);
      runs.push({ value, run: aggregate(entry, at, records) });
    }
    sweep = {
      name: req.sweep.name,
      runs,
      metrics: sweepMetrics(runs.map((r) => ({ at: JSON.stringify(r.value), run: r.run }))),
    };
  } else {
    run = aggregate(entry, spec, await play(spec, req.games, ''));
  }

  let claims: ClaimReport[] | null = null;
  if (req.claims) {
    claims = [];
    for (const claim of entry.sim.claims ?? []) {
      checkClaim(entry, claim);
      const bots = claimBots(claim);
      const at: SimSpec = { game: spec.game, players: claim.players, bots, seed: spec.seed, options: claim.options };
      const games = req.claimGames ?? claim.games;
      const records = await play(at, games, `${claim.id} `);
      const figures = aggregate(entry, at, records);
      const result = claim.test(claimFigures(figures, entry, records));
      claims.push({
        id: claim.id,
        section: claim.section,
        claim: claim.claim,
        players: claim.players,
        bots,
        options: claim.options,
        games,
        seed: spec.seed,
        ...result,
        run: figures,
      });
    }
  }

  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  return {
    tool: 'cutthroat report',
    version,
    command: req.command,
    game: entry.id,
    title: entry.title,
    seed: spec.seed,
    secrets: `game i of a run has the secret ${JSON.stringify(gameSecret(spec.seed, 0)).replace('/0"', '/<i>"')}`,
    run,
    sweep,
    claims,
    timing: {
      seconds,
      cpuSeconds,
      games: played,
      cpuMsPerGame: (1000 * cpuSeconds) / Math.max(1, played),
      workers: req.workers,
      node: process.version,
    },
  };
}
