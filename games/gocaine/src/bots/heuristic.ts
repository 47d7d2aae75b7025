import type { ActionOf, Seat } from '@cutthroat/engine';
import {
  GoBoard,
  gocaineMap,
  highestSeizedTotal,
  type Colour,
  type GoCaine,
  type GoCaineMap,
  type GoCaineView,
} from '../index.js';
import type { Bot, Decision } from '@cutthroat/bots';

/**
 * GoCaine's heuristic bot. It reads only its decision's view and legal actions, and recomputes its
 * plan from the board at every decision (it keeps no memory between them):
 *
 * - a *route* is a shortest chain of zones from a cheap zone to a dearer one; the bot picks the
 *   route that pays best per turn for its cash, counting the turns still needed to deploy a cell in
 *   every zone of it, and avoiding crowded zones;
 * - it buys product in its route's buy zone (split over several cells when it can move them all in
 *   one turn), moves each shipment towards the dearest zone its cells reach, and sells there;
 * - it buys cells when it has one or none left, infrastructure when its shipments need more steps
 *   than it has, and Political Influence in the zones its product sits in once it is rich;
 * - it deploys where a cell captures, saves one of its groups, or extends its route, next to its
 *   own cells with liberties, never into self-atari; it kisses the ring where that connects;
 * - in interdiction windows it hits the zone holding the largest shipment (4 mt or more) of a seat
 *   that threatens to win, when the expected loss it inflicts is worth a chip;
 * - it knocks when its cash beats what any other seat could have after one last turn.
 */

type Act = ActionOf<GoCaine>;
type Legal = Decision<GoCaine>['legal'];

// ------------------------------------------------------------------ the map, once

const MAP: GoCaineMap = gocaineMap;
const ZONES = MAP.zones.length;
const POINTS = MAP.columns * MAP.rows;
const zoneOf = MAP.zoneIndexOf;
const priceOf = MAP.zones.map((z) => z.pricePerTon);
const adjacent: readonly (readonly number[])[] = MAP.zones.map((z) =>
  z.adjacent.map((id) => MAP.zoneById.get(id)!.index),
);
const zoneIndex = (id: string) => MAP.zoneById.get(id)!.index;
/** Orthogonal neighbours of every intersection. */
const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: POINTS }, (_, p) => {
  const x = p % MAP.columns;
  const out: number[] = [];
  if (p >= MAP.columns) out.push(p - MAP.columns);
  if (x > 0) out.push(p - 1);
  if (x < MAP.columns - 1) out.push(p + 1);
  if (p + MAP.columns < POINTS) out.push(p + MAP.columns);
  return out;
});

export interface Route {
  /** Zone indices from where product is bought to where it is sold. */
  readonly zones: readonly number[];
  /** Movement units from the first zone to the last. */
  readonly steps: number;
  /** $M per ton. */
  readonly margin: number;
}

/** Every shortest zone path from a zone to a dearer one. */
function allRoutes(): Route[] {
  const out: Route[] = [];
  for (let s = 0; s < ZONES; s++) {
    const dist = new Array<number>(ZONES).fill(Infinity);
    dist[s] = 0;
    const order = [s];
    for (let i = 0; i < order.length; i++) {
      for (const n of adjacent[order[i]!]!) {
        if (dist[n] === Infinity) {
          dist[n] = dist[order[i]!]! + 1;
          order.push(n);
        }
      }
    }
    for (let t = 0; t < ZONES; t++) {
      if (priceOf[t]! <= priceOf[s]!) continue;
      // Every shortest path s -> t, walking back from t through zones one step nearer s.
      const paths: number[][] = [];
      const walk = (z: number, tail: number[]) => {
        if (z === s) {
          paths.push([s, ...tail]);
          return;
        }
        for (const n of adjacent[z]!) if (dist[n] === dist[z]! - 1) walk(n, [z, ...tail]);
      };
      walk(t, []);
      for (const zones of paths) out.push({ zones, steps: zones.length - 1, margin: priceOf[t]! - priceOf[s]! });
    }
  }
  return out;
}

export const ROUTES: readonly Route[] = allRoutes();

