import { playout, randomBot, type Bot } from '@cutthroat/bots';
import { dogEatDog } from '@cutthroat/dog-eat-dog';
import { dogEatDogModule } from '@cutthroat/dog-eat-dog/module';
import { performance } from 'node:perf_hooks';
import type { PlayOne, Throughput } from './measure.js';
import type { Row } from './report.js';

type DogEatDog = typeof dogEatDog;
export type DogEatDogBot = 'random' | 'heuristic';

/** The target: random 4-player games a second on one core. */
export const DOG_EAT_DOG_TARGET = 200;
/** The target for heuristic 4-player games a CPU second. */
export const DOG_EAT_DOG_HEURISTIC_TARGET = 30;

/**
 * Whole Dog Eat Dog games with the same bot in every seat, each from a new secret, default options
 * (divisions chosen in roll order, the 100-round limit). Random players go bankrupt within a
 * dozen rounds; heuristic ones play some 40 rounds to a destroyed map or a Swiss victory.
 */
export function dogEatDogPlayouts(players: number, kind: DogEatDogBot): PlayOne {
  const make = (): Bot<DogEatDog> =>
    kind === 'random' ? randomBot<DogEatDog>() : dogEatDogModule.bots.find((b) => b.name === kind)!.make();
  const bots = Array.from({ length: players }, make);
  let game = 0;
  return () =>
    playout(
      dogEatDog,
      { game: dogEatDog.name, players, secret: `bench/dog-eat-dog/${kind}/${players}/${game++}` },
      bots,
    ).actions;
}

/** A row timed in CPU time (`result.seconds`), with the wall time it took beside it. */
export interface CpuRow extends Row {
  readonly cpuMsPerGame: number;
  readonly wallSeconds: number;
}

const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/**
 * Games back to back until the process has spent `seconds` of CPU time on them. On a machine
 * shared with other work the wall clock counts the time other processes hold the core; the CPU
 * time of this process (one thread plays; GC helpers count too) is what a core gives the rules.
 */
export function cpuTimed(play: PlayOne, seconds: number): { result: Throughput; wallSeconds: number } {
  const start = cpuSeconds();
  const wall = performance.now();
  let games = 0;
  let actions = 0;
  let spent = 0;
  while (spent < seconds) {
    const played = play();
    if (typeof played !== 'number') throw new Error('a Dog Eat Dog playout is synchronous');
    actions += played;
    games++;
    spent = cpuSeconds() - start;
  }
  const result = { games, actions, seconds: spent, gamesPerSecond: games / spent, actionsPerSecond: actions / spent };
  return { result, wallSeconds: (performance.now() - wall) / 1000 };
}

export function benchDogEatDog(): CpuRow[] {
  return (
    [
      ['random', 5, 2],
      ['heuristic', 8, 3],
    ] as const
  ).map(([kind, seconds, warmup]) => {
    const play = dogEatDogPlayouts(4, kind);
    cpuTimed(play, warmup);
    const { result, wallSeconds } = cpuTimed(play, seconds);
    return {
      name: `dog-eat-dog playout() ${kind} (CPU s)`,
      players: 4,
      result,
      cpuMsPerGame: (result.seconds * 1000) / result.games,
      wallSeconds,
    };
  });
}
