import { botKind, defaultBot, type AnyGameModule, type Catalog } from '@cutthroat/module';
import {
  EngineError,
  Rng,
  SYSTEM,
  actorsOf,
  awaitedOf,
  applyAction,
  err,
  legalActionsOf,
  ok,
  parseAction,
  seedFromSecret,
  viewOf,
  viewTexts,
  type AnyGame,
  type GameEvent,
  type Result,
  type StateOf,
} from '@cutthroat/engine';
import {
  AWAY_HOURS,
  CHAT_LOG_LINES,
  ClockSettings,
  LobbyError,
  ProtocolError,
  type ChatLine,
  type DeadlineInfo,
  type HistoryEntry,
  type Reserves,
  type SeatInfo,
  type ServerMessage,
} from '@cutthroat/protocol';
import type { Logger } from 'pino';
import { reserveMs } from '../clock.js';
import type { FanOut, MatchNotice } from '../fanout/fanout.js';
import { logFailure } from '../failures.js';
import type { Metrics } from '../metrics.js';
import type { Deadline, DeadlineChange, MatchRecordRow, Store } from '../store/store.js';
import { newId } from '../tokens.js';
import { waitedSince } from './awaited.js';
import { BotTurns } from './bot-turns.js';
import { advanceClock, startClock, type ClockState } from './clocks.js';
import { lastMoves, remember, replayHistory, setupOf } from './history.js';

type EventMessage = Extract<ServerMessage, { type: 'event' }>;

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
   * Since which seq the match has moved only by seats passing in one open reaction window, and
   * which seats passed at which seq: an answer made at a seq in that run is still an answer to
   * the same state (see `onlyPassedSince`).
   */
  quiet: { from: number; passes: { seq: number; seat: number }[] };
  /** Work on one match runs one piece at a time in this process. */
  queue: Promise<unknown>;
  unsubscribe: (() => Promise<void>) | null;
  /** Armed when another process wrote the last action and a bot is to move (see `watchBots`). */
  takeover: NodeJS.Timeout | null;
  /** Armed while the match waits for players and sockets of this process watch it (see `watchStart`). */
  startCheck: NodeJS.Timeout | null;
  /** Armed after the store failed under a read of the log or a bot's move (see `readOnLater`). */
  readOn: NodeJS.Timeout | null;
  /** Dropped from memory: a copy loaded since is another object, which this one must leave alone. */
  evicted: boolean;
  /**
   * The public events of the match's moves up to `state`, once a viewer has asked for them (see
   * `history`), then kept as it moves on; null until then, so a match nobody joins late keeps none.
   */
  history: HistoryEntry[] | null;
  /**
   * The `history` message as sent at one seq: every viewer who connects or resyncs there gets the
   * same text, serialised once (a long match's is tens of KB).
   */
  historyText: { readonly seq: number; readonly text: string } | null;
  /** Since when the match has waited for each seat it waits for (see `waitedSince`). */
  awaitedSince: Map<number, number>;
}

export interface HostDeps {
  /** The games this server plays, from the composition root. */
  readonly games: Catalog;
  readonly store: Store;
  readonly fanout: FanOut;
  /** The clock is an input: tests inject their own. */
  readonly now: () => number;
  readonly logger: Logger;
  readonly metrics: Metrics;
  /** This process's name in fan-out notices. */
  readonly origin: string;
  /** A bot decision slower than this is logged. */
  readonly botBudgetMs?: number;
  /**
   * How long each turn of the event loop may spend on moves of matches of bots only, once the
   * bots of matches with people have moved (default 2 ms; see `BotTurns`).
   */
  readonly botsOnlyTurnMs?: number;
  /**
   * How long a bot may wait on the process that wrote the match's last action before this one
   * moves it instead (that process may have died between its append and the bot's move).
   */
  readonly botTakeoverMs?: number;
  /**
   * How often a process reads the record of a waiting match its sockets watch again: the notice
   * of its start may never come (the process that started it may die before sending it).
   */
  readonly startCheckMs?: number;
  /** How long after the store failed under a read of the log or a bot's move to try again. */
  readonly storeRetryMs?: number;
}

export const ServerError = {
  UnknownMatch: ProtocolError.UnknownMatch,
  NotStarted: 'match/not-started',
  Busy: 'match/busy',
  Stale: ProtocolError.Stale,
  SeatLost: ProtocolError.SeatLost,
  TokenReplaced: ProtocolError.TokenReplaced,
} as const;

const MAX_ATTEMPTS = 8;
const HOUR_MS = 3_600_000;
const BOT_TAKEOVER_MS = 2_000;
const START_CHECK_MS = 10_000;
const STORE_RETRY_MS = 1_000;
/** How long a claimed deadline waits for its claimer's action before it falls due again. */
export const DEADLINE_CLAIM_MS = 30_000;

/**
 * The matches this process serves. A match is loaded lazily from the store (its record, then its
 * log replayed), kept in memory while it has viewers, and always written through: an action is
 * appended to the log before anyone hears of it. Several processes may hold the same match; the
 * conditional append on (match, seq) decides who wins, and the loser catches up from the log.
 */
export class MatchHost {
  private readonly live = new Map<string, Promise<LiveMatch | null>>();
  private closed = false;
  /** How many token replacements this process has heard of (see `replacementsHeard`). */
  private replacements = 0;
  private readonly botTurns: BotTurns;

