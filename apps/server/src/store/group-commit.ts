/** One result per row of a batch: appended (true), seq already taken (false), or its own error. */
export type AppendResults = PromiseSettledResult<boolean>[];

/** The most writes one batch holds; more wait for the next (a bound on one commit's duration). */
export const MAX_BATCH = 1000;

interface Waiting<W, R> {
  readonly write: W;
  readonly resolve: (result: R) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit: the writes asked for during one turn of the event loop are written by one call of
 * `commit` (one transaction), scheduled with `setImmediate`, so after every socket message read in
 * that turn has been handled. One batch is out at a time: what is asked for while it commits waits
 * and goes out with the next, so the slower the disk, the larger the batches. Each write's promise
 * settles only once `commit` has returned, that is once its batch is committed (or has failed):
 * nobody hears of an action before it is durable. `commit` gives one result per write, so that
 * one write's failure is its own.
 */
export class GroupCommit<W, R> {
  private waiting: Waiting<W, R>[] = [];
  private scheduled: NodeJS.Immediate | null = null;
  /** The batch being committed. */
  private out: Promise<void> | null = null;

  constructor(private readonly commit: (writes: readonly W[]) => Promise<PromiseSettledResult<R>[]>) {}

  write(write: W): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ write, resolve, reject });
      this.schedule();
    });
  }

  /** Write everything asked for so far, and wait until it is committed. */
  async drain(): Promise<void> {
    while (this.out || this.waiting.length > 0) {
      if (!this.out) this.flush();
      await this.out;
    }
  }

  private schedule(): void {
    if (!this.scheduled && !this.out) this.scheduled = setImmediate(() => this.flush());
  }

  private flush(): void {
    if (this.scheduled) clearImmediate(this.scheduled);
    this.scheduled = null;
    if (this.out) return;
    const batch = this.waiting.splice(0, MAX_BATCH);
    if (batch.length === 0) return;
    let written: Promise<PromiseSettledResult<R>[]>;
    try {
      written = this.commit(batch.map((w) => w.write));
    } catch (error) {
      written = Promise.reject(error);
    }
    this.out = written
      .then(
        (results) => {
          batch.forEach((w, i) => {
            const r = results[i];
            if (r?.status === 'fulfilled') w.resolve(r.value);
            else w.reject(r ? r.reason : new Error('the store gave no result for this write'));
          });
        },
        (error: unknown) => {
          for (const w of batch) w.reject(error);
        },
      )
      .finally(() => {
        this.out = null;
        if (this.waiting.length > 0) this.schedule();
      });
  }
}
