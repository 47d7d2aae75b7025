// The turn's action (rulebook H1): Build & Buy, Sell or Transport, and each step within it.
import { bestSales, fallback, first, ofType, type Act, type Legal } from './legal.js';
import { Reading } from './reading.js';
import { MAP, ZONES, priceOf, zoneIndex, zoneOf } from './routes.js';

/** The zones whose cells the bot will deploy soon: its route's missing zones, if it can deploy. */
export function plannedZones(r: Reading): number[] {
  return r.canDeploy ? r.missingZones : [];
}

/** This seat's last turn: another seat knocked, or the round limit is reached. */
export function lastTurn(r: Reading): boolean {
  return (r.v.knockedBy !== null && r.v.knockedBy !== r.me) || r.v.round >= r.v.options.roundLimit;
}

/**
 * Product on p is ready to sell when no zone its owner reaches or is about to reach pays more,
 * and all of it is on this seat's last turn.
 */
export function readyToSell(r: Reading, p: number): boolean {
  if (lastTurn(r)) return true;
  const z = zoneOf[p]!;
  return r.target(r.me, z, plannedZones(r)).zone === z;
}

/** For each of my shipments that can move, the first useful step and the gain of the whole trip. */
export function usefulMoves(
  r: Reading,
  legal: Legal,
): { move: Extract<Act, { type: 'move' }>; gain: number; left: number }[] {
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

export interface BuyPlan {
  /** Expected profit per turn of the product, $M. */
  readonly value: number;
  readonly zone: number;
  readonly tons: number;
  /** The cells to buy on (one shipment each), and the most each shipment should hold. */
  readonly cells: readonly number[];
  readonly cap: number;
}

/** Tons of a zone's product that cost whole $5 million: at most `tons`. */
export function wholeTons(zone: number, tons: number): number {
  let t = Math.max(0, Math.floor(tons));
  while (t > 0 && (t * priceOf[zone]!) % 5 !== 0) t--;
  return t;
}

/**
 * The product worth buying now with `budget`: in the zone of mine whose product gains most per
 * turn, on as many of its cells as one Transport can move in a turn, each shipment kept small
 * while opponents hold Task Force chips. Product already on those cells counts. Null if none.
 */
export function planProduct(r: Reading, budget: number): BuyPlan | null {
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

export function chooseAction(r: Reading, legal: Legal): Act {
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

export function nextSale(r: Reading, legal: Legal): Act {
  let best: Extract<Act, { type: 'sell' }> | undefined;
  for (const a of ofType(legal, 'sell')) {
    if (!readyToSell(r, a.point)) continue;
    const income = a.tons * priceOf[zoneOf[a.point]!]!;
    if (!best || income > best.tons * priceOf[zoneOf[best.point]!]!) best = a;
  }
  return best ?? fallback(legal);
}

export function nextMove(r: Reading, legal: Legal): Act {
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
export function nextBuy(r: Reading, legal: Legal): Act {
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
