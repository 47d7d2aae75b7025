import { err, ok, type Result } from '@cutthroat/engine';
import { SQUARE_COUNT, type Stage } from './board.js';
import { DogEatDogError } from './errors.js';

/**
 * The Inner Map as it changes: each square's stage and pollution markers, and the markers left in
 * the supply. Degradation and the placement of pollution (Phase 5, rulebook "Pollution and
 * Degradation") live here; who may pollute where is `pollutionReach` in board.ts.
 */
export interface MapState {
  readonly stage: readonly Stage[];
  readonly pollution: readonly number[];
  /** Markers in the supply (16 in all, less those on squares and those Waste Mismanagement holds). */
  readonly pollutionSupply: number;
}

/** Two markers on a square degrade it (content.json economy.pollutionMarkersToDegrade). */
export const MARKERS_TO_DEGRADE = 2;
/** One marker per two products, rounded up. */
export const PRODUCTS_PER_MARKER = 2;

export function freshMap(supply = 16): MapState {
  return {
    stage: new Array<Stage>(SQUARE_COUNT).fill(1),
    pollution: new Array<number>(SQUARE_COUNT).fill(0),
    pollutionSupply: supply,
  };
}

/** Markers owed for producing `products` in one turn: one or two give one, three or four two... */
export function markersFor(products: number): number {
  return Math.ceil(products / PRODUCTS_PER_MARKER);
}

/**
 * Degrade a square one stage: its markers go back to the supply (nobody collects them). A Stage 3
 * square stays as it is.
 */
export function degrade(map: MapState, square: number): MapState {
  const stage = map.stage[square]!;
  if (stage === 3) return map;
  return {
    stage: map.stage.map((s, i) => (i === square ? ((stage + 1) as Stage) : s)),
    pollution: map.pollution.map((p, i) => (i === square ? 0 : p)),
    pollutionSupply: map.pollutionSupply + map.pollution[square]!,
  };
}

/**
 * Where the next marker of this turn may go: a Stage 1/2 square in `reach` that has had the fewest
 * markers this turn ("spread them out evenly ... unless you have no other choice"; markers of
 * earlier turns do not count). Empty when none may be placed.
 */
export function placements(map: MapState, reach: readonly number[], placedThisTurn: readonly number[]): number[] {
  const open = reach.filter((s) => map.stage[s]! < 3);
  if (open.length === 0 || map.pollutionSupply === 0) return [];
  const fewest = Math.min(...open.map((s) => placedThisTurn[s] ?? 0));
  return open.filter((s) => (placedThisTurn[s] ?? 0) === fewest);
}

export interface Placed {
  readonly map: MapState;
  readonly degraded: boolean;
}

/** One marker from the supply onto `square`; a second marker there degrades it at once. */
export function placeMarker(map: MapState, square: number): Result<Placed> {
  if (map.stage[square] === 3) return err(DogEatDogError.StageThree, 'pollution may not go on a Stage 3 square');
  if (map.pollutionSupply === 0) return err(DogEatDogError.NoMarkers, 'no pollution marker is left in the supply');
  const placed: MapState = {
    stage: map.stage,
    pollution: map.pollution.map((p, i) => (i === square ? p + 1 : p)),
    pollutionSupply: map.pollutionSupply - 1,
  };
  if (placed.pollution[square]! < MARKERS_TO_DEGRADE) return ok({ map: placed, degraded: false });
  return ok({ map: degrade(placed, square), degraded: true });
}
