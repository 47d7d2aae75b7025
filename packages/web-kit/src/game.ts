import type { ActionOf, AnyGame, GameEvent, GameStateOf, StateOf, TermsOf, Tutorial, ViewOf } from '@cutthroat/engine';
import type { Glossary, Guide } from '@cutthroat/module';
import type { ComponentType, ReactNode } from 'react';

/**
 * What a game's table, prompts and panels receive from the shell, typed by the game `Gm`. The
 * shell holds every game erased (`Gm` = `AnyGame`, the default) and passes a match's view and
 * legal actions, as the server sent them for that match's game, to that game's table only.
 */
export interface TableProps<Gm extends AnyGame = AnyGame> {
  readonly view: ViewOf<Gm>;
  /** The legal actions the server listed for us; empty for a spectator or a replay. */
  readonly legal: readonly ActionOf<Gm>[];
  readonly act: (action: ActionOf<Gm>) => void;
  /** An action of ours is in flight: hold further input. */
  readonly busy: boolean;
  readonly names: readonly string[];
  readonly me: number | null;
  /** Our last refused action, if the shell shows one (a game sending a chain of moves stops on it). */
  readonly refusal?: { readonly code: string; readonly message: string; readonly action: ActionOf<Gm> } | null;
  /** Each seat's last move, for the table to highlight what it changed (none in a replay's first step). */
  readonly lastMoves?: readonly LastMove[];
}

/** A seat's last move: its seq, its public events, and those in words. */
export interface LastMove {
  readonly seat: number;
  readonly seq: number;
  readonly events: readonly GameEvent[];
  readonly text: string;
}

export interface RevealProps<Gm extends AnyGame = AnyGame> {
  /** The full match state (replays only, after the match is over). */
  readonly state: StateOf<Gm>;
  readonly names: readonly string[];
}

/**
 * One field of a trade's terms `T`, for the shell's trade panel: `format` reads that field's own
 * type. With `picture`, each value the field may take is also a button showing it (a card of the
 * hand, a card kind to ask for), picked by clicking; the select stays as its keyboard path. None
 * for a game without trades (`T` without keys).
 */
export type TradeField<T = TermsOf<AnyGame>> = {
  readonly [K in keyof T & string]: {
    readonly key: K;
    readonly label: string;
    format(value: T[K]): string;
    picture?(value: T[K]): ReactNode;
  };
}[keyof T & string];

/**
 * What a game's trade form receives: it writes any offer the rules allow (several items a side,
 * any amount), says before sending whether the other side can accept, and sends the terms.
 */
export interface TradeFormProps<Gm extends AnyGame = AnyGame> {
  readonly view: ViewOf<Gm>;
  readonly names: readonly string[];
  readonly me: number;
  /** The seats an offer may go to now (one: a counter-offer goes back to the offer's maker). */
  readonly partners: readonly number[];
  /**
   * For a counter-offer, the terms received, as their maker offered them: the form starts from
   * them seen from our side (what he gives, we get), for us to edit. Null for a new offer.
   */
  readonly received: TermsOf<Gm> | null;
  /** The send button's verb: `Propose`, `Counter`. */
  readonly verb: string;
  readonly busy: boolean;
  send(to: number, terms: TermsOf<Gm>): void;
}

/**
 * A one-click match of the lobby: how many players (you and bots) and which options. Its length
 * in minutes is worked out by the lobby from `simActions` (see `presetMinutes` in the web app).
 */
export interface MatchPreset {
  readonly name: 'Quick' | 'Standard' | 'Full';
  /** What it is, in one sentence (the options it sets, in the rulebook's words). */
  readonly says: string;
  readonly players: number;
  /** The game's options as sent to the server (it checks them against the game's schema). */
  readonly options: Readonly<Record<string, unknown>>;
  /**
   * The simulator's mean number of actions in one game of these players and options, every seat
   * counted, by the game's default lobby bot (`cutthroat sim`: the command is beside each figure).
   */
  readonly simActions: number;
}

/**
 * What a game writes for the browser client, against its own game `Gm`: its table and its words.
 * The shell (seats, log, chat, prompts, trades, end screen, replays) is shared. What the game's
 * module already says (id, title, rules, refusals, guide, glossary, money over time) is not
 * repeated here: `defineGameUi` takes it from the module.
 */
