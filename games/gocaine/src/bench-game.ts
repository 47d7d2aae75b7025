import {
  Rng,
  actorsOf,
  applyAction,
  legalActionsOf,
  outcomeOf,
  seedFromSecret,
  setupMatch,
  type MatchRecord,
} from '@cutthroat/engine';
import { gocaine } from './game.js';

/** One whole game: how many actions it took and how it ended. */
export interface RandomGame {
  readonly actions: number;
  readonly rounds: number;
  readonly knocked: boolean;
}

/**
 * A whole GoCaine game with a random player in every seat, played as `playout` from
 * `@cutthroat/bots` plays it with `randomBot` (that package depends on this one, so its loop is
 * repeated here): the first listed actor moves, each seat drawing uniformly among its legal actions
 * from its own RNG seeded from the match secret and the seat.
 */
export function randomGame(players: number, secret: string, options?: Record<string, unknown>): RandomGame {
  const record: MatchRecord = { game: gocaine.name, players, secret, ...(options ? { options } : {}) };
  const start = setupMatch(gocaine, record);
  if (!start.ok) throw new Error(`gocaine: ${start.error.code}: ${start.error.message}`);
  let state = start.value;
  const rngs = Array.from({ length: players }, (_, seat) => new Rng(seedFromSecret(`${secret}/bot/${seat}`)));
  for (let actions = 0; ; actions++) {
    if (outcomeOf(gocaine, state)) return { actions, rounds: state.G.round, knocked: state.G.knockedBy !== null };
    if (actions >= 1_000_000) throw new Error('gocaine: no end after 1,000,000 actions');
    const seat = actorsOf(gocaine, state)[0]!;
    const legal = legalActionsOf(gocaine, state, seat);
    const next = applyAction(gocaine, state, seat, legal.at(rngs[seat]!.int(legal.length)));
    if (!next.ok) throw new Error(`gocaine: a legal action was refused: ${next.error.code}`);
    state = next.value.state;
  }
}

export interface GameBenchFigures {
  readonly players: number;
  readonly games: number;
  readonly actions: number;
  readonly seconds: number;
  readonly gamesPerSecond: number;
  readonly actionsPerSecond: number;
  readonly actionsPerGame: number;
  readonly roundsPerGame: number;
  /** Games that ended with a knock rather than at the round limit (random players seldom knock). */
  readonly knocked: number;
}

/**
 * Random games back to back on this one thread (one core) for `seconds` after a warm-up, each from
 * a new secret, default options (round limit 100).
 */
export function benchRandomGames(seconds: number, players = 6): GameBenchFigures {
  let index = 0;
  const run = (budget: number) => {
    let games = 0;
    let actions = 0;
    let rounds = 0;
    let knocked = 0;
    const start = performance.now();
    const until = start + budget * 1000;
    let now = start;
    while (now < until) {
      const g = randomGame(players, `bench/gocaine/${players}/${index++}`);
      games++;
      actions += g.actions;
      rounds += g.rounds;
      if (g.knocked) knocked++;
      now = performance.now();
    }
    return { games, actions, rounds, knocked, seconds: (now - start) / 1000 };
  };
  run(Math.min(1, seconds * 0.2));
  const r = run(seconds);
  return {
    players,
    games: r.games,
    actions: r.actions,
    seconds: r.seconds,
    gamesPerSecond: r.games / r.seconds,
    actionsPerSecond: r.actions / r.seconds,
    actionsPerGame: r.actions / r.games,
    roundsPerGame: r.rounds / r.games,
    knocked: r.knocked,
  };
}
