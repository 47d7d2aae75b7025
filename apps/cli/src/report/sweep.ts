import type { Estimate } from '@cutthroat/module';
import { z } from 'zod';
import { CliError, CliFailure } from '../errors.js';
import type { CliGame } from '../games.js';
import type { SimSpec } from '../sim/simulate.js';
import type { RunFigures } from './aggregate.js';

/**
 * `--sweep name=v1,v2,...`: one option of the game (`offersPerTurn`), or one parameter of the
 * seats' bots (`bot.interdictValue`), and the values it takes, in order.
 */
export interface Sweep {
  readonly name: string;
  readonly target: 'option' | 'bot';
  /** The option's or the parameter's own name. */
  readonly key: string;
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

const refuse = (message: string) => new CliFailure(CliError.BadArgument, message);

/** Parses `--sweep` against the game's options or the seats' bots: every value must be valid. */
export function parseSweep(entry: CliGame, text: string, spec: SimSpec): Sweep {
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
    throw refuse(`--sweep must read name=value,value,... not '${text}'`);
  const values = list.map(sweepValue);
  if (name.startsWith('bot.')) {
    const key = name.slice(4);
    const kinds = [...new Set(spec.bots)].flatMap((b) => {
      const params = entry.bots.find((k) => k.name === b)?.params;
      return params ? [{ name: b, params }] : [];
    });
    const takes = (params: z.ZodType) =>
      key in ((z.toJSONSchema(params, { io: 'input' }) as { properties?: object }).properties ?? {});
    if (!kinds.some((k) => takes(k.params)))
      throw refuse(`--sweep: no bot at this table (${[...new Set(spec.bots)].join(', ')}) takes a parameter '${key}'`);
    for (const value of values)
      for (const k of kinds) {
        const check = k.params.safeParse({ ...spec.botParams, [key]: value });
        if (!check.success)
          throw refuse(`--sweep ${name}=${JSON.stringify(value)}: ${k.name}: ${check.error.issues[0]?.message}`);
      }
    return { name, target: 'bot', key, values };
  }
  const known = Object.keys(entry.game.options.safeParse({}).data ?? {});
  if (!known.includes(name))
    throw refuse(`--sweep: ${entry.id} has no option '${name}' (its options: ${known.join(', ')}; a bot's: bot.NAME)`);
  for (const value of values) {
    const check = entry.game.options.safeParse({ ...(spec.options as object), [name]: value });
    if (!check.success) throw refuse(`--sweep ${name}=${JSON.stringify(value)}: ${check.error.issues[0]?.message}`);
  }
  return { name, target: 'option', key: name, values };
}

/** The games one value of a sweep plays: the same seeds, that value changed. */
export function sweepSpec(spec: SimSpec, sweep: Sweep, value: unknown): SimSpec {
  return sweep.target === 'option'
    ? { ...spec, options: { ...(spec.options as object), [sweep.key]: value } }
    : { ...spec, botParams: { ...spec.botParams, [sweep.key]: value } };
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
