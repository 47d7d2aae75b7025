import { Worker } from 'node:worker_threads';
import type { GoBenchFigures } from '@cutthroat/gocaine/bench/go';
import type { CpuRow } from './dog-eat-dog.bench.js';
import type { Row } from './report.js';
import { Tally } from './tic-tac-toe.result.js';
import type { DriverKey, TicTacToeRow } from './tic-tac-toe.bench.js';

/**
 * Run a part in a worker thread of its own. V8 specialises the engine's shared functions for the
 * shapes they see first; after thousands of Arms Dealers games the same functions run tic-tac-toe
 * about half as fast. A fresh isolate per part measures each game as a process that serves only
 * it would run it, and gives both frameworks the same clean start.
 */
function inWorker<T>(part: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./section.js', import.meta.url), { workerData: part });
    worker.once('message', (result: T) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

export const armsDealersIsolated = () => inWorker<Row[]>('arms-dealers');
export const gocaineIsolated = () => inWorker<Row[]>('gocaine');
export const dogEatDogIsolated = () => inWorker<CpuRow[]>('dog-eat-dog');
export const goIsolated = () => inWorker<GoBenchFigures>('go');

export async function ticTacToeIsolated(): Promise<Record<DriverKey, TicTacToeRow>> {
  const rows = await inWorker<Record<DriverKey, TicTacToeRow & { tally: Tally['counts'] }>>('tic-tac-toe');
  for (const r of Object.values(rows)) {
    const tally = new Tally();
    Object.assign(tally.counts, r.tally);
    (r as { tally: Tally }).tally = tally;
  }
  return rows;
}
