import type { ActionOf, ViewOf } from '@cutthroat/engine';
import {
  GoBoard,
  gocaineMap,
  placeName,
  zonesJoin,
  colourOf,
  type GoCaine,
  type GoCaineAction,
  type GoCaineMap,
  type GoCaineView,
} from '@cutthroat/gocaine';

/**
 * GoCaine's headless helpers for the table: lookups in the server's legal list, a suggested
 * transport path, and why a deployment is not listed. Nothing here decides what is legal: the
 * buttons offer listed actions only, and each step of a path is sent only if it is listed then.
 */

export type GcAction = ActionOf<GoCaine>;
export type GcView = ViewOf<GoCaine>;
export type MoveAction = Extract<GoCaineAction, { type: 'move' }>;

/** The server's legal actions of one type. */
export function ofType<T extends GcAction['type']>(
  legal: readonly GcAction[],
  type: T,
): Extract<GcAction, { type: T }>[] {
  return legal.filter((a): a is Extract<GcAction, { type: T }> => a.type === type);
}

/** Two actions are the same move (a missing `through` is `through: false`). */
export function sameAction(a: GcAction, b: GcAction): boolean {
  const norm = (x: GcAction) => {
    const o: Record<string, unknown> = { ...x };
    if (o['through'] === false || o['through'] === undefined) delete o['through'];
    return JSON.stringify(
      Object.keys(o)
        .sort()
        .map((k) => [k, o[k]]),
    );
  };
  return norm(a) === norm(b);
}

/** The listed action equal to `a`, if any (what a button sends: the server's own object). */
export const listed = (legal: readonly GcAction[], a: GcAction): GcAction | undefined =>
  legal.find((x) => sameAction(x, a));

const sorted = (xs: Iterable<number>) => [...new Set(xs)].sort((a, b) => a - b);

/** Tons the list allows buying on `point` (Bolivian product comes in even tons only, cash limits...). */
export const buyTons = (legal: readonly GcAction[], point: number): number[] =>
  sorted(ofType(legal, 'buy-product').flatMap((a) => (a.point === point ? [a.tons] : [])));

export const sellTons = (legal: readonly GcAction[], point: number): number[] =>
  sorted(ofType(legal, 'sell').flatMap((a) => (a.point === point ? [a.tons] : [])));

/** Tons the list allows moving out of `from` in one step (to any destination). */
export const moveTons = (legal: readonly GcAction[], from: number): number[] =>
  sorted(ofType(legal, 'move').flatMap((a) => (a.from === from ? [a.tons] : [])));

export const moveSources = (legal: readonly GcAction[]): number[] => sorted(ofType(legal, 'move').map((a) => a.from));
export const cellCounts = (legal: readonly GcAction[]): number[] =>
  sorted(ofType(legal, 'buy-cells').map((a) => a.count));
export const influenceZones = (legal: readonly GcAction[]): string[] => [
  ...new Set(ofType(legal, 'buy-influence').map((a) => a.zone)),
];
export const interdictZones = (legal: readonly GcAction[]): string[] => [
  ...new Set(ofType(legal, 'interdict').map((a) => a.zone)),
];
export const deployPoints = (legal: readonly GcAction[]): Set<number> =>
  new Set(ofType(legal, 'deploy').map((a) => a.point));
export const kissPointsListed = (legal: readonly GcAction[]): Set<number> =>
  new Set(ofType(legal, 'kiss-the-ring').map((a) => a.point));

/** The nearest allowed value to `want` (a stepper keeps its value among the listed ones). */
export function nearest(allowed: readonly number[], want: number): number | null {
  let best: number | null = null;
  for (const x of allowed) if (best === null || Math.abs(x - want) < Math.abs(best - want)) best = x;
  return best;
}

/** The next allowed value up (+1) or down (-1) from `at`, or `at` at the end. */
export function stepAllowed(allowed: readonly number[], at: number, dir: 1 | -1): number {
  const next = dir > 0 ? allowed.find((x) => x > at) : [...allowed].reverse().find((x) => x < at);
  return next ?? at;
}

/** Intersections holding one of `seat`'s cells. */
export function ownCells(v: GoCaineView, seat: number): number[] {
  const out: number[] = [];
  v.cells.forEach((s, p) => {
    if (s === seat) out.push(p);
  });
  return out;
}

/**
 * A suggested transport path from `from` to `to`: a chain of `seat`'s cells, each step into the
 * same or an adjacent zone, fewest steps first and, among those, the fewest arrivals in a zone a
 * Task Force chip hit this turn. The points from `from` to `to`, or null when no chain joins them.
 * A suggestion only: each step is sent as a listed `move`, or not at all.
 */
export function suggestPath(
  v: GoCaineView,
  seat: number,
  from: number,
  to: number,
  map: GoCaineMap = gocaineMap,
): number[] | null {
  if (from === to || v.cells[from] !== seat || v.cells[to] !== seat) return null;
  const cells = ownCells(v, seat);
  const hit = new Set(v.hitZones);
  const risky = (p: number) => (hit.has(map.zones[map.zoneIndexOf[p]!]!.id) ? 1 : 0);
  // Dijkstra over at most 50 cells: cost = steps * 1000 + risky arrivals.
  const cost = new Map<number, number>([[from, 0]]);
  const prev = new Map<number, number>();
  const done = new Set<number>();
  for (;;) {
    let at = -1;
    let best = Infinity;
    for (const [p, c] of cost) if (!done.has(p) && (c < best || (c === best && p < at))) [at, best] = [p, c];
    if (at < 0) return null;
    if (at === to) break;
    done.add(at);
    for (const q of cells) {
      if (q === at || done.has(q) || !zonesJoin(map, at, q)) continue;
      const c = best + 1000 + risky(q);
      if (c < (cost.get(q) ?? Infinity)) {
        cost.set(q, c);
        prev.set(q, at);
      }
    }
  }
  const path = [to];
  while (path[0] !== from) path.unshift(prev.get(path[0]!)!);
  return path;
}

