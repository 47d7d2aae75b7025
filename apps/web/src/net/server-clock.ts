/**
 * How far the server's clock is ahead of this browser's, so that a countdown to one of the
 * server's deadlines (`dueAt`, on the server's clock) is right on a browser whose clock is off:
 * minutes off is common on a machine that does not set its clock from the network.
 *
 * Cristian's method: a ping sent at `t0` (the browser's clock), answered with the server's time
 * `S` and back at `t1`, puts the server at about `S + (t1 - t0) / 2` at `t1`, within half the round
 * trip; of several, the one with the shortest round trip is the closest. Until a pong, the
 * welcome's time stands, as of its arrival (off by its one-way delay at most).
 */
export class ServerClock {
  private best: { readonly roundTrip: number; readonly aheadMs: number } | null = null;

  /** Server minus browser, in ms; 0 until the server has said its time. */
  get aheadMs(): number {
    return this.best?.aheadMs ?? 0;
  }

  /**
   * A (re)connection's welcome, at `receivedAt`: it starts afresh, since the browser's clock may
   * have been set, or the machine asleep, since the last.
   */
  welcomed(serverNow: number, receivedAt: number): void {
    this.best = { roundTrip: Infinity, aheadMs: serverNow - receivedAt };
  }

  /** A pong to a ping sent at `sentAt`, received at `receivedAt`. */
  ponged(sentAt: number, serverNow: number, receivedAt: number): void {
    const roundTrip = receivedAt - sentAt;
    // A negative round trip: the browser's clock was set back meanwhile, so the sample says nothing.
    if (roundTrip < 0 || (this.best && roundTrip >= this.best.roundTrip)) return;
    this.best = { roundTrip, aheadMs: Math.round(serverNow + roundTrip / 2 - receivedAt) };
  }
}

/**
 * How far the server's clock is ahead of the browser's, by an HTTP answer's `Date` header received
 * at `receivedAt`; null without one. The header is to the second, cut down, so the server's time
 * was half a second later on average: good for the lobby's "in 3 h" and "5 min ago", which the
 * lobby's answers have (the match screen's socket tells it to the millisecond).
 */
export function aheadByDateHeader(date: string | null, receivedAt: number): number | null {
  const at = date === null ? NaN : Date.parse(date);
  return Number.isFinite(at) ? at + 500 - receivedAt : null;
}