  constructor(private readonly deps: HostDeps) {
    this.botTurns = new BotTurns(deps.botsOnlyTurnMs ?? 2, (e: unknown) =>
      logFailure(deps.logger, e, {}, 'a bot move failed'),
    );
  }

  get size(): number {
    return this.live.size;
  }

  /** Bot moves waiting for a turn of the event loop. */
  get botMovesWaiting(): number {
    return this.botTurns.waiting;
  }

  /** Is the match held in this process's memory? */
  has(id: string): boolean {
    return this.live.has(id);
  }

  get(id: string): Promise<LiveMatch | null> {
    let m = this.live.get(id);
    if (!m) {
      m = this.load(id);
      this.live.set(id, m);
      m.then(
        (loaded) => loaded ?? this.live.delete(id),
        () => this.live.delete(id),
      );
    }
    return m;
  }

  private async load(id: string): Promise<LiveMatch | null> {
    const row = await this.deps.store.getMatch(id);
    if (!row) return null;
    const entry = this.deps.games.get(row.game);
    if (!entry) throw new Error(`match ${id} is of unknown game ${row.game}`);
    const start = setupOf(entry.game, row);
    const clock = ClockSettings.parse(row.clock);
    const clockState = startClock(clock, row.players, row.startedAt ?? row.createdAt);
    // The first turn's clock runs from the start, as it did in the process that started the match.
    if (row.startedAt !== null) advanceClock(clock, clockState, entry.game, start, true, row.startedAt);
    const m: LiveMatch = {
      id,
      row,
      game: entry.game,
      module: entry,
      clock,
      state: start,
      clockState,
      viewers: new Set(),
      quiet: { from: start.seq, passes: [] },
      queue: Promise.resolve(),
      unsubscribe: null,
      takeover: null,
      startCheck: null,
      readOn: null,
      evicted: false,
      history: null,
      historyText: null,
      awaitedSince:
        row.startedAt === null
          ? new Map()
          : waitedSince(new Map(), awaitedOf(entry.game, start), SYSTEM, row.startedAt),
    };
    m.unsubscribe = await this.deps.fanout.subscribe(id, (n) => {
      // The store may fail (a database gone for a moment): say so, and read the log on later.
      this.onNotice(m, n).catch((e: unknown) => {
        this.deps.metrics.failed('notice', logFailure(this.deps.logger, e, { match: m.id }, 'notice'));
        this.readOnLater(m);
      });
    });
    try {
      // In the match's queue, as every read of the log on is: a notice heard while this read is out
      // reads on after it, from where it left the copy, instead of applying the same moves beside it.
      await this.exclusive(m, () => this.catchUp(m, false));
    } catch (e) {
      // A copy that failed to load is dropped (the next viewer loads it anew): it must not go on
      // following notices.
      await m.unsubscribe();
      throw e;
    }
    // Ended in its log but not in its record: left by a server from before the end went in with
    // the last action (one that died between the two commits).
    if (m.state.outcome && row.status !== 'finished') await this.deps.store.setStatus(id, 'finished');
    // Bots wait for no one: a process that died between an append and the next bot move leaves
    // that move to whoever loads the match next.
    this.driveBots(m);
    return m;
  }

  /** Run `work` after every earlier piece of work on this match. */
  private exclusive<T>(m: LiveMatch, work: () => Promise<T>): Promise<T> {
    const run = m.queue.then(work, work);
    m.queue = run.catch(() => undefined);
    return run;
  }

  /** Apply what other processes appended since our state. */
  private async catchUp(m: LiveMatch, broadcast: boolean): Promise<number> {
    const rows = await this.deps.store.log(m.id, m.state.seq);
    // Started elsewhere, unheard of here: the deal is the one of the seat seeds it started with.
    if (rows.length > 0 && m.row.status === 'waiting') await this.refreshRow(m);
    for (const r of rows) {
      if (r.seq !== m.state.seq) throw new Error(`match ${m.id}: log gap at ${m.state.seq}, found ${r.seq}`);
      const action = parseAction(m.game, r.action);
      const next = action.ok ? applyAction(m.game, m.state, r.actor, action.value) : action;
      if (!next.ok) throw new Error(`match ${m.id}: the log's action ${r.seq} no longer applies: ${next.error.code}`);
      moveOn(m, r.actor, next.value);
      m.awaitedSince = waitedSince(m.awaitedSince, awaitedOf(m.game, m.state), r.actor, r.at);
      advanceClock(m.clock, m.clockState, m.game, m.state, m.row.status !== 'waiting', r.at);
      if (broadcast) this.broadcast(m, r.actor, next.value.events);
    }
    if (m.state.outcome && m.row.status !== 'finished') m.row = { ...m.row, status: 'finished' };
    return rows.length;
  }

