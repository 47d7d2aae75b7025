import type { Result } from '@cutthroat/engine';
import type { SeatInfo, ServerMessage } from '@cutthroat/protocol';
import type { Catalog } from '@cutthroat/module';
import type { Logger } from 'pino';
import { DEFAULT_BOTS_ONLY_MATCHES } from '../config.js';
import type { FanOut } from '../fanout/fanout.js';
import type { Metrics } from '../metrics.js';
import type { Store } from '../store/store.js';
import { Bots, type BotSettings } from './bots.js';
import { MatchCache } from './cache.js';
import { Deadlines } from './deadlines.js';
import { Emitter, type LiveEvents } from './events.js';
import type { AckTo, LiveMatch, Viewer } from './match.js';
import { Moves } from './moves.js';
import { Notices } from './notices.js';
import { notifier } from './notify.js';
import { LogReader } from './reader.js';
import { Seating } from './seating.js';
import { Seats } from './seats.js';
import { DEFAULT_WINDOW_QUIET_MS } from './quiet-windows.js';
import { Viewers } from './viewers.js';
import { seatInfos, snapshot, type SeatChange } from './views.js';

export { EngineError } from '@cutthroat/engine';
export { DEADLINE_CLAIM_MS } from './deadlines.js';
export { ServerError, hears, holdsSeat, type AckTo, type LiveMatch, type Viewer } from './match.js';

export interface HostDeps extends BotSettings {
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
  /**
   * How often a process reads the record of a waiting match its sockets watch again: the notice
   * of its start may never come (the process that started it may die before sending it).
   */
  readonly startCheckMs?: number;
  /**
   * Matches of bots only that may be in play at once across the deployment (`BOTS_ONLY_MATCHES`,
   * default `DEFAULT_BOTS_ONLY_MATCHES`): a seat is not handed to a bot past it (see `Seats`).
   */
  readonly botsOnlyMatches?: number;
  /**
   * How long a reaction window takes no pass, in a match where a person sits (`WINDOW_QUIET_MS`,
   * default `DEFAULT_WINDOW_QUIET_MS`; see `QuietWindow`); 0: none.
   */
  readonly windowQuietMs?: number;
}

/**
 * The matches this process serves, as the sockets, the lobby and the deadline timer see them. A
 * facade over parts that each do one job, each given only what it uses, and each using only parts
 * made before it: the record read again and the start (`seating.ts`), the log read on
 * (`reader.ts`), the match cache (`cache.ts`), actions in (`moves.ts`), the bots' turns
 * (`bots.ts`), seats and tokens (`seats.ts`), viewers and chat (`viewers.ts`), notices from the
 * other processes (`notices.ts`), deadlines (`deadlines.ts`). A part below tells the parts above
 * it what happened by the host's events (`events.ts`): an action appended, a match loaded, its
 * record read again, a notice heard.
 */
export class MatchHost {
  /** Set once, as the process closes: no timer is armed and no bot moves after it. */
  private closing = false;
  private readonly cache: MatchCache;
  private readonly moves: Moves;
  private readonly deadlines: Deadlines;
  private readonly seating: Seating;
  /** Who may sit where (named so beside `seats`, the seats as viewers are shown them). */
  private readonly holders: Seats;
  private readonly viewers: Viewers;
  private readonly bots: Bots;

  constructor(deps: HostDeps) {
    const { store, now, logger, metrics, origin } = deps;
    const closed = () => this.closing;
    const events = new Emitter<LiveEvents>();
    const notify = notifier({ fanout: deps.fanout, logger, metrics });
    const { botPool, botBudgetMs, botsOnlyTurnMs, botTakeoverMs, storeRetryMs, later } = deps;
    const seating = (this.seating = new Seating({
      store,
      now,
      logger,
      startCheckMs: deps.startCheckMs,
      closed,
      events,
    }));
    const reader = new LogReader({ store, seating });
    const cache = (this.cache = new MatchCache({ games: deps.games, store, fanout: deps.fanout, reader, events }));
    const quietMs = deps.windowQuietMs ?? DEFAULT_WINDOW_QUIET_MS;
    const wait = later ?? ((run: () => void, ms: number) => void setTimeout(run, ms).unref());
    const moveDeps = { store, now, metrics, origin, cache, reader, seating, notify, events, closed };
    const moves = (this.moves = new Moves({ ...moveDeps, quietMs, later: wait }));
    const settings = { botPool, botBudgetMs, botsOnlyTurnMs, botTakeoverMs, storeRetryMs, later };
    const bots = (this.bots = new Bots({ logger, metrics, moves, reader, closed, events, ...settings }));
    const botsOnlyMatches = deps.botsOnlyMatches ?? DEFAULT_BOTS_ONLY_MATCHES;
    const seatDeps = { store, now, logger, metrics, origin, botsOnlyMatches, cache, seating, reader, notify };
    const seats = (this.holders = new Seats(seatDeps));
    const viewers = (this.viewers = new Viewers({ store, now, logger, origin, cache, seating, reader, bots, notify }));
    // Nothing calls it: it hears the notices the cache announces.
    new Notices({ origin, closed, logger, metrics, seats, seating, reader, viewers, bots, events });
    this.deadlines = new Deadlines({ store, logger, cache, reader, moves, seats, bots });
  }