/**
 * The `move` actions of a path, `tons` along every step. The product stops (and merges) only at the
 * end; on the way it passes `through` cells that hold a shipment, so it stays apart from it.
 * Which of the two a step is, is settled when it is sent, by what is listed then (`stepFor`).
 */
export function pathSteps(path: readonly number[], tons: number): MoveAction[] {
  const steps: MoveAction[] = [];
  for (let i = 1; i < path.length; i++) {
    const step: MoveAction = { type: 'move', from: path[i - 1]!, to: path[i]!, tons };
    steps.push(i < path.length - 1 ? { ...step, through: true } : step);
  }
  return steps;
}

/**
 * The listed action for a planned step: passing through when that is planned and listed (the
 * cell holds a shipment), else the plain step (nothing there to merge with); none when neither is.
 */
export function stepFor(legal: readonly GcAction[], step: MoveAction): GcAction | undefined {
  const plain: MoveAction = { type: 'move', from: step.from, to: step.to, tons: step.tons };
  return (step.through ? listed(legal, { ...plain, through: true }) : undefined) ?? listed(legal, plain);
}

/** A transport path being sent, one listed step at a time. */
export interface TransportPlan {
  readonly steps: readonly MoveAction[];
  /** Steps sent so far. */
  readonly sent: number;
  /** The view's `seq` when the last step was sent; the next waits until the match has moved past it. */
  readonly sentAt: number | null;
}

export type PlanNext =
  | { readonly kind: 'wait' }
  | { readonly kind: 'send'; readonly action: GcAction }
  | { readonly kind: 'finished' }
  | { readonly kind: 'stop'; readonly reason: string };

/**
 * What to do next with a plan: wait (our step is in flight, a window is open, our step has not come
 * back yet), send the next step (only when it is listed), or stop and say why.
 */
export function planNext(
  plan: TransportPlan,
  at: { view: GcView; legal: readonly GcAction[]; busy: boolean; me: number | null; refused: boolean },
): PlanNext {
  const { view, legal, busy, me, refused } = at;
  if (busy) return { kind: 'wait' };
  if (refused && plan.sentAt !== null && view.seq === plan.sentAt) {
    return { kind: 'stop', reason: `The server refused step ${plan.sent}; the rest of the path was not sent.` };
  }
  if (plan.sentAt !== null && view.seq <= plan.sentAt) return { kind: 'wait' };
  if (plan.sent >= plan.steps.length) return { kind: 'finished' };
  if (view.outcome) return { kind: 'stop', reason: 'The game is over.' };
  if (me === null || view.window !== null || !view.actors.includes(me)) return { kind: 'wait' };
  const step = plan.steps[plan.sent]!;
  const action = stepFor(legal, step);
  if (action) return { kind: 'send', action };
  const where = placeName(step.from);
  return {
    kind: 'stop',
    reason:
      plan.sent === 0
        ? `Moving ${step.tons} mt from ${where} is not among your moves now.`
        : `Step ${plan.sent + 1} (${step.tons} mt from ${where}) is not among your moves any more: the shipment may have been seized on the way (see the log) or your movement is used up. ${plan.sent} of ${plan.steps.length} steps were made.`,
  };
}

/** The seat that owns each intersection, as a Go board (for labels only). */
export function boardOf(v: GoCaineView, map: GoCaineMap = gocaineMap): GoBoard {
  const board = new GoBoard(map.columns, map.rows);
  v.cells.forEach((seat, p) => {
    if (seat >= 0) board.place(p, colourOf(seat));
  });
  return board;
}

/**
 * Why a deployment on `point` is not among the listed moves, in words; null when it is listed.
 * The rules' Go board (`isSuicide`) labels the reason, it never decides: the list does.
 */
export function whyNoDeploy(
  v: GcView,
  legal: readonly GcAction[],
  me: number | null,
  point: number,
  names: readonly string[],
  map: GoCaineMap = gocaineMap,
): string | null {
  if (deployPoints(legal).has(point)) return null;
  const g = v.game;
  const owner = g.cells[point] ?? -1;
  if (owner >= 0) {
    return owner === me
      ? 'Your own cell is on that intersection.'
      : `That intersection is occupied by ${names[owner] ?? `seat ${owner + 1}`}’s cell.`;
  }
  if (me === null) return 'Spectators do not deploy.';
  if (g.active !== me || v.window !== null || !v.actors.includes(me)) return 'You deploy on your own turn.';
  const p = g.players[me]!;
  if (g.step === 'buy' || g.step === 'sell' || g.step === 'transport') {
    return 'Cells are deployed after the action: finish it with “Done” first.';
  }
  if (g.step === 'kiss') return 'Kiss The Ring first, or leave the captured intersections empty.';
  if (p.purchasedCells === 0) return 'You have no purchased cell to deploy: buy cells in a Build & Buy first.';
  if (boardOf(g, map).isSuicide(point, colourOf(me))) {
    return 'Your cell would have no liberty there and captures nothing: suicide is not allowed.';
  }
  return 'The server does not list a deployment there right now.';
}
