/**
 * A finite list of actions with random access that need not be built up front. Trade offers make
 * hundreds of legal actions at one decision; a random player picks one by index without the
 * others ever existing, while anyone who wants them all can still iterate or call `toArray`.
 */
export interface ActionSpace<A> {
  readonly length: number;
  at(index: number): A;
}

export class LegalActions<A> implements ActionSpace<A>, Iterable<A> {
  static readonly none = new LegalActions<never>([]);

  constructor(
    private readonly listed: readonly A[],
    private readonly more: ActionSpace<A> | null = null,
  ) {}

  get length(): number {
    return this.listed.length + (this.more?.length ?? 0);
  }

  at(index: number): A {
    if (index < this.listed.length) return this.listed[index]!;
    return this.more!.at(index - this.listed.length);
  }

  *[Symbol.iterator](): Iterator<A> {
    yield* this.listed;
    if (this.more) for (let i = 0; i < this.more.length; i++) yield this.more.at(i);
  }

  toArray(): A[] {
    return [...this];
  }

  filter<B extends A>(keep: (a: A) => a is B): B[];
  filter(keep: (a: A) => boolean): A[];
  filter(keep: (a: A) => boolean): A[] {
    const out: A[] = [];
    for (const a of this) if (keep(a)) out.push(a);
    return out;
  }

  find(match: (a: A) => boolean): A | undefined {
    for (const a of this) if (match(a)) return a;
    return undefined;
  }

  some(match: (a: A) => boolean): boolean {
    return this.find(match) !== undefined;
  }
}

/** The same space, each action passed through `f` when it is read. */
export function mapSpace<A, B>(space: ActionSpace<A>, f: (a: A) => B): ActionSpace<B> {
  return { length: space.length, at: (i) => f(space.at(i)) };
}

export function listSpace<A>(items: readonly A[]): ActionSpace<A> {
  return { length: items.length, at: (i) => items[i]! };
}
