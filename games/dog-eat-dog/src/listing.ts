import type { ActionSpace } from '@cutthroat/engine';

/**
 * Legal actions as the engine reads them: by index, built only when read. Amounts of money make
 * long lists (an auction bid of $1M to all one holds, a Geneva transfer either way), and a random
 * player reads one of them; the order is that of the list written out, so a seeded pick is too.
 */
export class Listing<A> implements ActionSpace<A> {
  /** Actions listed one by one, or a range of amounts made on reading. */
  private readonly parts: (A[] | Range<A>)[] = [];
  length = 0;

  /** One action. */
  push(action: A): this {
    const last = this.parts[this.parts.length - 1];
    if (Array.isArray(last)) last.push(action);
    else this.parts.push([action]);
    this.length++;
    return this;
  }

  /** `make(n)` for every whole n from `lo` to `hi` (none when `hi < lo`). */
  range(lo: number, hi: number, make: (n: number) => A): this {
    if (hi < lo) return this;
    this.parts.push(new Range(lo, hi - lo + 1, make));
    this.length += hi - lo + 1;
    return this;
  }

  // The part the last read fell in, and the index of its first action: a bot reading the list in
  // order (one pass over hundreds of amounts) starts each read there, not at the first part.
  private part = 0;
  private base = 0;

  at(index: number): A {
    if (index < this.base) {
      this.part = 0;
      this.base = 0;
    }
    let i = index - this.base;
    for (let k = this.part; k < this.parts.length; k++) {
      const p = this.parts[k]!;
      if (i < p.length) {
        this.part = k;
        this.base = index - i;
        return Array.isArray(p) ? p[i]! : p.make(p.lo + i);
      }
      i -= p.length;
    }
    throw new RangeError(`no legal action ${index} of ${this.length}`);
  }

  toArray(): A[] {
    return Array.from({ length: this.length }, (_, i) => this.at(i));
  }
}

class Range<A> {
  constructor(
    readonly lo: number,
    readonly length: number,
    readonly make: (n: number) => A,
  ) {}
}
