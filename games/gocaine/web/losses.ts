import type { GameEvent } from '@cutthroat/engine';
import { formatCash, gocaineMap, placeName, zoneName } from '@cutthroat/gocaine';

const nameOf = (names: readonly string[], seat: unknown) =>
  typeof seat === 'number' ? (names[seat] ?? `seat ${seat + 1}`) : 'someone';

/** Who put the Task Force chip on `zone` this turn: the latest interdiction there since the turn began. */
function interdictorOf(before: readonly GameEvent[], zone: unknown): unknown {
  for (let i = before.length - 1; i >= 0; i--) {
    const e = before[i]!;
    if (e.type === 'interdiction' && e['zone'] === zone) return e['seat'];
    if (e.type === 'turn-started') return null;
  }
  return null;
}

/**
 * What a GoCaine event cost `seat`: product seized by a Task Force (whose chip, the roll, and the
 * product's worth at that zone's price), or cells captured by another's deployment.
 */
export function lossText(
  e: GameEvent,
  before: readonly GameEvent[],
  names: readonly string[],
  seat: number,
): string | null {
  if (e.type === 'seizure-roll' && e['seized'] === true && e['seat'] === seat) {
    const tons = e['tons'] as number;
    const zone = gocaineMap.zoneById.get(e['zone'] as string);
    const by = interdictorOf(before, e['zone']);
    const whose =
      by === null ? 'The Task Force' : by === seat ? 'Your own Task Force' : `${nameOf(names, by)}’s Task Force`;
    const how = e['what'] === 'arriving' ? ' as it arrived' : e['what'] === 'moving' ? ' in transit' : '';
    const dice = e['dice'] as number[];
    const worth = zone ? `, worth ${formatCash(tons * zone.pricePerTon)} at ${zoneName(zone.id)}’s price` : '';
    return `${whose} seized your ${tons} mt on ${placeName(e['point'] as number)}${how} with a roll of ${dice.join('+')}, total ${String(e['total'])}: ${tons} mt lost${worth}.`;
  }
  if ((e.type === 'deployed' || e.type === 'kiss-the-ring') && e['seat'] !== seat) {
    const mine = (e['captured'] as { point: number; seat: number }[]).filter((c) => c.seat === seat);
    if (mine.length === 0) return null;
    const where = mine.map((c) => placeName(c.point)).join(', ');
    const cells = mine.length === 1 ? 'your cell' : `${mine.length} of your cells`;
    const how = e.type === 'deployed' ? 'deploying' : 'kissing the ring';
    const lost =
      mine.length === 1
        ? 'the cell is lost, and any product on it stays there'
        : 'the cells are lost, and any product on them stays there';
    return `${nameOf(names, e['seat'])} captured ${cells} on ${where} by ${how} on ${placeName(e['point'] as number)}: ${lost}, abandoned.`;
  }
  return null;
}