/** Chance that a shipment of `tons` is seized when its zone is hit, with `influence` assets there. */
export function seizureChance(tons: number, influence: number): number {
  const highest = highestSeizedTotal(tons);
  let seized = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b === 2 || a + b + influence <= highest) seized++;
  return seized / 36;
}

// ------------------------------------------------------------------ reading the view

/** What one seat has on the board, by zone. */
interface Holdings {
  readonly cells: number[];
  /** Per zone, this seat's cells there. */
  readonly cellsIn: number[];
  /** Product on its cells (held plus moving), $M at the prices where it sits. */
  productValue: number;
  tons: number;
}

export interface HeuristicOptions {
  /**
   * Keep every shipment small (seizure chance under 45%: 4 mt without influence) even when no
   * opponent holds a Task Force chip, as the rulebook's simulated players do. Off: ship as much as
   * cash and cubes allow once no opponent can interdict.
   */
  readonly alwaysSmall?: boolean;
  /** The expected loss ($M) a Task Force chip must inflict on threatening seats to be played. */
  readonly interdictValue?: number;
}

class Reading {
  readonly v: GoCaineView;
  readonly me: Seat;
  readonly seats: number;
  readonly holdings: Holdings[];
  readonly options: HeuristicOptions;
  private boardCache: GoBoard | null = null;
  private routeCache: Route | null | undefined = undefined;

  constructor(v: GoCaineView, me: Seat, options: HeuristicOptions = {}) {
    this.v = v;
    this.me = me;
    this.options = options;
    this.seats = v.players.length;
    this.holdings = v.players.map(() => ({
      cells: [],
      cellsIn: new Array<number>(ZONES).fill(0),
      productValue: 0,
      tons: 0,
    }));
    for (let p = 0; p < POINTS; p++) {
      const s = v.cells[p]!;
      if (s < 0) continue;
      const h = this.holdings[s]!;
      h.cells.push(p);
      h.cellsIn[zoneOf[p]!]!++;
      const t = v.held[p]! + v.moving[p]!;
      h.tons += t;
      h.productValue += t * priceOf[zoneOf[p]!]!;
    }
  }

  get mine(): Holdings {
    return this.holdings[this.me]!;
  }

  get cash(): number {
    return this.v.players[this.me]!.cash;
  }

  worth(seat: Seat): number {
    return this.v.players[seat]!.cash + this.holdings[seat]!.productValue;
  }

  influence(seat: Seat, zone: number): number {
    let n = 0;
    for (const s of this.v.influence[MAP.zones[zone]!.id] ?? []) if (s === seat) n++;
    return n;
  }

  /** The Go board rebuilt from the view's cells (a scratch copy for this decision). */
  get board(): GoBoard {
    if (!this.boardCache) {
      const b = new GoBoard(MAP.columns, MAP.rows);
      for (let p = 0; p < POINTS; p++) if (this.v.cells[p]! >= 0) b.place(p, (this.v.cells[p]! + 1) as Colour);
      this.boardCache = b;
    }
    return this.boardCache;
  }

  /** Zone distances from `from` through zones where `seat` has cells (plus `extra`). */
  distances(seat: Seat, from: number, extra: readonly number[] = []): number[] {
    const inNet = this.holdings[seat]!.cellsIn.map((n) => n > 0);
    for (const z of extra) inNet[z] = true;
    const dist = new Array<number>(ZONES).fill(Infinity);
    if (!inNet[from]) return dist;
    dist[from] = 0;
    const order = [from];
    for (let i = 0; i < order.length; i++) {
      const z = order[i]!;
      for (const n of adjacent[z]!) {
        if (inNet[n] && dist[n] === Infinity) {
          dist[n] = dist[z]! + 1;
          order.push(n);
        }
      }
    }
    return dist;
  }

  /** The zone product of `seat` in zone `from` is best sold in, through its network (plus `extra`). */
  target(seat: Seat, from: number, extra: readonly number[] = []): { zone: number; steps: number } {
    const dist = this.distances(seat, from, extra);
    let best = from;
    let bestValue = priceOf[from]!;
    for (let z = 0; z < ZONES; z++) {
      if (dist[z] === Infinity) continue;
      const value = priceOf[z]! - dist[z]! * 0.5;
      if (value > bestValue + 1e-9) {
        best = z;
        bestValue = value;
      }
    }
    return { zone: best, steps: dist[best]! };
  }

