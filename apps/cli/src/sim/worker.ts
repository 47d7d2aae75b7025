import { parentPort, workerData } from 'node:worker_threads';
import { recordRange } from './record.js';
import type { WorkerTask } from './run.js';
import { simulateRange } from './simulate.js';

// A worker plays the batches of game indices it is sent and returns, for each, integer totals
// (`sim`) or each game's record (`report`).
const { task, spec } = workerData as WorkerTask;
parentPort!.on('message', (batch: { from: number; to: number } | null) => {
  if (batch === null) {
    parentPort!.close();
    return;
  }
  parentPort!.postMessage(
    task === 'totals' ? simulateRange(spec, batch.from, batch.to) : recordRange(spec, batch.from, batch.to),
  );
});
