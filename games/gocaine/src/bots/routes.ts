// The map as the heuristic reads it, worked out once: zone graph, prices, every buy-sell route.
import { type GoCaineMap, gocaineMap, seizureChance } from '../index.js';

export { seizureChance };

export const MAP: GoCaineMap = gocaineMap;
export const ZONES = MAP.zones.length;
export const POINTS = MAP.columns * MAP.rows;
export const zoneOf = MAP.zoneIndexOf;
export const priceOf = MAP.zones.map((z) => z.pricePerTon);
export const adjacent: readonly (readonly number[])[] = MAP.zones.map((z) =>
  z.adjacent.map((id) => MAP.zoneById.get(id)!.index),
);
export const zoneIndex = (id: string) => MAP.zoneById.get(id)!.index;
/** Orthogonal neighbours of every intersection. */
export const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: POINTS }, (_, p) => {
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
export function allRoutes(): Route[] {
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

/** While opponents hold Task Force chips, the bot keeps each shipment's seizure chance under this. */
export const SAFE_SEIZURE = 0.45;