  /** Whether a cell could still go in zone z: an empty intersection with an empty neighbour. */
  private roomIn(z: number): boolean {
    const cells = this.v.cells;
    for (const p of MAP.zones[z]!.points) if (cells[p]! < 0 && NEIGHBOURS[p]!.some((q) => cells[q]! < 0)) return true;
    return false;
  }

  /** Cells this seat can still deploy: purchased now, or affordable soon. */
  get canDeploy(): boolean {
    const p = this.v.players[this.me]!;
    return p.purchasedCells > 0 || (p.unpurchasedCells > 0 && p.cash >= 5);
  }

  /**
   * The route the bot works towards: profit per cycle (tons its cash buys, capped by cubes, times
   * the margin) over the turns a cycle takes (buy, transport, sell) plus one turn per zone of the
   * route still without a cell, less for zones crowded with other seats' cells.
   */
  get route(): Route | null {
    if (this.routeCache !== undefined) return this.routeCache;
    const me = this.v.players[this.me]!;
    const cash = Math.max(this.cash + this.mine.productValue, 10);
    const infra = Math.max(1, me.infrastructure);
    const free = Math.max(1, 75 - me.cubesOnBoard + this.mine.tons);
    const deployable = this.canDeploy;
    // Per zone: other seats' share of its intersections, and whether a cell could go there.
    const crowd = new Array<number>(ZONES).fill(0);
    const open = new Array<boolean>(ZONES).fill(false);
    for (let z = 0; z < ZONES; z++) {
      if (this.mine.cellsIn[z]! > 0) continue;
      let others = 0;
      for (const s of this.holdings.keys()) if (s !== this.me) others += this.holdings[s]!.cellsIn[z]!;
      crowd[z] = others / MAP.zones[z]!.points.length;
      open[z] = deployable && this.roomIn(z);
    }
    let best: Route | null = null;
    let bestScore = 0;
    for (const r of ROUTES) {
      let missing = 0;
      let crowded = 0;
      let feasible = true;
      for (const z of r.zones) {
        if (this.mine.cellsIn[z]! > 0) continue;
        missing++;
        crowded += crowd[z]!;
        if (!open[z]) feasible = false;
      }
      if (!feasible) continue;
      const buy = priceOf[r.zones[0]!]!;
      const tons = Math.min((0.8 * cash) / buy, free, 60);
      const turns = 2 + Math.ceil(r.steps / infra) + missing;
      const score = ((r.margin * tons) / turns) * (1 - 0.6 * (missing ? crowded / missing : 0));
      if (score > bestScore) {
        best = r;
        bestScore = score;
      }
    }
    this.routeCache = best;
    return best;
  }

  /** The route's zones still without a cell of this seat, in route order. */
  get missingZones(): number[] {
    const r = this.route;
    return r ? r.zones.filter((z) => this.mine.cellsIn[z] === 0) : [];
  }

  /**
   * The largest shipment worth risking in zone z: its seizure chance, with this seat's influence
   * there, stays under SAFE_SEIZURE (4 mt without influence, 8 mt with three assets).
   */
  safeTons(z: number): number {
    const influence = this.influence(this.me, z);
    let tons = 1;
    while (tons < 75 && seizureChance(tons + 1, influence) <= SAFE_SEIZURE) tons++;
    return tons;
  }

  /** Opponents' Task Force chips. */
  get opponentChips(): number {
    let n = 0;
    this.v.players.forEach((p, s) => {
      if (s !== this.me && !p.conceded) n += p.taskForceChips;
    });
    return n;
  }
}

// ------------------------------------------------------------------ helpers on the legal list

function ofType<T extends Act['type']>(legal: Legal, type: T): Extract<Act, { type: T }>[] {
  return legal.filter((a): a is Extract<Act, { type: T }> => a.type === type);
}

function first(legal: Legal, type: Act['type']): Act | undefined {
  return legal.find((a) => a.type === type);
}

/** The safe way out of any step: done, end the turn, decline, pass; else the first listed action. */
function fallback(legal: Legal): Act {
  for (const type of ['pass', 'done', 'no-action', 'decline-kiss', 'end-turn'] as const) {
    const a = first(legal, type);
    if (a) return a;
  }
  return legal.at(0);
}

