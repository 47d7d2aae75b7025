import type { Bot, Budget, SearchHooks } from '@cutthroat/bots';
import type { ActionOf, AnyGame, GameEvent, GameStateOf, GameViewOf, Seat, StateOf, TermsOf } from '@cutthroat/engine';
import type { z } from 'zod';
import type { Glossary, Guide } from './guide.js';
import type { Claim, SeatGrouping, SimExtras } from './lab.js';
import type { Ladder } from './ladder.js';

/** What a bot is made with beyond its kind. */
export interface BotSettings {
  readonly params?: Readonly<Record<string, unknown>>;
  readonly budget?: Budget;
}

/** One kind of bot a game offers, by the name the lobby, the CLI and the server know it by. */
/**
 * How hard a bot plays, in the lobby's words: `easy` (random or weakened), `normal` (rules of
 * thumb), `strong` (search).
 */
export type BotLevel = 'easy' | 'normal' | 'strong';

export interface BotKind<Gm extends AnyGame> {
  readonly name: string;
  readonly level: BotLevel;
  /** One line on how it plays, for the lobby and `cutthroat play --help`. */
  readonly blurb: string;
  /**
   * The bot's tunable parameters as a runtime schema (each optional, with its default in the
   * bot), for `cutthroat report --sweep bot.NAME=...`; absent for a bot with none.
   */
  readonly params?: z.ZodType<Readonly<Record<string, unknown>>>;
  /**
   * A bot for one seat. `params` have passed `params` (the schema), or are absent; a searching bot
   * takes `budget` in place of its default (live play gives one in milliseconds), others ignore it.
   */
  make(settings?: BotSettings): Bot<Gm>;
}

/**
 * How the terminal speaks about one game: its table, its actions and its events in words. Typed by
 * the game's own view, actions (engine actions included) and trade terms: a game writes it as
 * `TerminalTextOf<MyGame>`, and the module's `text` field holds it to the same types.
 */
export interface TerminalText<View, Action, Terms = never> {
  /** The table as the seat sees it, from its view. */
  table(view: View, names: readonly string[]): string;
  action(action: Action, names: readonly string[]): string;
  /** A trade offer's terms, e.g. `give Nuclear for India`. */
  terms(terms: Terms): string;
  /**
   * A trade offer's two sides in words, what its maker gives and what he asks for (`Nuclear`,
   * `India`), so a trade can be picked side by side; absent in a game without trades.
   */
  tradeSides?(terms: Terms): { readonly give: string; readonly get: string };
  /** `null` for engine bookkeeping that a player need not read. */
  event(event: GameEvent, names: readonly string[]): string | null;
  /** The question a reaction window of this kind puts to the seat. */
  window(kind: string): string;
  /**
   * The first turn's heading when the setup starts it without an event (the terminal prints it
   * before the first move); absent where an event tells it.
   */
  opening?(view: View, names: readonly string[]): string | null;
  /**
   * Actions too many to number one by one (a cell on any of 100 intersections) share an entry with
   * this label, and are chosen from a second list; `null` for an action numbered on its own.
   */
  group?(action: Action): string | null;
}

/** The terminal text of game `Gm`: its view, its actions with the engine's, its trade terms. */
export type TerminalTextOf<Gm extends AnyGame> = TerminalText<GameViewOf<Gm>, ActionOf<Gm>, TermsOf<Gm>>;

/**
 * Something a simulation times in every game: the first state at which `reached` returns a number
 * (a round, a turn) gives that game's value; games where it never does are counted apart.
 */
export interface Milestone<G> {
  readonly id: string;
  /** What is measured, in words, e.g. `round in which a player first holds $1,000M`. */
  readonly label: string;
  reached(G: G): number | null;
}

