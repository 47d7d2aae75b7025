import type { CATALOG } from '@cutthroat/catalog';
import {
  Rng,
  actorsOf,
  applyAction,
  legalActionsOf,
  seedFromSecret,
  setupMatch,
  type AnyGame,
  type Outcome,
  type StateOf,
} from '@cutthroat/engine';
import { LazyDecision, type Bot } from '@cutthroat/bots';
import { newRating, ordinal, rate, type Rating } from './plackett-luce.js';

type Module = (typeof CATALOG.games)[number];
export type Ladder = NonNullable<Module['ladder']>;

/** One table of the round-robin: two bots, alternating seats. */
export interface Table {
  readonly bots: readonly string[];
  readonly secret: string;
}

/**
 * The seeded round-robin: for each game number g and each pair of the game's bots (in the
 * module's order), one table where the two alternate seats, the first bot in even seats when g
 * is even and odd seats when g is odd, so each sits in every seat over the games.
 */
export function schedule(id: string, bots: readonly string[], players: number, gamesPerPair: number, seed: string) {
  const tables: Table[] = [];
  for (let g = 0; g < gamesPerPair; g++) {
    for (let i = 0; i < bots.length; i++) {
      for (let j = i + 1; j < bots.length; j++) {
        const pair = [bots[i]!, bots[j]!];
        tables.push({
          bots: Array.from({ length: players }, (_, s) => pair[(s + g) % 2]!),
          secret: `ladder/${seed}/${id}/${pair.join('-')}/${g}`,
        });
      }
    }
  }
  return tables;
}

/** Plays one table to its end; each seat's bot draws from an RNG of its own seeded from the secret. */
export function playTable(module: Module, table: Table, bots: readonly Bot<AnyGame>[]): Outcome {
  const game = module.game;
  const start = setupMatch(game, { game: module.id, players: table.bots.length, secret: table.secret });
  if (!start.ok) throw new Error(`${start.error.code}: ${start.error.message}`);
  let state: StateOf<AnyGame> = start.value;
  const rngs = bots.map((_, s) => new Rng(seedFromSecret(`${table.secret}/bot/${s}`)));
  for (let n = 0; !state.outcome; n++) {
    if (n > 200_000) throw new Error(`${module.id}: no end after ${n} actions`);
    const seat = actorsOf(game, state)[0]!;
    const legal = legalActionsOf(game, state, seat);
    const action = bots[seat]!.decide(new LazyDecision(game, state, seat, legal, rngs[seat]!));
    const next = applyAction(game, state, seat, action);
    if (!next.ok) throw new Error(`${module.id}: seat ${seat} chose a refused action: ${next.error.code}`);
    state = next.value.state;
  }
  return state.outcome;
}

interface Standing {
  rating: Rating;
  games: number;
  seats: number;
  seatWins: number;
}

/**
 * Rates one game's seats and folds them into the bots' ratings: each seat a player of its bot's
 * rating, ranked as the outcome ranks it; a bot's new mean moves by the mean of its seats' moves
 * and its new sigma is the mean of theirs (its seats in one game are one piece of evidence, not
 * several).
 */
export function rateGame(standings: Map<string, Standing>, seats: readonly string[], outcome: Outcome): void {
  const rankOf = new Map(outcome.ranking.map((r) => [r.seat, r.rank]));
  const before = seats.map((b) => standings.get(b)!.rating);
  const after = rate(
    before,
    seats.map((_, s) => rankOf.get(s) ?? seats.length),
  );
  for (const bot of new Set(seats)) {
    const mine = seats.flatMap((b, s) => (b === bot ? [s] : []));
    const st = standings.get(bot)!;
    const dMu = mine.reduce((sum, s) => sum + after[s]!.mu - before[s]!.mu, 0) / mine.length;
    const sigma = mine.reduce((sum, s) => sum + after[s]!.sigma, 0) / mine.length;
    st.rating = { mu: st.rating.mu + dMu, sigma };
    st.games++;
    st.seats += mine.length;
    st.seatWins += mine.filter((s) => rankOf.get(s) === 1).length;
  }
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * The ladder of one game: its round-robin played in order, every bot rated, then every mean
 * shifted so the first `easy` bot's is 25 (ratings only differ by differences, so the shift loses
 * nothing and puts every game on one scale).
 */
export function ladder(
  module: Module,
  opts: { players: number; gamesPerPair: number; seed: string; iterations?: number; command: string },
  progress: (done: number, total: number) => void = () => {},
): Ladder {
  const names = module.bots.map((b) => b.name);
  const standings = new Map<string, Standing>(
    names.map((n) => [n, { rating: newRating(), games: 0, seats: 0, seatWins: 0 }]),
  );
  const budgets: Record<string, number> = {};
  if (opts.iterations !== undefined)
    for (const b of module.bots) if (b.level === 'strong') budgets[b.name] = opts.iterations;
  const make = (name: string): Bot<AnyGame> => {
    const kind = module.bots.find((b) => b.name === name)!;
    return budgets[name] === undefined ? kind.make() : kind.make({ budget: { iterations: budgets[name] } });
  };
  const tables = schedule(module.id, names, opts.players, opts.gamesPerPair, opts.seed);
  tables.forEach((table, i) => {
    rateGame(standings, table.bots, playTable(module, table, table.bots.map(make)));
    progress(i + 1, tables.length);
  });
  const anchor = module.bots.find((b) => b.level === 'easy')?.name;
  const shift = anchor === undefined ? 0 : 25 - standings.get(anchor)!.rating.mu;
  const entries = names
    .map((bot) => {
      const st = standings.get(bot)!;
      const r = { mu: st.rating.mu + shift, sigma: st.rating.sigma };
      return {
        bot,
        mu: round2(r.mu),
        sigma: round2(r.sigma),
        rating: Math.round(ordinal(r)),
        games: st.games,
        seats: st.seats,
        seatWins: st.seatWins,
      };
    })
    .sort((a, b) => b.mu - 3 * b.sigma - (a.mu - 3 * a.sigma));
  return {
    version: 1,
    command: opts.command,
    players: opts.players,
    gamesPerPair: opts.gamesPerPair,
    seed: opts.seed,
    budgets,
    entries,
  };
}

/** The ladder as lines of text: rank, bot, rating, mu and sigma, seats won, and its style. */
export function ladderText(module: Module, l: Ladder): string {
  const lines = [
    `${module.title}: ${l.players} players, ${l.gamesPerPair} games a pair of bots, seed ${l.seed}` +
      (Object.keys(l.budgets).length ? `, budgets ${JSON.stringify(l.budgets)}` : ''),
  ];
  l.entries.forEach((e, i) => {
    const blurb = module.bots.find((b) => b.name === e.bot)?.blurb ?? '';
    const won = `${e.seatWins}/${e.seats} seats won`;
    lines.push(
      `  ${i + 1}. ${e.bot.padEnd(10)} ${String(e.rating).padStart(3)}  (mu ${e.mu.toFixed(1)}, sigma ${e.sigma.toFixed(1)}; ${won})  ${blurb}`,
    );
  });
  return lines.join('\n');
}
