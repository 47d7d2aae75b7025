/**
 * Since when a match has waited for each seat it waits for, without a break, after a move by
 * `actor` at `at` left it waiting for `awaited`: from the move that made a seat one to act, or
 * from the seat's own last move if it is still to act (its turn goes on). The other seats' moves
 * meanwhile change nothing: a player who went away is away however much the others do.
 */
export function waitedSince(
  before: ReadonlyMap<number, number>,
  awaited: readonly number[],
  actor: number,
  at: number,
): Map<number, number> {
  const since = new Map<number, number>();
  for (const seat of awaited) since.set(seat, seat === actor ? at : (before.get(seat) ?? at));
  return since;
}
