import { Worker } from 'node:worker_threads';
import { emptyTotals, merge, type SimSpec, type SimTotals } from './simulate.js';

const BATCH = 100;

/**
 * Play `games` games over `workers` worker threads, handing out batches of game indices as workers
 * free up. Each game depends only on its index, and the totals are integer sums, so the numbers do
 * not depend on the worker count or on which worker played what.
 */
export async function runSimulation(
  spec: SimSpec,
  games: number,
  workers: number,
  onProgress: (done: number) => void = () => {},
): Promise<SimTotals> {
  const totals = emptyTotals(spec.players);
  let next = 0;
  const threads = Math.max(1, Math.min(workers, Math.ceil(games / BATCH)));
  const pool = Array.from({ length: threads }, () => {
    const worker = new Worker(new URL('./worker.js', import.meta.url), { workerData: spec });
    return new Promise<void>((resolve, reject) => {
      const feed = () => {
        if (next >= games) {
          worker.postMessage(null);
          return;
        }
        const from = next;
        next = Math.min(games, next + BATCH);
        worker.postMessage({ from, to: next });
      };
      worker.on('message', (part: SimTotals) => {
        merge(totals, part);
        onProgress(totals.games);
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
  return totals;
}
