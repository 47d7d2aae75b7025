// The state's types, one declaration each, read by every module: a little past 400 lines.
import type { Seat } from '@cutthroat/engine';
import type { Stage } from './board.js';
import type { DogEatDogOptions } from './options.js';
import type { Encounter } from './board.js';
import type { Modifier } from './params.js';
import type { MapState } from './pollution.js';
import {
  PRODUCTS,
  RAW,
  type Item,
  type Op,
  type Product,
  type Raw,
  type Restrictable,
  type Trigger,
} from './vocabulary.js';

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
  'division' | 'reorganize' | 'movement' | 'sales' | 'hiring' | 'production' | 'extraction' | 'final' | 'over';

/** What the active seat did this turn (reset as each turn begins). */
export interface TurnState {
  readonly rolled: boolean;
  readonly embezzled: boolean;
  /** Rolled onto or past the IRS before embezzling: no embezzling until the tax is settled. */
  readonly embezzleBlocked: boolean;
  /** Market values determined this turn: the rolled value, before anyone's modifiers. */
  readonly values: Partial<Record<Item, number>>;
  /** Worker tasks used (production and extraction). */
  readonly tasks: number;
  readonly produced: number;
  readonly productType: Product | null;
  readonly extractions: number;
  readonly extractedOn: readonly number[];
  readonly freeHiresUsed: number;
  /** Pollution markers still to place before Phase 6, and those placed per square this turn. */
  readonly pollutionOwed: number;
  readonly placed: readonly number[];
  /** Trade offers each seat made this turn. */
  readonly offers: Readonly<Partial<Record<number, number>>>;
  /** Geneva transfers each seat made this turn (at most `GENEVA_TRANSFERS_PER_TURN`). */
  readonly transfers: Readonly<Partial<Record<number, number>>>;
}

/**
 * Geneva transfers a seat may make in one player's turn. The rulebook's "as much as you like"
 * is about amounts: one transfer moves any amount, so two settle any split and correct it once;
 * unlimited free actions would let one seat move the match faster than anyone could answer it.
 */
export const GENEVA_TRANSFERS_PER_TURN = 2;

/** Something a declaration set going; carried out once the reactions to it are done. */
export type Declaration =
  | { readonly action: 'embezzle'; readonly amount: number }
  | { readonly action: 'extract'; readonly square: number; readonly items: readonly Raw[] }
  | { readonly action: 'produce'; readonly product: Product; readonly count: number; readonly anyRaw: Raw | null }
  | { readonly action: 'hire'; readonly count: number }
  | { readonly action: 'sealedBid'; readonly square: number; readonly offer: number };

/**
 * Work in progress, a stack (the last item is done first): each item either runs on its own or
 * waits in a reaction window for someone's answer (`answered` says one came).
 */
/**
 * What offered a try at a Natural Square: a space passed or landed on (a home city, the Bureau of
 * Land Mismanagement), a card, a return from Chapter 11 ("You may begin this turn by attempting to
 * gain control"), or a Sealed Bid a ban forbade (the opportunity stays, by Public Auction only).
 */
export type AcquireFrom =
  | { readonly kind: 'space'; readonly space: number }
  | { readonly kind: 'card'; readonly card: string }
  | { readonly kind: 'reorganised' }
  | { readonly kind: 'banned' };

/** Why a payment is due (the `paid` event's `reason`). */
export type OweReason = 'payroll' | 'breach' | 'card';

