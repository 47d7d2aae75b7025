/** What the heartbeat needs of a socket (a `ws` WebSocket has both). */
export interface Pingable {
  ping(): void;
  terminate(): void;
}

/**
 * Each socket is pinged once a period, and one that has not answered its last ping when its turn
 * comes again is dropped. The sockets are dealt into `slices` groups of about the same size and
 * each `tick` visits the next group, so the pings go out evenly over the period. Pinging every
 * socket at once held the event loop for 100 to 150 ms every 30 s with 4,000 sockets (a socket
 * write each), and every action in flight waited that long (docs/benchmarks.md).
 */
export class Heartbeat<S extends Pingable> {
  private readonly slices: Set<S>[];
  private readonly sliceOf = new Map<S, Set<S>>();
  /** The sockets that answered their last ping, or opened since the last visit of their group. */
  private readonly answered = new Set<S>();
  /** The group the next tick visits. */
  private next = 0;

  constructor(slices: number) {
    if (!Number.isInteger(slices) || slices < 1) throw new RangeError(`slices must be a positive integer: ${slices}`);
    this.slices = Array.from({ length: slices }, () => new Set<S>());
  }

  get size(): number {
    return this.sliceOf.size;
  }

  /** A socket just opened: alive until its first ping goes unanswered. Into the smallest group. */
  add(socket: S): void {
    if (this.sliceOf.has(socket)) return;
    let smallest = this.slices[0]!;
    for (const slice of this.slices) if (slice.size < smallest.size) smallest = slice;
    smallest.add(socket);
    this.sliceOf.set(socket, smallest);
    this.answered.add(socket);
  }

  /** Its pong arrived. */
  answer(socket: S): void {
    if (this.sliceOf.has(socket)) this.answered.add(socket);
  }

  /** It closed. */
  delete(socket: S): void {
    this.sliceOf.get(socket)?.delete(socket);
    this.sliceOf.delete(socket);
    this.answered.delete(socket);
  }

  /** Visit the next group: drop each socket that did not answer, ping the others. How many dropped. */
  tick(): number {
    const slice = this.slices[this.next]!;
    this.next = (this.next + 1) % this.slices.length;
    let dropped = 0;
    for (const socket of slice) {
      if (this.answered.delete(socket)) {
        socket.ping();
        continue;
      }
      this.delete(socket);
      socket.terminate();
      dropped++;
    }
    return dropped;
  }

  /** A whole period's ticks at once: every socket visited once (tests drive the heartbeat so). */
  round(): number {
    let dropped = 0;
    for (let i = 0; i < this.slices.length; i++) dropped += this.tick();
    return dropped;
  }
}
