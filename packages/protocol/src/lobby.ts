import { SEAT_SEED_MAX, SEAT_SEED_PATTERN } from '@cutthroat/engine';
import { z } from 'zod';
import { ClockSettings } from './clock.js';
import { readableText } from './text.js';

/**
 * The lobby's JSON API (docs/server/lobby.md), shared by the server and its clients: the request bodies
 * as schemas, which the server parses once, and the answers as types, which the server's routes
 * are checked against when they are compiled. A client that builds on these cannot drift from
 * what the server accepts and sends.
 */

/** The stable codes of the lobby's refusals, in `{ error: { code, message } }`. */
export const LobbyError = {
  Malformed: 'lobby/malformed',
  UnknownGame: 'lobby/unknown-game',
  UnknownBot: 'lobby/unknown-bot',
  BadOptions: 'lobby/bad-options',
  Unauthorized: 'lobby/unauthorized',
  UnknownMatch: 'lobby/unknown-match',
  SeatTaken: 'lobby/seat-taken',
  NoOpenSeat: 'lobby/no-open-seat',
  NotYourSeat: 'lobby/not-your-seat',
  NotFinished: 'lobby/not-finished',
  FixturesOff: 'lobby/fixtures-off',
  RateLimited: 'lobby/rate-limited',
  /** The seat's player is not (yet) away long enough to be replaced by a bot. */
  NotAway: 'lobby/not-away',
  HasClock: 'lobby/has-clock',
  /** The deployment already plays as many matches of bots only as it allows (`BOTS_ONLY_MATCHES`). */
  BotsOnlyFull: 'lobby/bots-only-full',
  /** A new token asked for that is the one it replaces, or another player's. */
  TokenUnusable: 'lobby/token-unusable',
  /** The player holds a seat of this match already, which is not for hot-seat play. */
  AlreadySeated: 'lobby/already-seated',
  /** The address keeps as many listed matches waiting as the server allows (`OPEN_MATCHES_PER_ADDRESS`). */
  TooManyOpen: 'lobby/too-many-open',
} as const;

/**
 * How long a match without a clock waits for a player before any other player at the table may
 * hand that player's seat to a bot (`POST /api/matches/:id/replace`).
 */
export const AWAY_HOURS = 72;

/**
 * How long a listed match waits in the lobby's open matches. A match nobody joined in a week has
 * most likely been forgotten by its creator; its link still joins it, and it stays in its
 * players' own lists.
 */
export const OPEN_LIST_DAYS = 7;

/** A refusal's body, for every status from 400 up. */
export interface ApiErrorBody {
  readonly error: { readonly code: string; readonly message: string };
}

/**
 * A person's name, as they give it: 1 to 40 characters once normalised (NFC) and trimmed, none a
 * control character, a bidirectional override or an invisible character (`text/unprintable`), and
 * at least one a visible letter or digit (`text/no-letter`).
 */
export const PlayerName = readableText(1, 40, { letter: true });
const name = PlayerName;
const seatNumber = z.int().min(0).max(5);

/** `POST /api/players`: a new anonymous player. */
export const NewPlayer = z.strictObject({ name: name.optional() });
export type NewPlayer = z.input<typeof NewPlayer>;

/**
 * `POST /api/me/name`: the player's name from now on. The seats they hold keep the name they
 * were taken under: the people at a table, and a finished match's record, see the names they
 * played with.
 */
export const Rename = z.strictObject({ name });
export type Rename = z.input<typeof Rename>;

/**
 * `POST /api/me/token`: the new token, if the client makes it (128 random bits or more, in
 * base64url), so that it has it before it asks: an answer lost on the way then loses nothing (the
 * client asks `GET /api/me` with it). Without one, the server makes it.
 */
export const ReplaceToken = z.strictObject({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{22,128}$/, 'a token is 22 to 128 characters of base64url (128 random bits or more)')
    .optional(),
});
export type ReplaceToken = z.input<typeof ReplaceToken>;

/**
 * A seat's seed, given by whoever takes the seat (the browser makes 32 random bytes): public at
 * once, and one of what the match's randomness derives from (docs/server/fairness.md). Left out: none.
 */
export const SeatSeed = z
  .string()
  .regex(SEAT_SEED_PATTERN, `a seat seed is 0 to ${SEAT_SEED_MAX} characters of base64url`);

/** One seat of a new match: open to people, or a bot of the game's. */
export const SeatSpec = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('open') }),
  z.strictObject({ kind: z.literal('bot'), bot: z.string().min(1).max(40) }),
]);
export type SeatSpec = z.input<typeof SeatSpec>;

/** A bot's wait before it acts while a person plays, by default (ms): a move a person can follow. */
export const DEFAULT_BOT_PACE_MS = 700;
export const MAX_BOT_PACE_MS = 5_000;