  private async onNotice(m: LiveMatch, n: MatchNotice): Promise<void> {
    if (n.origin === this.deps.origin || this.closed) return;
    if (n.tokensOf) {
      this.replacements++;
      return this.dropReplaced(m, n.tokensOf);
    }
    if (n.chat) {
      for (const v of m.viewers) if (hears(v, n.chat)) v.send({ type: 'chat', ...n.chat });
      return;
    }
    await this.exclusive(m, async () => {
      if (n.seats || n.resync) await this.refreshRow(m);
      if (n.seq > m.state.seq || n.resync) await this.catchUp(m, true);
    });
    // Notices missed may have carried chat lines: the log has them.
    if (n.resync && m.viewers.size > 0) {
      const logs = new Map<boolean, Promise<ServerMessage>>();
      for (const v of m.viewers) {
        const spectator = v.seat === null;
        if (!logs.has(spectator)) logs.set(spectator, this.chatLog(m, v.seat));
        v.send(await logs.get(spectator)!);
      }
    }
    this.watchBots(m);
  }

  /**
   * The process that wrote an action moves the bots it leaves to act. If that process dies first,
   * nobody would: so when a notice leaves a bot to act, this process waits `botTakeoverMs`, and if
   * the match has not moved by then, reads the log on and moves the bots itself. Should the writer
   * be alive after all, both ask for the same seq with the same decision (the bot's randomness
   * comes from the match's secret and the seq) and the conditional append keeps one.
   */
  private watchBots(m: LiveMatch): void {
    if (m.takeover) clearTimeout(m.takeover);
    m.takeover = null;
    if (this.closed || !this.botsToAct(m)) return;
    const seq = m.state.seq;
    m.takeover = setTimeout(() => {
      m.takeover = null;
      if (this.closed || m.state.seq !== seq) return;
      this.readOnAndMoveBots(m, 'bot takeover');
    }, this.deps.botTakeoverMs ?? BOT_TAKEOVER_MS);
    m.takeover.unref();
  }

  /**
   * Tell the other processes. A notice lost to Redis costs them latency, never an action (they read
   * the log on at their next notice, viewer or action, and at a resync when their own connection
   * comes back), so it never fails the work that sent it: an action already taken and heard here
   * is not refused, and the bots it leaves to act still move.
   */
  private async notify(notice: MatchNotice): Promise<void> {
    await this.deps.fanout.publish(notice).catch((e: unknown) => {
      const cause = logFailure(this.deps.logger, e, { match: notice.matchId }, 'fan-out notice lost');
      this.deps.metrics.failed('notice-lost', cause);
    });
  }

  /**
   * After the store failed under a read of the log (following a notice) or under a bot's move, read
   * the log on again a little later and move the bots that are to act, until it works. Without it,
   * a match whose notice or bot's move was lost to the failure would wait for a move that nobody
   * makes: its people for a state they never hear of, or everyone for the bot.
   */
  private readOnLater(m: LiveMatch): void {
    if (m.readOn || this.closed || m.evicted) return;
    m.readOn = setTimeout(() => {
      m.readOn = null;
      if (this.closed || m.evicted) return;
      this.readOnAndMoveBots(m, 'reading the log on');
    }, this.deps.storeRetryMs ?? STORE_RETRY_MS);
    m.readOn.unref();
  }

  /** Read the log on and move the bots that are to act; if the store fails, say so and try again later. */
  private readOnAndMoveBots(m: LiveMatch, what: string): void {
    void this.exclusive(m, () => this.catchUp(m, true))
      .then(() => this.driveBots(m))
      .catch((e: unknown) => {
        this.deps.metrics.failed('read-again', logFailure(this.deps.logger, e, { match: m.id }, what));
        this.readOnLater(m);
      });
  }

  /**
   * While the match waits and someone here watches it, read its record again now and then, so
   * that a start whose notice never came still reaches them (`settle`, and `refreshRow` greets them).
   */
  private watchStart(m: LiveMatch): void {
    if (m.startCheck || this.closed || m.row.status !== 'waiting') return;
    m.startCheck = setInterval(() => {
      if (this.closed || m.evicted || m.viewers.size === 0 || m.row.status !== 'waiting') {
        if (m.startCheck) clearInterval(m.startCheck);
        m.startCheck = null;
        return;
      }
      void this.exclusive(m, () => this.settle(m)).catch((e: unknown) =>
        logFailure(this.deps.logger, e, { match: m.id }, 'start check'),
      );
    }, this.deps.startCheckMs ?? START_CHECK_MS);
    m.startCheck.unref();
  }

  /**
   * Submit an action for `actor` (a seat, or SYSTEM for an expired deadline), made on the state
   * the client saw at `expectedSeq`. Resolves once the action is durably in the log. With `from`,
   * the event that viewer gets for this action carries `ack: from.id` (and `acked` says so).
   */
  async submit(
    id: string,
    actor: number,
    raw: unknown,
    expectedSeq?: number,
    from?: AckTo,
  ): Promise<Result<{ seq: number; acked: boolean }>> {
    const m = await this.get(id);
    if (!m) return err(ServerError.UnknownMatch, `there is no match ${id}`);
    return this.exclusive(m, () => this.submitNow(m, actor, raw, expectedSeq, from));
  }

