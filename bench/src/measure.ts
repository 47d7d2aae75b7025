import { performance } from 'node:perf_hooks';

export interface Throughput {
  readonly games: number;
  readonly actions: number;
  readonly seconds: number;
  readonly gamesPerSecond: number;
  readonly actionsPerSecond: number;
}

/** Plays one whole game and says how many actions it took. */
export type PlayOne = () => number | Promise<number>;

// A tic-tac-toe game takes a few microseconds, short enough for reading the clock after every
// game to show in the figure.
const GAMES_PER_CLOCK_READ = 16;

/** Plays games back to back for `seconds` of wall time. Only a promise is awaited. */
export async function timed(play: PlayOne, seconds: number): Promise<Throughput> {
  let games = 0;
  let actions = 0;
  const start = performance.now();
  const until = start + seconds * 1000;
  let now = start;
  while (now < until) {
    for (let i = 0; i < GAMES_PER_CLOCK_READ; i++, games++) {
      const played = play();
      actions += typeof played === 'number' ? played : await played;
    }
    now = performance.now();
  }
  return throughput(games, actions, (now - start) / 1000);
}

/** `timed`, after a warm-up that lets the JIT compile the hot paths before the clock starts. */
export async function measure(play: PlayOne, seconds: number, warmupSeconds: number): Promise<Throughput> {
  await timed(play, warmupSeconds);
  return timed(play, seconds);
}

/**
 * Several players measured in turns, `rounds` times each after one warm-up each, then summed: on a
 * shared machine a burst of load then falls on all of them instead of on whichever ran at the time.
 */
export async function sideBySide<K extends string>(
  plays: Record<K, PlayOne>,
  rounds: number,
  secondsPerRound: number,
  warmupSeconds: number,
): Promise<Record<K, Throughput>> {
  const keys = Object.keys(plays) as K[];
  for (const k of keys) await timed(plays[k], warmupSeconds);
  const parts = new Map<K, Throughput[]>(keys.map((k) => [k, []]));
  for (let r = 0; r < rounds; r++) for (const k of keys) parts.get(k)!.push(await timed(plays[k], secondsPerRound));
  return Object.fromEntries(keys.map((k) => [k, sum(parts.get(k)!)])) as Record<K, Throughput>;
}

function sum(parts: readonly Throughput[]): Throughput {
  const add = (f: (t: Throughput) => number) => parts.reduce((n, t) => n + f(t), 0);
  return throughput(
    add((t) => t.games),
    add((t) => t.actions),
    add((t) => t.seconds),
  );
}

function throughput(games: number, actions: number, seconds: number): Throughput {
  return { games, actions, seconds, gamesPerSecond: games / seconds, actionsPerSecond: actions / seconds };
}