  /** Matches held in this process's memory. */
  get size(): number {
    return this.cache.size;
  }

  /** Bot moves waiting for a turn of the event loop. */
  get botMovesWaiting(): number {
    return this.bots.waiting;
  }

  /** Is the match held in this process's memory? */
  has(id: string): boolean {
    return this.cache.has(id);
  }

  /** The match, held or loaded now; null if there is no such match. */
  get(id: string): Promise<LiveMatch | null> {
    return this.cache.get(id);
  }

  /** See `Moves.submit`. */
  submit(
    id: string,
    actor: number,
    raw: unknown,
    expectedSeq?: number,
    from?: AckTo,
  ): Promise<Result<{ seq: number; acked: boolean }>> {
    return this.moves.submit(id, actor, raw, expectedSeq, from);
  }

  /** See `MatchCache.resume`. */
  resume(failed: (id: string, e: unknown) => void): Promise<number> {
    return this.cache.resume(failed, () => this.closing);
  }

  /** See `Deadlines.fireDue`. */
  fireDue(now: number): Promise<number> {
    return this.deadlines.fireDue(now);
  }

  /** See `Seats.leave`. */
  leave(id: string, seat: number, playerId: string): Promise<Result<string>> {
    return this.holders.leave(id, seat, playerId);
  }

  /** See `Seats.handOverAway`. */
  handOverAway(id: string, seat: number, requester: string): Promise<Result<string>> {
    return this.holders.handOverAway(id, seat, requester);
  }

  /** See `Seats.tokensReplaced`. */
  tokensReplaced(playerId: string, matchIds: readonly string[]): Promise<void> {
    return this.holders.tokensReplaced(playerId, matchIds);
  }

  /** See `Seats.replacementsHeard`. */
  get replacementsHeard(): number {
    return this.holders.replacementsHeard;
  }

  /** See `Seats.recheck`. */
  recheck(m: LiveMatch, v: Viewer): Promise<boolean> {
    return this.holders.recheck(m, v);
  }

  /** See `Seats.seatOfToken`. */
  seatOfToken(m: LiveMatch, tokenHash: string): Promise<{ seat: number; holder: string } | null> {
    return this.holders.seatOfToken(m, tokenHash);
  }

  /** See `Seating.refreshRow`. */
  refreshRow(m: LiveMatch): Promise<void> {
    return this.seating.refreshRow(m);
  }

  /** See `Seats.seatsChanged`. */
  seatsChanged(id: string): Promise<void> {
    return this.holders.seatsChanged(id);
  }

  /** See `Viewers.chat`. */
  chat(m: LiveMatch, viewer: Pick<Viewer, 'seat' | 'spectatorName'>, text: string): Promise<void> {
    return this.viewers.chat(m, viewer, text);
  }

  /** See `Viewers.history`. */
  history(m: LiveMatch): Promise<string> {
    return this.viewers.history(m);
  }

  /** See `Viewers.seatChanges`. */
  seatChanges(m: LiveMatch): Promise<SeatChange[]> {
    return this.viewers.seatChanges(m);
  }

  /** See `Viewers.chatLog`. */
  chatLog(m: LiveMatch, seat: number | null): Promise<ServerMessage> {
    return this.viewers.chatLog(m, seat);
  }

  /** See `Viewers.attach`. */
  attach(id: string, viewer: Viewer, greet: (m: LiveMatch) => void): Promise<LiveMatch | null> {
    return this.viewers.attach(id, viewer, greet);
  }

  detach(m: LiveMatch, viewer: Viewer): void {
    this.viewers.detach(m, viewer);
  }

  snapshot(m: LiveMatch, seat: number | null): ServerMessage {
    return snapshot(m, seat);
  }

  seats(m: LiveMatch): SeatInfo[] {
    return seatInfos(m);
  }

  /** Stop: no timer fires and no bot moves after it; every match is let go once its work is done. */
  async close(): Promise<void> {
    this.closing = true;
    this.bots.close();
    await this.cache.close();
  }
}