  private async submitNow(
    m: LiveMatch,
    actor: number,
    raw: unknown,
    expectedSeq?: number,
    from?: AckTo,
  ): Promise<Result<{ seq: number; acked: boolean }>> {
    // This copy may have missed the notice of the start, the last seat taken through another process.
    if (m.row.status === 'waiting') await this.settle(m);
    if (m.row.status === 'waiting') return err(ServerError.NotStarted, 'the match starts when every seat is taken');
    if (from && !holdsSeat(m, from.viewer)) {
      return err(ServerError.SeatLost, seatLost(m, actor));
    }
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (expectedSeq !== undefined && expectedSeq !== m.state.seq && !onlyPassedSince(m, expectedSeq, actor)) {
        return err(
          ServerError.Stale,
          `that action was made at move ${expectedSeq}; the match is at move ${m.state.seq}`,
        );
      }
      const action = parseAction(m.game, raw);
      if (!action.ok) return action;
      const next = applyAction(m.game, m.state, actor, action.value);
      if (!next.ok) return next;
      const at = this.deps.now();
      const started = performance.now();
      // The clock as the action leaves it: its next deadline goes in with the action, in one commit,
      // and so does the end of the match, so that the export is there before anyone hears of it.
      const clockAfter: ClockState = { ...m.clockState, reserve: [...m.clockState.reserve] };
      advanceClock(m.clock, clockAfter, m.game, next.value.state, true, at);
      const toAct = awaitedOf(m.game, next.value.state);
      const appended = await this.deps.store.append(
        { matchId: m.id, seq: m.state.seq, actor, action: action.value, at, toAct },
        deadlineChange(m, next.value.state.seq, clockAfter),
        next.value.state.outcome !== null,
      );
      if (!appended) {
        // Another process wrote this seq first: take its actions, then judge ours again.
        await this.catchUp(m, true);
        continue;
      }
      moveOn(m, actor, next.value);
      m.awaitedSince = waitedSince(m.awaitedSince, toAct, actor, at);
      Object.assign(m.clockState, clockAfter);
      if (m.state.outcome) m.row = { ...m.row, status: 'finished' };
      const acked = this.broadcast(m, actor, next.value.events, from);
      this.deps.metrics.actionBroadcast(performance.now() - started);
      await this.notify({ matchId: m.id, seq: m.state.seq, origin: this.deps.origin });
      if (!m.state.outcome) this.driveBots(m);
      await this.evictIfIdle(m);
      return ok({ seq: m.state.seq, acked });
    }
    return err(ServerError.Busy, 'the match is changing too fast; try again');
  }

  /** A match without a clock never has a deadline: nothing to store or clear. */
  private async saveDeadline(m: LiveMatch): Promise<void> {
    if (m.clock.mode === 'none') return;
    const d = storedDeadline(m, m.state.seq, m.clockState);
    if (d) await this.deps.store.setDeadline(d);
    else await this.deps.store.clearDeadline(m.id);
  }

  /**
   * Bots act in a later turn of the event loop, those of matches of bots only with what a turn
   * leaves (see `BotTurns`), so that however many of those run, they never starve the others.
   */
  private driveBots(m: LiveMatch): void {
    if (m.row.status !== 'active' || m.state.outcome || this.closed) return;
    const seq = m.state.seq;
    const botsOnly = m.row.seats.every((s) => s.kind === 'bot');
    for (const seat of actorsOf(m.game, m.state)) {
      const s = m.row.seats[seat];
      if (s?.kind !== 'bot' || !s.bot) continue;
      this.botTurns.push(() => {
        if (m.state.seq !== seq || this.closed) return;
        this.submit(m.id, seat, this.decide(m, seat, s.bot!), seq).then(
          (r) => {
            if (!r.ok && r.error.code !== ServerError.Stale) {
              this.deps.logger.error({ match: m.id, seat, code: r.error.code }, 'a bot action was refused');
            }
          },
          (e: unknown) => {
            const cause = logFailure(this.deps.logger, e, { match: m.id, seat }, 'a bot action failed');
            this.deps.metrics.failed('bot-move', cause);
            this.readOnLater(m);
          },
        );
      }, botsOnly);
    }
  }

  /** A bot's choice, from the seat's view and legal actions only. */
  private decide(m: LiveMatch, seat: number, kind: string): unknown {
    const started = performance.now();
    // The lobby admits only the game's own bot names; a record written otherwise gets the default.
    const bot = (botKind(m.module, kind) ?? defaultBot(m.module)).make();
    const action = bot.decide({
      view: viewOf(m.game, m.state, seat),
      legal: legalActionsOf(m.game, m.state, seat),
      rng: new Rng(seedFromSecret(`${m.row.secret}/bot/${seat}/${m.state.seq}`)),
    });
    const took = performance.now() - started;
    if (took > (this.deps.botBudgetMs ?? 50))
      this.deps.logger.warn({ match: m.id, seat, ms: took }, 'slow bot decision');
    return action;
  }

  /**
   * Fire every deadline due at `now`; each fires once across all processes, and also after a
   * claimer died before it acted (see `Store.claimDeadline`).
   */
  async fireDue(now: number): Promise<number> {
    let fired = 0;
    for (const d of await this.deps.store.dueDeadlines(now, 100)) {
      if (!(await this.deps.store.claimDeadline(d.matchId, d.seq, now, now + DEADLINE_CLAIM_MS))) continue;
      const m = await this.get(d.matchId);
      if (!m) {
        await this.deps.store.dropDeadline(d.matchId, d.seq);
        continue;
      }
      const what = d.what as { kind: 'window' } | { kind: 'turn'; seat: number };
      let r: Result<unknown>;
      // This copy may be behind the log (another process's notice still on its way).
      await this.exclusive(m, () => this.catchUp(m, true));
      if (m.state.seq !== d.seq) {
        // A deadline the match has moved past, yet the only one stored: left by a server from
        // before an action's next deadline went in with it (one that died between the two
        // commits). Store the one the match is at now.
        await this.exclusive(m, () => this.saveDeadline(m));
        continue;
      }
      if (what.kind === 'window') {
        r = await this.submit(m.id, SYSTEM, { type: 'deadline' }, d.seq);
      } else {
        if (m.clock.mode !== 'none' && m.clock.onTurnExpiry === 'forfeit') await this.forfeit(m, what.seat);
        r = await this.exclusive(m, async () =>
          m.state.seq === d.seq
            ? this.submitNow(m, what.seat, this.decide(m, what.seat, defaultBotOf(m)), d.seq)
            : err(ServerError.Stale, 'the turn was played in time'),
        );
      }
      if (r.ok) fired++;
      // Its action replaced it; one refused would come back at every claim's end.
      else await this.deps.store.dropDeadline(d.matchId, d.seq);
      this.deps.logger.info({ match: d.matchId, seq: d.seq, kind: what.kind, ok: r.ok }, 'deadline fired');
    }
    return fired;
  }

  private async forfeit(m: LiveMatch, seat: number): Promise<void> {
    await this.deps.store.handSeatToBot(m.id, seat, defaultBotOf(m));
    await this.seatHandedOver(m);
  }

  /**
   * A player leaves a match being played: the game's default bot takes their seat for the rest of
   * it, as in a forfeit. That bot's kind, or null (nothing changes) unless they hold that seat of a
   * match in play.
   */
  async leave(id: string, seat: number, playerId: string): Promise<string | null> {
    const m = await this.get(id);
    if (!m) return null;
    const bot = defaultBotOf(m);
    return this.exclusive(m, async () => {
      if (!(await this.deps.store.leaveToBot(m.id, seat, playerId, bot))) return null;
      await this.seatHandedOver(m);
      return bot;
    });
  }

  /**
   * In a match without a clock nothing moves a player who went away: once the match has waited for
   * them `AWAY_HOURS`, any other player at the table may hand their seat to a bot, as if they had
   * left. That bot's kind, or a refusal that says why not (yet).
   */
  async handOverAway(id: string, seat: number, requester: string): Promise<Result<string>> {
    const m = await this.get(id);
    if (!m) return err(LobbyError.UnknownMatch, `there is no match ${id}`);
    return this.exclusive(m, async (): Promise<Result<string>> => {
      // This copy may have missed the last move, or the seat's own leave, made through another process.
      await this.catchUp(m, true);
      await this.refreshRow(m);
      const target = m.row.seats[seat];
      const name = target?.name ?? `seat ${seat}`;
      if (!m.row.seats.some((s) => s.kind === 'human' && s.playerId === requester && s.seat !== seat)) {
        return err(LobbyError.NotYourSeat, 'only another player at the table may do that');
      }
      if (m.row.status !== 'active' || target?.kind !== 'human' || !target.playerId) {
        return err(LobbyError.NotAway, `${name} is not a player to act in a match in play`);
      }
      if (m.clock.mode !== 'none') {
        return err(LobbyError.HasClock, 'this match has a clock: its deadline moves a player who went away');
      }
      if (!awaitedOf(m.game, m.state).includes(seat)) {
        return err(LobbyError.NotAway, `the match is not waiting for ${name}`);
      }
      const waited = this.deps.now() - (m.awaitedSince.get(seat) ?? this.deps.now());
      if (waited < AWAY_HOURS * HOUR_MS) {
        const left = Math.ceil((AWAY_HOURS * HOUR_MS - waited) / HOUR_MS);
        return err(
          LobbyError.NotAway,
          `the match has waited for ${name} ${Math.floor(waited / HOUR_MS)} h; after ${AWAY_HOURS} h (in ${left} h) a bot may take the seat`,
        );
      }
      const bot = defaultBotOf(m);
      if (!(await this.deps.store.leaveToBot(m.id, seat, target.playerId, bot))) {
        return err(LobbyError.NotAway, `${name}'s seat changed meanwhile`);
      }
      this.deps.logger.info({ match: m.id, seat, by: requester, waitedMs: waited }, 'seat handed to a bot: away');
      await this.seatHandedOver(m);
      return ok(bot);
    });
  }

  /**
   * A player replaced their tokens (the store has committed it): wherever they sit, in every
   * process, the sockets that said hello with a token that no longer speaks for them close.
   * `matchIds`: the matches not over where they hold a seat.
   */
  async tokensReplaced(playerId: string, matchIds: readonly string[]): Promise<void> {
    this.replacements++;
    for (const id of matchIds) {
      // Never thrown to the caller: the new token is committed, and the player must get it.
      const m = this.live.has(id) ? await this.live.get(id)?.catch(() => null) : null;
      if (m) {
        await this.dropReplaced(m, playerId).catch((e: unknown) => {
          this.deps.metrics.failed('token-replaced', logFailure(this.deps.logger, e, { match: id }, 'token replaced'));
        });
      }
      await this.notify({ matchId: id, seq: m?.state.seq ?? 0, origin: this.deps.origin, tokensOf: playerId });
    }
  }

  /**
   * Token replacements heard of so far. A hello reads it before it checks its token and again
   * once attached: if one came between, the viewer is checked again (`recheck`), since its token
   * may have been replaced after it was read and before this process dropped the others.
   */
  get replacementsHeard(): number {
    return this.replacements;
  }

  /** Drop the viewer if its token no longer speaks for its seat's holder; whether it was dropped. */
  async recheck(m: LiveMatch, v: Viewer): Promise<boolean> {
    if (v.tokenHash === null || (await this.seatOfToken(m, v.tokenHash))?.holder === v.holder) return false;
    if (!m.viewers.delete(v)) return false;
    v.lose(
      ServerError.TokenReplaced,
      'the token this page came in with was replaced by its player: it speaks for nobody now',
    );
    this.sendSeats(m);
    return true;
  }

  private async dropReplaced(m: LiveMatch, playerId: string): Promise<void> {
    for (const v of [...m.viewers]) if (v.holder === playerId) await this.recheck(m, v);
  }

  /**
   * The seat a token (hashed) speaks for in the match, and its player: a seat's own token, or the
   * player token of the player sitting there. Null for anyone else's.
   */
  async seatOfToken(m: LiveMatch, tokenHash: string): Promise<{ seat: number; holder: string } | null> {
    const bySeat = await this.deps.store.seatByTokenHash(m.id, tokenHash);
    if (bySeat?.playerId) return { seat: bySeat.seat, holder: bySeat.playerId };
    const player = await this.deps.store.playerByTokenHash(tokenHash);
    const s = player ? m.row.seats.find((s) => s.kind === 'human' && s.playerId === player.id) : undefined;
    return s && player ? { seat: s.seat, holder: player.id } : null;
  }

  /** After a seat went to a bot: every process rereads the seats (and drops that seat's sockets). */
  private async seatHandedOver(m: LiveMatch): Promise<void> {
    await this.refreshRow(m);
    await this.notify({ matchId: m.id, seq: m.state.seq, origin: this.deps.origin, seats: true });
  }

  /** Reread the match's record (seats, status) after a join, a leave or a forfeit. */
  async refreshRow(m: LiveMatch): Promise<void> {
    const row = await this.deps.store.getMatch(m.id);
    if (!row) return;
    const started = m.row.status === 'waiting' && row.status === 'active';
    m.row = row;
    // Until it starts, a match's deal waits on the seat seeds still to come (docs/server.md).
    if (m.state.seq === 0 && (started || row.status === 'waiting')) m.state = setupOf(m.game, row);
    if (started && m.state.seq === 0) {
      m.awaitedSince = waitedSince(new Map(), awaitedOf(m.game, m.state), SYSTEM, row.startedAt ?? this.deps.now());
    }
    // A seat no longer its player's (handed to a bot, or given back before the start) stops
    // hearing its seat's view now.
    for (const v of m.viewers) {
      if (holdsSeat(m, v)) continue;
      m.viewers.delete(v);
      v.lose(ServerError.SeatLost, seatLost(m, v.seat!));
    }
    // The first deadline went in with the start (`start`), in whichever process started it.
    if (started) advanceClock(m.clock, m.clockState, m.game, m.state, true, row.startedAt ?? this.deps.now());
    this.sendSeats(m);
    if (started) for (const v of m.viewers) v.send(this.snapshot(m, v.seat));
    this.driveBots(m);
  }

  /**
   * A seat was taken or given back through the lobby: start the match when it is full. A match
   * nobody is connected to yet is not kept in memory for it (see `evictIfIdle`).
   */
  async seatsChanged(id: string): Promise<void> {
    const m = await this.get(id);
    if (!m) return;
    await this.exclusive(m, () => this.settle(m));
    await this.notify({ matchId: id, seq: m.state.seq, origin: this.deps.origin, seats: true });
    await this.exclusive(m, () => this.evictIfIdle(m));
  }

  /**
   * Start a waiting match whose seats are all taken, then read its record again. The store checks
   * that every seat is taken as it starts the match: a seat given back through another process
   * meanwhile keeps it waiting. Run wherever a waiting match is met, not only after a join: the
   * process that took the last seat may have died before it could start the match.
   */
  private async settle(m: LiveMatch): Promise<void> {
    if (m.row.status === 'waiting') await this.start(m);
    await this.refreshRow(m);
  }

  /** Start the match now, with its first turn's deadline in the same commit. */
  private async start(m: LiveMatch): Promise<void> {
    const at = this.deps.now();
    // The first turn is the one the final seat seeds deal: read them as they stand.
    const row = await this.deps.store.getMatch(m.id);
    if (row?.status === 'waiting' && m.state.seq === 0) m.state = setupOf(m.game, row);
    const clock: ClockState = { ...m.clockState, reserve: [...m.clockState.reserve] };
    advanceClock(m.clock, clock, m.game, m.state, true, at);
    const deadline = storedDeadline(m, m.state.seq, clock) ?? undefined;
    await this.deps.store.startMatch(m.id, at, deadline, awaitedOf(m.game, m.state));
  }

  /**
   * A chat line is kept before anyone hears it, as an action is, so that whoever connects later
   * gets it in their `chat-log`. In the match's queue, so that its lines are kept in the order said.
   */
  async chat(m: LiveMatch, viewer: Pick<Viewer, 'seat' | 'spectatorName'>, text: string): Promise<void> {
    const { seat } = viewer;
    const name = seat === null ? (viewer.spectatorName ?? 'spectator') : (m.row.seats[seat]?.name ?? `seat ${seat}`);
    const chat: ChatLine = { id: newId(), seat, name, text, at: this.deps.now() };
    await this.exclusive(m, () => this.deps.store.addChat({ matchId: m.id, ...chat }));
    for (const v of m.viewers) if (hears(v, chat)) v.send({ type: 'chat', ...chat });
    await this.notify({ matchId: m.id, seq: m.state.seq, origin: this.deps.origin, chat });
  }

  /**
   * The public events of the match's last moves, up to the state this copy holds: what a viewer who
   * connects now missed, exactly as the others heard it. The first viewer to ask replays the log;
   * the match then keeps its history as it moves (`moveOn`), so that a burst of reconnections after
   * a restart replays each match once, not once a socket. As the JSON text of the `history`
   * message, serialised once a seq however many viewers ask.
   */
  async history(m: LiveMatch): Promise<string> {
    return this.exclusive(m, async () => {
      const seq = m.state.seq;
      if (m.historyText?.seq === seq) return m.historyText.text;
      const entries =
        seq === 0 ? [] : (m.history ??= replayHistory(m.game, m.row, await this.deps.store.log(m.id), seq));
      const text = JSON.stringify({ type: 'history', entries: lastMoves(entries) } satisfies ServerMessage);
      m.historyText = { seq, text };
      return text;
    });
  }

  /**
   * The match's last chat lines that a viewer at `seat` hears (`hears`), oldest first, for a viewer
   * who has just connected.
   */
  async chatLog(m: LiveMatch, seat: number | null): Promise<ServerMessage> {
    const rows = await this.deps.store.chat(m.id, CHAT_LOG_LINES, seat !== null);
    return { type: 'chat-log', lines: rows.map(({ id, seat, name, text, at }) => ({ id, seat, name, text, at })) };
  }

  /**
   * Add a viewer to the match as it is held now, and return that match. The check that the match
   * is still the one held and the attach happen in one synchronous step: a match evicted while
   * its viewer was being authenticated (bots moved and nobody watched yet) is loaded again, never
   * joined as a stale copy that no longer hears of new actions. `greet` speaks to the viewer
   * first (welcome, snapshot), in that same step, so no event can come between.
   */
  async attach(id: string, viewer: Viewer, greet: (m: LiveMatch) => void): Promise<LiveMatch | null> {
    for (;;) {
      const held = this.get(id);
      const m = await held;
      if (!m) return null;
      // A copy held from before may have missed a notice (a lost one costs latency, never an
      // action), of an action or of the start, or its last writer may have died before moving the
      // bots: read the record and the log on, and move them, so that the viewer is greeted with
      // the match as it is.
      await this.exclusive(m, async () => {
        if (m.row.status === 'waiting') await this.settle(m);
        await this.catchUp(m, true);
      });
      if (this.live.get(id) !== held) continue;
      greet(m);
      m.viewers.add(viewer);
      this.sendSeats(m);
      this.driveBots(m);
      this.watchStart(m);
      return m;
    }
  }

  detach(m: LiveMatch, viewer: Viewer): void {
    m.viewers.delete(viewer);
    this.sendSeats(m);
    this.exclusive(m, async () => this.evictIfIdle(m)).catch((e: unknown) =>
      logFailure(this.deps.logger, e, { match: m.id }, 'evict'),
    );
  }

  /**
   * Drop a match nobody watches and no bot is playing: its log has everything, and the next
   * socket or request loads it again. Keeps memory bounded by the matches in play.
   */
  private async evictIfIdle(m: LiveMatch): Promise<void> {
    if (m.evicted || m.viewers.size > 0 || this.botsToAct(m)) return;
    m.evicted = true;
    this.live.delete(m.id);
    if (m.takeover) clearTimeout(m.takeover);
    if (m.startCheck) clearInterval(m.startCheck);
    if (m.readOn) clearTimeout(m.readOn);
    await m.unsubscribe?.();
    m.unsubscribe = null;
  }

  private botsToAct(m: LiveMatch): boolean {
    if (m.row.status !== 'active' || m.state.outcome) return false;
    return actorsOf(m.game, m.state).some((seat) => m.row.seats[seat]?.kind === 'bot');
  }

  snapshot(m: LiveMatch, seat: number | null): ServerMessage {
    return {
      type: 'snapshot',
      seq: m.state.seq,
      view: viewOf(m.game, m.state, seat),
      legal: this.legalFor(m, seat),
      seats: this.seats(m),
      deadline: deadlineInfo(m),
      ...reservesOf(m),
    };
  }

  seats(m: LiveMatch): SeatInfo[] {
    const connected = new Set([...m.viewers].map((v) => v.seat));
    return m.row.seats.map((s) => ({
      seat: s.seat,
      kind: s.kind,
      name: s.name,
      bot: s.bot,
      connected: s.kind === 'bot' || connected.has(s.seat),
    }));
  }

  private sendSeats(m: LiveMatch): void {
    const seats = this.seats(m);
    for (const v of m.viewers) v.send({ type: 'seats', seats });
  }

  private legalFor(m: LiveMatch, seat: number | null): unknown[] {
    return seat === null || m.row.status !== 'active' ? [] : legalActionsOf(m.game, m.state, seat).toArray();
  }

  /**
   * Each viewer hears the public events and gets its own view; nobody gets another's. The event
   * for `ackTo`'s viewer carries its action's id: that is its acknowledgement. True if it was sent.
   */
  private broadcast(m: LiveMatch, actor: number, events: readonly GameEvent[], ackTo?: AckTo): boolean {
    if (m.viewers.size === 0) return false;
    // Serialised once for everyone: what all viewers share; then per seat: its view and its legal
    // actions (views share their public part's text too: see viewTexts).
    const shared: Omit<EventMessage, 'view' | 'legal' | 'ack'> = {
      type: 'event',
      seq: m.state.seq,
      actor,
      events,
      deadline: deadlineInfo(m),
      ...reservesOf(m),
    };
    // Without its closing brace, so that each viewer's message is one concatenation: slicing a
    // concatenated text would copy it first (docs/benchmarks.md, tenth session).
    const sharedOpen = JSON.stringify(shared).slice(0, -1);
    const views = viewTexts(m.game, m.state);
    const legal = new Map<number | null, string>();
    let acked = false;
    for (const v of m.viewers) {
      const ack = v === ackTo?.viewer;
      acked ||= ack;
      let legalText = legal.get(v.seat);
      if (legalText === undefined) legal.set(v.seat, (legalText = JSON.stringify(this.legalFor(m, v.seat))));
      const ackText = ack ? `,"ack":${JSON.stringify(ackTo.id)}` : '';
      v.sendText(`${sharedOpen},"view":${views(v.seat)},"legal":${legalText}${ackText}}`);
      if (m.state.outcome) v.send({ type: 'end', outcome: m.state.outcome, secret: m.row.secret });
    }
    return acked;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.botTurns.close();
    for (const p of this.live.values()) {
      const m = await p.catch(() => null);
      if (!m) continue;
      await m.queue;
      if (m.takeover) clearTimeout(m.takeover);
      if (m.startCheck) clearInterval(m.startCheck);
      if (m.readOn) clearTimeout(m.readOn);
      await m.unsubscribe?.();
    }
    this.live.clear();
  }
}

