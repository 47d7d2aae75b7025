import type { Seat } from '@cutthroat/engine';
import type { GoCaineMap } from './board.js';
import type { Colour, GoBoard } from './go.js';
import type { GoCaineOptions } from './schema.js';

/** Limits of the physical game (rulebook D and G; rulings.md "Money and pieces"). */
export const LIMITS = {
  cellsPerPlayer: 50,
  startingPurchasedCells: 10,
  cubesPerPlayer: 75,
  taskForceChips: 51,
  loanChips: 6,
  startingCash: 50,
  /** Cash moves in whole $5 million. */
  cashUnit: 5,
  cellPrice: 5,
  infrastructurePrice: 20,
  influencePrice: 20,
  loan: 50,
  loanRepayment: 55,
} as const;

export interface PlayerState {
  /** $ million, a multiple of 5. */
  readonly cash: number;
  /** Cells bought and not yet deployed. */
  readonly purchasedCells: number;
  /** Cells still in the bag; Kiss The Ring takes from here. */
  readonly unpurchasedCells: number;
  /** Smuggling Infrastructure level = movement units per Transport action. */
  readonly infrastructure: number;
  readonly taskForceChips: number;
  readonly loan: boolean;
  readonly conceded: boolean;
}

/**
 * The steps of a turn. `action` is H1 before anything is chosen; `buy`, `sell` and `transport` are
 * H1 once chosen (more of the same, or `done`); `deploy` is H2; `kiss` follows a capturing
 * deployment when Kiss The Ring is possible.
 */
export type Step = 'action' | 'buy' | 'sell' | 'transport' | 'deploy' | 'kiss';

export interface GoCaineState {
  readonly options: GoCaineOptions;
  readonly map: GoCaineMap;
  readonly players: readonly PlayerState[];
  /** Seat s plays colour s + 1. Cloned before a placement, never changed in place. */
  readonly board: GoBoard;
  /** Tons held on each intersection by the cell there (one shipment per cell). */
  readonly held: readonly number[];
  /** Tons moved onto each intersection this turn, kept apart from `held` until the Transport ends. */
  readonly moving: readonly number[];
  /** Product left on an intersection whose cell was captured, and whose cubes they are. */
  readonly abandoned: readonly number[];
  readonly abandonedOwner: readonly number[];
  /** Per zone index, the seats owning its Political Influence slots, in the order bought. */
  readonly influence: readonly (readonly Seat[])[];
  readonly chipPool: number;
  readonly loanPool: number;
  readonly first: Seat;
  readonly active: Seat;
  /** 1 for the first round; a round ends when the turn comes back round to the first player. */
  readonly round: number;
  readonly step: Step;
  readonly movementLeft: number;
  /** Zone indices hit by a Task Force chip during this turn (one chip per zone per turn). */
  readonly hitZones: readonly number[];
  /** Points the last deployment emptied: where Kiss The Ring may go. */
  readonly kissPoints: readonly number[];
  readonly knockedBy: Seat | null;
  readonly over: boolean;
}

export type Draft = { -readonly [K in keyof GoCaineState]: GoCaineState[K] };

/** A shallow copy to change before returning it; rules never mutate the state they were given. */
export function draft(G: GoCaineState): Draft {
  return {
    options: G.options,
    map: G.map,
    players: G.players,
    board: G.board,
    held: G.held,
    moving: G.moving,
    abandoned: G.abandoned,
    abandonedOwner: G.abandonedOwner,
    influence: G.influence,
    chipPool: G.chipPool,
    loanPool: G.loanPool,
    first: G.first,
    active: G.active,
    round: G.round,
    step: G.step,
    movementLeft: G.movementLeft,
    hitZones: G.hitZones,
    kissPoints: G.kissPoints,
    knockedBy: G.knockedBy,
    over: G.over,
  };
}

export const colourOf = (seat: Seat): Colour => (seat + 1) as Colour;

/** The seat whose cell is on p, or -1. */
export function ownerAt(G: GoCaineState, p: number): Seat | -1 {
  const c = G.board.colourAt(p) ?? 0;
  return c === 0 ? -1 : c - 1;
}

export function withPlayer(G: Draft, seat: Seat, change: Partial<PlayerState>): void {
  const players = G.players.slice();
  players[seat] = { ...players[seat]!, ...change };
  G.players = players;
}

/** Influence assets `seat` owns in zone `z`. */
export function influenceOf(G: GoCaineState, seat: Seat, z: number): number {
  let n = 0;
  for (const s of G.influence[z]!) if (s === seat) n++;
  return n;
}

/**
 * Cubes of `seat` on the board: shipments (held, moving, and abandoned ones still in its colour),
 * the Smuggling Infrastructure marker and one per Political Influence asset. Never more than 75.
 */
export function cubesOnBoard(G: GoCaineState, seat: Seat): number {
  const colour = colourOf(seat);
  let n = 1;
  for (let p = 0; p < G.held.length; p++) {
    if (G.board.colourAt(p) === colour) n += G.held[p]! + G.moving[p]!;
    if (G.abandonedOwner[p] === seat) n += G.abandoned[p]!;
  }
  for (const slots of G.influence) for (const s of slots) if (s === seat) n++;
  return n;
}

export const freeCubes = (G: GoCaineState, seat: Seat): number => 75 - cubesOnBoard(G, seat);

/** Tons of product `seat` controls (on its own cells). */
export function productOf(G: GoCaineState, seat: Seat): number {
  const colour = colourOf(seat);
  let n = 0;
  for (let p = 0; p < G.held.length; p++) if (G.board.colourAt(p) === colour) n += G.held[p]! + G.moving[p]!;
  return n;
}

export const inPlay = (G: GoCaineState): Seat[] => G.players.flatMap((p, seat) => (p.conceded ? [] : [seat]));
