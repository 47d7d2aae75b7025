import type { GameEvent, Seat } from '@cutthroat/engine';

/**
 * What `cutthroat report` reads off each simulated game beyond money and length: the game's own
 * figures (deals laid, seizures...), how seats are grouped (position in turn order, division), and
 * the rulebook's claims tested against the aggregated figures.
 */

/**
 * One figure a game measures in every game. `count`: a number per game (deals laid); `round`: the
 * round (or turn) in which something first happened, `null` in a game where it never did; `ratio`:
 * a quotient per game, `null` where it is undefined (seizures per chip with no chip played);
 * `by-round`: a value read at the end of every round (chips held), drawn as bands over rounds.
 */
export interface ExtraFigure {
  readonly id: string;
  /** In words, e.g. `deals intercepted`. */
  readonly label: string;
  readonly kind: 'count' | 'round' | 'ratio' | 'by-round';
}

/** A game's figures for one game, in `SimExtras.figures` order. */
export interface ExtrasTally<S> {
  /** Every accepted action, in order: the state before, the events it caused, the state after. */
  step(before: S, events: readonly GameEvent[], after: S): void;
  /**
   * The figures now: read at the end of every round (for `by-round` figures) and at the end of the
   * game (for the others). `null`: did not happen, or undefined.
   */
  read(state: S): readonly (number | null)[];
}

export interface SimExtras<S> {
  readonly figures: readonly ExtraFigure[];
  /** A fresh tally for one game, from its first state. */
  tally(start: S): ExtrasTally<S>;
}

/**
 * A way to group seats: each seat's group in words (`1st`, `2nd`... in turn order; a division).
 * Win rates are reported per group. Read from the game's first state, or, where a group is chosen
 * in play (a division), from the first state in which no seat's group is `null` (not yet known).
 */
export interface SeatGrouping<G> {
  readonly id: string;
  /** e.g. `position in turn order`. */
  readonly label: string;
  of(G: G): readonly (string | null)[];
}

/** An estimate with its 95% interval. */
export interface Estimate {
  readonly value: number;
  readonly low: number;
  readonly high: number;
}

/** A proportion (`successes` of `n`) with its 95% Wilson interval. */
export interface Proportion extends Estimate {
  readonly successes: number;
  readonly n: number;
}

/** The values one figure took over the games where it was defined. */
export interface Distribution {
  /** Games where it was defined (for a `round` figure: games where it happened). */
  readonly n: number;
  /** Games where it was `null`. */
  readonly missing: number;
  /** The mean with its 95% interval (normal approximation); null when n is 0. */
  readonly mean: Estimate | null;
  /** Quantiles by linear interpolation (Hyndman and Fan type 7); null when n is 0. */
  readonly min: number | null;
  readonly p10: number | null;
  readonly p25: number | null;
  readonly median: number | null;
  readonly p75: number | null;
  readonly p90: number | null;
  readonly max: number | null;
}

/** What a claim's test reads: the aggregated figures of the games played for it. */
export interface ClaimFigures {
  readonly games: number;
  readonly players: number;
  /** Win rate per seat (rank 1, alone or tied). */
  readonly seats: readonly Proportion[];
  /** Win rate per seat of each bot kind. */
  readonly bots: Readonly<Record<string, Proportion>>;
  /** Per grouping id, the win rate per group. */
  readonly groups: Readonly<Record<string, Readonly<Record<string, Proportion>>>>;
  /** Game length in the game's unit (turns, rounds). */
  readonly length: Distribution;
  /** Per milestone id and per `count`/`round`/`ratio` figure id. */
  readonly figures: Readonly<Record<string, Distribution>>;
  /** Games in which `figure` (a milestone or `round` figure) took a value from `from` to `to`. */
  within(figure: string, from: number, to: number): Proportion;
}

export type Verdict = 'agree' | 'disagree' | 'inconclusive';

export interface ClaimResult {
  readonly verdict: Verdict;
  /** The figure tested, in words, e.g. `games whose first $1,000M came in rounds 30 to 40`. */
  readonly figure: string;
  readonly estimate: Estimate;
  /** Why, from the data: most of all where the claim fails. */
  readonly why: string;
}

/** One checkable claim of a rulebook, and how the simulator tests it. */
export interface Claim {
  readonly id: string;
  /** The rulebook's section the claim is in, by its own name, e.g. `C. Objectives`. */
  readonly section: string;
  /** The claim in the rulebook's words (quoted where it can be). */
  readonly claim: string;
  readonly players: number;
  /** One bot kind per seat, or one for every seat. */
  readonly bots: readonly string[];
  readonly options?: unknown;
  /** Games it is tested with unless the command says otherwise. */
  readonly games: number;
  test(figures: ClaimFigures): ClaimResult;
}

/** The seats' positions in turn order, from the first player, as words: `1st`, `2nd`... */
export function turnPositions(players: number, first: Seat): string[] {
  const words = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th'];
  return Array.from({ length: players }, (_, seat) => words[(seat - first + players) % players]!);
}
