import { parentPort, workerData } from 'node:worker_threads';
import { simulateRange, type SimSpec } from './simulate.js';

// A worker plays the batches of game indices it is sent and returns integer totals for each.
const spec = workerData as SimSpec;
parentPort!.on('message', (batch: { from: number; to: number } | null) => {
  if (batch === null) {
    parentPort!.close();
    return;
  }
  parentPort!.postMessage(simulateRange(spec, batch.from, batch.to));
});
