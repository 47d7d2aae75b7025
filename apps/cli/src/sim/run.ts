import { Worker } from 'node:worker_threads';
import type { GameRecord } from './record.js';
import { emptyTotals, merge, type SimSpec, type SimTotals } from './simulate.js';

const BATCH = 100;

/** What a worker computes per batch: integer totals (`sim`) or every game's record (`report`). */
export interface WorkerTask {
  readonly task: 'totals' | 'records';
  readonly spec: SimSpec;
}

/**
 * Play `games` games over `workers` worker threads, handing out batches of `batch` game indices
 * as workers free up; `onBatch` receives each batch's result.
 * Each game depends only on its index, so the results do not depend on the worker count or on
 * which worker played what.
 */
async function runBatches<T>(
  work: WorkerTask,
  games: number,
  workers: number,
  batch: number,
  onBatch: (part: T) => void,
): Promise<void> {
  let next = 0;
  const threads = Math.max(1, Math.min(workers, Math.ceil(games / batch)));
  const pool = Array.from({ length: threads }, () => {
    const worker = new Worker(new URL('./worker.js', import.meta.url), { workerData: work });
    return new Promise<void>((resolve, reject) => {
      const feed = () => {
        if (next >= games) {
          worker.postMessage(null);
          return;
        }
        const from = next;
        next = Math.min(games, next + batch);
        worker.postMessage({ from, to: next });
      };
      worker.on('message', (part: T) => {
        onBatch(part);
        feed();
      });
      worker.on('error', reject);
      worker.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`a simulation worker exited with ${code}`)),
      );
      feed();
    });
  });
  await Promise.all(pool);
}

/** The totals are integer sums, so merging batches in any order gives the same numbers. */
export async function runSimulation(
  spec: SimSpec,
  games: number,
  workers: number,
  onProgress: (done: number) => void = () => {},
): Promise<SimTotals> {
  const totals = emptyTotals(spec.players);
  await runBatches<SimTotals>({ task: 'totals', spec }, games, workers, BATCH, (part) => {
    merge(totals, part);
    onProgress(totals.games);
  });
  return totals;
}

/** Every game's record, in game order whatever worker played it. */
export async function runRecords(
  spec: SimSpec,
  games: number,
  workers: number,
  onProgress: (done: number) => void = () => {},
): Promise<GameRecord[]> {
  const records = new Array<GameRecord>(games);
  let done = 0;
  // Smaller batches than `sim`'s: a record is bigger than a total, and the bar moves more often.
  await runBatches<GameRecord[]>({ task: 'records', spec }, games, workers, BATCH / 4, (part) => {
    for (const r of part) records[r.index] = r;
    done += part.length;
    onProgress(done);
  });
  return records;
}