/** What the simulator and the scenario runner read off a game's state. */
export interface SimHooks<Gm extends AnyGame> {
  /** Each seat's money, in the game's smallest unit. */
  money(G: GameStateOf<Gm>): readonly number[];
  formatMoney(amount: number): string;
  /** The whole match state, readable: for scenarios and debugging, never sent to a seat. */
  fullState(state: StateOf<Gm>): unknown;
  /** Turns played so far (in `lengthUnit`). */
  turns(G: GameStateOf<Gm>): number;
  /** What `turns` counts, plural: `turns` unless the game says otherwise. */
  readonly lengthUnit?: string;
  /** How a finished game ended (`knock`, `round limit`...), counted by `sim`; none to count. */
  ending?(G: GameStateOf<Gm>): string;
  /** Milestones `sim` reports the distribution of. */
  readonly milestones?: readonly Milestone<GameStateOf<Gm>>[];
  /** The game's own figures per game, for `cutthroat report` (src/lab.ts). */
  readonly extras?: SimExtras<StateOf<Gm>>;
  /** Ways to group seats whose win rates `cutthroat report` gives (turn order, division). */
  readonly seatGroups?: readonly SeatGrouping<GameStateOf<Gm>>[];
  /** The rulebook's checkable claims, tested by `cutthroat report --claims`. */
  readonly claims?: readonly Claim[];
  /**
   * Values the rules derive from a position, for `cutthroat run`'s `print: ["derived"]` (Dog Eat
   * Dog: pollution's reach and placements, production options, the spaces each roll meets), as
   * `seat` would be told them; none to print.
   */
  derived?(G: GameStateOf<Gm>, seat: Seat): Readonly<Record<string, unknown>>;
  /**
   * A declaration the game accepted and later reports as failed (a card stopped it), read from one
   * event: the seat, the action type that declared it, a code and a sentence; null for any other
   * event. `cutthroat run` prints that step as failed, never as applied.
   */
  declarationFailed?(event: GameEvent): DeclarationFailure | null;
}

export interface DeclarationFailure {
  readonly seat: Seat;
  /** The type of the action that made the declaration (`extract`, `acquire`...). */
  readonly action: string;
  readonly code: string;
  readonly message: string;
}

/**
 * Everything the apps know of one game. A game's folder exports one (`src/module.ts`); the
 * catalogue lists them; the server, the CLI and the lobby read games only through it.
 */
export interface GameModule<Gm extends AnyGame, Id extends string = string> {
  /** The game's id in URLs, records and the lobby: `game.name`, as a literal type. */
  readonly id: Id;
  /** The rules: `game.minPlayers`..`maxPlayers` is the seat range. */
  readonly game: Gm;
  readonly title: string;
  /** One line that says what the game is, for the lobby. */
  readonly pitch: string;
  /**
   * In the order the lobby offers them. The first not of level `strong` stands in for a seat whose
   * player left or ran out of time (`defaultBot`): it must answer at once on the event loop.
   */
  readonly bots: readonly [BotKind<Gm>, ...BotKind<Gm>[]];
  /** The game's refusal codes in words, as a sentence a player reads. */
  readonly refusals: Readonly<Record<string, string>>;
  readonly text: TerminalTextOf<Gm>;
  readonly sim: SimHooks<Gm>;
  /**
   * What information-set search needs of the game (`determinize`, and `evaluate` for cut-off
   * playouts); a game without it has no `strong` bot.
   */
  readonly search?: SearchHooks<Gm>;
  /** How to play, in the game's own words, for the lobby's page and the table's goal line. */
  readonly guide?: Guide;
  /** The game's terms, explained where the table shows them. */
  readonly glossary?: Glossary;
  /** Its bots rated on one scale (`data/ladder.json`; docs/bots.md "Ladder"). */
  readonly ladder?: Ladder;
  /**
   * What `cutthroat train` records of a seat's position to fit a win-probability model (the
   * `strong` bot's learned evaluation, `data/evaluation.json`); read only from what the seat sees.
   */
  readonly valueFeatures?: ValueFeatures<Gm>;
}

/** Named numbers about one seat's position, the inputs of a learned evaluation. */
export interface ValueFeatures<Gm extends AnyGame> {
  readonly names: readonly string[];
  of(state: StateOf<Gm>, seat: Seat): number[];
}