/** The viewer an action came from, and the id it gave the action. */
export interface AckTo {
  readonly viewer: Viewer;
  readonly id: string;
}

/**
 * Take the match to `next`, made by `actor`'s action with these public `events`, and keep track of
 * runs of passes (and of the history, if the match keeps one). A pass in a reaction window that
 * stays open changes nothing but the window's set of seats that answered: the game state, the
 * offer and the random generator are the very same objects before and after.
 */
function moveOn(
  m: LiveMatch,
  actor: number,
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
  if (passed) m.quiet.passes.push({ seq: before.seq, seat: actor });
  else m.quiet = { from: next.seq, passes: [] };
  m.state = next;
  if (m.history) remember(m.history, { seq: next.seq, actor, events });
}

/**
 * May `actor`'s action, made on the state at `seq`, be judged on the current one? Yes when since
 * `seq` only other seats have passed in the same open window: the seat saw the same game, the
 * same window and the same legal answers (less nothing of its own), and answers in a window do not
 * depend on the order in which other seats passed. It is then judged by the rules as usual. A seat
 * that acted itself since `seq`, the system (deadlines) and anything older stay stale.
 */
function onlyPassedSince(m: LiveMatch, seq: number, actor: number): boolean {
  if (actor === SYSTEM || seq < m.quiet.from || seq >= m.state.seq) return false;
  return m.quiet.passes.every((p) => p.seq < seq || p.seat !== actor);
}

