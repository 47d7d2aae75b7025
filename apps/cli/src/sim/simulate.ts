import { playout, type Bot } from '@cutthroat/bots';
import type { AnyGame, MatchRecord, Outcome } from '@cutthroat/engine';
import { botOf, gameNamed, type CliGame } from '../games.js';

export interface SimSpec {
  readonly game: string;
  readonly players: number;
  /** One bot kind per seat. */
  readonly bots: readonly string[];
  readonly seed: string;
  readonly options?: unknown;
  /** Parameters for every seat's bot whose kind takes them (`BotKind.params`), checked. */
  readonly botParams?: Readonly<Record<string, unknown>>;
}

/** Integer sums only, so that merging batches in any order gives the same numbers. */
export interface SimTotals {
  games: number;
  actions: number;
  turns: number;
  /** Games in which the seat ranked first, alone or tied. */
  wins: number[];
  /** Of those, the ones it shared with another seat. */
  sharedWins: number[];
  /** Summed final money per seat, in the game's smallest unit. */
  money: number[];
  /** Games per way of ending (`CliGame.ending`). */
  endings: Record<string, number>;
  /**
   * Per milestone (`CliGame.milestones`): `counts[v]` games reached it first at value v (a round),
   * `never` games did not reach it.
   */
  milestones: Record<string, { counts: number[]; never: number }>;
}

export function emptyTotals(players: number): SimTotals {
  const zeros = () => new Array<number>(players).fill(0);
  return {
    games: 0,
    actions: 0,
    turns: 0,
    wins: zeros(),
    sharedWins: zeros(),
    money: zeros(),
    endings: {},
    milestones: {},
  };
}

export function merge(into: SimTotals, add: SimTotals): void {
  into.games += add.games;
  into.actions += add.actions;
  into.turns += add.turns;
  for (let s = 0; s < into.wins.length; s++) {
    into.wins[s]! += add.wins[s]!;
    into.sharedWins[s]! += add.sharedWins[s]!;
    into.money[s]! += add.money[s]!;
  }
  for (const [how, n] of Object.entries(add.endings)) into.endings[how] = (into.endings[how] ?? 0) + n;
  for (const [id, m] of Object.entries(add.milestones)) {
    const to = (into.milestones[id] ??= { counts: [], never: 0 });
    to.never += m.never;
    m.counts.forEach((n, v) => {
      if (n) to.counts[v] = (to.counts[v] ?? 0) + n;
    });
  }
}

/** Game `i` of a run depends only on (spec, i): its secret is derived from the run's seed and i. */
export function gameSecret(seed: string, index: number): string {
  return `sim/${seed}/${index}`;
}

/** Game `i` of a run: its record and one fresh bot per seat. */
export function gameSetup(entry: CliGame, spec: SimSpec, i: number): { record: MatchRecord; bots: Bot<AnyGame>[] } {
  return {
    record: { game: spec.game, players: spec.players, options: spec.options, secret: gameSecret(spec.seed, i) },
    bots: spec.bots.map((name) => {
      const kind = botOf(entry, name);
      return kind.params && spec.botParams ? kind.make({ params: spec.botParams }) : kind.make();
    }),
  };
}

/** The seats ranked first, alone or tied. */
export const winnersOf = (outcome: Outcome): number[] => outcome.ranking.filter((r) => r.rank === 1).map((r) => r.seat);

/** Play games [from, to) of a run. */
export function simulateRange(spec: SimSpec, from: number, to: number): SimTotals {
  const entry = gameNamed(spec.game);
  if (typeof entry === 'string') throw new Error(entry);
  const totals = emptyTotals(spec.players);
  for (let i = from; i < to; i++) {
    const { record, bots } = gameSetup(entry, spec, i);
    const milestones = entry.sim.milestones ?? [];
    const reached = new Array<number | null>(milestones.length).fill(null);
    const observe = milestones.length
      ? (state: { G: unknown }) => {
          for (let m = 0; m < milestones.length; m++) reached[m] ??= milestones[m]!.reached(state.G);
        }
      : undefined;
    const result = playout(entry.game, record, bots, { observe });
    totals.games++;
    milestones.forEach((m, i) => {
      const t = (totals.milestones[m.id] ??= { counts: [], never: 0 });
      const v = reached[i];
      if (v === null || v === undefined) t.never++;
      else t.counts[v] = (t.counts[v] ?? 0) + 1;
    });
    if (entry.sim.ending) {
      const how = entry.sim.ending(result.state.G);
      totals.endings[how] = (totals.endings[how] ?? 0) + 1;
    }
    totals.actions += result.actions;
    totals.turns += entry.sim.turns(result.state.G);
    const money = entry.sim.money(result.state.G);
    const winners = winnersOf(result.outcome);
    for (const w of winners) {
      totals.wins[w]!++;
      if (winners.length > 1) totals.sharedWins[w]!++;
    }
    for (let s = 0; s < spec.players; s++) totals.money[s]! += money[s]!;
  }
  return totals;
}
