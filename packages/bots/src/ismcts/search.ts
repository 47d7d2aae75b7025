import {
  actorsOf,
  applyAction,
  legalActionsOf,
  type ActionOf,
  type AnyGame,
  type LegalActions,
  type Seat,
  type StateOf,
} from '@cutthroat/engine';
import type { Bot, Decision } from '../bot.js';
import { LazyDecision } from '../decision.js';
import { randomBot } from '../random.js';
import { BudgetClock, type Budget } from './budget.js';
import type { SearchHooks } from './hooks.js';
import { DEFAULT_WIDENING, TreeNode, childLimit, type Edge, type Widening } from './node.js';
import { outcomeRewards } from './reward.js';

export interface SearchOptions<Gm extends AnyGame> {
  readonly budget: Budget;
  /** UCB's exploration constant; rewards are in [0, 1]. */
  readonly exploration?: number;
  readonly widening?: Widening;
  /** Actions a playout plays before the game's `evaluate` scores it (without one, to the end). */
  readonly rolloutDepth?: number;
  /** A guard against a game that cannot end: a playout stops here and counts as no one's win. */
  readonly maxActions?: number;
  /** The clock of a budget in milliseconds (tests give their own). */
  readonly now?: () => number;
  /**
   * Progressive bias towards the default policy: at each node its choice is the first child and
   * starts with this many virtual visits, each worth the game's `evaluate` of the sampled state for
   * the seat to act (0.5 without one). 0 (the default) expands in random order and adds nothing.
   */
  readonly prior?: number;
  /**
   * The default policy's choice at the root, when the caller asked it already (over more actions
   * than the root searches, say): the root's first child and the one the prior leans to.
   */
  readonly rootChoice?: ActionOf<Gm>;
  /** Actions that are the same action have the same key (JSON text unless told otherwise). */
  readonly key?: (action: ActionOf<Gm>) => string;
}

export interface SearchStats {
  readonly iterations: number;
  /** Times a sampled state refused an action the tree held for it (legal in other samples only). */
  readonly refused: number;
  /** The longest path of tree edges an iteration followed before its playout. */
  readonly maxDepth: number;
  readonly rootEdges: number;
  /** Visits and mean reward of the chosen action. */
  readonly chosenVisits: number;
  readonly chosenValue: number;
}

export interface SearchResult<A> {
  readonly action: A;
  readonly stats: SearchStats;
}

const DEFAULTS = { exploration: 0.7, rolloutDepth: 40, maxActions: 5000 };

/**
 * Single-observer information-set Monte Carlo tree search from `seat`'s decision. Each iteration
 * samples a whole state from the seat's view (`determinize`), walks the tree by UCB over the actions
 * legal in that sample, adds one edge, plays the rest out with the default policy, and adds each
 * seat's reward to the edges that seat chose. Chance (dice, draws) comes from each sample's own RNG
 * words, drawn from `decision.rng`: with an iteration budget the whole search is a pure function of
 * (view, legal actions, RNG state).
 */
