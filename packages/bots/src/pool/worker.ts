import { Rng, legalActionsOf, type AnyGame, type ViewOf } from '@cutthroat/engine';
import { parentPort, workerData } from 'node:worker_threads';
import { PoolError, type Decided, type Resolve, type WorkerReply, type WorkerRequest } from './protocol.js';

/**
 * A pool worker: answers one decision at a time. Its legal actions come from a sample of the view
 * (`determinize`), which gives the seat exactly the legal actions the real state does, so the
 * worker needs nothing but the view.
 */
const { resolver } = workerData as { resolver: string };
const { resolve } = (await import(resolver)) as { resolve: Resolve };

function decide({ task }: WorkerRequest): Decided {
  const found = resolve(task.game, task.bot);
  if (!found.ok) return found;
  const rng = new Rng(task.rng);
  const view = task.view as ViewOf<AnyGame>;
  try {
    const sample = found.hooks.determinize(view, task.seat, new Rng(task.rng));
    const legal = legalActionsOf(found.game, sample, task.seat);
    const bot = found.make(task.budget ? { budget: task.budget } : {});
    return { ok: true, action: bot.decide({ view, legal, rng }) };
  } catch (e) {
    return { ok: false, code: PoolError.WorkerFailed, message: `the bot failed: ${(e as Error).message}` };
  }
}

parentPort!.on('message', (request: WorkerRequest) => {
  const reply: WorkerReply = { id: request.id, decided: decide(request) };
  parentPort!.postMessage(reply);
});
