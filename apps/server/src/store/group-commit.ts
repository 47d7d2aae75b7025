import type { LogRow } from './store.js';

/** One result per row of a batch: appended (true), seq already taken (false), or its own error. */
export type AppendResults = PromiseSettledResult<boolean>[];

/** The most rows one batch writes; more wait for the next (a bound on one commit's duration). */
export const MAX_BATCH = 1000;

interface Waiting {
  readonly row: LogRow;
  readonly resolve: (appended: boolean) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit: the appends asked for during one turn of the event loop are written by one call of
 * `write` (one transaction), scheduled with `setImmediate`, so after every socket message read in
 * that turn has been handled. Each append's promise settles only once `write` has returned, that
 * is once the batch is committed (or has failed): nobody hears of an action before it is durable.
 */
export class GroupCommit {
  private waiting: Waiting[] = [];
  private scheduled: NodeJS.Immediate | null = null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly write: (rows: readonly LogRow[]) => Promise<AppendResults>) {}

  append(row: LogRow): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.waiting.push({ row, resolve, reject });
      this.scheduled ??= setImmediate(() => this.flush());
    });
  }

  /** Write what is waiting now, and wait for every batch still being written. */
  async drain(): Promise<void> {
    if (this.scheduled) {
      clearImmediate(this.scheduled);
      this.flush();
    }
    await Promise.all(this.inFlight);
  }

  private flush(): void {
    this.scheduled = null;
    const batch = this.waiting.splice(0, MAX_BATCH);
    if (this.waiting.length > 0) this.scheduled = setImmediate(() => this.flush());
    if (batch.length === 0) return;
    let written: Promise<AppendResults>;
    try {
      written = this.write(batch.map((w) => w.row));
    } catch (error) {
      written = Promise.reject(error);
    }
    const settled = written.then(
      (results) => {
        batch.forEach((w, i) => {
          const r = results[i];
          if (r?.status === 'fulfilled') w.resolve(r.value);
          else w.reject(r ? r.reason : new Error('the store gave no result for this append'));
        });
      },
      (error: unknown) => {
        for (const w of batch) w.reject(error);
      },
    );
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
  }
}
