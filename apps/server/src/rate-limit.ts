/** A token bucket: `rate` messages a second on average, bursts of up to `burst`. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly now: () => number,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Milliseconds until `take` would succeed (0: now). */
  waitMs(): number {
    this.refill();
    return this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) / this.rate) * 1000);
  }

  /** Full again: a bucket nobody used for a while, which can be forgotten and made anew. */
  isFull(): boolean {
    this.refill();
    return this.tokens >= this.burst;
  }

  private refill(): void {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.rate);
    this.last = t;
  }
}

/**
 * One token bucket per key (a client's address). Buckets that have filled up again are forgotten
 * once there are more than `maxKeys`, so that a stream of new addresses cannot grow it for good:
 * a forgotten bucket was full, and a new one starts full.
 */
export class KeyedRateLimit {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly now: () => number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Take a token for `key`: 0 when taken, else the milliseconds to wait before one is there. */
  take(key: string): number {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.maxKeys) this.forgetFull();
      bucket = new TokenBucket(this.rate, this.burst, this.now);
      this.buckets.set(key, bucket);
    }
    return bucket.take() ? 0 : bucket.waitMs();
  }

  get size(): number {
    return this.buckets.size;
  }

  private forgetFull(): void {
    for (const [key, bucket] of this.buckets) if (bucket.isFull()) this.buckets.delete(key);
  }
}
