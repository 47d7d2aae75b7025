import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineFacts } from './machine.js';

/** `bench/results/`: from `bench/dist/` (a run) and from `bench/src/` (a test) alike. */
export const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));

/** A benchmark's name in a file name: lower-case words joined by hyphens. */
const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface SavedResults {
  readonly benchmark: string;
  /** When the run ended, ISO 8601 in UTC. */
  readonly measuredAt: string;
  readonly machine: ReturnType<typeof machineFacts>;
  /** The flags the run was given, to run it again the same way. */
  readonly args: readonly string[];
  readonly figures: unknown;
}

export interface SaveOptions {
  readonly dir?: string;
  readonly at?: Date;
  readonly args?: readonly string[];
}

/**
 * Writes one run's figures as `YYYY-MM-DD-<benchmark>.json` (the day in UTC) with the machine
 * and the flags, and returns the file's path. A second run of a benchmark on the same day
 * replaces the first: the file holds the day's latest figures.
 */
export function saveResults(benchmark: string, figures: unknown, opts: SaveOptions = {}): string {
  if (!NAME.test(benchmark)) throw new Error(`a benchmark's name is lower-case words and hyphens, not ${benchmark}`);
  const at = opts.at ?? new Date();
  const saved: SavedResults = {
    benchmark,
    measuredAt: at.toISOString(),
    machine: machineFacts(),
    args: opts.args ?? process.argv.slice(2),
    figures,
  };
  const dir = opts.dir ?? RESULTS_DIR;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${at.toISOString().slice(0, 10)}-${benchmark}.json`);
  writeFileSync(path, `${JSON.stringify(saved, null, 2)}\n`);
  return path;
}