export function search<Gm extends AnyGame>(
  game: Gm,
  hooks: SearchHooks<Gm>,
  decision: Decision<Gm>,
  seat: Seat,
  options: SearchOptions<Gm>,
): SearchResult<ActionOf<Gm>> {
  type A = ActionOf<Gm>;
  const rng = decision.rng;
  const exploration = options.exploration ?? DEFAULTS.exploration;
  const widening = options.widening ?? DEFAULT_WIDENING;
  const rolloutDepth = options.rolloutDepth ?? DEFAULTS.rolloutDepth;
  const maxActions = options.maxActions ?? DEFAULTS.maxActions;
  const keyOf = options.key ?? ((a: A) => JSON.stringify(a));
  const prior = options.prior ?? 0;
  const policy: Bot<Gm> = hooks.rollout?.() ?? randomBot<Gm>();
  const clock = new BudgetClock(options.budget, options.now);
  const root: TreeNode<A> = new TreeNode<A>();
  const path: Edge<A>[] = [];
  let iterations = 0;
  let refused = 0;
  let maxDepth = 0;

  /** Add an edge for an action of `legal` not in the tree yet, or return null when none is found. */
  const expand = (node: TreeNode<A>, legal: LegalActions<A>, actor: Seat, state: StateOf<Gm>): Edge<A> | null => {
    if (prior > 0 && node.edges.length === 0) {
      const a =
        node === root && options.rootChoice !== undefined
          ? options.rootChoice
          : policy.decide(new LazyDecision(game, state, actor, legal, rng));
      const edge = node.add(keyOf(a), a, actor);
      edge.visits = prior;
      edge.available = prior;
      edge.reward = prior * (hooks.evaluate ? hooks.evaluate(state, actor) : 0.5);
      return edge;
    }
    if (legal.length <= widening.above) {
      const untried: A[] = [];
      for (const a of legal) if (!node.edge(keyOf(a))) untried.push(a);
      if (untried.length === 0) return null;
      const a = untried[rng.int(untried.length)]!;
      return node.add(keyOf(a), a, actor);
    }
    // A large space: the default policy's choice first, then actions drawn by index.
    if (node.edges.length === 0) {
      const a = policy.decide(new LazyDecision(game, state, actor, legal, rng));
      return node.add(keyOf(a), a, actor);
    }
    for (let tries = 0; tries < 8; tries++) {
      const a = legal.at(rng.int(legal.length));
      const key = keyOf(a);
      if (!node.edge(key)) return node.add(key, a, actor);
    }
    return null;
  };

  /** The available edge of best UCB, the ones in `skip` aside. */
  const select = (node: TreeNode<A>, legalKeys: Set<string> | null, skip: Set<Edge<A>>): Edge<A> | null => {
    let best: Edge<A> | null = null;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const e of node.edges) {
      if (skip.has(e) || (legalKeys && !legalKeys.has(e.key))) continue;
      const score = e.ucb(exploration);
      if (score > bestScore) {
        best = e;
        bestScore = score;
      }
    }
    return best;
  };

  const playOut = (sample: StateOf<Gm>, start: StateOf<Gm>, done: number): Float64Array => {
    let state = start;
    let actions = done;
    let depth = 0;
    while (!state.outcome) {
      if (hooks.evaluate && (depth >= rolloutDepth || hooks.playoutDone?.(sample, state))) break;
      if (actions >= maxActions) break;
      const actor = actorsOf(game, state)[0]!;
      let next: StateOf<Gm> | null = null;
      const quick = hooks.playout?.(state, actor, rng) ?? null;
      if (quick !== null) {
        const r = applyAction(game, state, actor, quick);
        if (r.ok) next = r.value.state as StateOf<Gm>;
      }
      if (next === null) {
        const legal = legalActionsOf(game, state, actor);
        const action = policy.decide(new LazyDecision(game, state, actor, legal, rng));
        const r = applyAction(game, state, actor, action);
        if (!r.ok) throw new Error(`search: the default policy chose a refused action: ${r.error.code}`);
        next = r.value.state as StateOf<Gm>;
      }
      state = next;
      depth++;
      actions++;
    }
    if (state.outcome) return outcomeRewards(state.outcome, state.players);
    const rewards = new Float64Array(state.players);
    if (hooks.evaluate) for (let s = 0; s < state.players; s++) rewards[s] = hooks.evaluate(state, s);
    return rewards;
  };

  while (clock.more(iterations)) {
    iterations++;
    const sample = hooks.determinize(decision.view, seat, rng);
    let state = sample;
    let node = root;
    let actor = seat;
    let legal = decision.legal;
    let actions = 0;
    path.length = 0;
    for (;;) {
      node.visits++;
      // Which of the node's edges this sample allows: known exactly for a small space, assumed
      // for a large one and corrected when the sampled state refuses the action.
      let legalKeys: Set<string> | null = null;
      if (legal.length <= widening.above) {
        legalKeys = new Set<string>();
        for (const a of legal) legalKeys.add(keyOf(a));
      }
      for (const e of node.edges) if (!legalKeys || legalKeys.has(e.key)) e.available++;
      let edge: Edge<A> | null = null;
      let fresh = false;
      if (node.edges.length < childLimit(widening, legal.length, node.visits - 1)) {
        edge = expand(node, legal, actor, state);
        if (edge) {
          edge.available++;
          fresh = true;
        }
      }
      let next = null;
      const skip = new Set<Edge<A>>();
      for (;;) {
        edge ??= select(node, legalKeys, skip);
        if (!edge) break;
        const r = applyAction(game, state, actor, edge.action);
        if (r.ok) {
          next = r.value.state as StateOf<Gm>;
          break;
        }
        refused++;
        edge.available--;
        skip.add(edge);
        edge = null;
        fresh = false;
      }
      if (!edge || !next) break;
      path.push(edge);
      state = next;
      actions++;
      if (fresh || state.outcome) break;
      node = edge.node;
      actor = actorsOf(game, state)[0]!;
      legal = legalActionsOf(game, state, actor);
    }
    maxDepth = Math.max(maxDepth, path.length);
    const rewards = playOut(sample, state, actions);
    for (const e of path) {
      e.visits++;
      e.reward += rewards[e.seat]!;
    }
  }

  let chosen: Edge<A> | null = null;
  for (const e of root.edges) {
    if (
      !chosen ||
      e.visits > chosen.visits ||
      (e.visits === chosen.visits && e.reward / Math.max(1, e.visits) > chosen.reward / Math.max(1, chosen.visits))
    ) {
      chosen = e;
    }
  }
  const action = chosen ? chosen.action : decision.legal.at(0);
  return {
    action,
    stats: {
      iterations,
      refused,
      maxDepth,
      rootEdges: root.edges.length,
      chosenVisits: chosen?.visits ?? 0,
      chosenValue: chosen && chosen.visits > 0 ? chosen.reward / chosen.visits : 0,
    },
  };
}
