import type { Seat } from '@cutthroat/engine';
import type { Stage } from './board.js';
import type { DogEatDogOptions } from './options.js';
import type { Modifier } from './params.js';
import type { MapState } from './pollution.js';
import { PRODUCTS, RAW, type Product, type Raw, type Restrictable } from './vocabulary.js';

/**
 * Dog Eat Dog's game state. Plain, JSON-serialisable data; rules return new objects and never
 * mutate. Secrets live here beside public facts (Swiss balances, kept cards, the Red Tape stack's
 * order); only the views decide who sees what.
 */

export type RawCounts = Readonly<Record<Raw, number>>;
export type ProductCounts = Readonly<Record<Product, number>>;

export const noRaw = (): Record<Raw, number> => Object.fromEntries(RAW.map((r) => [r, 0])) as Record<Raw, number>;
export const noProducts = (): Record<Product, number> =>
  Object.fromEntries(PRODUCTS.map((p) => [p, 0])) as Record<Product, number>;

export interface Player {
  /** Division card id; null while choosing, or after leaving the game. */
  readonly division: string | null;
  readonly corporate: number;
  /** Secret: only its owner sees it, unless a card or law reveals it. */
  readonly swiss: number;
  readonly workers: number;
  readonly raw: RawCounts;
  readonly products: ProductCounts;
  /** Pollution markers held (Waste Mismanagement's raw material). */
  readonly pollution: number;
  /** Space index of the game piece. */
  readonly position: number;
  /** Corrupt Officials owned (card ids). */
  readonly officials: readonly string[];
  /** Current Events kept for later (card ids). Secret: others see only how many. */
  readonly kept: readonly string[];
  /** Owed to the bank by the end of this turn's Phase 2 (a loan's double). */
  readonly debt: number;
  /** `reorganizing`: after Chapter 11, back next turn with $25M and one worker. */
  readonly status: 'playing' | 'reorganizing' | 'left';
}

/** When a modifier stops applying (content.json vocabulary > durations). */
export type Until =
  | { readonly kind: 'turnEnd' }
  /** `round`: until the start of this seat's next turn. */
  | { readonly kind: 'turnStartOf'; readonly seat: Seat }
  /** `whileLaw`: while this official lies on the Public Laws sheet. */
  | { readonly kind: 'law'; readonly card: string }
  /** `whileOnSpace`: while the player's piece stays on this space. */
  | { readonly kind: 'onSpace'; readonly space: number }
  /** `thisAction`: only the triggering action or market value; cleared when it is done. */
  | { readonly kind: 'action' };

export interface ActiveModifier extends Modifier {
  readonly seat: Seat;
  readonly until: Until;
}

/** A ban or limit on an action (`forbid`, `limit`) for one player. */
export interface Restriction {
  readonly seat: Seat;
  readonly action: Restrictable;
  /** 0 for `forbid`. */
  readonly max: number;
  readonly per: 'turn' | 'squarePerTurn';
  /** `forbid ... square: 'triggering'`: the ban covers this square only. */
  readonly square: number | null;
  readonly until: Until;
  /** The official whose law this is (breakable), or null for a card's ban or an owned power. */
  readonly law: string | null;
}

/** What a reported breach must give back (each law's card says what "the goods" are). */
export type BreachGoods =
  /** Secret amount: only the breaker sees it (views hide it). */
  | { readonly kind: 'embezzle'; readonly amount: number }
  | { readonly kind: 'extract'; readonly square: number; readonly items: readonly Raw[] }
  | { readonly kind: 'sealedBid'; readonly square: number }
  | { readonly kind: 'produce'; readonly products: Partial<Record<Product, number>> };

export interface Breach {
  readonly id: number;
  readonly seat: Seat;
  /** The official whose Public Law was broken. */
  readonly law: string;
  readonly goods: BreachGoods;
}

export interface Supply {
  readonly raw: RawCounts;
  readonly products: ProductCounts;
  readonly workers: number;
}

export interface RedTape {
  /** Secret from everyone: the order of the stack, top first. */
  readonly stack: readonly string[];
  /** Current Events used and discarded (they return when the stack runs out, by default). */
  readonly discard: readonly string[];
  /** Corrupt Officials on the Public Laws/Marketplace sheet: the Public Laws in force. */
  readonly laws: readonly string[];
}

export type Phase =
  'division' | 'movement' | 'sales' | 'payroll' | 'hiring' | 'production' | 'extraction' | 'final' | 'over';

export interface DogEatDogState {
  readonly options: DogEatDogOptions;
  readonly players: readonly Player[];
  /** Seat that began the game (rounds are counted from its turns). */
  readonly first: Seat;
  readonly active: Seat;
  /** 1 for the first round. */
  readonly round: number;
  readonly phase: Phase;
  /** Seats still to choose a division, in choosing order (phase `division`). */
  readonly choosing: readonly Seat[];
  readonly map: MapState;
  /** Who controls each Natural Square. */
  readonly control: readonly (Seat | null)[];
  readonly supply: Supply;
  /** Raw materials on the Public Laws/Marketplace sheet, for sale at $12M each. */
  readonly marketplace: RawCounts;
  readonly redTape: RedTape;
  /** Modifiers from cards and spaces, in the order applied (laws' are derived from `redTape.laws`). */
  readonly modifiers: readonly ActiveModifier[];
  /** Bans and limits from cards and owned officials (laws' are derived from `redTape.laws`). */
  readonly restrictions: readonly Restriction[];
  /** Public Laws broken and not yet reported, corrected or out of time. */
  readonly breaches: readonly Breach[];
  /** Id of the next breach recorded. */
  readonly breachSeq: number;
  /** A Swiss balance shown to all by a card (its value when shown), per seat; null if never. */
  readonly shown: readonly (number | null)[];
}

export const stageOf = (G: DogEatDogState, square: number): Stage => G.map.stage[square]!;

export function squaresOf(G: DogEatDogState, seat: Seat): number[] {
  const out: number[] = [];
  G.control.forEach((c, s) => c === seat && out.push(s));
  return out;
}

/** A copy of `G` with one player replaced through `f`. */
export function withPlayer(G: DogEatDogState, seat: Seat, f: (p: Player) => Player): DogEatDogState {
  return { ...G, players: G.players.map((p, s) => (s === seat ? f(p) : p)) };
}
