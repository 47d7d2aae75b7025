import { SYSTEM, awaitedOf } from '@cutthroat/engine';
import { ClockSettings } from '@cutthroat/protocol';
import type { Catalog } from '@cutthroat/module';
import type { FanOut } from '../fanout/fanout.js';
import type { Store } from '../store/store.js';
import { waitedSince } from './awaited.js';
import { advanceClock, startClock } from './clocks.js';
import type { LiveEmitter } from './events.js';
import { tableOf } from './history.js';
import { botsToAct, exclusive, stopTimers, type LiveMatch } from './match.js';
import type { LogReader } from './reader.js';

export interface CacheDeps {
  readonly games: Catalog;
  readonly store: Pick<Store, 'getMatch' | 'setStatus' | 'activeWithBots'>;
  readonly fanout: Pick<FanOut, 'subscribe'>;
  /** Reads a loaded match's log to its end. */
  readonly reader: Pick<LogReader, 'catchUp'>;
  /**
   * Where a load (`loaded`) and each notice heard about a held match (`notice`) are announced; an
   * action appended here (`appended`) may leave its match idle, to let go.
   */
  readonly events: LiveEmitter;
}

/** How many matches `resume` asks the store for at once. */
const RESUME_PAGE = 100;

/**
 * The matches this process holds in memory. A match is loaded lazily from the store (its record,
 * then its log replayed), kept while it has viewers or bots to move, and let go when it has
 * neither: its log has everything, and the next socket or request loads it again. A load is
 * announced (`loaded`), and so is every fan-out notice about a match held (`notice`).
 */
export class MatchCache {
  private readonly live = new Map<string, Promise<LiveMatch | null>>();

  constructor(private readonly deps: CacheDeps) {
    deps.events.on('appended', ({ m }) => this.evictIfIdle(m));
  }

  get size(): number {
    return this.live.size;
  }

  /** Is the match held in this process's memory? */
  has(id: string): boolean {
    return this.live.has(id);
  }

  /** The match as held now, loaded or loading; undefined if it is not held. */
  held(id: string): Promise<LiveMatch | null> | undefined {
    return this.live.get(id);
  }

  /** The match, held or loaded now; null if the store has no such match. */
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
    const { deps } = this;
    const row = await deps.store.getMatch(id);
    if (!row) return null;
    const entry = deps.games.get(row.game);
    if (!entry) throw new Error(`match ${id} is of unknown game ${row.game}`);
    const start = tableOf(entry.game, row);
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
      quiet: { from: start.seq, moves: [] },
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
      staleRefused: new Map(),
      quietWindow: null,
      passedFor: new Map(),
    };
    // Its listener answers for its own failures (see `Notices`).
    m.unsubscribe = await deps.fanout.subscribe(id, (notice) => void deps.events.emit('notice', { m, notice }));
    try {
      // In the match's queue, as every read of the log on is: a notice heard while this read is out
      // reads on after it, from where it left the copy, instead of applying the same moves beside it.
      await exclusive(m, () => deps.reader.catchUp(m, false));
    } catch (e) {
      // A copy that failed to load is dropped (the next viewer loads it anew): it must not go on
      // following notices.
      await m.unsubscribe();
      throw e;
    }
    // Ended in its log but not in its record: left by a server from before the end went in with
    // the last action (one that died between the two commits).
    if (m.state.outcome && row.status !== 'finished') await deps.store.setStatus(id, 'finished');
    // Bots wait for no one: a process that died between an append and the next bot move leaves
    // that move to whoever loads the match next.
    await deps.events.emit('loaded', { m });
    return m;
  }

  /**
   * Load every match in play with a bot seat, a page at a time, as the process starts: a match of
   * bots only has no viewer to load it, and one whose process died (or stopped) between an append
   * and its bot's move waits for whoever loads it next (`loaded` moves its bots). Of several
   * processes that load one, the conditional append lets one move; the others hear its notices.
   * A match with no bot to act is let go at once. `failed` hears a match that would not load; the
   * others load on; once `stopped` says so (the process closes), no more load. How many were loaded.
   */
  async resume(failed: (id: string, e: unknown) => void, stopped: () => boolean): Promise<number> {
    let after = '';
    let loaded = 0;
    for (;;) {
      const ids = await this.deps.store.activeWithBots(after, RESUME_PAGE);
      for (const id of ids) {
        if (stopped()) return loaded;
        const m = await this.get(id).catch((e: unknown) => void failed(id, e));
        if (!m) continue;
        loaded++;
        await exclusive(m, () => this.evictIfIdle(m));
      }
      if (ids.length < RESUME_PAGE) return loaded;
      after = ids[ids.length - 1]!;
    }
  }

  /**
   * Drop a match nobody watches and no bot is playing: its log has everything, and the next
   * socket or request loads it again. Keeps memory bounded by the matches in play.
   */
  async evictIfIdle(m: LiveMatch): Promise<void> {
    if (m.evicted || m.viewers.size > 0 || botsToAct(m)) return;
    m.evicted = true;
    this.live.delete(m.id);
    stopTimers(m);
    await m.unsubscribe?.();
    m.unsubscribe = null;
  }

  /** Let every match go, once the work queued on each is done. */
  async close(): Promise<void> {
    for (const p of this.live.values()) {
      const m = await p.catch(() => null);
      if (!m) continue;
      await m.queue;
      stopTimers(m);
      await m.unsubscribe?.();
    }
    this.live.clear();
  }
}