/** Sales: per point, the most tons the rules allow selling there. */
function bestSales(legal: Legal): Map<number, number> {
  const out = new Map<number, number>();
  for (const a of legal) if (a.type === 'sell') out.set(a.point, Math.max(out.get(a.point) ?? 0, a.tons));
  return out;
}

// ------------------------------------------------------------------ H1: the action

/** The zones whose cells the bot will deploy soon: its route's missing zones, if it can deploy. */
function plannedZones(r: Reading): number[] {
  return r.canDeploy ? r.missingZones : [];
}

/** This seat's last turn: another seat knocked, or the round limit is reached. */
function lastTurn(r: Reading): boolean {
  return (r.v.knockedBy !== null && r.v.knockedBy !== r.me) || r.v.round >= r.v.options.roundLimit;
}

/**
 * Product on p is ready to sell when no zone its owner reaches or is about to reach pays more,
 * and all of it is on this seat's last turn.
 */
function readyToSell(r: Reading, p: number): boolean {
  if (lastTurn(r)) return true;
  const z = zoneOf[p]!;
  return r.target(r.me, z, plannedZones(r)).zone === z;
}

/** For each of my shipments that can move, the first useful step and the gain of the whole trip. */
function usefulMoves(r: Reading, legal: Legal): { move: Extract<Act, { type: 'move' }>; gain: number; left: number }[] {
  const out: { move: Extract<Act, { type: 'move' }>; gain: number; left: number }[] = [];
  const targets = new Map<number, { zone: number; dist: number[] }>();
  const best = new Map<string, Extract<Act, { type: 'move' }>>();
  // Product arriving in a zone hit this turn rolls: it waits for another turn instead.
  const hit = new Set(r.v.hitZones.map(zoneIndex));
  for (const a of legal) {
    if (a.type !== 'move') continue;
    const from = zoneOf[a.from]!;
    let t = targets.get(from);
    if (!t) {
      const target = r.target(r.me, from).zone;
      t = { zone: target, dist: r.distances(r.me, target) };
      targets.set(from, t);
    }
    if (t.zone === from || !(t.dist[zoneOf[a.to]!]! < t.dist[from]!) || hit.has(zoneOf[a.to]!)) continue;
    const key = String(a.from);
    const prev = best.get(key);
    const v = r.v;
    const load = (q: number) => v.held[q]! + v.moving[q]!;
    // Most tons; then the destination holding the least product, passing through rather than
    // merging with a shipment there (smaller shipments roll apart if the zone is hit).
    const better =
      !prev ||
      a.tons > prev.tons ||
      (a.tons === prev.tons && (load(a.to) < load(prev.to) || (a.to === prev.to && !!a.through && !prev.through)));
    if (better) best.set(key, a);
  }
  for (const move of best.values()) {
    const from = zoneOf[move.from]!;
    const t = targets.get(from)!;
    out.push({ move, gain: move.tons * (priceOf[t.zone]! - priceOf[from]!), left: t.dist[from]! });
  }
  return out;
}

interface BuyPlan {
  /** Expected profit per turn of the product, $M. */
  readonly value: number;
  readonly zone: number;
  readonly tons: number;
  /** The cells to buy on (one shipment each), and the most each shipment should hold. */
  readonly cells: readonly number[];
  readonly cap: number;
}

/** Tons of a zone's product that cost whole $5 million: at most `tons`. */
function wholeTons(zone: number, tons: number): number {
  let t = Math.max(0, Math.floor(tons));
  while (t > 0 && (t * priceOf[zone]!) % 5 !== 0) t--;
  return t;
}

/**
 * The product worth buying now with `budget`: in the zone of mine whose product gains most per
 * turn, on as many of its cells as one Transport can move in a turn, each shipment kept small
 * while opponents hold Task Force chips. Product already on those cells counts. Null if none.
 */
