import { fitLogistic, logLoss, playout, winProbability, type LogisticModel } from '@cutthroat/bots';
import type { AnyGame, StateOf } from '@cutthroat/engine';
import { botOf, type CliGame } from '../games.js';

export interface TrainSpec {
  readonly players: number;
  /** The bot in every seat. */
  readonly bot: string;
  readonly games: number;
  readonly seed: string;
  /** The penalty on each standardized weight. */
  readonly l2: number;
}

/** Every fifth game (i % 5 === 4) is held out of the fit and scores it. */
const HELD_OUT = 5;

/** What `cutthroat train` writes: the model and how it was made and how well it predicts. */
export interface Evaluation {
  readonly version: 1;
  readonly command: string;
  readonly game: string;
  readonly players: number;
  readonly bot: string;
  readonly games: number;
  readonly seed: string;
  readonly l2: number;
  /** Positions (a seat at the start of a turn, in the game's unit) the model was fitted to. */
  readonly rows: number;
  /** On the held-out games' positions: log loss of this model and of the base rate (one seat in
   * `players` wins). */
  readonly heldOut: {
    readonly games: number;
    readonly rows: number;
    readonly logLoss: number;
    readonly baseRateLogLoss: number;
  };
  readonly model: LogisticModel;
}

/** `train/<seed>/<i>`: game i's secret. */
export const trainSecret = (seed: string, i: number) => `train/${seed}/${i}`;

const round6 = (x: number) => Number(x.toPrecision(6));

/**
 * Self-play games of one bot in every seat; at the start of each turn (each change of the game's
 * `sim.turns`) every seat's features, then each labelled 1 if that seat ranked first. Fits a
 * logistic regression to four games in five and scores it on the fifth.
 */
export function train(entry: CliGame, spec: TrainSpec, command: string, progress?: (done: number) => void): Evaluation {
  const features = entry.valueFeatures;
  if (!features) throw new Error(`${entry.id} has no value features`);
  const kind = botOf(entry, spec.bot);
  const fit = { rows: [] as number[][], y: [] as number[] };
  const test = { rows: [] as number[][], y: [] as number[] };
  let heldOutGames = 0;
  for (let i = 0; i < spec.games; i++) {
    const into = i % HELD_OUT === HELD_OUT - 1 ? test : fit;
    if (into === test) heldOutGames++;
    const positions: StateOf<AnyGame>[] = [];
    let turn: number | null = null;
    const bots = Array.from({ length: spec.players }, () => kind.make());
    const record = { game: entry.id, players: spec.players, secret: trainSecret(spec.seed, i) };
    const observe = (state: StateOf<AnyGame>) => {
      const t = entry.sim.turns(state.G);
      if (t !== turn) positions.push(state);
      turn = t;
    };
    const result = playout(entry.game, record, bots, { observe });
    const winners = new Set(result.outcome.ranking.filter((r) => r.rank === 1).map((r) => r.seat));
    for (const state of positions) {
      for (let seat = 0; seat < spec.players; seat++) {
        into.rows.push(features.of(state, seat));
        into.y.push(winners.has(seat) ? 1 : 0);
      }
    }
    progress?.(i + 1);
  }
  const fitted = fitLogistic(features.names, fit.rows, fit.y, spec.l2);
  // Stored to six digits, and scored as stored.
  const model: LogisticModel = {
    features: fitted.features,
    mean: fitted.mean.map(round6),
    scale: fitted.scale.map(round6),
    weights: fitted.weights.map(round6),
    bias: round6(fitted.bias),
  };
  const predicted = test.rows.map((x) => winProbability(model, x));
  return {
    version: 1,
    command,
    game: entry.id,
    players: spec.players,
    bot: spec.bot,
    games: spec.games,
    seed: spec.seed,
    l2: spec.l2,
    rows: fit.rows.length,
    heldOut: {
      games: heldOutGames,
      rows: test.rows.length,
      logLoss: round6(logLoss(predicted, test.y)),
      baseRateLogLoss: round6(logLoss(new Array<number>(test.y.length).fill(1 / spec.players), test.y)),
    },
    model,
  };
}
