import { CHAT_LOG_LINES, type ChatLine, type ServerMessage } from '@cutthroat/protocol';
import type { Logger } from 'pino';
import { logFailure } from '../failures.js';
import type { Store } from '../store/store.js';
import { newId } from '../tokens.js';
import type { Bots } from './bots.js';
import type { MatchCache } from './cache.js';
import { lastMoves, replayHistory } from './history.js';
import { exclusive, hears, type LiveMatch, type Viewer } from './match.js';
import type { Notify } from './notify.js';
import type { LogReader } from './reader.js';
import type { Seating } from './seating.js';
import { sendSeats, type SeatChange } from './views.js';

export interface ViewersDeps {
  readonly store: Pick<Store, 'addChat' | 'log' | 'chat' | 'seatChanges'>;
  readonly now: () => number;
  readonly logger: Logger;
  /** This process's name in fan-out notices. */
  readonly origin: string;
  readonly cache: Pick<MatchCache, 'get' | 'held' | 'evictIfIdle'>;
  /** The record read again (and the match started) before a viewer is greeted. */
  readonly seating: Pick<Seating, 'settle' | 'watchStart'>;
  readonly reader: Pick<LogReader, 'catchUp'>;
  /** Moves the bots a copy read on leaves to act. */
  readonly bots: Pick<Bots, 'drive'>;
  readonly notify: Notify;
}

/**
 * Who watches a match from this process, and what each is told: the match as its seat sees it
 * when they come in, who sits where and is connected, the moves and chat they missed, and the
 * chat said since. A seat gets only its own view; a spectator, the public one (`views.ts`).
 */
export class Viewers {
  constructor(private readonly deps: ViewersDeps) {}

  /**
   * Add a viewer to the match as it is held now, and return that match. The check that the match
   * is still the one held and the attach happen in one synchronous step: a match evicted while
   * its viewer was being authenticated (bots moved and nobody watched yet) is loaded again, never
   * joined as a stale copy that no longer hears of new actions. `greet` speaks to the viewer
   * first (welcome, snapshot), in that same step, so no event can come between.
   */
  async attach(id: string, viewer: Viewer, greet: (m: LiveMatch) => void): Promise<LiveMatch | null> {
    const { cache, seating, reader, bots } = this.deps;
    for (;;) {
      const held = cache.get(id);
      const m = await held;
      if (!m) return null;
      // A copy held from before may have missed a notice (a lost one costs latency, never an
      // action), of an action or of the start, or its last writer may have died before moving the
      // bots: read the record and the log on, and move them, so that the viewer is greeted with
      // the match as it is.
      await exclusive(m, async () => {
        if (m.row.status === 'waiting') await seating.settle(m);
        await reader.catchUp(m, true);
      });
      if (cache.held(id) !== held) continue;
      greet(m);
      m.viewers.add(viewer);
      sendSeats(m);
      bots.drive(m);
      seating.watchStart(m);
      return m;
    }
  }

  detach(m: LiveMatch, viewer: Viewer): void {
    const { logger, cache } = this.deps;
    m.viewers.delete(viewer);
    sendSeats(m);
    exclusive(m, async () => cache.evictIfIdle(m)).catch((e: unknown) =>
      logFailure(logger, e, { match: m.id }, 'evict'),
    );
  }

  /**
   * A chat line is kept before anyone hears it, as an action is, so that whoever connects later
   * gets it in their `chat-log`. In the match's queue, so that its lines are kept in the order said.
   */
  async chat(m: LiveMatch, viewer: Pick<Viewer, 'seat' | 'spectatorName'>, text: string): Promise<void> {
    const { deps } = this;
    const { seat } = viewer;
    const name = seat === null ? (viewer.spectatorName ?? 'spectator') : (m.row.seats[seat]?.name ?? `seat ${seat}`);
    const chat: ChatLine = { id: newId(), seat, name, text, at: deps.now() };
    await exclusive(m, () => deps.store.addChat({ matchId: m.id, ...chat }));
    for (const v of m.viewers) if (hears(v, chat)) v.send({ type: 'chat', ...chat });
    await deps.notify({ matchId: m.id, seq: m.state.seq, origin: deps.origin, chat });
  }

  /**
   * The public events of the match's last moves, up to the state this copy holds: what a viewer who
   * connects now missed, exactly as the others heard it. The first viewer to ask replays the log;
   * the match then keeps its history as it moves (`moveOn`), so that a burst of reconnections after
   * a restart replays each match once, not once a socket. As the JSON text of the `history`
   * message, serialised once a seq however many viewers ask.
   */
  async history(m: LiveMatch): Promise<string> {
    const { store } = this.deps;
    return exclusive(m, async () => {
      const seq = m.state.seq;
      if (m.historyText?.seq === seq) return m.historyText.text;
      const entries = seq === 0 ? [] : (m.history ??= replayHistory(m.game, m.row, await store.log(m.id), seq));
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

  /** Every seat that changed hands in the match's play, as told then, for a viewer who has just connected. */
  async seatChanges(m: LiveMatch): Promise<SeatChange[]> {
    const rows = await this.deps.store.seatChanges(m.id);
    // Kept as `sendSeatChanges` told it, less the seq and type the row holds.
    return rows.map(({ seq, change }) => ({
      ...(change as Omit<SeatChange, 'seq' | 'type'>),
      type: 'seat-change',
      seq,
    }));
  }
}