/**
 * What an action that takes the match to `seq` does to its stored deadline: nothing for a match
 * without a clock, which never has one; else the clock's next deadline, or none (cleared).
 */
function deadlineChange(m: LiveMatch, seq: number, clock: ClockState): DeadlineChange | undefined {
  if (m.clock.mode === 'none') return undefined;
  const d = storedDeadline(m, seq, clock);
  return d ? { set: d } : { clear: true };
}

/** The clock's next deadline as the store keeps it, for the match at `seq`; null if it has none. */
function storedDeadline(m: LiveMatch, seq: number, clock: ClockState): Deadline | null {
  const d = clock.deadline;
  return d ? { matchId: m.id, seq, dueAt: d.dueAt, what: d.what } : null;
}

/** The seats' reserves, for a clock that has them (spread into a message). */
function reservesOf(m: LiveMatch): { reserves?: Reserves } {
  return reserveMs(m.clock) > 0 ? { reserves: [...m.clockState.reserve] } : {};
}

function seatLost(m: LiveMatch, seat: number): string {
  const s = m.row.seats[seat];
  return s?.kind === 'bot'
    ? `seat ${seat} is played by a bot now; you may watch as a spectator`
    : `seat ${seat} is no longer yours; you may watch as a spectator`;
}

/** The bot that takes a seat over: the game's strongest. */
function defaultBotOf(m: LiveMatch): string {
  return defaultBot(m.module).name;
}

function deadlineInfo(m: LiveMatch): DeadlineInfo | null {
  const d = m.clockState.deadline;
  return d ? { dueAt: d.dueAt, kind: d.kind } : null;
}

export { EngineError };
