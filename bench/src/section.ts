// First, so that boardgame.io sees NODE_ENV when it loads.
import './node-env.js';
import { parentPort, workerData } from 'node:worker_threads';
import { benchArmsDealers } from './arms-dealers.bench.js';
import { benchDogEatDog } from './dog-eat-dog.bench.js';
import { benchGoCaine } from './gocaine.bench.js';
import { benchGo } from './go.bench.js';
import { benchTicTacToe } from './tic-tac-toe.bench.js';

/** One part of the benchmark in a worker thread of its own: a fresh V8 isolate and JIT. */
const part = workerData as 'arms-dealers' | 'gocaine' | 'dog-eat-dog' | 'tic-tac-toe' | 'go';
if (part === 'arms-dealers') {
  parentPort!.postMessage(await benchArmsDealers());
} else if (part === 'gocaine') {
  parentPort!.postMessage(await benchGoCaine());
} else if (part === 'dog-eat-dog') {
  parentPort!.postMessage(benchDogEatDog());
} else if (part === 'go') {
  parentPort!.postMessage(benchGo());
} else {
  const rows = await benchTicTacToe();
  // A Tally is a class; send its counts and rebuild it on the other side.
  parentPort!.postMessage(
    Object.fromEntries(Object.entries(rows).map(([k, r]) => [k, { ...r, tally: { ...r.tally.counts } }])),
  );
}