/** `POST /api/matches`. */
export const NewMatch = z.strictObject({
  game: z.string().min(1).max(40),
  seats: z.array(SeatSpec).min(1).max(6),
  options: z.record(z.string(), z.unknown()).optional(),
  clock: ClockSettings,
  /** The creator takes the first open seat at once (needs a player token). */
  join: z.boolean().default(false),
  /** The creator's seat seed, when it joins (see `Join`). */
  seed: SeatSeed.optional(),
  /**
   * In the lists of open and live matches (the default). Unlisted, the match is by invitation:
   * only those given a link to it (its id) can find it, join it or watch it.
   */
  listed: z.boolean().default(true),
  /**
   * One person may take several seats, to play them in turn on one device. Off by default: one
   * seat per person, so that nobody plays a match against themselves unseen.
   */
  hotSeat: z.boolean().default(false),
  /**
   * How long (ms) a bot waits before it acts while a person plays, so that they can follow what
   * it does; passes in a reaction window after the first go at once. A match of bots only plays
   * at once whatever this says.
   */
  botPaceMs: z.int().min(0).max(MAX_BOT_PACE_MS).default(DEFAULT_BOT_PACE_MS),
  /** A scenario setup (docs/scenarios.md); refused unless the server allows fixtures. */
  setup: z.record(z.string(), z.unknown()).optional(),
});
/** What a client sends: defaults may be left out. */
export type NewMatch = z.input<typeof NewMatch>;

/** `POST /api/matches/:id/join`: a seat, or the first open one, and the seat's seed. */
export const Join = z.strictObject({ seat: seatNumber.optional(), seed: SeatSeed.optional() });
export type Join = z.input<typeof Join>;

/** `POST /api/matches/:id/leave`. */
export const Leave = z.strictObject({ seat: seatNumber });
export type Leave = z.input<typeof Leave>;

/** `POST /api/matches/:id/replace`: the seat of a player who went away, for a bot. */
export const Replace = z.strictObject({ seat: seatNumber });
export type Replace = z.input<typeof Replace>;

/** A match's id, as the server makes them (`newId`), in a path or a `hello`. */
export const MatchId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** The `:id` of a match in a path. */
export const MatchIdParam = z.strictObject({ id: MatchId });

/** The answer to `POST /api/players`: the token is shown this once; the server keeps its hash. */
export interface PlayerCreated {
  readonly playerId: string;
  readonly name: string;
  readonly token: string;
}

/**
 * `GET /api/me`: the player a token speaks for. A browser given that token (the identity's link,
 * for another device) learns whose it is before it keeps it.
 */
export interface Me {
  readonly playerId: string;
  readonly name: string;
}

/** The answer to `POST /api/me/name`. */
export type Renamed = Me;

/**
 * The answer to `POST /api/me/token`: the player's new token. The old one, and every seat token
 * handed out before, speak for nobody from now on.
 */
export type TokenReplaced = PlayerCreated;

/** One kind of bot a game offers, as `GET /api/games` lists it. */
export interface BotInfo {
  readonly name: string;
  readonly level: 'easy' | 'normal' | 'strong';
  /** One line on how it plays. */
  readonly blurb: string;
  /**
   * Its rating on the game's bot ladder (mu - 3 sigma, on one scale for every game: a random
   * player's mu is 25), or `null` for a bot the ladder has not rated.
   */
  readonly rating: number | null;
}

/** One game the server plays, as `GET /api/games` lists it: all the lobby knows of a game. */
export interface GameInfo {
  readonly id: string;
  readonly title: string;
  readonly pitch: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Strongest first; the first is the default and takes over a seat whose player left. */
  readonly bots: readonly BotInfo[];
  /** The options as JSON Schema (draft 2020-12): each property's type, default, bounds, title. */
  readonly options: Readonly<Record<string, unknown>>;
}

/** `GET /api/games`, in the catalogue's order. */
export interface GameList {
  readonly games: readonly GameInfo[];
}

export type SeatKind = 'open' | 'human' | 'bot';
export type MatchStatus = 'waiting' | 'active' | 'finished';

/** What anyone may know of a seat: never its token or its hash. */
export interface PublicSeat {
  readonly seat: number;
  readonly kind: SeatKind;
  readonly bot: string | null;
  readonly name: string | null;
  /**
   * The seed its player gave when taking it ("" for none, a bot's, or an open seat's); null for
   * a match from before seat seeds.
   */
  readonly seed: string | null;
}

