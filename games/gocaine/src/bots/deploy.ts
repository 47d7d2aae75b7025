// Deploying a cell, knocking and Kiss The Ring (rulebook H2).
import type { Colour } from '../index.js';
import { fallback, first, ofType, type Act, type Legal } from './legal.js';
import { Reading } from './reading.js';
import { MAP, NEIGHBOURS, priceOf, zoneOf } from './routes.js';

export interface PointNeeds {
  readonly needed: number;
  readonly route: ReadonlySet<number>;
}

/**
 * How good a cell of mine on the empty point p would be: captures first, then saving a group,
 * extending the route, liberties, eyes and connection; self-atari and filling an eye are bad.
 */
export function pointScore(r: Reading, p: number, needs: PointNeeds): number {
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

export function needsOf(r: Reading): PointNeeds {
  const route = r.route;
  return { needed: r.missingZones[0] ?? -1, route: new Set(route?.zones ?? []) };
}

/** Whether knocking now wins: no other seat can pass this cash in its last turn. */
export function shouldKnock(r: Reading): boolean {
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

export function chooseDeploy(r: Reading, legal: Legal): Act {
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

export function chooseKiss(r: Reading, legal: Legal): Act {
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
