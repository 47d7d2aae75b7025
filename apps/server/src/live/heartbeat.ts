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
 * write each), and every action in flight waited that long.
 *
 * A socket added with a `noHello` callback must also say who it is (`introduced`) before its
 * second visit, so between one and two periods after it opened: a browser answers pings by
 * itself, so a socket that never says hello would otherwise hold its place (and one of its
 * address's sockets) for as long as its page stays open.
 */
export class Heartbeat<S extends Pingable> {
  private readonly slices: Set<S>[];
  private readonly sliceOf = new Map<S, Set<S>>();
  /** The sockets that answered their last ping, or opened since the last visit of their group. */
  private readonly answered = new Set<S>();
  /** The sockets that have not said who they are yet, and what to do if they never do. */
  private readonly strangers = new Map<S, () => void>();
  /** The strangers visited once already: at the next visit, their time is up. */
  private readonly visitedStrangers = new Set<S>();
  /** The group the next tick visits. */
  private next = 0;

  constructor(slices: number) {
    if (!Number.isInteger(slices) || slices < 1) throw new RangeError(`slices must be a positive integer: ${slices}`);
    this.slices = Array.from({ length: slices }, () => new Set<S>());
  }

  get size(): number {
    return this.sliceOf.size;
  }

  /**
   * A socket just opened: alive until its first ping goes unanswered. Into the smallest group.
   * With `noHello`, called (once, instead of a ping) if it is not `introduced` by its second visit.
   */
  add(socket: S, noHello?: () => void): void {
    if (this.sliceOf.has(socket)) return;
    if (noHello) this.strangers.set(socket, noHello);
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

  /** It said who it is: no longer held to the hello deadline. */
  introduced(socket: S): void {
    this.strangers.delete(socket);
    this.visitedStrangers.delete(socket);
  }

  /** It closed. */
  delete(socket: S): void {
    this.introduced(socket);
    this.sliceOf.get(socket)?.delete(socket);
    this.sliceOf.delete(socket);
    this.answered.delete(socket);
  }

  /**
   * Visit the next group: drop each socket that did not answer, tell each stranger on its second
   * visit that its time is up, ping the others. How many dropped for not answering.
   */
  tick(): number {
    const slice = this.slices[this.next]!;
    this.next = (this.next + 1) % this.slices.length;
    let dropped = 0;
    for (const socket of slice) {
      const noHello = this.strangers.get(socket);
      if (noHello && this.answered.has(socket)) {
        if (this.visitedStrangers.has(socket)) {
          // It closes itself (with a word to its client), and is deleted as it closes; if it has
          // not closed by its next visit, it is dropped then as a socket that did not answer.
          this.introduced(socket);
          this.answered.delete(socket);
          noHello();
          continue;
        }
        this.visitedStrangers.add(socket);
      }
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
