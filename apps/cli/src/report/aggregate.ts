import type { ClaimFigures, Distribution, Estimate, ExtraFigure, Proportion } from '@cutthroat/module';
import type { CliGame } from '../games.js';
import type { GameRecord } from '../sim/record.js';
import type { SimSpec } from '../sim/simulate.js';
import { band, distribution, histogram, meanEstimate, wilson, type Band, type Bin } from './statistics.js';

/** A band of some value at the end of one round, over all the games (see `roundBands`). */
export interface RoundBand extends Band {
  readonly series: string;
  readonly round: number;
}

export interface FigureSummary {
  readonly id: string;
  readonly label: string;
  readonly kind: ExtraFigure['kind'] | 'milestone';
  readonly distribution: Distribution;
  readonly histogram: readonly Bin[];
}

/** Everything a report shows of one run: all of it plain data, as `report.json` holds it. */
export interface RunFigures {
  readonly spec: SimSpec;
  readonly games: number;
  /** What the game's length counts: turns, rounds. */
  readonly lengthUnit: string;
  /** What one unit of money is, e.g. `$0.01`. */
  readonly moneyUnit: string;
  readonly seats: readonly {
    readonly seat: number;
    readonly bot: string;
    readonly wins: Proportion;
    readonly sharedWins: number;
    readonly meanMoney: Estimate;
  }[];
  /** Per bot kind, its wins over the seats it played (seats x games). */
  readonly bots: Readonly<Record<string, Proportion>>;
  readonly groups: readonly {
    readonly id: string;
    readonly label: string;
    readonly rates: Record<string, Proportion>;
  }[];
  readonly length: FigureSummary;
  readonly meanActions: number;
  readonly endings: Readonly<Record<string, Proportion>>;
  /** Milestones, then the game's own figures (all but the by-round ones). */
  readonly figures: readonly FigureSummary[];
  /**
   * Money at the end of each round, per bot kind and for the leader (the seat with the most), to
   * the last round that 5% of the games reach.
   */
  readonly money: readonly RoundBand[];
  /** The game's by-round figures. */
  readonly byRound: readonly { readonly id: string; readonly label: string; readonly bands: readonly RoundBand[] }[];
}

/** Bands stop at the last round that this share of the games reached. */
const BAND_MIN_SHARE = 0.05;

/**
 * A band per round over every game: a game that has ended counts with its value at its end (the
 * games that last longest are not a fair sample: in Arms Dealers they are the ones with the
 * fewest deals paid, as each paid deal draws a card). `read` takes a game's round index, 0-based.
 */
function roundBands(records: readonly GameRecord[], series: string, read: (r: GameRecord, index: number) => number[]) {
  const out: RoundBand[] = [];
  const least = Math.max(1, Math.ceil(BAND_MIN_SHARE * records.length));
  for (let round = 1; records.filter((r) => r.length >= round).length >= least; round++)
    out.push({ series, round, ...band(records.flatMap((r) => read(r, Math.min(round, r.length) - 1))) });
  return out;
}

function summary(id: string, label: string, kind: FigureSummary['kind'], values: readonly (number | null)[]) {
  const defined = values.filter((v): v is number => v !== null);
  return { id, label, kind, distribution: distribution(values), histogram: histogram(defined) };
}

