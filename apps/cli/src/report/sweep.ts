import type { Estimate } from '@cutthroat/module';
import { CliError, CliFailure } from '../errors.js';
import type { CliGame } from '../games.js';
import type { RunFigures } from './aggregate.js';

/** `--sweep name=v1,v2,...`: one option of the game and the values it takes, in order. */
export interface Sweep {
  readonly name: string;
  readonly values: readonly unknown[];
}

/** Each value is JSON where it parses (`3`, `true`), else the word itself (`seat-order`). */
function sweepValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Parses `--sweep` against the game's options: every value must make valid options. */
export function parseSweep(entry: CliGame, text: string, base: unknown): Sweep {
  const eq = text.indexOf('=');
  const name = eq > 0 ? text.slice(0, eq) : '';
  const list =
    eq > 0
      ? text
          .slice(eq + 1)
          .split(',')
          .map((v) => v.trim())
      : [];
  if (!name || list.length === 0 || list.some((v) => v === ''))
    throw new CliFailure(CliError.BadArgument, `--sweep must read name=value,value,... not '${text}'`);
  const known = Object.keys(entry.game.options.safeParse({}).data ?? {});
  if (!known.includes(name))
    throw new CliFailure(
      CliError.BadArgument,
      `--sweep: ${entry.id} has no option '${name}' (its options: ${known.join(', ')})`,
    );
  const values = list.map(sweepValue);
  for (const value of values) {
    const check = entry.game.options.safeParse({ ...(base as object), [name]: value });
    if (!check.success)
      throw new CliFailure(
        CliError.BadArgument,
        `--sweep ${name}=${JSON.stringify(value)}: ${check.error.issues[0]?.message}`,
      );
  }
  return { name, values };
}

export type SweepPoint = Estimate & { readonly at: string; readonly series: string };

/** One metric against the swept value: its title, whether it is a share, and its points. */
export interface SweepMetric {
  readonly id: string;
  readonly title: string;
  readonly percent: boolean;
  readonly points: readonly SweepPoint[];
}

/** The metrics a sweep plots, each with its interval at every value. */
export function sweepMetrics(runs: readonly { readonly at: string; readonly run: RunFigures }[]): SweepMetric[] {
  const metrics: SweepMetric[] = [];
  const first = runs[0]!.run;
  const estimate = (e: Estimate) => ({ value: e.value, low: e.low, high: e.high });
  metrics.push({
    id: 'win-by-bot',
    title: 'win rate per seat, by bot',
    percent: true,
    points: runs.flatMap(({ at, run }) =>
      Object.entries(run.bots).map(([series, p]) => ({ at, series, ...estimate(p) })),
    ),
  });
  metrics.push({
    id: 'win-by-seat',
    title: 'win rate by seat',
    percent: true,
    points: runs.flatMap(({ at, run }) =>
      run.seats.map((s) => ({ at, series: `seat ${s.seat}`, ...estimate(s.wins) })),
    ),
  });
  metrics.push({
    id: 'length',
    title: `mean game length (${first.lengthUnit})`,
    percent: false,
    points: runs.flatMap(({ at, run }) =>
      run.length.distribution.mean ? [{ at, series: 'mean', ...estimate(run.length.distribution.mean) }] : [],
    ),
  });
  const endings = [...new Set(runs.flatMap(({ run }) => Object.keys(run.endings)))];
  if (endings.length)
    metrics.push({
      id: 'endings',
      title: 'share of games by how they ended',
      percent: true,
      points: runs.flatMap(({ at, run }) =>
        endings.map((how) => ({ at, series: how, ...estimate(run.endings[how] ?? { value: 0, low: 0, high: 0 }) })),
      ),
    });
  for (const f of first.figures)
    metrics.push({
      id: `figure-${f.id}`,
      title: `mean ${f.label}`,
      percent: false,
      points: runs.flatMap(({ at, run }) => {
        const mean = run.figures.find((g) => g.id === f.id)?.distribution.mean;
        return mean ? [{ at, series: 'mean', ...estimate(mean) }] : [];
      }),
    });
  return metrics;
}
