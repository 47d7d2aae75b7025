/**
 * Durable storage behind one small interface, with two implementations: SQLite (embedded default,
 * `better-sqlite3`, WAL, synchronous FULL) and PostgreSQL (`pg`, when DATABASE_URL is set). One
 * shared test suite runs against both.
 *
 * The match log is the source of truth: a match is `replay(record, log)`. `append` is the one
 * write on the hot path; it is conditional on (match, seq) so that several server processes can
 * share a match with optimistic concurrency: whoever appends seq N first wins, the other gets
 * `false`, reloads the log and tries again. Appends asked for in the same turn of the event loop
 * are committed together (group commit, `appendBatch`), and each settles only after that commit.
 */
import type { LobbyError, MatchStatus, MatchSummary, PlayerMatchSummary, SeatKind } from '@cutthroat/protocol';
import type { AppendResults } from './group-commit.js';

export type { AppendResults } from './group-commit.js';
// The lobby's answers carry these as they are stored.
export type { MatchStatus, MatchSummary, PlayerMatchSummary, SeatKind } from '@cutthroat/protocol';

export interface SeatRecord {
  readonly seat: number;
  readonly kind: SeatKind;
  /** Bot kind, for `bot` seats. */
  readonly bot: string | null;
  /** The player sitting there, for `human` seats. */
  readonly playerId: string | null;
  readonly name: string | null;
  /** SHA-256 (hex) of the seat token; the token itself is never stored. */
  readonly tokenHash: string | null;
  /**
   * The public seed its player gave on taking it, fixed once the match starts ("" for none);
   * null (or left out when written) on every seat of a match from before seat seeds.
   */
  readonly seed?: string | null;
  /**
   * For a seat a bot took over (a forfeit, a leave, a hand-over): the player who held it, who still
   * sees the match as the seat does (its seat token and their player token show it), and may not act.
   */
  readonly handedFrom?: string | null;
}

/**
 * What a claim of a seat gave: the seat (true), or why not, as the lobby's code says it: the seat
 * is not open (someone was faster, a bot's, no such seat or match), or the player holds another
 * seat of a match that is not for hot-seat play.
 */
export type SeatClaim = true | (typeof LobbyError)['SeatTaken'] | (typeof LobbyError)['AlreadySeated'];

export interface MatchRecordRow {
  readonly id: string;
  readonly game: string;
  readonly players: number;
  /** JSON: the game options as given (defaults are filled by the game at setup). */
  readonly options: unknown;
  /** The secret the seed comes from. Never sent to a client before the match ends. */
  readonly secret: string;
  /** SHA-256 (hex) of the secret, published at creation. */
  readonly commitment: string;
  /** JSON: clock settings. */
  readonly clock: unknown;
  readonly status: MatchStatus;
  readonly createdBy: string | null;
  /** Milliseconds since the epoch (an input, as everywhere: the store never reads a clock). */
  readonly createdAt: number;
  /**
   * When every seat was taken and the match began (ms since the epoch); null while it waits. The
   * first turn's clock runs from here, so every process that loads the match agrees on it.
   */
  readonly startedAt: number | null;
  /** JSON: a scenario setup fixing the shuffle; only test servers accept one. */
  readonly fixture: unknown;
  /**
   * In the lists of open and live matches; unlisted, a match is found only through its link (its
   * id: 96 random bits), by invitation.
   */
  readonly listed: boolean;
  /** One person may take several seats (hot-seat play on one device); else one seat per person. */
  readonly hotSeat?: boolean;
  /** How long (ms) a bot waits before it acts while people play (`NewMatch.botPaceMs`); 0 or left out: at once. */
  readonly botPaceMs?: number;
  /**
   * The client address it was created from, as the limits key it: the lobby counts an address's
   * listed matches by it, and the bot pool serves addresses in turn (`apps/server/src/live/bots.ts`).
   * Left out when unknown (a match made before it was written, or not over the lobby).
   */
  readonly createdFrom?: string | null;
  readonly seats: readonly SeatRecord[];
}