export function aggregate(entry: CliGame, spec: SimSpec, records: readonly GameRecord[]): RunFigures {
  const games = records.length;
  const sim = entry.sim;
  const kinds = [...new Set(spec.bots)];
  const wins = spec.bots.map((_, seat) => records.filter((r) => r.winners.includes(seat)).length);
  const extras = sim.extras?.figures ?? [];
  const figures: FigureSummary[] = [
    ...(sim.milestones ?? []).map((m, i) =>
      summary(
        m.id,
        m.label,
        'milestone',
        records.map((r) => r.milestones[i]!),
      ),
    ),
    ...extras.flatMap((f, i) =>
      f.kind === 'by-round'
        ? []
        : [
            summary(
              f.id,
              f.label,
              f.kind,
              records.map((r) => r.figures[i]!),
            ),
          ],
    ),
  ];
  const endings: Record<string, Proportion> = {};
  for (const how of [...new Set(records.map((r) => r.ending).filter((e) => e !== null))].sort())
    endings[how] = wilson(records.filter((r) => r.ending === how).length, games);
  return {
    spec,
    games,
    lengthUnit: sim.lengthUnit ?? 'turns',
    moneyUnit: sim.formatMoney(1),
    seats: spec.bots.map((bot, seat) => ({
      seat,
      bot,
      wins: wilson(wins[seat]!, games),
      sharedWins: records.filter((r) => r.winners.length > 1 && r.winners.includes(seat)).length,
      meanMoney: meanEstimate(records.map((r) => r.money[seat]!)),
    })),
    bots: Object.fromEntries(
      kinds.map((kind) => {
        const seats = spec.bots.flatMap((b, s) => (b === kind ? [s] : []));
        return [
          kind,
          wilson(
            seats.reduce((n, s) => n + wins[s]!, 0),
            seats.length * games,
          ),
        ];
      }),
    ),
    groups: (sim.seatGroups ?? []).map((g, i) => {
      const tally = new Map<string, { wins: number; n: number }>();
      for (const r of records)
        r.groups[i]!.forEach((name, seat) => {
          const t = tally.get(name) ?? { wins: 0, n: 0 };
          t.n++;
          if (r.winners.includes(seat)) t.wins++;
          tally.set(name, t);
        });
      const names = [...tally.keys()].sort();
      return {
        id: g.id,
        label: g.label,
        rates: Object.fromEntries(names.map((k) => [k, wilson(tally.get(k)!.wins, tally.get(k)!.n)])),
      };
    }),
    length: summary(
      'length',
      `game length (${sim.lengthUnit ?? 'turns'})`,
      'count',
      records.map((r) => r.length),
    ),
    meanActions: records.reduce((n, r) => n + r.actions, 0) / Math.max(1, games),
    endings,
    figures,
    money: [
      ...kinds.flatMap((kind) => {
        const seats = spec.bots.flatMap((b, s) => (b === kind ? [s] : []));
        return roundBands(records, kind, (r, i) => seats.map((s) => r.moneyByRound[i]![s]!));
      }),
      ...roundBands(records, 'leader', (r, i) => [Math.max(...r.moneyByRound[i]!)]),
    ],
    byRound: extras.flatMap((f, i) =>
      f.kind === 'by-round'
        ? [
            {
              id: f.id,
              label: f.label,
              bands: roundBands(records, f.label, (r, at) => {
                const v = r.figuresByRound[at]![i];
                return v === null || v === undefined ? [] : [v];
              }),
            },
          ]
        : [],
    ),
  };
}

/** What a claim's test reads, with the records behind it for `within`. */
export function claimFigures(run: RunFigures, entry: CliGame, records: readonly GameRecord[]): ClaimFigures {
  const milestones = (entry.sim.milestones ?? []).map((m) => m.id);
  const extras = (entry.sim.extras?.figures ?? []).map((f) => f.id);
  const valueOf = (id: string, r: GameRecord): number | null => {
    const m = milestones.indexOf(id);
    if (m >= 0) return r.milestones[m]!;
    const f = extras.indexOf(id);
    if (f >= 0) return r.figures[f]!;
    throw new Error(`${entry.id} has no figure '${id}'`);
  };
  return {
    games: run.games,
    players: run.spec.players,
    seats: run.seats.map((s) => s.wins),
    bots: run.bots,
    groups: Object.fromEntries(run.groups.map((g) => [g.id, g.rates])),
    length: run.length.distribution,
    figures: Object.fromEntries(run.figures.map((f) => [f.id, f.distribution])),
    within: (id, from, to) =>
      wilson(
        records.filter((r) => {
          const v = valueOf(id, r);
          return v !== null && v >= from && v <= to;
        }).length,
        records.length,
      ),
  };
}
