import { playout } from '@cutthroat/bots';
import { CLI_GAMES } from '../games.js';

export interface SimSpec {
  readonly game: string;
  readonly players: number;
  /** One bot kind per seat. */
  readonly bots: readonly string[];
  readonly seed: string;
  readonly options?: unknown;
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
}

export function emptyTotals(players: number): SimTotals {
  const zeros = () => new Array<number>(players).fill(0);
  return { games: 0, actions: 0, turns: 0, wins: zeros(), sharedWins: zeros(), money: zeros() };
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
}

/** Game `i` of a run depends only on (spec, i): its secret is derived from the run's seed and i. */
export function gameSecret(seed: string, index: number): string {
  return `sim/${seed}/${index}`;
}

/** Play games [from, to) of a run. */
export function simulateRange(spec: SimSpec, from: number, to: number): SimTotals {
  const entry = CLI_GAMES[spec.game]!;
  const totals = emptyTotals(spec.players);
  for (let i = from; i < to; i++) {
    const bots = spec.bots.map((kind) => entry.bots[kind]!());
    const record = { game: spec.game, players: spec.players, options: spec.options, secret: gameSecret(spec.seed, i) };
    const result = playout(entry.game, record, bots);
    totals.games++;
    totals.actions += result.actions;
    totals.turns += entry.turns(result.state.G);
    const money = entry.money(result.state.G);
    const winners = result.outcome.ranking.filter((r) => r.rank === 1);
    for (const w of winners) {
      totals.wins[w.seat]!++;
      if (winners.length > 1) totals.sharedWins[w.seat]!++;
    }
    for (let s = 0; s < spec.players; s++) totals.money[s]! += money[s]!;
  }
  return totals;
}
