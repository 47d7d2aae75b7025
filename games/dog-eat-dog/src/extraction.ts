import { err, ok, type Result } from '@cutthroat/engine';
import { content, iconsAt } from './content.js';
import { DogEatDogError } from './errors.js';
import { degrade, type MapState } from './pollution.js';
import type { RawCounts } from './state.js';
import type { Raw } from './vocabulary.js';

/**
 * Phase 6 extraction (rulebook "Extraction of Raw Materials", "Extraction and Degradation"): one
 * worker and one icon per raw material; one extraction declaration per square per turn; more than
 * one raw material from a square in a turn degrades it at once; Stage 3 yields nothing. Waste
 * Mismanagement may never degrade a square, and gathers pollution markers from any square instead.
 */

export interface Extracted {
  readonly map: MapState;
  /** The raw supply after the units were taken. */
  readonly supply: RawCounts;
  readonly degraded: boolean;
}

/** Take `items` from `square` (its icons at its current stage), from a supply that may run dry. */
export function extract(
  map: MapState,
  supply: RawCounts,
  square: number,
  items: readonly Raw[],
  opts: { readonly freeWorkers: number; readonly mayDegrade: boolean },
): Result<Extracted> {
  const sq = content.naturalSquares[square]!;
  const stage = map.stage[square]!;
  if (stage === 3) return err(DogEatDogError.StageThree, `square ${sq.letter} is at Stage 3: nothing is left on it`);
  if (items.length === 0) return err(DogEatDogError.NotOnSquare, 'name at least one raw material to extract');
  if (items.length > opts.freeWorkers)
    return err(DogEatDogError.NoWorkers, `${items.length} raw materials need as many unused workers`);
  const icons = [...iconsAt(sq, stage)];
  for (const item of items) {
    const at = icons.indexOf(item);
    if (at < 0) return err(DogEatDogError.NotOnSquare, `square ${sq.letter} has no ${item} icon left to extract`);
    icons.splice(at, 1);
  }
  if (items.length > 1 && !opts.mayDegrade)
    return err(DogEatDogError.WouldDegrade, 'this division may never degrade a square: one raw material per square');
  const left = { ...supply };
  for (const item of items) {
    if (left[item] === 0) return err(DogEatDogError.EmptyStack, `no ${item} is left in the supply`);
    left[item]--;
  }
  const degraded = items.length > 1;
  return ok({ map: degraded ? degrade(map, square) : map, supply: left, degraded });
}

/** Waste Mismanagement gathers one pollution marker from a square (any controller, no permission). */
export function gatherPollution(map: MapState, square: number): Result<MapState> {
  if (map.pollution[square]! === 0)
    return err(DogEatDogError.NotOnSquare, `square ${content.naturalSquares[square]!.letter} has no pollution marker`);
  return ok({ ...map, pollution: map.pollution.map((p, i) => (i === square ? p - 1 : p)) });
}