function planProduct(r: Reading, budget: number): BuyPlan | null {
  const me = r.v.players[r.me]!;
  const free = 75 - me.cubesOnBoard;
  if (free <= 0 || budget < 5) return null;
  const planned = plannedZones(r);
  const infra = Math.max(1, me.infrastructure);
  const hit = new Set(r.v.hitZones.map(zoneIndex));
  // Movement units the product already on the board will need next Transport.
  let committed = 0;
  for (const p of r.mine.cells) {
    if (r.v.held[p]! === 0) continue;
    const target = r.target(r.me, zoneOf[p]!, planned);
    if (target.zone !== zoneOf[p]) committed += target.steps;
  }
  let best: BuyPlan | null = null;
  for (let z = 0; z < ZONES; z++) {
    // Product bought in a zone hit this turn rolls on arrival.
    if (r.mine.cellsIn[z] === 0 || hit.has(z)) continue;
    const target = r.target(r.me, z, planned);
    if (target.zone === z) continue;
    const small = r.options.alwaysSmall || r.opponentChips > 0;
    const cap = small ? Math.min(r.safeTons(z), r.safeTons(target.zone)) : 75;
    const steps = Math.max(1, target.steps);
    // As many shipments as one Transport moves; one at least when nothing else is on the way.
    const perTrip = Math.floor(Math.max(0, infra - committed) / steps) || (committed === 0 ? 1 : 0);
    if (perTrip === 0) continue;
    const cells = r.mine.cells.filter((p) => zoneOf[p] === z).slice(0, perTrip);
    let room = 0;
    for (const p of cells) room += Math.max(0, cap - r.v.held[p]!);
    const tons = wholeTons(z, Math.min(budget / priceOf[z]!, free, room));
    if (tons <= 0) continue;
    const turns = 2 + Math.ceil(target.steps / infra);
    const value = (tons * (priceOf[target.zone]! - priceOf[z]!)) / turns;
    if (!best || value > best.value) best = { value, zone: z, tons, cells, cap };
  }
  return best;
}

function chooseAction(r: Reading, legal: Legal): Act {
  const loan = first(legal, 'loan');
  if (loan) return loan;
  const me = r.v.players[r.me]!;
  if (lastTurn(r)) return first(legal, 'sell') ? nextSale(r, legal) : (first(legal, 'no-action') ?? fallback(legal));

  let sellValue = 0;
  for (const [p, tons] of bestSales(legal)) if (readyToSell(r, p)) sellValue += tons * priceOf[zoneOf[p]!]!;
  const moves = usefulMoves(r, legal);
  const moveGain = moves.reduce((s, m) => s + m.gain, 0);

  const needCells = me.purchasedCells <= 1 && me.unpurchasedCells > 0 && me.cash >= 10;
  const product = planProduct(r, me.cash);
  const buyValue = (product?.value ?? 0) + (needCells ? 40 : 0) + (me.purchasedCells === 0 && me.cash >= 5 ? 1000 : 0);

  const options: [number, Act | undefined][] = [
    [sellValue, ofType(legal, 'sell').find((a) => readyToSell(r, a.point))],
    [moveGain * 0.9, moves[0]?.move],
    [buyValue * 0.8, legal.find((a) => a.type.startsWith('buy-'))],
  ];
  let bestScore = 0;
  let choice: Act | undefined;
  for (const [score, action] of options) {
    if (action && score > bestScore) {
      bestScore = score;
      choice = action;
    }
  }
  if (choice) {
    // Start the chosen action with its own best first step.
    if (choice.type === 'move') return nextMove(r, legal);
    if (choice.type === 'sell') return nextSale(r, legal);
    if (choice.type.startsWith('buy-')) return nextBuy(r, legal);
    return choice;
  }
  return first(legal, 'no-action') ?? fallback(legal);
}

function nextSale(r: Reading, legal: Legal): Act {
  let best: Extract<Act, { type: 'sell' }> | undefined;
  for (const a of ofType(legal, 'sell')) {
    if (!readyToSell(r, a.point)) continue;
    const income = a.tons * priceOf[zoneOf[a.point]!]!;
    if (!best || income > best.tons * priceOf[zoneOf[best.point]!]!) best = a;
  }
  return best ?? fallback(legal);
}

function nextMove(r: Reading, legal: Legal): Act {
  const moves = usefulMoves(r, legal);
  const left = r.v.movementLeft;
  // Finish the trip nearest its end first (so shipments do not meet and merge on the way), then
  // the one with the most to gain.
  moves.sort((a, b) => {
    const fa = a.left <= left ? 0 : 1;
    const fb = b.left <= left ? 0 : 1;
    return fa - fb || a.left - b.left || b.gain - a.gain;
  });
  return moves[0]?.move ?? fallback(legal);
}

