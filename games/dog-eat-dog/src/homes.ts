import { geometry } from './board.js';
import { content, type Space } from './content.js';
import type { DogEatDogOptions } from './options.js';

/**
 * Where each division starts and acquires: its home city (a ring space) and its start square (an
 * Inner Map square). The option `swapHomeCities` swaps Goo Pont's and Waste Mismanagement's
 * (design.md section 8): Goo Pont's start is the only one no rival's sprawl reaches; after the
 * swap it starts on N beside Landfill Heights, in Georgia Horrific's reach. The start square moves
 * with the city because a start square lies diagonally next to its home city (design.md section 2)
 * and the swap's point is that start's exposure.
 */

type Homes = Pick<DogEatDogOptions, 'swapHomeCities'>;

const SWAPPED: ReadonlyMap<string, string> = new Map([
  ['goo-pont', 'waste-mismanagement'],
  ['waste-mismanagement', 'goo-pont'],
]);

/** The division whose printed home this division takes. */
const seatOf = (options: Homes, division: string): string =>
  (options.swapHomeCities && SWAPPED.get(division)) || division;

/** A division's home city: its ring space index. */
export function homeCityOf(options: Homes, division: string): number {
  return geometry.spaceIndex.get(content.divisionById.get(seatOf(options, division))!.homeCity)!;
}

/** A division's start square: its Inner Map index. */
export function startSquareOf(options: Homes, division: string): number {
  return geometry.squareIndex.get(content.divisionById.get(seatOf(options, division))!.startSquare)!;
}

/** The division whose home city `space` is, or null for any other space. */
export function homeDivisionOf(options: Homes, space: Space): string | null {
  return space.division === undefined ? null : seatOf(options, space.division);
}

/** A space's printed text, the two home cities' swapped with them (each names its division). */
export function spaceText(options: Homes, space: Space): string {
  const division = homeDivisionOf(options, space);
  if (division === null || division === space.division) return space.text;
  const printed = content.divisionById.get(division)!.homeCity;
  return content.board.spaces[geometry.spaceIndex.get(printed)!]!.text;
}
