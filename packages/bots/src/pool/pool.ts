import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { FairQueue } from './fair-queue.js';
import { PoolError, type DecideTask, type Decided, type WorkerReply } from './protocol.js';

export interface PoolOptions {
  /** URL of a module exporting `resolve` (see `Resolve`): how a worker finds a game and its bot. */
  readonly resolver: string;
  /** Worker threads; by default one per core less one for the event loop, and at least one. */
  readonly size?: number;
}

/**
 * The worker's script, from the build: under a test runner this file runs from its source, and a
 * worker thread cannot load TypeScript, so it loads `dist` (built by `tsc -b`).
 */
const WORKER = import.meta.url.endsWith('.ts')
  ? new URL('../../dist/pool/worker.js', import.meta.url)
  : new URL('./worker.js', import.meta.url);

/**
 * The parent's flags less any export conditions: a test runner resolves the workspace packages to
 * their sources (`--conditions source`), which a worker running the build cannot load.
 */
function workerFlags(): string[] {
  const out: string[] = [];
  const flags = process.execArgv;
  for (let i = 0; i < flags.length; i++) {
    const f = flags[i]!;
    if (f === '--conditions' || f === '-C') i++;
    else if (!f.startsWith('--conditions=')) out.push(f);
  }
  return out;
}

interface Pending {
  readonly id: number;
  readonly task: DecideTask;
  readonly done: (d: Decided) => void;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
}

/**
 * Search off the event loop: a fixed set of worker threads, each answering one decision at a time,
 * and a fair queue in front of them: each request comes with a key (the server's: the address that
 * created the match) and the keys waiting are served in turn (`FairQueue`), so that one key's many
 * decisions hold back another key's by one decision a key at most. A worker that dies fails the
 * decision it held (the host falls back to its heuristic) and is replaced.
 */
export class BotPool {
  private readonly slots: Slot[] = [];
  /** Decisions a person waits for (`urgent`), served before the others. */
  private readonly urgent = new FairQueue<Pending>();
  private readonly queue = new FairQueue<Pending>();
  private nextId = 0;
  private closed = false;

  constructor(private readonly options: PoolOptions) {
    const size = options.size ?? Math.max(1, availableParallelism() - 1);
    if (!(Number.isInteger(size) && size >= 1)) throw new RangeError(`BotPool: bad size ${size}`);
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  get size(): number {
    return this.slots.length;
  }

  /** Decisions waiting for a free worker. */
  get waiting(): number {
    return this.urgent.length + this.queue.length;
  }

  /**
   * `urgent`: a person waits for this decision (a bot at a table with people), so it goes before
   * every decision not urgent still queued: however many matches of bots only think, it waits for
   * one decision at most per worker.
   *
   * `key`: whose decision it is; each of urgent and not has a queue per key, served in turn. Without
   * a key, decisions share one first-come queue (the key '').
   */
  decide(task: DecideTask, urgent = false, key = ''): Promise<Decided> {
    if (this.closed) return Promise.resolve({ ok: false, code: PoolError.Closed, message: 'the bot pool is closed' });
    return new Promise((done) => {
      (urgent ? this.urgent : this.queue).push(key, { id: this.nextId++, task, done });
      this.pump();
    });
  }

  /** Stops every worker; decisions still queued or running fail with `pool/closed`. */
  async close(): Promise<void> {
    this.closed = true;
    const closedFailure: Decided = { ok: false, code: PoolError.Closed, message: 'the bot pool is closed' };
    for (const p of [...this.urgent.drain(), ...this.queue.drain()]) p.done(closedFailure);
    await Promise.all(
      this.slots.map(async (slot) => {
        const held = slot.busy;
        slot.busy = null;
        held?.done(closedFailure);
        await slot.worker.terminate();
      }),
    );
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER, {
      workerData: { resolver: this.options.resolver },
      execArgv: workerFlags(),
    });
    const slot: Slot = { worker, busy: null };
    worker.on('message', (reply: WorkerReply) => {
      const held = slot.busy;
      if (!held || held.id !== reply.id) return;
      slot.busy = null;
      held.done(reply.decided);
      this.pump();
    });
    const fail = (why: string) => {
      if (this.closed) return;
      const held = slot.busy;
      slot.busy = null;
      held?.done({ ok: false, code: PoolError.WorkerFailed, message: `a bot worker stopped: ${why}` });
      const at = this.slots.indexOf(slot);
      if (at >= 0) this.slots[at] = this.spawn();
      this.pump();
    };
    worker.on('error', (e) => fail(e.message));
    worker.on('exit', (code) => fail(`exit code ${code}`));
    return slot;
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (this.waiting === 0) return;
      if (slot.busy) continue;
      const next = (this.urgent.length > 0 ? this.urgent : this.queue).shift()!;
      slot.busy = next;
      slot.worker.postMessage({ id: next.id, task: next.task });
    }
  }
}