export interface LogRow {
  readonly matchId: string;
  /** 0 for the first action. */
  readonly seq: number;
  /** A seat number, or -1 for the system (deadlines). */
  readonly actor: number;
  /** JSON: the action as accepted. */
  readonly action: unknown;
  readonly at: number;
  /**
   * The seats the match waits for once this action is taken (none at its end): what a player's
   * list says of whose move it is. Written with the row, not read back with the log.
   */
  readonly toAct?: readonly number[];
}

export interface Deadline {
  readonly matchId: string;
  /** The match seq the deadline belongs to: it fires only if the match is still at that seq. */
  readonly seq: number;
  readonly dueAt: number;
  /** JSON: what to do when it fires (window expiry, turn policy...). */
  readonly what: unknown;
}

/**
 * What an append does to its match's deadline: set the next one, or clear it. It is written in the
 * append's own transaction, and only if the append lands: an action and the deadline it leads to
 * are committed together or not at all.
 */
export type DeadlineChange = { readonly set: Deadline } | { readonly clear: true };

/** A line of a match's chat, as said: by a seat, or by a spectator (seat null). */
export interface ChatRow {
  readonly id: string;
  readonly matchId: string;
  readonly seat: number | null;
  readonly name: string;
  readonly text: string;
  readonly at: number;
}

/** A seat that changed hands while its match was played, after the move `seq`. */
export interface SeatChangeRow {
  readonly matchId: string;
  readonly seq: number;
  /** Who held the seat and who holds it now, as the server told it (the store keeps it as JSON). */
  readonly change: unknown;
}

export interface Player {
  readonly id: string;
  readonly name: string;
  /** SHA-256 (hex) of the player token. */
  readonly tokenHash: string;
  readonly createdAt: number;
}

export interface Store {
  /** Create or upgrade the schema (idempotent; versioned migrations). */
  migrate(): Promise<void>;
  /** Answer one trivial query, or fail: whether the database can be reached now (`/readyz`). */
  ping(): Promise<void>;
  close(): Promise<void>;

  createPlayer(player: Player): Promise<void>;
  playerByTokenHash(tokenHash: string): Promise<Player | null>;
  /**
   * The player's name from now on, for the seats they take next; the seats they hold keep the
   * name they were taken under. False if there is no such player.
   */
  renamePlayer(playerId: string, name: string): Promise<boolean>;
  /**
   * The player's token becomes `newHash`, and the seat tokens handed out to them before stop
   * speaking for their seats (the new player token does), in one transaction; only if their token
   * is still `oldHash`, else null and nothing changes. The ids of the matches not over where they
   * hold a seat, whose sockets authenticated before may belong to whoever had the old tokens.
   */
  replacePlayerToken(playerId: string, oldHash: string, newHash: string): Promise<string[] | null>;

  createMatch(match: MatchRecordRow): Promise<void>;
  getMatch(id: string): Promise<MatchRecordRow | null>;
  /** Listed matches with an open seat, created at `createdSince` (ms since the epoch) or later, newest first. */
  listOpenMatches(limit: number, createdSince?: number): Promise<MatchSummary[]>;
  /** Listed matches being played, newest first: for spectators. */
  listLiveMatches(limit: number): Promise<MatchSummary[]>;
  /**
   * Matches being played in which every seat is a bot's (also once every person has left), counted
   * up to `atMost`.
   */
  botsOnlyInPlay(atMost: number): Promise<number>;
  /**
   * Ids of the matches being played with a bot seat, above `after` in id order, at most `limit`:
   * those a process starting up loads, so that their bots move on (nothing else would load them).
   */
  activeWithBots(after: string, limit: number): Promise<string[]>;
  /**
   * Listed matches created from `address` that wait for players, created since `since` (as the
   * lobby's list shows them), counted up to `atMost`.
   */
  openListedFrom(address: string, since: number, atMost: number): Promise<number>;
  /**
   * Matches where the player holds a seat, newest first, with that seat (the lowest, should it hold
   * two) and who is to act (recorded with the last action, or the start), by when if it has a clock.
   */
  matchesOfPlayer(playerId: string, limit: number): Promise<PlayerMatchSummary[]>;
  /**
   * Sit a player in an open seat (see `SeatClaim`). One seat per person is the database's
   * constraint, so of any number of claims by one player at once, across processes, one wins.
   */
  claimSeat(
    matchId: string,
    seat: number,
    playerId: string,
    name: string,
    tokenHash: string,
    seed?: string,
  ): Promise<SeatClaim>;
  /** Give a seat back (before the match starts); false if the player does not hold it. */
  releaseSeat(matchId: string, seat: number, playerId: string): Promise<boolean>;
  /** The seat whose token hashes to this, if any. */
  seatByTokenHash(matchId: string, tokenHash: string): Promise<SeatRecord | null>;
  setStatus(matchId: string, status: MatchStatus): Promise<void>;
  /**
   * Start a waiting match whose seats are all taken, at `at`; false if it is not waiting or a seat
   * is open. Atomic with `releaseSeat`, also across processes: a match never starts with a seat
   * open. With `deadline`, the first turn's deadline is set in the same transaction, only if the
   * match starts. `toAct`: the seats it then waits for (see `LogRow.toAct`).
   */
  startMatch(matchId: string, at: number, deadline?: Deadline, toAct?: readonly number[]): Promise<boolean>;
  /** A forfeit: the seat becomes a bot seat of that kind for the rest of the match. */
  handSeatToBot(matchId: string, seat: number, bot: string): Promise<void>;
  /**
   * A player leaves a match being played: their seat becomes a bot seat of that kind, as in a
   * forfeit. False, and nothing changes, unless the player holds that seat and the match is active.
   */
  leaveToBot(matchId: string, seat: number, playerId: string, bot: string): Promise<boolean>;