export interface GameUiParts<Gm extends AnyGame> {
  readonly Table: ComponentType<TableProps<Gm>>;
  /** Answers to an open reaction window (shown when we are among its responders). */
  readonly Prompt: ComponentType<TableProps<Gm>>;
  readonly Reveal: ComponentType<RevealProps<Gm>>;
  /** The replay's checkbox that shows `Reveal`: what it reveals, in words. */
  readonly revealLabel: string;
  /**
   * The answer to send without asking, if this open window should not be shown to us (a GoCaine
   * window where no chip can hit anything, with `autoPass` on): null to ask. Optional.
   */
  autoAnswer?(table: TableProps<Gm>, settings: { readonly autoPass: boolean }): ActionOf<Gm> | null;
  /** A heading for the reaction prompt, by window kind. */
  windowTitle(kind: string): string;
  /** Why the game ended, in one sentence, from its final view (the end screen says it). Optional. */
  endText?(view: ViewOf<Gm>, names: readonly string[]): string | null;
  /** Whose turn and what phase, in words. */
  statusText(view: ViewOf<Gm>, names: readonly string[], me: number | null): string;
  eventText(event: GameEvent, names: readonly string[]): string | null;
  /**
   * The heading of the log's first turn ("Turn 1: Ada."), for a game whose setup starts that turn
   * without an event (its setup's events are never logged, and a match set up from a position
   * starts mid-turn); told from any later view. A `TurnStart` heads its round too, so a turn
   * after it in the same round heads none. Optional.
   */
  openingText?(view: ViewOf<Gm>, names: readonly string[]): string | TurnStart | null;
  /**
   * The event that starts a turn, as the log's heading for it ("Bea's turn"), with the round it is
   * in ("Round 2"; the log heads a round where it changes, null for none); null for any other
   * event. Optional: without it a turn starts at `turn-started`, its sentence the heading.
   */
  turnStart?(event: GameEvent, names: readonly string[]): TurnStart | null;
  /**
   * Seats that passed one after another in a window of `kind`, with what they declined ("Bea
   * passes on the bribe war for the Comptroller."); `before` holds the log's last events (up to 50)
   * before the first pass, oldest first, where what was asked may be told. Optional: null or absent, the
   * shell's "Bea passes.".
   */
  passText?(
    kind: string,
    seats: readonly number[],
    before: readonly GameEvent[],
    names: readonly string[],
  ): string | null;
  /**
   * A finished turn in one line, what its player did and why his money changed ("Bea's turn: sold
   * 1 paper for $8M, paid $3M payroll; account $25M → $30M"); `events` are the turn's, its
   * starting event (`turnStart`) first, `next` the event that started the next one. Optional.
   */
  turnSummary?(events: readonly GameEvent[], next: GameEvent, names: readonly string[]): string | null;
  /**
   * What a public event cost `seat` (a seizure, a capture, a fine, a tax, a lost bid or bribe, an
   * interception of its deal), in one sentence saying what happened, who did it and what it
   * cost; null if it cost that seat nothing. `before` holds the log's events before it, oldest
   * first, where who did it may be told (the interception before a deal is destroyed). The shell
   * shows it in the decision area until dismissed. Optional: without it, no news.
   */
  lossText?(event: GameEvent, before: readonly GameEvent[], names: readonly string[], seat: number): string | null;
  actionText(action: ActionOf<Gm>, names: readonly string[]): string;
  termsText(terms: TermsOf<Gm>, names: readonly string[]): string;
  readonly tradeFields: readonly TradeField<TermsOf<Gm>>[];
  /**
   * A form that writes any offer the rules allow, in place of picking among the listed offers
   * (`tradeFields`), which list only the simplest; optional.
   */
  readonly TradeForm?: ComponentType<TradeFormProps<Gm>>;
  /** A line under the trade panel (offers left...). */
  tradeNote(view: ViewOf<Gm>): string | null;
  /** A standing's score in words; the view (null before one arrives) says how the match scores. */
  scoreText(score: number, view: ViewOf<Gm> | null): string;
  /** Scripted lessons from the rulebook's examples, played in the browser (`/learn/<id>`); none if absent. */
  readonly tutorials?: readonly Tutorial[];
  /** Public facts per seat for the seat list: money, cards held... */
  seatFacts(view: ViewOf<Gm>, seat: number): readonly string[];
  /** Draws a guide section's picture (`GuideSection.picture`) from the game's own components. */
  readonly GuidePicture?: ComponentType<{ readonly picture: string }>;
  /** The lobby's one-click matches, Quick, Standard and Full, in that order; none if absent. */
  readonly presets?: readonly MatchPreset[];
}

/** A turn's heading in the log, and the round it is in. */
export interface TurnStart {
  readonly heading: string;
  readonly round: string | null;
}

/**
 * A game's part of the browser client: what it wrote (`GameUiParts`) with what its module says.
 * Made only by `defineGameUi`, so the two cannot disagree. The shell holds `GameUi` (every game
 * erased to `AnyGame`, as the catalogue's `register` does for modules).
 */
export interface GameUi<Gm extends AnyGame = AnyGame> extends GameUiParts<Gm> {
  /** The module's id. */
  readonly id: string;
  readonly title: string;
  /** The rules, used only to replay and verify a finished match. */
  readonly rules: Gm;
  /** The rules' refusal codes in words (the module's `refusals`). */
  readonly refusals: Readonly<Record<string, string>>;
  /** How to play (the module's `guide`), for the how-to-play page and the table's goal line. */
  readonly guide?: Guide;
  /** The game's terms (the module's `glossary`), explained by `Term` wherever a table uses one. */
  readonly glossary?: Glossary;
  /** What the end screen's money-over-time chart reads off each state replayed from the record. */
  readonly progress: Progress<GameStateOf<Gm>>;
}

/** Money over time, as the game's module counts both (`sim.money`, `sim.turns`). */
export interface Progress<G = GameStateOf<AnyGame>> {
  /** Each seat's money in a full state. */
  money(G: G): readonly number[];
  /** The turn or round the state is in. */
  at(G: G): number;
  /** What `at` counts, singular: `turn`, `round`. */
  readonly unit: string;
}
