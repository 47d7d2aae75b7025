import type { Seat } from '@cutthroat/engine';
import { gocaineMap } from './board.js';
import { seizureChance } from './seizure.js';
import type { GoCaineView } from './view.js';

/** One shipment a Task Force chip on its zone would make roll, and its chance of being seized. */
export interface TargetShipment {
  readonly point: number;
  readonly seat: Seat;
  readonly tons: number;
  /** Held on the cell, or product passing through it this turn (the two roll apart). */
  readonly what: 'held' | 'moving';
  /** Its owner's influence assets in the zone (added to the roll). */
  readonly influence: number;
  /** Out of 1, exact over the 36 rolls of 2d6. */
  readonly chance: number;
}

/** What a chip on one zone would do, as the chip holder `me` sees it. */
export interface InterdictionTarget {
  readonly zone: string;
  readonly shipments: readonly TargetShipment[];
  /** It holds a shipment of another player: the chip can do something. */
  readonly useful: boolean;
  /** It holds a shipment of `me`'s own, which would roll too. */
  readonly hitsOwn: boolean;
}

/**
 * The shipments in `zone` that a chip would make roll: every owned shipment held or moving there.
 * Abandoned product belongs to no one and is not rolled for, so it is not listed.
 */
export function shipmentsToRoll(v: GoCaineView, zone: string): TargetShipment[] {
  const z = gocaineMap.zoneById.get(zone);
  if (!z) return [];
  const out: TargetShipment[] = [];
  for (const point of z.points) {
    const seat = v.cells[point]!;
    if (seat < 0) continue;
    const influence = (v.influence[zone] ?? []).filter((s) => s === seat).length;
    for (const what of ['held', 'moving'] as const) {
      const tons = what === 'held' ? v.held[point]! : v.moving[point]!;
      if (tons > 0) out.push({ point, seat, tons, what, influence, chance: seizureChance(tons, influence) });
    }
  }
  return out;
}

/** Each of `zones` (those a chip may go on now) as a target for `me`: what it would roll, and whether it can do anything. */
export function interdictionTargets(v: GoCaineView, me: Seat, zones: readonly string[]): InterdictionTarget[] {
  return zones.map((zone) => {
    const shipments = shipmentsToRoll(v, zone);
    return {
      zone,
      shipments,
      useful: shipments.some((s) => s.seat !== me),
      hitsOwn: shipments.some((s) => s.seat === me),
    };
  });
}

/** The targets worth offering: those holding another player's shipment, the most rival tons expected seized (chance x tons) first. */
export function usefulTargets(v: GoCaineView, me: Seat, zones: readonly string[]): InterdictionTarget[] {
  const best = (t: InterdictionTarget) =>
    t.shipments.reduce((m, s) => (s.seat === me ? m : Math.max(m, s.chance * s.tons)), 0);
  return interdictionTargets(v, me, zones)
    .filter((t) => t.useful)
    .sort((a, b) => best(b) - best(a));
}
