import type { CliGame } from '../games.js';
import type { SimSpec, SimTotals } from './simulate.js';

/** The distribution of one milestone over the games that reached it. */
export interface MilestoneReport {
  readonly id: string;
  readonly label: string;
  /** Games that reached it, and games that did not. */
  readonly reached: number;
  readonly never: number;
  /** Nearest-rank percentiles over the games that reached it; null when none did. */
  readonly min: number | null;
  readonly p10: number | null;
  readonly median: number | null;
  readonly p90: number | null;
  readonly max: number | null;
  readonly mean: number | null;
  /** Games per bucket of values, `from` to `to` inclusive. */
  readonly histogram: readonly { readonly from: number; readonly to: number; readonly games: number }[];
}

function milestoneReport(id: string, label: string, counts: readonly number[], never: number): MilestoneReport {
  const values: number[] = [];
  counts.forEach((n, v) => {
    for (let i = 0; i < (n ?? 0); i++) values.push(v);
  });
  const n = values.length;
  const rank = (q: number) => (n ? values[Math.min(n - 1, Math.max(0, Math.ceil(q * n) - 1))]! : null);
  const histogram: { from: number; to: number; games: number }[] = [];
  if (n) {
    const lo = values[0]!;
    const hi = values[n - 1]!;
    const width = Math.max(1, Math.ceil((hi - lo + 1) / 12));
    for (let from = Math.floor(lo / width) * width; from <= hi; from += width) {
      const to = from + width - 1;
      histogram.push({ from, to, games: values.filter((v) => v >= from && v <= to).length });
    }
  }
  return {
    id,
    label,
    reached: n,
    never,
    min: n ? values[0]! : null,
    p10: rank(0.1),
    median: rank(0.5),
    p90: rank(0.9),
    max: n ? values[n - 1]! : null,
    mean: n ? values.reduce((a, b) => a + b, 0) / n : null,
    histogram,
  };
}

export interface SimReport {
  readonly game: string;
  readonly players: number;
  readonly bots: readonly string[];
  readonly seed: string;
  readonly games: number;
  readonly seconds: number;
  readonly gamesPerSecond: number;
  readonly meanTurns: number;
  /** What `meanTurns` counts: turns, or rounds. */
  readonly lengthUnit: string;
  readonly meanActions: number;
  /** Games per way of ending, for games that say how they ended. */
  readonly endings: Readonly<Record<string, number>>;
  readonly milestones: readonly MilestoneReport[];
  readonly seats: readonly {
    readonly seat: number;
    readonly bot: string;
    readonly wins: number;
    readonly sharedWins: number;
    readonly winRate: number;
    readonly meanMoney: number;
  }[];
  readonly byBot: Readonly<Record<string, { readonly seats: number; readonly wins: number; readonly winRate: number }>>;
}

/** Money in the report is in the game's smallest unit (cents for Arms Dealers). */
export function report(spec: SimSpec, totals: SimTotals, seconds: number, game?: CliGame): SimReport {
  const n = Math.max(1, totals.games);
  const byBot: Record<string, { seats: number; wins: number; winRate: number }> = {};
  spec.bots.forEach((bot, seat) => {
    const b = (byBot[bot] ??= { seats: 0, wins: 0, winRate: 0 });
    b.seats++;
    b.wins += totals.wins[seat]!;
  });
  for (const b of Object.values(byBot)) b.winRate = b.wins / (b.seats * n);
  return {
    game: spec.game,
    players: spec.players,
    bots: spec.bots,
    seed: spec.seed,
    games: totals.games,
    seconds,
    gamesPerSecond: totals.games / Math.max(seconds, 1e-9),
    meanTurns: totals.turns / n,
    lengthUnit: game?.sim.lengthUnit ?? 'turns',
    meanActions: totals.actions / n,
    endings: totals.endings,
    milestones: (game?.sim.milestones ?? []).map((m) => {
      const t = totals.milestones[m.id] ?? { counts: [], never: 0 };
      return milestoneReport(m.id, m.label, t.counts, t.never);
    }),
    seats: spec.bots.map((bot, seat) => ({
      seat,
      bot,
      wins: totals.wins[seat]!,
      sharedWins: totals.sharedWins[seat]!,
      winRate: totals.wins[seat]! / n,
      meanMoney: totals.money[seat]! / n,
    })),
    byBot,
  };
}

export function formatReport(r: SimReport, money: (amount: number) => string): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const lines = [
    `${r.game}: ${r.games} games, ${r.players} players, seed ${r.seed}`,
    `${r.gamesPerSecond.toFixed(0)} games/s (${r.seconds.toFixed(2)} s)`,
    `mean game length: ${r.meanTurns.toFixed(2)} ${r.lengthUnit}, ${r.meanActions.toFixed(2)} actions`,
    ...(Object.keys(r.endings).length
      ? [
          `endings: ${Object.entries(r.endings)
            .map(([how, n]) => `${how} ${n} (${pct(n / Math.max(1, r.games))})`)
            .join(', ')}`,
        ]
      : []),
    '',
    'seat  bot       wins    (shared)  win rate  mean money',
    ...r.seats.map(
      (s) =>
        `${String(s.seat).padEnd(5)} ${s.bot.padEnd(9)} ${String(s.wins).padStart(6)}  ${`(${s.sharedWins})`.padStart(8)}  ${pct(s.winRate).padStart(8)}  ${money(Math.round(s.meanMoney)).padStart(10)}`,
    ),
    '',
    'bot       seats  wins    win rate per seat',
    ...Object.entries(r.byBot).map(
      ([bot, b]) =>
        `${bot.padEnd(9)} ${String(b.seats).padStart(5)}  ${String(b.wins).padStart(6)}  ${pct(b.winRate).padStart(8)}`,
    ),
  ];
  for (const m of r.milestones) lines.push('', ...formatMilestone(m));
  return lines.join('\n');
}

function formatMilestone(m: MilestoneReport): string[] {
  const lines = [`${m.label}:`, `  reached in ${m.reached} of ${m.reached + m.never} games (never: ${m.never})`];
  if (m.reached === 0) return lines;
  lines.push(
    `  min ${m.min} · p10 ${m.p10} · median ${m.median} · p90 ${m.p90} · max ${m.max} · mean ${m.mean!.toFixed(1)}`,
  );
  const most = Math.max(...m.histogram.map((b) => b.games));
  const label = (b: { from: number; to: number }) => (b.from === b.to ? `${b.from}` : `${b.from}-${b.to}`);
  const width = Math.max(...m.histogram.map((b) => label(b).length));
  for (const b of m.histogram) {
    const bar = '#'.repeat(Math.round((40 * b.games) / Math.max(1, most)));
    lines.push(`  ${label(b).padStart(width)}  ${bar}${bar ? ' ' : ''}${b.games}`);
  }
  if (m.never) lines.push(`  ${'never'.padStart(width)}  ${m.never}`);
  return lines;
}
