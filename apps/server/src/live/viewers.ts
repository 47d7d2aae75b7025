import { legalActionsOf, viewOf } from '@cutthroat/engine';
import { CHAT_LOG_LINES, type ChatLine, type SeatInfo, type ServerMessage } from '@cutthroat/protocol';
import { logFailure } from '../failures.js';
import { newId } from '../tokens.js';
import { deadlineInfo, reservesOf } from './deadlines.js';
import { lastMoves, replayHistory } from './history.js';
import { exclusive, hears, type LiveMatch, type Viewer } from './match.js';
import type { Parts } from './parts.js';

/**
 * Who watches a match from this process, and what each is told: the match as its seat sees it
 * when they come in, who sits where and is connected, the moves and chat they missed, and the
 * chat said since. A seat gets only its own view; a spectator, the public one.
 */
export class Viewers {
  constructor(private readonly parts: Parts) {}

  /**
   * Add a viewer to the match as it is held now, and return that match. The check that the match
   * is still the one held and the attach happen in one synchronous step: a match evicted while
   * its viewer was being authenticated (bots moved and nobody watched yet) is loaded again, never
   * joined as a stale copy that no longer hears of new actions. `greet` speaks to the viewer
   * first (welcome, snapshot), in that same step, so no event can come between.
   */
  async attach(id: string, viewer: Viewer, greet: (m: LiveMatch) => void): Promise<LiveMatch | null> {
    const { cache, moves, seats, bots } = this.parts;
    for (;;) {
      const held = cache.get(id);
      const m = await held;
      if (!m) return null;
      // A copy held from before may have missed a notice (a lost one costs latency, never an
      // action), of an action or of the start, or its last writer may have died before moving the
      // bots: read the record and the log on, and move them, so that the viewer is greeted with
      // the match as it is.
      await exclusive(m, async () => {
        if (m.row.status === 'waiting') await seats.settle(m);
        await moves.catchUp(m, true);
      });
      if (cache.held(id) !== held) continue;
      greet(m);
      m.viewers.add(viewer);
      this.sendSeats(m);
      bots.drive(m);
      seats.watchStart(m);
      return m;
    }
  }

  detach(m: LiveMatch, viewer: Viewer): void {
    const { deps, cache } = this.parts;
    m.viewers.delete(viewer);
    this.sendSeats(m);
    exclusive(m, async () => cache.evictIfIdle(m)).catch((e: unknown) =>
      logFailure(deps.logger, e, { match: m.id }, 'evict'),
    );
  }

  /**
   * A chat line is kept before anyone hears it, as an action is, so that whoever connects later
   * gets it in their `chat-log`. In the match's queue, so that its lines are kept in the order said.
   */
  async chat(m: LiveMatch, viewer: Pick<Viewer, 'seat' | 'spectatorName'>, text: string): Promise<void> {
    const { deps, moves } = this.parts;
    const { seat } = viewer;
    const name = seat === null ? (viewer.spectatorName ?? 'spectator') : (m.row.seats[seat]?.name ?? `seat ${seat}`);
    const chat: ChatLine = { id: newId(), seat, name, text, at: deps.now() };
    await exclusive(m, () => deps.store.addChat({ matchId: m.id, ...chat }));
    for (const v of m.viewers) if (hears(v, chat)) v.send({ type: 'chat', ...chat });
    await moves.notify({ matchId: m.id, seq: m.state.seq, origin: deps.origin, chat });
  }

  /**
   * The public events of the match's last moves, up to the state this copy holds: what a viewer who
   * connects now missed, exactly as the others heard it. The first viewer to ask replays the log;
   * the match then keeps its history as it moves (`moveOn`), so that a burst of reconnections after
   * a restart replays each match once, not once a socket. As the JSON text of the `history`
   * message, serialised once a seq however many viewers ask.
   */
  async history(m: LiveMatch): Promise<string> {
    const { store } = this.parts.deps;
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
    const rows = await this.parts.deps.store.chat(m.id, CHAT_LOG_LINES, seat !== null);
    return { type: 'chat-log', lines: rows.map(({ id, seat, name, text, at }) => ({ id, seat, name, text, at })) };
  }

  /** The match as `seat` sees it now (null: a spectator). */
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

  /** Who sits where, and whether each seat is connected (a bot always is). */
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

  sendSeats(m: LiveMatch): void {
    const seats = this.seats(m);
    for (const v of m.viewers) v.send({ type: 'seats', seats });
  }

  /**
   * The actions `seat`'s viewer may take now: none for a spectator, nor for a seat a bot plays
   * (its former player still watches it), nor before the start or after the end.
   */
  legalFor(m: LiveMatch, seat: number | null): unknown[] {
    if (seat === null || m.row.status !== 'active' || m.row.seats[seat]?.kind !== 'human') return [];
    return legalActionsOf(m.game, m.state, seat).toArray();
  }
}
