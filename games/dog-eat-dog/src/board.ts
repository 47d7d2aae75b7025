import { content, type Content } from './content.js';

/**
 * The board's geometry: the ring of 20 spaces (index 0 the IRS, clockwise), the 4x4 Inner Map
 * (square index 0..15 is A..P, row-major) and the Urban Fringe graph (design.md section 3):
 * nodes are the cities and every outer square at Stage 3; a Stage 3 outer square links to the city
 * named on its tile and to every orthogonally neighbouring Stage 3 outer square. Cities are not
 * linked to each other along the ring, and inner squares never become fringe.
 */

export type Stage = 1 | 2 | 3;
export const RING = 20;
export const SQUARE_COUNT = 16;

export interface Geometry {
  readonly letters: readonly string[];
  /** Square index -> orthogonal neighbour square indices. */
  readonly neighbours: readonly (readonly number[])[];
  /** Square index -> the city space it links to at Stage 3 (outer squares), else null. */
  readonly fringeCity: readonly (number | null)[];
  /** Space index -> the square in front of it, else null (corners). */
  readonly squareOfSpace: readonly (number | null)[];
  readonly isCity: readonly boolean[];
  readonly spaceIndex: ReadonlyMap<string, number>;
  readonly squareIndex: ReadonlyMap<string, number>;
}

export function geometryOf(c: Content): Geometry {
  const letters = c.naturalSquares.map((s) => s.letter);
  const squareIndex = new Map(letters.map((l, i) => [l, i]));
  const spaceIndex = new Map(c.board.spaces.map((s) => [s.id, s.index]));
  return {
    letters,
    neighbours: c.naturalSquares.map((s) => s.neighbors.map((n) => squareIndex.get(n)!)),
    fringeCity: c.naturalSquares.map((s) => {
      const city = s.urbanFringe?.connectsTo[0];
      return city === undefined ? null : spaceIndex.get(city)!;
    }),
    squareOfSpace: c.board.spaces.map((s) => {
      const l = s.adjacentSquares[0];
      return l === undefined ? null : squareIndex.get(l)!;
    }),
    isCity: c.board.spaces.map((s) => s.city),
    spaceIndex,
    squareIndex,
  };
}

export const geometry: Geometry = geometryOf(content);

/** A space met while moving, in the order met; the last one is where the piece stops. */
export interface Encounter {
  readonly space: number;
  readonly landed: boolean;
}

/** The spaces a piece on `from` passes and lands on moving `steps` spaces clockwise. */
export function encounters(from: number, steps: number): Encounter[] {
  const out: Encounter[] = [];
  for (let i = 1; i <= steps; i++) out.push({ space: (from + i) % RING, landed: i === steps });
  return out;
}

/** Steps clockwise from `from` to `to` (a full lap when they are the same space). */
export function stepsTo(from: number, to: number): number {
  const d = (to - from + RING) % RING;
  return d === 0 ? RING : d;
}

/**
 * The squares a division whose home city is `home` may pollute (Phase 5 "reach"): Stage 1/2
 * squares in front of the home city, or orthogonally next to an Urban Fringe square connected to it.
 */
export function pollutionReach(stages: readonly Stage[], home: number, g: Geometry = geometry): number[] {
  const fringe = fringeOf(stages, home, g);
  const reach = new Set<number>();
  const front = g.squareOfSpace[home];
  if (front !== null && front !== undefined) reach.add(front);
  for (const f of fringe) for (const n of g.neighbours[f]!) reach.add(n);
  return [...reach].filter((s) => stages[s]! < 3).sort((a, b) => a - b);
}

/** The Stage 3 outer squares in the urban area of city `city`: its fringe, grown square by square. */
export function fringeOf(stages: readonly Stage[], city: number, g: Geometry = geometry): number[] {
  const isFringe = (s: number) => stages[s] === 3 && g.fringeCity[s] !== null;
  // The component is found over squares: a city joins another city's area only through fringe.
  const cities = new Set<number>([city]);
  const found = new Set<number>();
  let grew = true;
  while (grew) {
    grew = false;
    for (let s = 0; s < SQUARE_COUNT; s++) {
      if (found.has(s) || !isFringe(s)) continue;
      const linked = cities.has(g.fringeCity[s]!) || g.neighbours[s]!.some((n) => found.has(n));
      if (linked) {
        found.add(s);
        cities.add(g.fringeCity[s]!);
        grew = true;
      }
    }
  }
  return [...found].sort((a, b) => a - b);
}
