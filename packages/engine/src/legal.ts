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

  /** Every action, built on the first pass over all of them and kept: a bot may filter many times. */
  private all: readonly A[] | null = null;

  [Symbol.iterator](): Iterator<A> {
    return this.built()[Symbol.iterator]();
  }

  toArray(): A[] {
    return [...this.built()];
  }

  private built(): readonly A[] {
    if (this.all) return this.all;
    if (!this.more) return (this.all = this.listed);
    const all = [...this.listed];
    for (let i = 0; i < this.more.length; i++) all.push(this.more.at(i));
    return (this.all = all);
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

/** What a game may list actions as: an array, or a space read by index. */
export type ActionList<A> = readonly A[] | ActionSpace<A>;

export const spaceOf = <A>(list: ActionList<A>): ActionSpace<A> =>
  Array.isArray(list) ? listSpace(list as readonly A[]) : (list as ActionSpace<A>);

/** Several lists one after the other, as one space; `null` entries and empty lists are left out. */
export function concatSpaces<A>(...lists: (ActionList<A> | null)[]): ActionSpace<A> | null {
  const parts = lists.filter((l): l is ActionList<A> => l !== null && l.length > 0).map(spaceOf);
  if (parts.length <= 1) return parts[0] ?? null;
  const length = parts.reduce((n, s) => n + s.length, 0);
  return {
    length,
    at(index) {
      let i = index;
      for (const s of parts) {
        if (i < s.length) return s.at(i);
        i -= s.length;
      }
      throw new RangeError(`no action ${index} of ${length}`);
    },
  };
}
