import { performance } from 'node:perf_hooks';

/** Sends the action if it is still worth sending; false when the match has moved on. */
export type Send = () => boolean;

/**
 * Releases the actions the clients want to make at a target rate across all matches: a token
 * bucket refilled every millisecond, holding at most 20 ms of credit, so that a late tick never
 * turns into a burst. `Infinity`: every action goes out the moment its client decides it (the
 * clients then play as fast as the server answers). 0: nothing goes out.
 */
export class Pacer {
  private rate = 0;
  private queue: Send[] = [];
  private head = 0;
  private credit = 0;
  private last: number;
  private readonly timer = setInterval(() => this.tick(), 1);
  /**
   * Actions the bucket could not release because this process's own loop came back late (a tick
   * more than 20 ms after the last) while actions were waiting: the clients' stall, not a server
   * too slow to give them anything to send. Since the pacer was made.
   */
  heldBack = 0;

  constructor(private readonly now: () => number = () => performance.now()) {
    this.last = now();
  }

  /** Actions/s, Infinity for no pacing, 0 to hold everything back. */
  setRate(rate: number): void {
    this.tick();
    this.rate = rate;
    this.credit = 0;
    this.last = this.now();
    if (rate === Infinity) this.release(Infinity);
  }

  offer(send: Send): void {
    if (this.rate === Infinity) send();
    else this.queue.push(send);
  }

  get waiting(): number {
    return this.queue.length - this.head;
  }

  /** Refills the bucket for the time since the last tick and releases what it allows. */
  tick(): void {
    const now = this.now();
    if (this.rate > 0 && this.rate !== Infinity) {
      const credit = this.credit + ((now - this.last) * this.rate) / 1000;
      const cap = Math.max(1, this.rate / 50);
      // A bucket already full had nothing to send at the last tick: not a stall.
      if (credit > cap && this.credit < cap && this.waiting > 0) this.heldBack += credit - cap;
      this.credit = Math.min(credit, cap);
      this.credit -= this.release(Math.floor(this.credit));
    }
    this.last = now;
  }

  /** Sends up to `n` actions that are still current, dropping stale ones; returns how many went. */
  private release(n: number): number {
    let sent = 0;
    while (sent < n && this.head < this.queue.length) {
      const send = this.queue[this.head++]!;
      if (send()) sent++;
    }
    if (this.head === this.queue.length) {
      this.queue = [];
      this.head = 0;
    } else if (this.head > 4096) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
    return sent;
  }

  close(): void {
    clearInterval(this.timer);
    this.queue = [];
    this.head = 0;
  }
}