/**
 * One purchase of a Build & Buy, or `done`: cells when one or none is left, infrastructure when
 * the route needs more steps than the bot has, influence in the route's zones once rich, then
 * product on the cells of the best buy zone, split over several cells.
 */
function nextBuy(r: Reading, legal: Legal): Act {
  const me = r.v.players[r.me]!;
  const cash = me.cash;
  const route = r.route;

  // Cells: never run out (one is deployed every turn); two to four in hand, more when rich.
  const wantCells = cash >= 300 ? 6 : 4;
  const cellsShort = Math.min(wantCells - me.purchasedCells, me.unpurchasedCells, Math.floor(cash / 5));
  if (cellsShort > 0 && (me.purchasedCells <= 1 || 5 * cellsShort <= 0.25 * cash)) {
    const a = ofType(legal, 'buy-cells').find((c) => c.count === cellsShort);
    if (a) return a;
  }

  const plan = planProduct(r, cash);
  const steps = Math.max(route?.steps ?? 1, plan ? r.target(r.me, plan.zone, plannedZones(r)).steps : 1);
  const wantInfra = cash >= 900 ? 3 * steps : cash >= 250 ? 2 * steps : cash >= 60 ? steps : 1;
  if (me.infrastructure < Math.min(wantInfra, 16) && cash - 20 >= 40) {
    const a = first(legal, 'buy-infrastructure');
    if (a) return a;
  }

  if (cash >= 150) {
    const zones = new Set<number>();
    if (plan) {
      zones.add(plan.zone);
      zones.add(r.target(r.me, plan.zone, plannedZones(r)).zone);
    }
    if (route) {
      zones.add(route.zones[0]!);
      zones.add(route.zones[route.zones.length - 1]!);
      if (cash >= 600) for (const z of route.zones) zones.add(z);
    }
    const want = cash >= 600 ? 2 : 1;
    for (const z of zones) {
      if (r.influence(r.me, z) >= want || r.mine.cellsIn[z] === 0) continue;
      const a = ofType(legal, 'buy-influence').find((i) => i.zone === MAP.zones[z]!.id);
      if (a) return a;
    }
  }

  if (plan) {
    // Fill the plan's cells in turn, each up to the shipment cap.
    for (const p of plan.cells) {
      const want = plan.cap - r.v.held[p]!;
      let most: Extract<Act, { type: 'buy-product' }> | undefined;
      for (const a of legal) {
        if (a.type === 'buy-product' && a.point === p && a.tons <= want && (!most || a.tons > most.tons)) most = a;
      }
      if (most) return most;
    }
  }
  return first(legal, 'done') ?? fallback(legal);
}

// ------------------------------------------------------------------ H2: deploy, knock, kiss

interface PointNeeds {
  readonly needed: number;
  readonly route: ReadonlySet<number>;
}

/**
 * How good a cell of mine on the empty point p would be: captures first, then saving a group,
 * extending the route, liberties, eyes and connection; self-atari and filling an eye are bad.
 */
