import { Rng, seedFromSecret, type MatchRecord } from '@cutthroat/engine';
import { playout, randomBot } from '@cutthroat/bots';
import { sideBySide, type PlayOne } from './measure.js';
import type { Row } from './report.js';
import { enginePlayout } from './engine-playout.js';
import { ticTacToe, type TicTacToe } from './tic-tac-toe.js';
import { bgioRandomPlayout } from './tic-tac-toe.bgio.js';
import { bgioMasterPlayouts } from './tic-tac-toe.bgio-master.js';
import { Tally, winnerOfGameover, winnerOfOutcome } from './tic-tac-toe.result.js';

/** One way of playing random tic-tac-toe, and who won the games it played. */
export interface TicTacToeDriver {
  readonly play: PlayOne;
  readonly tally: Tally;
}

const rngFor = (driver: string) => new Rng(seedFromSecret(`bench/tic-tac-toe/${driver}`));

// Every match gets its own secret, so the engine hashes one per game, as a server would.
function records(): () => MatchRecord {
  let game = 0;
  return () => ({ game: ticTacToe.name, players: 2, secret: `bench/tic-tac-toe/${game++}` });
}

/** The engine's functions in a loop, one RNG picking every move: the boardgame.io drivers' twin. */
export function cutthroatEngine(): TicTacToeDriver {
  const tally = new Tally();
  const rng = rngFor('engine');
  const next = records();
  return {
    tally,
    play: () => {
      const done = enginePlayout(ticTacToe, next(), rng);
      tally.add(winnerOfOutcome(done.outcome));
      return done.actions;
    },
  };
}

/** The bots' `playout`, a random bot per seat, each with its own RNG seeded from the match secret. */
export function cutthroatBots(): TicTacToeDriver {
  const tally = new Tally();
  const bots = [randomBot<TicTacToe>(), randomBot<TicTacToe>()];
  const next = records();
  return {
    tally,
    play: () => {
      const done = playout(ticTacToe, next(), bots);
      tally.add(winnerOfOutcome(done.outcome));
      return done.actions;
    },
  };
}

export function boardgameIoReducer(): TicTacToeDriver {
  const tally = new Tally();
  const rng = rngFor('boardgame.io');
  return {
    tally,
    play: () => {
      const done = bgioRandomPlayout(rng);
      tally.add(winnerOfGameover(done.gameover));
      return done.moves;
    },
  };
}

export function boardgameIoMaster(): TicTacToeDriver {
  const tally = new Tally();
  const rng = rngFor('boardgame.io/master');
  const playOne = bgioMasterPlayouts();
  return {
    tally,
    play: async () => {
      const done = await playOne(rng);
      tally.add(winnerOfGameover(done.gameover));
      return done.moves;
    },
  };
}

const DRIVERS = {
  cutthroatEngine: { name: 'tic-tac-toe cutthroat engine loop', make: cutthroatEngine },
  cutthroatBots: { name: 'tic-tac-toe cutthroat playout()', make: cutthroatBots },
  boardgameIoReducer: { name: 'tic-tac-toe boardgame.io reducer', make: boardgameIoReducer },
  boardgameIoMaster: { name: 'tic-tac-toe boardgame.io Master', make: boardgameIoMaster },
};
export type DriverKey = keyof typeof DRIVERS;

export interface TicTacToeRow extends Row {
  readonly key: DriverKey;
  readonly tally: Tally;
}

/** Every driver in turns: three rounds of a second each, after half a second of warm-up each. */
export async function benchTicTacToe(): Promise<Record<DriverKey, TicTacToeRow>> {
  const keys = Object.keys(DRIVERS) as DriverKey[];
  const drivers = Object.fromEntries(keys.map((k) => [k, DRIVERS[k].make()])) as Record<DriverKey, TicTacToeDriver>;
  const plays = Object.fromEntries(keys.map((k) => [k, drivers[k].play])) as Record<DriverKey, PlayOne>;
  const results = await sideBySide(plays, 3, 1, 0.5);
  return Object.fromEntries(
    keys.map((key) => [
      key,
      { key, name: DRIVERS[key].name, players: 2, result: results[key], tally: drivers[key].tally },
    ]),
  ) as Record<DriverKey, TicTacToeRow>;
}
