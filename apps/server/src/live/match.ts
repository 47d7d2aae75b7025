import { defaultBot, type AnyGameModule } from '@cutthroat/module';
import {
  SYSTEM,
  asideOf,
  awaitedOf,
  type Result,
  type ReactionWindow,
  type AnyGame,
  type GameEvent,
  type StateOf,
} from '@cutthroat/engine';
import {
  ProtocolError,
  type ChatLine,
  type ClockSettings,
  type HistoryEntry,
  type ServerMessage,
} from '@cutthroat/protocol';
import type { MatchRecordRow } from '../store/store.js';
import type { ClockState } from './clocks.js';
import { remember } from './history.js';

/** Someone watching a match from this process: a seat's socket, or a spectator's. */
export interface Viewer {
  readonly seat: number | null;
  /** A spectator's name for the chat, if they gave one; null for a seat, which has its own. */
  readonly spectatorName: string | null;
  /** The player who held `seat` when this viewer came in (null for a spectator). */
  readonly holder: string | null;
  /**
   * SHA-256 of the token the viewer said hello with (null for a spectator): once its player
   * replaces their tokens, a viewer whose token no longer speaks for them is dropped.
   */
  readonly tokenHash: string | null;
  send(message: ServerMessage): void;
  /** A message already serialised: the JSON text of a `ServerMessage`. */
  sendText(text: string): void;
  /** The seat is no longer the holder's (handed to a bot, or given back): say why, and close. */
  lose(code: string, message: string): void;
}

/** The viewer an action came from, and the id it gave the action. */
export interface AckTo {
  readonly viewer: Viewer;
  readonly id: string;
}

export interface LiveMatch {
  readonly id: string;
  row: MatchRecordRow;
  readonly game: AnyGame;
  /** The game's catalogue entry: its bots, by name. */
  readonly module: AnyGameModule;
  readonly clock: ClockSettings;
  state: StateOf<AnyGame>;
  readonly clockState: ClockState;
  readonly viewers: Set<Viewer>;
  /**
   * Since which seq the match has moved only by seats passing in one open reaction window, or
   * only by asides (`asideOf`: free actions that change nothing another seat decides on), and
   * which seat moved at which seq: an action made at a seq in that run is still one made on the
   * same decision (see `onlyPassedSince`).
   */
  quiet: { from: number; moves: { seq: number; seat: number; pass: boolean }[] };
  /** Work on one match runs one piece at a time in this process (see `exclusive`). */
  queue: Promise<unknown>;
  unsubscribe: (() => Promise<void>) | null;
  /** Armed when another process wrote the last action and a bot is to move (see `Bots.watch`). */
  takeover: NodeJS.Timeout | null;
  /** Armed while the match waits for players and sockets of this process watch it (see `Seats.watchStart`). */
  startCheck: NodeJS.Timeout | null;
  /** Armed after the store failed under a read of the log or a bot's move (see `Bots.readOnLater`). */
  readOn: NodeJS.Timeout | null;
  /** Dropped from memory: a copy loaded since is another object, which this one must leave alone. */
  evicted: boolean;
  /**
   * The public events of the match's moves up to `state`, once a viewer has asked for them (see
   * `Viewers.history`), then kept as it moves on; null until then, so a match nobody joins late
   * keeps none.
   */
  history: HistoryEntry[] | null;
  /**
   * The `history` message as sent at one seq: every viewer who connects or resyncs there gets the
   * same text, serialised once (a long match's is tens of KB).
   */
  historyText: { readonly seq: number; readonly text: string } | null;
  /** Since when the match has waited for each seat it waits for (see `waitedSince`). */
  awaitedSince: Map<number, number>;
  /**
   * Seats the match waits for whose action was refused as stale (the match moved between what
   * they saw and their answer), with the wait it was refused in (`awaitedSince`'s time): their
   * turn's deadline gives them `STALE_GRACE_MS` more once in that wait (see `staleGrace`).
   */
  staleRefused: Map<number, { readonly since: number; graced: boolean }>;
  /** The open reaction window's quiet time, in a match where a person sits (see `QuietWindow`). */
  quietWindow: QuietWindow | null;
  /**
   * Seats this process passed for as a window's quiet time ended: from which seq up to which one a
   * pass of theirs (their browser's, arriving late) is that very answer (`QuietWindows.passedFor`).
   */
  passedFor: Map<number, { readonly from: number; readonly upTo: number }>;
}

