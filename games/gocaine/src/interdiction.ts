import type { GameEvent, Rng, Seat } from '@cutthroat/engine';
import { seizureRoll } from './seizure.js';
import { influenceOf, ownerAt, type Draft, type GoCaineState } from './state.js';

/**
 * One shipment's roll on the Seizure Probability table. `what` says which product rolled: a
 * shipment held on the cell, product moving this turn, or product arriving (bought or moved in)
 * in a zone already hit this turn.
 */
export function rollFor(
  G: GoCaineState,
  rng: Rng,
  point: number,
  owner: Seat,
  tons: number,
  what: 'held' | 'moving' | 'arriving',
): { seized: boolean; event: GameEvent } {
  const zone = G.map.zoneIndexOf[point]!;
  const dice = [rng.die(6), rng.die(6)] as const;
  const roll = seizureRoll(tons, dice, influenceOf(G, owner, zone));
  return {
    seized: roll.seized,
    event: {
      type: 'seizure-roll',
      zone: G.map.zones[zone]!.id,
      point,
      seat: owner,
      tons,
      what,
      dice: roll.dice,
      influence: roll.influence,
      total: roll.total,
      seized: roll.seized,
    },
  };
}

/**
 * A Task Force chip on zone `z`: every shipment in it rolls now, each on its own (a shipment held
 * on a cell and product that moved onto the same cell this turn are two shipments). Abandoned
 * product belongs to no one and does not roll. Seized cubes go back to their owner's supply.
 */
export function interdict(G: Draft, z: number, rng: Rng, events: GameEvent[]): void {
  let held: number[] | null = null;
  let moving: number[] | null = null;
  for (const p of G.map.zones[z]!.points) {
    const owner = ownerAt(G, p);
    if (owner < 0) continue;
    if (G.held[p]! > 0) {
      const r = rollFor(G, rng, p, owner, G.held[p]!, 'held');
      events.push(r.event);
      if (r.seized) (held ??= G.held.slice())[p] = 0;
    }
    if (G.moving[p]! > 0) {
      const r = rollFor(G, rng, p, owner, G.moving[p]!, 'moving');
      events.push(r.event);
      if (r.seized) (moving ??= G.moving.slice())[p] = 0;
    }
  }
  if (held) G.held = held;
  if (moving) G.moving = moving;
  G.hitZones = [...G.hitZones, z];
}

/**
 * Product arriving at `point` during the turn: in a zone already hit this turn it rolls once on
 * arrival, before it merges with anything there. True when it gets through.
 */
export function arrives(G: GoCaineState, rng: Rng, point: number, owner: Seat, tons: number, events: GameEvent[]) {
  if (!G.hitZones.includes(G.map.zoneIndexOf[point]!)) return true;
  const r = rollFor(G, rng, point, owner, tons, 'arriving');
  events.push(r.event);
  return !r.seized;
}