export type Work =
  | {
      readonly kind: 'effects';
      readonly queue: readonly Job[];
      readonly choice: Choice | null;
      readonly answered?: boolean;
    }
  | { readonly kind: 'encounters'; readonly seat: Seat; readonly list: readonly Encounter[] }
  | { readonly kind: 'tax'; readonly seat: Seat; readonly step: 'check' | 'due' | 'pay'; readonly cancelled: boolean }
  | {
      readonly kind: 'drawn';
      readonly seat: Seat;
      readonly card: string;
      readonly step: 'offer' | 'react' | 'resolve' | 'discard';
      readonly cancelled: boolean;
      readonly answered: boolean;
    }
  | {
      readonly kind: 'acquire';
      readonly seat: Seat;
      readonly methods: readonly ('auction' | 'sealedBid')[];
      /** What offers it: public, as everyone sees the piece's space or the card read out. */
      readonly from: AcquireFrom;
      readonly answered: boolean;
    }
  | { readonly kind: 'auction'; readonly auction: Auction; readonly opened: boolean }
  | { readonly kind: 'lobby'; readonly seat: Seat; readonly answered: boolean }
  | {
      readonly kind: 'war';
      readonly war: BribeWar;
      readonly then: readonly Job[];
      readonly answered: boolean;
      readonly over: boolean;
    }
  | {
      readonly kind: 'trigger';
      readonly trigger: Trigger;
      readonly victim: Seat | null;
      readonly square: number | null;
      readonly item: Item | null;
      readonly opened: boolean;
      readonly uses: readonly { readonly seat: Seat; readonly card: string }[];
    }
  | { readonly kind: 'declared'; readonly seat: Seat; readonly decl: Declaration; readonly cancelled: boolean }
  | {
      readonly kind: 'owe';
      readonly seat: Seat;
      readonly amount: number;
      readonly to: Seat | null;
      /** Why it is due, for the log: Phase 3 payroll, a law's fine and goods, or a card. */
      readonly reason: OweReason;
    }
  | { readonly kind: 'give-up'; readonly seat: Seat; readonly answered: boolean }
  | { readonly kind: 'payroll'; readonly seat: Seat; readonly step: 'react' | 'pay' }
  | {
      readonly kind: 'report';
      readonly breach: number;
      readonly reporter: Seat;
      readonly cancelled: boolean;
      readonly step: 'react' | 'do';
    }
  | { readonly kind: 'chapter-11'; readonly seat: Seat; readonly answered: boolean };

/** The final bonus round: each step goes round the table from the seat whose turn ended the game. */
export interface FinalRound {
  readonly order: readonly Seat[];
  readonly at: number;
  readonly step: 'produce' | 'sell' | 'embezzle';
  readonly values: Partial<Record<Item, number>>;
}

export interface StartedIn {
  readonly seat: Seat;
  readonly round: number;
  readonly final: boolean;
}

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
  readonly turn: TurnState;
  /** The round in which each owned official's power was last used (option `ownedOfficialUses`). */
  readonly officialUses: Readonly<Record<string, number>>;
  readonly work: readonly Work[];
  /** Officials on the sheet may be bribed only after the first movement roll of the game. */
  readonly firstRollDone: boolean;
  readonly final: FinalRound | null;
  /** Why the game ended, once it has. */
  readonly ended: 'victory' | 'finalRound' | 'turnLimit' | 'lastStanding' | null;
  /** A Swiss balance shown to all by a card (its value when shown), per seat; null if never. */
  readonly shown: readonly (number | null)[];
  /**
   * The bank's money flows (money.ts), for checking that money is conserved. Not in any view: with
   * the public corporate accounts it would give away the sum of the Swiss ones.
   */
  readonly bank: Bank;
  /**
   * The turn a match set up from a position (docs/scenarios.md) begins in, which no event tells:
   * its seat and round, and whether it is the final bonus round. Absent or null otherwise (a
   * match from the start tells its first turn with its first move, rules.ts `opening`).
   */
  readonly startedIn?: StartedIn | null;
  /**
   * The kept cards named by the last trade offer (by slot), shown to its recipient alone; absent
   * or null when it named none. Set when an offer is made, cleared when one is carried out.
   */
  readonly offerShown?: { readonly from: Seat; readonly to: Seat; readonly cards: readonly KeptSlot[] } | null;
  /** What the table saw go towards each seat's Swiss account, per seat; absent until the first. */
  readonly swissSeen?: readonly SwissSeen[];
}