export type Submitted = Result<{ seq: number; acked: boolean }>;

export interface Held {
  readonly seat: number;
  /** The window the pass answers, as it was when the pass came. */
  readonly window: ReactionWindow;
  readonly raw: unknown;
  readonly expectedSeq: number | undefined;
  readonly from: AckTo | undefined;
  readonly resolve: (r: Submitted) => void;
}

/**
 * A reaction window in its quiet time: from the move that opened it (or changed it otherwise than
 * by a pass) until `quietMs` later, passes are held, then applied together in the order of the
 * window's responders, with a pass for each seat of a person that has nothing but a pass to give.
 * So a pass at once ("I hold nothing that acts here") and a pass after a look ("I hold something
 * and keep it") reach the table alike, and a person holding nothing usable is not asked at all;
 * how long a window stays open no longer tells what anyone holds (rulings.md, hidden information).
 */
export interface QuietWindow {
  /** The log time of the move that opened or changed the window. */
  readonly since: number;
  released: boolean;
  /**
   * This process wrote that move, so its release passes for the people with nothing to answer
   * (once: another process that holds passes releases only those).
   */
  readonly answersFor: boolean;
  readonly held: Held[];
  /** The seq the window opened (or changed) at. */
  readonly from: number;
  scheduled: boolean;
}

/**
 * After `m` moved to its current state by a move logged at `at` (written here if `wrote`): a
 * window that opened or changed otherwise than by a pass starts its quiet time, in a match where a
 * person sits (bots have no tells to hide, and matches of bots only keep their speed). In a window
 * answered one seat at a time, each seat's turn in it is a quiet time of its own.
 */
export function noteWindow(m: LiveMatch, at: number, wrote: boolean): void {
  const w = m.state.window;
  const opened = w !== null && (m.quiet.from === m.state.seq || w.order === 'seat-order');
  if (!opened) {
    if (m.state.window === null) m.quietWindow = null;
    return;
  }
  if (!m.row.seats.some((s) => s.kind === 'human')) return void (m.quietWindow = null);
  m.quietWindow = { since: at, from: m.state.seq, released: false, answersFor: wrote, held: [], scheduled: false };
}

/** How much longer a seat whose answer arrived stale is given to answer again, once a wait. */
export const STALE_GRACE_MS = 10_000;

/**
 * Note that `seat`'s action was refused as stale. Only a seat the match waits for counts: its
 * clock is running on a decision the match changed under it.
 */
export function refusedStale(m: LiveMatch, seat: number): void {
  const since = m.awaitedSince.get(seat);
  if (since === undefined || m.staleRefused.get(seat)?.since === since) return;
  m.staleRefused.set(seat, { since, graced: false });
}

/**
 * Does `seat`'s turn deadline, falling due now, give way to a grace instead? Yes, once in a wait,
 * when its action was refused as stale during that wait: a turn's clock does not run out on a
 * seat whose answers all arrived after the match had moved (a seat taking free actions as fast as
 * it can, or a burst of others' moves). Once only, so that stale answers sent on purpose buy no
 * more time than one grace.
 */
export function staleGrace(m: LiveMatch, seat: number): boolean {
  const refused = m.staleRefused.get(seat);
  if (!refused || refused.graced || refused.since !== m.awaitedSince.get(seat)) return false;
  refused.graced = true;
  return true;
}

export const ServerError = {
  UnknownMatch: ProtocolError.UnknownMatch,
  NotStarted: 'match/not-started',
  Busy: 'match/busy',
  Stale: ProtocolError.Stale,
  SeatLost: ProtocolError.SeatLost,
  TokenReplaced: ProtocolError.TokenReplaced,
} as const;

/** Run `work` after every earlier piece of work on this match. */
export function exclusive<T>(m: LiveMatch, work: () => Promise<T>): Promise<T> {
  const run = m.queue.then(work, work);
  m.queue = run.catch(() => undefined);
  return run;
}

