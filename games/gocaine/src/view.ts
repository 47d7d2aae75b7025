import type { Seat } from '@cutthroat/engine';
import { cubesOnBoard, colourOf, type GoCaineState, type PlayerState, type Step } from './state.js';
import type { GoCaineOptions } from './schema.js';

export interface GoCainePlayerView extends PlayerState {
  readonly cellsOnBoard: number;
  readonly cubesOnBoard: number;
}

/**
 * Everything in GoCaine is public (cash, cells, product, influence, the Task Force chips each seat
 * holds): the view is the same for every seat, so `publicView` has all of it but `seat`. State
 * still leaves only through these functions, and what they leave out (the dice generator lives
 * outside the game state) never reaches a client.
 */
export interface GoCaineView {
  readonly seat: Seat | null;
  readonly options: GoCaineOptions;
  readonly players: readonly GoCainePlayerView[];
  /** Per intersection, the seat whose cell is there, or -1. */
  readonly cells: readonly number[];
  readonly held: readonly number[];
  readonly moving: readonly number[];
  readonly abandoned: readonly number[];
  readonly abandonedOwner: readonly number[];
  /** Per zone id, the seats owning its influence slots. */
  readonly influence: Readonly<Record<string, readonly Seat[]>>;
  readonly chipPool: number;
  readonly loanPool: number;
  readonly active: Seat;
  readonly first: Seat;
  readonly round: number;
  readonly step: Step;
  readonly movementLeft: number;
  /** Zone ids with a Task Force chip this turn. */
  readonly hitZones: readonly string[];
  readonly kissPoints: readonly number[];
  readonly knockedBy: Seat | null;
  readonly over: boolean;
}

export function publicView(G: GoCaineState): Omit<GoCaineView, 'seat'> {
  const cells: number[] = [];
  for (let p = 0; p < G.held.length; p++) cells.push((G.board.colourAt(p) ?? 0) - 1);
  return {
    options: G.options,
    players: G.players.map((p, s) => ({
      ...p,
      cellsOnBoard: G.board.stonesOf(colourOf(s)),
      cubesOnBoard: cubesOnBoard(G, s),
    })),
    cells,
    held: G.held,
    moving: G.moving,
    abandoned: G.abandoned,
    abandonedOwner: G.abandonedOwner,
    influence: Object.fromEntries(G.map.zones.map((z) => [z.id, G.influence[z.index]!])),
    chipPool: G.chipPool,
    loanPool: G.loanPool,
    active: G.active,
    first: G.first,
    round: G.round,
    step: G.step,
    movementLeft: G.movementLeft,
    hitZones: G.hitZones.map((z) => G.map.zones[z]!.id),
    kissPoints: G.kissPoints,
    knockedBy: G.knockedBy,
    over: G.over,
  };
}

/** Only whose view it is: everything else is public. */
export function privateView(_G: GoCaineState, seat: Seat | null): Pick<GoCaineView, 'seat'> {
  return { seat };
}
