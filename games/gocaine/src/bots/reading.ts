// What the heuristic reads off its view at each decision: holdings, threats, its route.
import type { Seat } from '@cutthroat/engine';
import { type Colour, GoBoard, type GoCaineView } from '../index.js';
import {
  MAP,
  NEIGHBOURS,
  POINTS,
  ROUTES,
  SAFE_SEIZURE,
  ZONES,
  adjacent,
  priceOf,
  seizureChance,
  zoneOf,
  type Route,
} from './routes.js';

/** What one seat has on the board, by zone. */
export interface Holdings {
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
  /**
   * Keep one Task Force chip in hand, playing only those beyond it (by `interdictValue`): a chip in
   * hand keeps every rival shipping small lots (the heuristic sizes its shipments by its opponents'
   * chips), which is worth more than any seizure (docs/bots.md, "GoCaine: a better policy first").
   * Off: `interdictValue` decides every chip.
   */
  readonly keepsAChip?: boolean;
}

export class Reading {
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
