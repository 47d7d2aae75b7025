/**
 * The Seizure Probability table (rulebook H.+): a shipment is seized when 2d6 plus its owner's
 * Political Influence assets in the zone falls in the range for its size. Snake eyes (a natural 2)
 * is always a seizure.
 */
const HIGHEST_SEIZED: readonly [maxTons: number, highest: number][] = [
  [1, 3],
  [2, 4],
  [3, 5],
  [4, 6],
  [6, 8],
  [8, 9],
  [11, 10],
];

/** The highest adjusted total that still seizes a shipment of `tons` (12+ mt: 11). */
export function highestSeizedTotal(tons: number): number {
  for (const [maxTons, highest] of HIGHEST_SEIZED) if (tons <= maxTons) return highest;
  return 11;
}

export interface SeizureRoll {
  readonly dice: readonly [number, number];
  readonly influence: number;
  /** Dice plus influence. */
  readonly total: number;
  readonly seized: boolean;
}

export function seizureRoll(tons: number, dice: readonly [number, number], influence: number): SeizureRoll {
  const natural = dice[0] + dice[1];
  const total = natural + influence;
  return { dice, influence, total, seized: natural === 2 || total <= highestSeizedTotal(tons) };
}

/** The chance (out of 1) that a shipment of `tons` with `influence` assets in its zone is seized: exact over the 36 rolls. */
export function seizureChance(tons: number, influence: number): number {
  const highest = highestSeizedTotal(tons);
  let seized = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b === 2 || a + b + influence <= highest) seized++;
  return seized / 36;
}