  /**
   * Append the action at `row.seq`; false when that seq is already taken (a concurrent writer).
   * Appends made during one turn of the event loop share one `appendBatch`: the promise settles
   * once that batch is committed, never before. With `deadline`, the match's deadline changes in
   * the same transaction if the row lands, and is left as it was if not. With `finishes` (the
   * action that ends the match), the match's status becomes `finished` the same way.
   */
  append(row: LogRow, deadline?: DeadlineChange, finishes?: boolean): Promise<boolean>;
  /**
   * Append several rows, usually of different matches, in one transaction: one result per row, in
   * order. Each row is conditional on its own (match, seq): a taken seq gives that row `false`, and
   * a row that fails otherwise (an unknown match) gets its own error; neither changes what happens
   * to the other rows. Of two rows of the batch at the same (match, seq), the first one counts.
   * When the commit itself fails, every row of the batch fails and none is in the log.
   */
  appendBatch(rows: readonly LogRow[]): Promise<AppendResults>;
  /** The log from `fromSeq` (inclusive) on, in order. */
  log(matchId: string, fromSeq?: number): Promise<LogRow[]>;

  /** Set the match's one pending deadline (replacing any earlier one). */
  setDeadline(deadline: Deadline): Promise<void>;
  clearDeadline(matchId: string): Promise<void>;
  /** Deadlines due at `now` or earlier, oldest first. */
  dueDeadlines(now: number, limit: number): Promise<Deadline[]>;
  /**
   * Take a deadline due at `now` to fire it, until `until`: true for exactly one caller while the
   * claim lasts, across processes, and only while it is still the match's deadline for that seq.
   * The action that fires it replaces or clears it in its own commit. A claimer that dies before
   * that leaves the deadline to fall due again at `until`, so that a restart or another process
   * fires it; the conditional append at (match, seq) keeps it from acting twice.
   */
  claimDeadline(matchId: string, seq: number, now: number, until: number): Promise<boolean>;
  /** Remove the match's deadline if it is still the one for that seq (one that cannot fire). */
  dropDeadline(matchId: string, seq: number): Promise<void>;

  /** Keep a chat line; it is in `chat` once this resolves. */
  addChat(line: ChatRow): Promise<void>;
  /** The match's last `limit` chat lines, oldest first; with `playersOnly`, of the seats' lines alone. */
  chat(matchId: string, limit: number, playersOnly?: boolean): Promise<ChatRow[]>;
  /** Keep a seat's change of hands; the same change after the same move is kept once. */
  addSeatChange(change: SeatChangeRow): Promise<void>;
  /** The match's seat changes, in the order first kept. */
  seatChanges(matchId: string): Promise<SeatChangeRow[]>;
}
