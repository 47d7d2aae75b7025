import type { FanOut, MatchNotice } from './fanout.js';
import { deliver, reportToConsole, Subscribers, type ErrorReporter, type Listener } from './subscribers.js';

export interface LocalFanOutOptions {
  readonly onError?: ErrorReporter;
}

/** The embedded default: one process, so fan-out is a function call, deferred. */
export class LocalFanOut implements FanOut {
  readonly #subscribers = new Subscribers();
  readonly #report: ErrorReporter;
  #closed = false;

  constructor(options: LocalFanOutOptions = {}) {
    this.#report = options.onError ?? reportToConsole;
  }

  async publish(notice: MatchNotice): Promise<void> {
    this.#assertOpen();
    const subscriptions = this.#subscribers.of(notice.matchId);
    // Deferred so that a publisher never runs listener code in the middle of its own work (it may
    // hold a half-updated match); microtasks run in the order they were queued, which keeps publish order.
    if (subscriptions.length > 0) queueMicrotask(() => deliver(subscriptions, notice, this.#report));
  }

  async subscribe(matchId: string, listener: Listener): Promise<() => Promise<void>> {
    this.#assertOpen();
    const subscription = this.#subscribers.add(matchId, listener);
    return async () => {
      this.#subscribers.remove(subscription);
    };
  }

  async ping(): Promise<void> {
    this.#assertOpen();
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#subscribers.clear();
  }

  #assertOpen(): void {
    if (this.#closed) throw new Error('fan-out: closed');
  }
}
