import type { GameEvent, Seat, WindowSpec } from '@cutthroat/engine';
import type { Draft, GoCaineState } from './state.js';

/**
 * The window kinds, where the turn waits for answers because a chance would be lost otherwise:
 * before a turn's action (a chip placed then rolls whatever arrives in its zone this turn) and
 * after each transport step (the product moves on). Elsewhere interdiction is a free action.
 */
export type WindowKind = 'turn-start' | 'after-step';

/**
 * A reaction window in which every other player still in the game who holds a Task Force chip may
 * interdict (rulings: after a declared action and after each transport step). None when nobody
 * could answer.
 */
export function interdictionWindow(G: GoCaineState, kind: WindowKind): WindowSpec | null {
  const n = G.players.length;
  const responders: Seat[] = [];
  for (let i = 1; i < n; i++) {
    const seat = (G.active + i) % n;
    const p = G.players[seat]!;
    if (!p.conceded && p.taskForceChips > 0) responders.push(seat);
  }
  if (responders.length === 0 || G.over) return null;
  return {
    kind,
    openedBy: G.active,
    responders,
    order: G.options.windowOrder,
    allowed: ['interdict'],
    repeatable: true,
  };
}

/** Moving product becomes part of the shipment on its cell when the Transport action ends. */
export function settleMoving(G: Draft): void {
  if (!G.moving.some((t) => t > 0)) return;
  const held = G.held.slice();
  for (let p = 0; p < held.length; p++) held[p]! += G.moving[p]!;
  G.held = held;
  G.moving = new Array<number>(held.length).fill(0);
}

/**
 * The turn ends: Task Force chips played this turn leave the game, the last round counts down,
 * and the next player still in the game starts (with a window before their action).
 */
export function endTurn(G: Draft, events: GameEvent[]): WindowSpec | null {
  settleMoving(G);
  events.push({ type: 'turn-ended', seat: G.active });
  if (G.hitZones.length > 0) G.hitZones = [];
  G.kissPoints = [];
  const n = G.players.length;
  const stillIn = G.players.filter((p) => !p.conceded).length;
  let next = G.active;
  let wrapped = false;
  // After a knock the last round ends when the turn would come back to the knocker.
  let lastRoundDone = false;
  do {
    next = (next + 1) % n;
    if (next === G.first) wrapped = true;
    if (next === G.knockedBy) lastRoundDone = true;
  } while (G.players[next]!.conceded && next !== G.active);
  const round = wrapped ? G.round + 1 : G.round;
  if (stillIn <= 1 || lastRoundDone || (G.knockedBy === null && round > G.options.roundLimit)) {
    G.over = true;
    G.step = 'action';
    events.push({ type: 'game-over', round: G.round });
    return null;
  }
  G.active = next;
  G.round = round;
  G.step = 'action';
  G.movementLeft = G.players[next]!.infrastructure;
  events.push({ type: 'turn-started', seat: next, round });
  return interdictionWindow(G, 'turn-start');
}