/**
 * The public record of a seat's Swiss account (rulings: a bot may use what the public flows imply;
 * the amounts stay secret): the embezzlements it declared, and the most the account can hold by
 * them: half the corporate account each was declared from (the rulebook's limit) plus the whole
 * account at each Geneva transfer to Switzerland. A stopped embezzlement or money sent back leaves
 * it as it was, so `swiss <= most` always holds.
 */
export interface SwissSeen {
  readonly declared: number;
  readonly most: number;
}

/** A kept card and its place (0 = first) in its holder's list. */
export interface KeptSlot {
  readonly slot: number;
  readonly card: string;
}

export const stageOf = (G: DogEatDogState, square: number): Stage => G.map.stage[square]!;

export function squaresOf(G: DogEatDogState, seat: Seat): number[] {
  const out: number[] = [];
  G.control.forEach((c, s) => c === seat && out.push(s));
  return out;
}

export const freshTurn = (): TurnState => ({
  rolled: false,
  embezzled: false,
  embezzleBlocked: false,
  values: {},
  tasks: 0,
  produced: 0,
  productType: null,
  extractions: 0,
  extractedOn: new Array<number>(16).fill(0),
  freeHiresUsed: 0,
  pollutionOwed: 0,
  placed: new Array<number>(16).fill(0),
  offers: {},
  transfers: {},
});

export interface Auction {
  readonly square: number;
  /** The highest bidder so far and his bid. */
  readonly high: Seat;
  readonly bid: number;
  /** Seats that passed: they are out of this auction. */
  readonly out: readonly Seat[];
}

/** A bribe war over an owned official turned against `victim`. */
export interface BribeWar {
  readonly card: string;
  /** The owner who turned it, and the victim who fights for it. */
  readonly owner: Seat;
  readonly victim: Seat;
  /** Whose attempt it is: the victim first, then whoever just lost the card. */
  readonly next: Seat;
}

/** Who and what a Red Tape job resolves for (see `red-tape.ts`). */
export interface Ctx {
  /** The resolving player: who drew the card, landed on the space, plays or owns the card. */
  readonly self: Seat;
  readonly victim: Seat | null;
  /** The card being resolved (for `whileLaw`), or null for a space. */
  readonly card: string | null;
  /** The space being resolved (for `whileOnSpace`), or null. */
  readonly space: number | null;
  /** The square named in the triggering declaration (Injunction). */
  readonly square: number | null;
  /** The item whose market value triggered the effect. */
  readonly item: Item | null;
}

export interface Job {
  readonly op: Op;
  readonly ctx: Ctx;
  /** The selected player once the selector is resolved (one job per selected player). */
  readonly who: Seat | null;
  /** Units still to place, remove, degrade, give up, release or draw. */
  readonly left?: number;
  /** Markers this job placed per square (to spread them evenly). */
  readonly placed?: readonly number[];
  /** The player said yes to a `may`. */
  readonly accepted?: boolean;
  /** The product named for `chosenProduct`. */
  readonly product?: Product;
}

export type Choice =
  | { readonly kind: 'may'; readonly seat: Seat }
  | { readonly kind: 'option'; readonly seat: Seat; readonly count: number }
  | { readonly kind: 'target'; readonly seat: Seat; readonly seats: readonly Seat[] }
  | { readonly kind: 'square'; readonly seat: Seat; readonly squares: readonly number[]; readonly optional: boolean }
  | { readonly kind: 'product'; readonly seat: Seat }
  | { readonly kind: 'official'; readonly seat: Seat; readonly cards: readonly string[] }
  | { readonly kind: 'sell'; readonly seat: Seat; readonly price: number; readonly items: readonly Item[] };

/** The bank's flows since setup: paid in by players (taxes, fines, wages, purchases, bids, bribes, loans repaid, Chapter 11), paid out to them. */
export interface Bank {
  readonly paidIn: number;
  readonly paidOut: number;
}