function pointScore(r: Reading, p: number, needs: PointNeeds): number {
  const b = r.board;
  const v = r.v;
  const colour = (r.me + 1) as Colour;
  const near = NEIGHBOURS[p]!;
  const libs = new Set<number>();
  const own: number[] = [];
  const enemies: number[] = [];
  let score = 0;
  let captured = 0;
  let ownNeighbours = 0;
  for (const q of near) {
    const c = b.colourAt(q)!;
    if (c === 0) libs.add(q);
    else if (c === colour) {
      ownNeighbours++;
      if (own.some((o) => b.sameChain(o, q))) continue;
      own.push(q);
      for (const l of b.libertyPointsOf(q)) if (l !== p) libs.add(l);
    } else if (!enemies.some((o) => b.sameChain(o, q))) enemies.push(q);
  }
  for (const q of enemies) {
    const l = b.libertiesOf(q);
    const chain = b.chainOf(q);
    let tons = 0;
    for (const s of chain) tons += v.held[s]! + v.moving[s]!;
    if (l === 1) {
      captured += chain.length;
      for (const s of chain) if (near.includes(s)) libs.add(s);
      score += 100 + 15 * chain.length + 3 * tons;
    } else if (l === 2) {
      score += 3 * Math.min(chain.length, 5) + tons;
    } else {
      score -= 1;
    }
  }
  const newLibs = libs.size;
  if (captured === 0) {
    if (newLibs <= 1) return -100;
    if (newLibs === 2) score -= 6;
    if (ownNeighbours === near.length) score -= 25; // fills one of its own eyes
  }
  for (const q of own) {
    const l = b.libertiesOf(q);
    if (l <= 2 && newLibs > l) {
      let tons = 0;
      const chain = b.chainOf(q);
      for (const s of chain) tons += v.held[s]! + v.moving[s]!;
      score += (l === 1 ? 30 : 8) * Math.min(chain.length, 5) + tons;
    }
  }
  if (own.length > 0) score += 3 + 5 * (own.length - 1);
  score += 1.5 * Math.min(newLibs, 6);
  // Eyes: empty neighbours that would then be surrounded by this seat's cells only.
  for (const e of near) {
    if (b.colourAt(e) !== 0) continue;
    if (NEIGHBOURS[e]!.every((f) => f === p || b.colourAt(f) === colour)) score += 4;
  }
  const z = zoneOf[p]!;
  if (z === needs.needed) {
    score += 60;
    if (own.length === 0) {
      // Not touching: as close as possible to the seat's other cells.
      let nearest = Infinity;
      const x = p % MAP.columns;
      const y = Math.floor(p / MAP.columns);
      for (const c of r.mine.cells) {
        nearest = Math.min(nearest, Math.abs((c % MAP.columns) - x) + Math.abs(Math.floor(c / MAP.columns) - y));
      }
      if (nearest < Infinity) score -= nearest;
    }
  } else if (needs.route.has(z)) {
    const have = r.mine.cellsIn[z]!;
    score += have === 1 ? 12 : have === 2 ? 5 : 1;
  }
  if (v.abandoned[p]! > 0) score += (v.abandoned[p]! * priceOf[z]!) / 5;
  return score;
}

function needsOf(r: Reading): PointNeeds {
  const route = r.route;
  return { needed: r.missingZones[0] ?? -1, route: new Set(route?.zones ?? []) };
}

/** Whether knocking now wins: no other seat can pass this cash in its last turn. */
function shouldKnock(r: Reading): boolean {
  const cash = r.cash;
  let others = 0;
  r.v.players.forEach((p, s) => {
    if (s !== r.me && !p.conceded) others = Math.max(others, p.cash + r.holdings[s]!.productValue);
  });
  if (cash > others) return true;
  // At the round limit, knock anyway with the most cash.
  const mostCash = r.v.players.every((p, s) => s === r.me || p.cash < cash);
  return mostCash && r.v.round >= r.v.options.roundLimit - 1;
}

function chooseDeploy(r: Reading, legal: Legal): Act {
  const knock = first(legal, 'knock');
  if (knock && shouldKnock(r)) return knock;
  const deploys = ofType(legal, 'deploy');
  if (deploys.length === 0) return first(legal, 'end-turn') ?? fallback(legal);
  const needs = needsOf(r);
  let best: Act | undefined;
  let bestScore = -50;
  for (const a of deploys) {
    const s = pointScore(r, a.point, needs);
    if (s > bestScore) {
      bestScore = s;
      best = a;
    }
  }
  return best ?? first(legal, 'end-turn') ?? fallback(legal);
}

function chooseKiss(r: Reading, legal: Legal): Act {
  const needs = needsOf(r);
  const colour = (r.me + 1) as Colour;
  let best: Act | undefined;
  let bestScore = 0;
  for (const a of ofType(legal, 'kiss-the-ring')) {
    const connects = NEIGHBOURS[a.point]!.some((q) => r.board.colourAt(q) === colour);
    const s = pointScore(r, a.point, needs) + (connects ? 5 : 0) + (r.v.abandoned[a.point]! > 0 ? 20 : 0);
    if ((connects || r.v.abandoned[a.point]! > 0) && s > bestScore) {
      bestScore = s;
      best = a;
    }
  }
  return best ?? first(legal, 'decline-kiss') ?? fallback(legal);
}

