/** Latencies in milliseconds, kept whole so that percentiles are exact. */
export class Samples {
  private data = new Float64Array(4096);
  private n = 0;
  private sorted: Float64Array | null = null;

  get count(): number {
    return this.n;
  }

  add(ms: number): void {
    if (this.n === this.data.length) {
      const bigger = new Float64Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.n++] = ms;
    this.sorted = null;
  }

  /** The nearest-rank percentile, `p` in [0, 100]; NaN when empty. */
  percentile(p: number): number {
    if (this.n === 0) return NaN;
    this.sorted ??= this.data.slice(0, this.n).sort();
    return this.sorted[Math.min(this.n - 1, Math.max(0, Math.ceil((p / 100) * this.n) - 1))]!;
  }

  clear(): void {
    this.n = 0;
    this.sorted = null;
  }
}

/** What the load clients saw; counted only while `recording` (the measurement window). */
export class LoadStats {
  recording = false;
  /** Actions sent to the server. */
  sent = 0;
  /** Actions the server accepted and told their sender so. */
  acked = 0;
  /** Refused because another seat's action at the same seq came first (a reaction window). */
  refusedStale = 0;
  /** Any other refusal or error: a bug in the clients or the server; should stay 0. */
  refusedOther = 0;
  /** From sending an action to the moment every other seat of the match has its event. */
  readonly broadcast = new Samples();
  /** From sending an action to its sender hearing it was accepted. */
  readonly ack = new Samples();

  reset(): void {
    this.sent = this.acked = this.refusedStale = this.refusedOther = 0;
    this.broadcast.clear();
    this.ack.clear();
  }
}

const RING = 64;

/**
 * Per match, when each seat sent its action at each seq, which sent action made each seq (known
 * from its acknowledgement), and when the other seats heard of each seq: rings of the last 64
 * seqs, so nothing grows. An action is usually accepted at the seq it was made at; an answer in a
 * reaction window may be accepted a few seqs later, after other seats' passes, and its
 * acknowledgement says at which.
 */
export class MatchTracker {
  private readonly sentAt: Float64Array;
  private readonly sentTag: Int32Array;
  /** For the seq an accepted action led to: when that action was sent. */
  private readonly madeSentAt = new Float64Array(RING);
  private readonly madeTag = new Int32Array(RING).fill(-1);
  private readonly heard = new Int8Array(RING);
  private readonly heardTag = new Int32Array(RING).fill(-1);
  /** When the last of the other seats heard of the seq. */
  private readonly heardAllAt = new Float64Array(RING);

  constructor(
    private readonly players: number,
    private readonly stats: LoadStats,
  ) {
    this.sentAt = new Float64Array(RING * players);
    this.sentTag = new Int32Array(RING * players).fill(-1);
  }

  sent(seat: number, seq: number, at: number): void {
    const i = (seq % RING) * this.players + seat;
    this.sentAt[i] = at;
    this.sentTag[i] = seq;
    if (this.stats.recording) this.stats.sent++;
  }

  /** `viewer` received the state at `seq`, which `actor`'s action made from `seq - 1`. */
  received(viewer: number, seq: number, actor: number, at: number): void {
    if (actor < 0 || actor === viewer || seq < 1) return;
    const slot = seq % RING;
    if (this.heardTag[slot] !== seq) {
      this.heardTag[slot] = seq;
      this.heard[slot] = 0;
    }
    if (++this.heard[slot]! !== this.players - 1) return;
    this.heardAllAt[slot] = at;
    if (this.madeTag[slot] === seq && this.stats.recording) this.stats.broadcast.add(at - this.madeSentAt[slot]!);
  }

  /** `seat`'s action made at `seq` was accepted, taking the match to `to` (`seq + 1` usually). */
  acked(seat: number, seq: number, to: number, at: number): void {
    const i = (seq % RING) * this.players + seat;
    if (this.sentTag[i] !== seq) return;
    const sentAt = this.sentAt[i]!;
    const slot = to % RING;
    this.madeTag[slot] = to;
    this.madeSentAt[slot] = sentAt;
    if (!this.stats.recording) return;
    this.stats.acked++;
    this.stats.ack.add(at - sentAt);
    // The others may all have heard of it before the sender heard it was accepted.
    if (this.heardTag[slot] === to && this.heard[slot] === this.players - 1) {
      this.stats.broadcast.add(this.heardAllAt[slot]! - sentAt);
    }
  }
}