/** `GET /api/matches/:id`. */
export interface PublicMatch {
  readonly id: string;
  readonly game: string;
  readonly players: number;
  readonly options: unknown;
  readonly clock: ClockSettings;
  readonly status: MatchStatus;
  /** SHA-256 of the match's secret seed, published at creation. */
  readonly commitment: string;
  readonly createdAt: number;
  /** When the last open seat was taken (or at creation, without open seats); null while waiting. */
  readonly startedAt: number | null;
  readonly seats: readonly PublicSeat[];
  /** In the lists of open and live matches; false for a match by invitation only. */
  readonly listed: boolean;
  /** One person may take several seats (see `NewMatch`). */
  readonly hotSeat: boolean;
  /** How long (ms) a bot waits before it acts while a person plays (see `NewMatch`). */
  readonly botPaceMs: number;
  /** The secret seed: present once the match is finished, and only then. */
  readonly secret?: string;
  /** Invite links: one to pick a seat, one per seat. */
  readonly links: { readonly pick: string; readonly seats: readonly string[] };
}

/** A line of `GET /api/matches` (open matches) and `GET /api/me/matches`. */
export interface MatchSummary {
  readonly id: string;
  readonly game: string;
  readonly players: number;
  readonly status: MatchStatus;
  readonly createdAt: number;
  readonly openSeats: number;
}

export interface MatchList {
  readonly matches: readonly MatchSummary[];
}

/** Who the match waits for, and by when. */
export interface ToAct {
  /** Whose turn it is; in a reaction window, the seats still to answer; for a trade offer, its partner. */
  readonly seats: readonly number[];
  /** The deadline, in milliseconds since the epoch; null in a match without a clock. */
  readonly dueAt: number | null;
}

/**
 * A line of `GET /api/me/matches`: also the player's seat and who is to act, by when (null when
 * the match waits for nobody: it waits for players or is over).
 */
export interface PlayerMatchSummary extends MatchSummary {
  readonly seat: number;
  readonly toAct: ToAct | null;
}

export interface PlayerMatchList {
  readonly matches: readonly PlayerMatchSummary[];
}

/** The answer to a join: the seat's token, shown this once, for the live protocol's `hello`. */
export interface Joined {
  readonly matchId: string;
  readonly seat: number;
  readonly seatToken: string;
}

/** The answer to `POST /api/matches`: the match, and the creator's seat if it joined. */
export interface Created {
  readonly match: PublicMatch;
  readonly joined: Joined | null;
}

/**
 * The answer to a leave. Before the match starts the seat is open again (`bot: null`); in play,
 * `bot` is the kind of bot that plays it on.
 */
export interface Left {
  readonly left: number;
  readonly bot: string | null;
}

/** The answer to a replace: the seat, and the kind of bot that plays it on. */
export interface Replaced {
  readonly replaced: number;
  readonly bot: string;
}

/**
 * `GET /api/matches/:id/export`: a finished match, complete, for `cutthroat verify`. As a schema,
 * because whoever verifies reads it from a file it cannot trust.
 */
export const ExportedMatch = z.object({
  format: z.literal('cutthroat-match/1'),
  match: z.object({
    id: z.string(),
    game: z.string(),
    players: z.int(),
    options: z.unknown(),
    commitment: z.string().regex(/^[0-9a-f]{64}$/),
    secret: z.string(),
    /** Each seat's seed, as the match started; absent for a match from before seat seeds. */
    seatSeeds: z.array(z.string()).optional(),
    fixture: z.unknown().optional(),
  }),
  log: z.array(z.object({ seq: z.int().min(0), actor: z.int().min(-1), action: z.unknown(), at: z.number() })),
  outcome: z.unknown(),
});
export type ExportedMatch = z.infer<typeof ExportedMatch>;

/** What a match's export says of it. */
export type ExportedMatchFacts = ExportedMatch['match'];

/**
 * The export of a finished match: its facts, its log (seq, seat, action, time) and its outcome,
 * as JSON would carry them. Absent fixtures and seat seeds are left out, not null.
 */
export function exportOf(
  match: Omit<ExportedMatchFacts, 'fixture' | 'seatSeeds'> & {
    readonly fixture?: unknown;
    readonly seatSeeds?: readonly string[] | null;
  },
  log: readonly { readonly seq: number; readonly actor: number; readonly action: unknown; readonly at: number }[],
  outcome: unknown,
): ExportedMatch {
  const { id, game, players, options, commitment, secret, fixture, seatSeeds } = match;
  return {
    format: 'cutthroat-match/1',
    match: {
      id,
      game,
      players,
      options,
      commitment,
      secret,
      ...(seatSeeds !== undefined && seatSeeds !== null ? { seatSeeds: [...seatSeeds] } : {}),
      ...(fixture !== undefined && fixture !== null ? { fixture } : {}),
    },
    log: log.map(({ seq, actor, action, at }) => ({ seq, actor, action, at })),
    outcome,
  };
}
