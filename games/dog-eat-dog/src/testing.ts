import { Rng, seedFromSecret, type Result } from '@cutthroat/engine';
import { content } from './content.js';
import { defaultOptions, type DogEatDogOptions } from './options.js';
import { answer, run, type Answer, type Job, type Run } from './red-tape.js';
import { setup } from './setup.js';
import type { DogEatDogState } from './state.js';

/** Helpers for this package's tests: a fixed four-division table and a scripted run. */

export const FOUR = ['we-steel', 'goo-pont', 'georgia-horrific', 'substandard-oil'];

export function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

export const testRng = (seed = 'test') => new Rng(seedFromSecret(seed));

/** The deck in card order with the Special Prosecutor first: his law changes no number. */
export const DECK = ['RT02', ...content.redTape.map((c) => c.id).filter((id) => id !== 'RT02')];

/**
 * Four players (W.E. Steel, Goo Pont, Georgia Horrific, Substandard Oil), seat 0 first, the
 * Special Prosecutor's financial disclosure the starting law, the stack in card order.
 */
export function table(options: Partial<DogEatDogOptions> = {}, divisions = FOUR): DogEatDogState {
  const fixture = { divisions, firstPlayer: 0, deck: DECK };
  return must(setup(divisions.length, { ...defaultOptions, ...options }, testRng(), fixture));
}

/** Run `jobs`, answering each choice in turn from `answers`; stops at the end or at a request. */
export function resolve(
  G: DogEatDogState,
  jobs: readonly Job[],
  answers: readonly Answer[] = [],
  rng = testRng(),
): Run {
  let r = run(G, jobs, rng);
  for (const a of answers) {
    if (!r.choice) throw new Error(`no choice waits for ${JSON.stringify(a)}`);
    r = must(answer(r.G, r, a, rng));
  }
  return r;
}
