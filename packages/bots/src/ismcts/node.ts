import type { Seat } from '@cutthroat/engine';

/**
 * One edge of the tree: an action as its key, who took it, and the rewards that seat got after it.
 * Information-set search shares a node between every sampled state that reached it by the same
 * actions, so an action may be legal in one sample and not in another: `available` counts the
 * visits of the parent in which it was (the availability count of Cowling, Powley and Whitehouse's
 * ISMCTS), and UCB explores against that rather than the parent's visits.
 */
export class Edge<A> {
  visits = 0;
  available = 0;
  /** Sum of the acting seat's rewards over `visits`. */
  reward = 0;
  readonly node = new TreeNode<A>();

  constructor(
    readonly key: string,
    readonly action: A,
    readonly seat: Seat,
  ) {}

  ucb(exploration: number): number {
    if (this.visits === 0) return Number.POSITIVE_INFINITY;
    return this.reward / this.visits + exploration * Math.sqrt(Math.log(Math.max(1, this.available)) / this.visits);
  }
}

export class TreeNode<A> {
  visits = 0;
  readonly edges: Edge<A>[] = [];
  private readonly byKey = new Map<string, Edge<A>>();

  edge(key: string): Edge<A> | undefined {
    return this.byKey.get(key);
  }

  add(key: string, action: A, seat: Seat): Edge<A> {
    const edge = new Edge(key, action, seat);
    this.edges.push(edge);
    this.byKey.set(key, edge);
    return edge;
  }
}

/**
 * Progressive widening: a node with more legal actions than `above` may have at most
 * `ceil(c * visits^alpha)` children, so a few hundred trade offers are sampled a few at a time
 * instead of each needing a visit before any is visited twice.
 */
export interface Widening {
  readonly above: number;
  readonly c: number;
  readonly alpha: number;
}

export const DEFAULT_WIDENING: Widening = { above: 16, c: 2, alpha: 0.5 };

export function childLimit(widening: Widening, legal: number, visits: number): number {
  if (legal <= widening.above) return legal;
  return Math.min(legal, Math.ceil(widening.c * Math.pow(visits + 1, widening.alpha)));
}
