import type { SimSpec, SimTotals } from './simulate.js';

export interface SimReport {
  readonly game: string;
  readonly players: number;
  readonly bots: readonly string[];
  readonly seed: string;
  readonly games: number;
  readonly seconds: number;
  readonly gamesPerSecond: number;
  readonly meanTurns: number;
  readonly meanActions: number;
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
export function report(spec: SimSpec, totals: SimTotals, seconds: number): SimReport {
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
    meanActions: totals.actions / n,
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
    `mean game length: ${r.meanTurns.toFixed(2)} turns, ${r.meanActions.toFixed(2)} actions`,
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
  return lines.join('\n');
}
