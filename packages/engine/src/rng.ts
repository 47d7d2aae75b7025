/**
 * xoshiro128** (Blackman & Vigna): 128 bits of state, fast in 32-bit integer arithmetic, and its
 * whole state is four numbers, so it lives inside the match state and a replay is exact.
 */
export type RngState = readonly [number, number, number, number];

const TWO_32 = 0x1_0000_0000;

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private forced: readonly number[];
  private forcedAt = 0;
  /** False until a number is drawn: a caller can then keep the old state instead of a copy. */
  used = false;

  /**
   * `forcedDice` are six-sided results that `die(6)` returns, in order, before the generator is
   * used again: scenarios use them to replay a rulebook example's rolls.
   */
  constructor(state: RngState, forcedDice: readonly number[] = []) {
    [this.a, this.b, this.c, this.d] = state;
    if ((this.a | this.b | this.c | this.d) === 0) this.d = 1; // the all-zero state is a fixed point
    this.forced = forcedDice;
  }

  nextU32(): number {
    this.used = true;
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result;
  }

  /** A uniform integer in [0, n), without modulo bias. */
  int(n: number): number {
    if (!(n >= 1 && n <= TWO_32 && Number.isInteger(n))) throw new RangeError(`Rng.int: bad bound ${n}`);
    const limit = TWO_32 - (TWO_32 % n);
    let r = this.nextU32();
    while (r >= limit) r = this.nextU32();
    return r % n;
  }

  /** A uniform integer in [lo, hi], both inclusive. */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  /** One die roll, 1..sides. Forced results (six-sided only) come first. */
  die(sides = 6): number {
    if (sides === 6 && this.forcedAt < this.forced.length) {
      this.used = true;
      return this.forced[this.forcedAt++]!;
    }
    return 1 + this.int(sides);
  }

  /** Fisher-Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i]!;
      items[i] = items[j]!;
      items[j] = tmp;
    }
    return items;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick: empty list');
    return items[this.int(items.length)]!;
  }

  state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }

  /** Forced dice not yet used. */
  remainingForced(): readonly number[] {
    return this.forcedAt === 0 ? this.forced : this.forced.slice(this.forcedAt);
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
