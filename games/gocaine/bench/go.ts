import sabaki from '@sabaki/go-board';
import { Rng, seedFromSecret } from '@cutthroat/engine';
import { GoBoard, type Colour, type Point } from '../src/go.js';

// @sabaki/go-board is CommonJS (`module.exports = GoBoard`) typed with `export default`: Node's
// default import is the class, TypeScript's (NodeNext) is the module object.
const SabakiBoard = ((sabaki as { default?: unknown }).default ?? sabaki) as typeof sabaki.default;

const WIDTH = 10;
const HEIGHT = 12;
/** Placements per game at most; a game also ends when neither colour has a legal placement. */
const MAX_MOVES = 200;
const POOL = 100;
const ROUNDS = 5;

export interface GoThroughput {
  readonly games: number;
  readonly moves: number;
  readonly seconds: number;
  readonly movesPerSecond: number;
}

export interface GoBenchFigures {
  readonly board: string;
  /** Distinct pre-generated games, replayed in turn by both boards. */
  readonly pool: number;
  readonly movesPerGame: number;
  readonly ours: GoThroughput;
  readonly sabaki: GoThroughput;
  /** ours.movesPerSecond / sabaki.movesPerSecond. */
  readonly ratio: number;
  /** Both boards captured the same number of stones in every game replayed by both. */
  readonly capturesAgree: boolean;
}

/**
 * Random legal 2-colour games, as flat [point, colour, point, colour, ...] arrays: each turn a
 * random empty point, redrawn (without that point) while the placement would be suicide; a colour
 * with no legal point passes. Generated once, outside the clock.
 */
export function randomGoGames(count: number, secret: string): Int32Array[] {
  const rng = new Rng(seedFromSecret(secret));
  const board = new GoBoard(WIDTH, HEIGHT);
  const games: Int32Array[] = [];
  const empty: Point[] = [];
  for (let g = 0; g < count; g++) {
    board.clear();
    const moves: number[] = [];
    let colour: Colour = 1;
    let passes = 0;
    while (moves.length < 2 * MAX_MOVES && passes < 2) {
      empty.length = 0;
      for (let p = 0; p < board.size; p++) if (board.colourAt(p) === 0) empty.push(p);
      let played = false;
      while (empty.length > 0 && !played) {
        const i = rng.int(empty.length);
        const p = empty[i]!;
        if (board.play(p, colour).ok) {
          moves.push(p, colour);
          played = true;
        } else {
          empty[i] = empty[empty.length - 1]!;
          empty.pop();
        }
      }
      passes = played ? 0 : passes + 1;
      colour = colour === 1 ? 2 : 1;
    }
    games.push(Int32Array.from(moves));
  }
  return games;
}

function replayOurs(board: GoBoard, game: Int32Array): number {
  board.clear();
  let captured = 0;
  for (let i = 0; i < game.length; i += 2) {
    const result = board.play(game[i]!, game[i + 1]! as Colour);
    if (!result.ok) throw new Error(`benchGo: our board refused a generated move: ${result.error.code}`);
    captured += result.captured.length;
  }
  return captured;
}

const vertices = Array.from({ length: WIDTH * HEIGHT }, (_, p): [number, number] => [p % WIDTH, Math.floor(p / WIDTH)]);

function replaySabaki(game: Int32Array): number {
  let board = SabakiBoard.fromDimensions(WIDTH, HEIGHT);
  for (let i = 0; i < game.length; i += 2) {
    board = board.makeMove(game[i + 1] === 1 ? 1 : -1, vertices[game[i]!]!, {
      preventSuicide: true,
      preventOverwrite: true,
    });
  }
  return board.getCaptures(1) + board.getCaptures(-1);
}

interface Run {
  games: number;
  moves: number;
  seconds: number;
  next: number;
}

/** Replays games from the pool, in order, for `seconds`; records captures per game index. */
function timed(
  run: Run,
  pool: readonly Int32Array[],
  seconds: number,
  replay: (game: Int32Array) => number,
  captures: number[],
) {
  const start = performance.now();
  const until = start + seconds * 1000;
  let now = start;
  while (now < until) {
    const index = run.next;
    const game = pool[index]!;
    captures[index] = replay(game);
    run.games++;
    run.moves += game.length / 2;
    run.next = (index + 1) % pool.length;
    now = performance.now();
  }
  run.seconds += (now - start) / 1000;
}

function throughput(run: Run): GoThroughput {
  return { games: run.games, moves: run.moves, seconds: run.seconds, movesPerSecond: run.moves / run.seconds };
}

/**
 * Random 2-colour games on the 10 x 12 board through this board and through @sabaki/go-board
 * (`makeMove` with `preventSuicide` and `preventOverwrite`, a new board per move: its normal use),
 * the same pre-generated legal sequences for both. After a short warm-up of each, the two take
 * turns for `ROUNDS` rounds so that a burst of machine load falls on both. Takes about `seconds`.
 */
export function benchGo(seconds: number): GoBenchFigures {
  const pool = randomGoGames(POOL, 'bench/gocaine/go');
  const board = new GoBoard(WIDTH, HEIGHT);
  const oursReplay = (game: Int32Array) => replayOurs(board, game);
  const ourCaptures: number[] = [];
  const theirCaptures: number[] = [];
  const warmup = Math.min(1, seconds * 0.1) / 2;
  const share = (seconds - 2 * warmup) / (2 * ROUNDS);
  timed({ games: 0, moves: 0, seconds: 0, next: 0 }, pool, warmup, oursReplay, ourCaptures);
  timed({ games: 0, moves: 0, seconds: 0, next: 0 }, pool, warmup, replaySabaki, theirCaptures);
  const ours: Run = { games: 0, moves: 0, seconds: 0, next: 0 };
  const theirs: Run = { games: 0, moves: 0, seconds: 0, next: 0 };
  for (let r = 0; r < ROUNDS; r++) {
    timed(ours, pool, share, oursReplay, ourCaptures);
    timed(theirs, pool, share, replaySabaki, theirCaptures);
  }
  let capturesAgree = true;
  for (let i = 0; i < pool.length; i++) {
    const a = ourCaptures[i];
    const b = theirCaptures[i];
    if (a !== undefined && b !== undefined && a !== b) capturesAgree = false;
  }
  const oursFigures = throughput(ours);
  const sabakiFigures = throughput(theirs);
  return {
    board: `${WIDTH}x${HEIGHT}`,
    pool: pool.length,
    movesPerGame: pool.reduce((n, g) => n + g.length / 2, 0) / pool.length,
    ours: oursFigures,
    sabaki: sabakiFigures,
    ratio: oursFigures.movesPerSecond / sabakiFigures.movesPerSecond,
    capturesAgree,
  };
}
