import type { Actor, AnyGame, GameEvent, ActionOf, Rng, Seat, StateOf, ViewOf } from '@cutthroat/engine';

/**
 * What a game gives the contract kit: the hooks only it can write (what it counts, what it hides,
 * what junk looks like, its refusal table) and how many seeded games to play. Every entry of the
 * catalogue has one, so a new game is held to every contract its elders are.
 */
export interface GameContract<Gm extends AnyGame> {
  /** Seeded random games: `many` with cheap checks at every action, `deep` with all of them. */
  readonly seeded: {
    readonly many: SeededRun;
    readonly deep: SeededRun;
  };
  /**
   * Problems with what the game counts (cards, money, goods...) after one accepted action, which
   * took `before` to `after` with `events`; empty when all is accounted for. Called at every action
   * of every seeded game, so it should be plain sums.
   */
  conserved(after: StateOf<Gm>, before: StateOf<Gm>, events: readonly GameEvent[]): readonly string[];
  /** What no seat may learn from `view`, the view of `seat` (`null`: a spectator): the problems found. */
  viewSecrets(state: StateOf<Gm>, seat: Seat | null, view: ViewOf<Gm>): readonly string[];
  /** Events are public: the problems if `events`, which led to `state`, name any seat's secret. */
  eventSecrets(state: StateOf<Gm>, events: readonly GameEvent[]): readonly string[];
  /** Events the terminal leaves untold on purpose (bookkeeping); any other must have a sentence. */
  silent(event: GameEvent): boolean;
  /** Something shaped like one of the game's actions, drawn at random: mostly wrong in some way. */
  junk(rng: Rng, state: StateOf<Gm>): unknown;
  /**
   * The move a random player makes, when picking a listed action of an actor at random is not
   * enough (free actions of seats that are not actors, a rare action to keep rare); `null` skips.
   */
  move?(state: StateOf<Gm>, rng: Rng): { readonly seat: Seat; readonly action: ActionOf<Gm> } | null;
  /** Problems with how a seeded game ended (a reason the rules do not know, say). */
  ended?(state: StateOf<Gm>): readonly string[];
  readonly refusals: RefusalTable<Gm>;
  /** A short game (few rounds) for the bots' checks: whole games with the strongest bots at small budgets. */
  readonly botGame: { readonly players: number; readonly options?: unknown };
}

/** One batch of seeded random games, played in tests of `perTest` games each (each well under a minute). */
export interface SeededRun {
  readonly games: number;
  readonly perTest: number;
  /** The table of the `i`th game: how many players and which options. */
  table(i: number): { readonly players: number; readonly options?: unknown };
  /** One action in this many gets the probes (listed actions, junk, views): 1 for every action. */
  readonly probeEvery: number;
  /** One game in this many is replayed from its log: 1 for every game. */
  readonly replayEvery: number;
}

/**
 * Every refusal the game can give, one row at least for each of its codes and the engine's:
 * `codes` are the game's own (its error object's values), `unreachable` the codes no play can meet,
 * with why.
 */
export interface RefusalTable<Gm extends AnyGame> {
  /** The table a row without `players` or `setup` is played at. */
  readonly players: number;
  readonly setup?: unknown;
  readonly codes: readonly string[];
  /** The game's rows; the kit adds the engine's that every game meets alike (`engineRows`). */
  readonly rows: readonly RefusalRow<Gm>[];
  readonly unreachable: Readonly<Record<string, string>>;
  /**
   * Actions that clear the way before each step of a row (before `act` too, unless `inWindow`),
   * e.g. every answer a window waits for: taken, and asked again, until there are none.
   */
  settle?(state: StateOf<Gm>): readonly (readonly [Actor, unknown])[];
}

export interface RefusalRow<Gm extends AnyGame> {
  readonly code: string;
  readonly message: string;
  readonly players?: number;
  readonly options?: unknown;
  /** The match's fixture (`setup`); the table's default when absent. */
  readonly setup?: unknown;
  /** A position the rules reach but no fixture sets up, made by the game's test helpers. */
  readonly from?: () => StateOf<Gm>;
  /** Accepted actions that lead up to the refused one. */
  readonly before?: readonly (readonly [Actor, unknown])[];
  /** The refused action; none for a refused setup. */
  readonly act?: readonly [Actor, unknown];
  /** The refused action answers the window the last step opened (`settle` is not called before it). */
  readonly inWindow?: true;
}