/** Stop the match's timers: it is dropped from memory, or the process closes. */
export function stopTimers(m: LiveMatch): void {
  if (m.takeover) clearTimeout(m.takeover);
  if (m.startCheck) clearInterval(m.startCheck);
  if (m.readOn) clearTimeout(m.readOn);
}

/**
 * Spectators talk among themselves: a line said by a spectator reaches the other spectators, never
 * the players, so that whoever watches a listed match cannot heckle the table. The players' lines
 * reach everyone.
 */
export function hears(v: Viewer, line: ChatLine): boolean {
  return line.seat !== null || v.seat === null;
}

/** Whether the viewer may still speak for its seat: a spectator may watch, whoever holds a seat. */
export function holdsSeat(m: LiveMatch, v: Viewer): boolean {
  if (v.seat === null) return true;
  const s = m.row.seats[v.seat];
  return s?.kind === 'human' && s.playerId === v.holder;
}

/**
 * Whether the viewer was its seat's player before a bot took the seat over: it still sees the match
 * as the seat does (never acting for it).
 */
export function handedFromViewer(m: LiveMatch, v: Viewer): boolean {
  if (v.seat === null || v.holder === null) return false;
  const s = m.row.seats[v.seat];
  return s?.kind === 'bot' && s.handedFrom === v.holder;
}

/** Why a seat's viewer may no longer act for it. */
export function seatLost(m: LiveMatch, seat: number): string {
  const s = m.row.seats[seat];
  return s?.kind === 'bot'
    ? `seat ${seat} is played by a bot now; you still see the match as your seat does`
    : `seat ${seat} is no longer yours; you may watch as a spectator`;
}

/** The bot that takes a seat over: the game's stand-in (`defaultBot`). */
export function defaultBotOf(m: LiveMatch): string {
  return defaultBot(m.module).name;
}

/** Is a bot of the match in play among the seats it waits for (not the maker of an open offer)? */
export function botsToAct(m: LiveMatch): boolean {
  if (m.row.status !== 'active' || m.state.outcome) return false;
  return awaitedOf(m.game, m.state).some((seat) => m.row.seats[seat]?.kind === 'bot');
}

/**
 * Take the match to `next`, made by `actor`'s action with these public `events`, and keep track of
 * runs of passes (and of the history, if the match keeps one). A pass in a reaction window that
 * stays open changes nothing but the window's set of seats that answered: the game state, the
 * offer and the random generator are the very same objects before and after.
 */
export function moveOn(
  m: LiveMatch,
  actor: number,
  action: { readonly type: string },
  { state: next, events }: { readonly state: StateOf<AnyGame>; readonly events: readonly GameEvent[] },
): void {
  const before = m.state;
  const w0 = before.window;
  const w1 = next.window;
  const passed =
    actor !== SYSTEM &&
    w0 !== null &&
    w1 !== null &&
    next.G === before.G &&
    next.offer === before.offer &&
    next.rng === before.rng &&
    w1.kind === w0.kind &&
    w1.responders === w0.responders &&
    w1.answered.length === w0.answered.length + 1 &&
    w1.answered[w0.answered.length] === actor;
  if (passed || asideOf(m.game, before, actor, action, next))
    m.quiet.moves.push({ seq: before.seq, seat: actor, pass: passed });
  else m.quiet = { from: next.seq, moves: [] };
  m.state = next;
  if (m.history) remember(m.history, { seq: next.seq, actor, events });
}

/**
 * May `actor`'s action, made on the state at `seq`, be judged on the current one? Yes when since
 * `seq` only other seats have passed in the same open window, or only other seats' asides were
 * taken: the seat saw the same decision (the same window and the same legal answers, less nothing
 * of its own; or the same turn and the same seats to act), and answers in a window do not depend
 * on the order in which other seats passed. It is then judged by the rules as usual, so an amount
 * an aside made unaffordable is still refused. A seat that acted itself since `seq`, the system
 * (deadlines) and anything older stay stale.
 */
export function onlyPassedSince(m: LiveMatch, seq: number, actor: number): boolean {
  if (actor === SYSTEM || seq < m.quiet.from || seq >= m.state.seq) return false;
  return m.quiet.moves.every((p) => p.seq < seq || p.seat !== actor);
}
