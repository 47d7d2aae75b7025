import type { AnyGame, GameEvent, MatchState, MatchView, Tutorial } from '@cutthroat/engine';
import type { Glossary, Guide } from '@cutthroat/module';
import type { ComponentType } from 'react';

/** What a game's table, prompts and panels receive from the shell. */
export interface TableProps {
  readonly view: MatchView<unknown, unknown>;
  /** The legal actions the server listed for us; empty for a spectator or a replay. */
  readonly legal: readonly unknown[];
  readonly act: (action: unknown) => void;
  /** An action of ours is in flight: hold further input. */
  readonly busy: boolean;
  readonly names: readonly string[];
  readonly me: number | null;
  /** Our last refused action, if the shell shows one (a game sending a chain of moves stops on it). */
  readonly refusal?: { readonly code: string; readonly message: string; readonly action: unknown } | null;
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

export interface RevealProps {
  /** The full match state (replays only, after the match is over). */
  readonly state: MatchState<unknown, unknown>;
  readonly names: readonly string[];
}

/** One field of a trade's terms, for the shell's trade panel. */
export interface TradeField {
  readonly key: string;
  readonly label: string;
  format(value: unknown): string;
}

/**
 * A game's part of the browser client. The shell (seats, log, chat, prompts, trades, end screen,
 * replays) is shared; each game supplies its table and its words.
 */
export interface GameUi {
  readonly id: string;
  readonly title: string;
  /** The rules, used only to replay and verify a finished match. */
  readonly rules: AnyGame;
  readonly Table: ComponentType<TableProps>;
  /** Answers to an open reaction window (shown when we are among its responders). */
  readonly Prompt: ComponentType<TableProps>;
  readonly Reveal: ComponentType<RevealProps>;
  /** The replay's checkbox that shows `Reveal`: what it reveals, in words. */
  readonly revealLabel: string;
  /** The rules' refusal codes in words (the game module's `refusals`). */
  readonly refusals: Readonly<Record<string, string>>;
  /**
   * The answer to send without asking, if this open window should not be shown to us (a GoCaine
   * window where no chip can hit anything, with `autoPass` on): null to ask. Optional.
   */
  autoAnswer?(table: TableProps, settings: { readonly autoPass: boolean }): unknown;
  /** A heading for the reaction prompt, by window kind. */
  windowTitle(kind: string): string;
  /** Whose turn and what phase, in words. */
  statusText(view: MatchView<unknown, unknown>, names: readonly string[], me: number | null): string;
  eventText(event: GameEvent, names: readonly string[]): string | null;
  actionText(action: unknown, names: readonly string[]): string;
  termsText(terms: unknown, names: readonly string[]): string;
  readonly tradeFields: readonly TradeField[];
  /** A line under the trade panel (offers left...). */
  tradeNote(view: MatchView<unknown, unknown>): string | null;
  /** A standing's score in words; the view (null before one arrives) says how the match scores. */
  scoreText(score: number, view: MatchView<unknown, unknown> | null): string;
  /** Scripted lessons from the rulebook's examples, played in the browser (`/learn/<id>`); none if absent. */
  readonly tutorials?: readonly Tutorial[];
  /** Public facts per seat for the seat list: money, cards held... */
  seatFacts(view: MatchView<unknown, unknown>, seat: number): readonly string[];
  /** How to play (the game module's `guide`), for the how-to-play page and the table's goal line. */
  readonly guide?: Guide;
  /** The game's terms (the module's `glossary`), explained by `Term` wherever a table uses one. */
  readonly glossary?: Glossary;
  /** Draws a guide section's picture (`GuideSection.picture`) from the game's own components. */
  readonly GuidePicture?: ComponentType<{ readonly picture: string }>;
  /** What the end screen's money-over-time chart reads off each state replayed from the record. */
  readonly progress?: Progress;
}

/** Money over time, as the game's module counts both (`sim.money`, `sim.turns`). */
export interface Progress {
  /** Each seat's money in a full state. */
  money(G: unknown): readonly number[];
  /** The turn or round the state is in. */
  at(G: unknown): number;
  /** What `at` counts, singular: `turn`, `round`. */
  readonly unit: string;
}