// ------------------------------------------------------------------ interdiction windows

/** Tons in the largest shipment of another seat that is not hit yet: a quick reason to look closer. */
function largestOpposing(v: GoCaineView, me: Seat): number {
  let most = 0;
  for (let p = 0; p < POINTS; p++) {
    const s = v.cells[p]!;
    if (s < 0 || s === me) continue;
    most = Math.max(most, v.held[p]!, v.moving[p]!);
  }
  return most;
}

/** The minimum shipment worth a chip, and the expected loss (in $M) a chip must inflict. */
const INTERDICT_TONS = 4;
const INTERDICT_VALUE = 40;
/** While opponents hold Task Force chips, the bot keeps each shipment's seizure chance under this. */
const SAFE_SEIZURE = 0.45;
/** Product worth this much in expected loss is worth a chip whatever the size of its shipments. */
const INTERDICT_BULK = 150;

function chooseInterdiction(r: Reading, legal: Legal): Act {
  const pass = first(legal, 'pass') ?? fallback(legal);
  const options = ofType(legal, 'interdict');
  if (options.length === 0 || largestOpposing(r.v, r.me) < INTERDICT_TONS) return pass;
  const worths = r.v.players.map((p, s) => (p.conceded ? 0 : r.worth(s)));
  const top = Math.max(...worths);
  const mine = worths[r.me]!;
  const threat = (s: Seat) => s !== r.me && worths[s]! > 0 && (worths[s]! >= 0.7 * top || worths[s]! >= mine);
  const saleTarget = new Map<string, number>();
  const potential = (s: Seat, z: number) => {
    const key = `${s}/${z}`;
    let price = saleTarget.get(key);
    if (price === undefined) {
      price = priceOf[r.target(s, z).zone]!;
      saleTarget.set(key, price);
    }
    return price;
  };
  let best: Act = pass;
  let bestValue = r.options.interdictValue ?? INTERDICT_VALUE;
  for (const a of options) {
    const z = zoneIndex(a.zone);
    let value = 0;
    let largest = 0;
    for (const p of MAP.zones[z]!.points) {
      const s = r.v.cells[p]!;
      if (s < 0) continue;
      for (const tons of [r.v.held[p]!, r.v.moving[p]!]) {
        if (tons === 0) continue;
        const loss = tons * potential(s, z) * seizureChance(tons, r.influence(s, z));
        if (s === r.me) value -= 1.5 * loss;
        else if (threat(s)) {
          value += loss;
          largest = Math.max(largest, tons);
        } else value += 0.2 * loss;
      }
    }
    if ((largest >= INTERDICT_TONS || value >= INTERDICT_BULK) && value > bestValue) {
      best = a;
      bestValue = value;
    }
  }
  return best;
}

// ------------------------------------------------------------------ the bot

export function decideGoCaine(decision: Decision<GoCaine>, options: HeuristicOptions = {}): Act {
  const { view, legal } = decision;
  if (legal.length <= 1) return legal.at(0);
  const v = view.game;
  const me = view.seat;
  if (me === null) return fallback(legal);
  const r = new Reading(v, me, options);
  if (view.window) return chooseInterdiction(r, legal);
  switch (v.step) {
    case 'action':
      return chooseAction(r, legal);
    case 'buy':
      return nextBuy(r, legal);
    case 'sell':
      return nextSale(r, legal);
    case 'transport':
      return nextMove(r, legal);
    case 'deploy':
      return chooseDeploy(r, legal);
    case 'kiss':
      return chooseKiss(r, legal);
  }
  return fallback(legal);
}

/**
 * The heuristic GoCaine bot (see the top of this file); with `alwaysSmall`, its `cautious` variant.
 * Every action it returns is listed as legal.
 */
export function heuristicGoCaineBot(options: HeuristicOptions = {}): Bot<GoCaine> {
  return {
    kind: options.alwaysSmall ? 'cautious' : 'heuristic',
    decide(decision) {
      const action = decideGoCaine(decision, options);
      // Every choice above is an element of the legal list or `fallback`, which is too; the check
      // keeps it so should a future edit build an action by hand.
      for (const a of decision.legal) if (a === action) return action;
      return fallback(decision.legal);
    },
  };
}
