import {
  applyAction,
  awaitedOf,
  err,
  ok,
  parseAction,
  viewTexts,
  type GameEvent,
  type Result,
} from '@cutthroat/engine';
import type { ServerMessage } from '@cutthroat/protocol';
import type { MatchNotice } from '../fanout/fanout.js';
import { logFailure } from '../failures.js';
import { waitedSince } from './awaited.js';
import { advanceClock, type ClockState } from './clocks.js';
import { deadlineChange, deadlineInfo, reservesOf } from './deadlines.js';
import {
  ServerError,
  exclusive,
  hears,
  holdsSeat,
  moveOn,
  onlyPassedSince,
  seatLost,
  type AckTo,
  type LiveMatch,
} from './match.js';
import type { Parts } from './parts.js';

type EventMessage = Extract<ServerMessage, { type: 'event' }>;

const MAX_ATTEMPTS = 8;

/**
 * Actions in and events out. An action is always written through: appended to the log before
 * anyone hears of it. Several processes may hold the same match; the conditional append on
 * (match, seq) decides who wins, and the loser catches up from the log. The other processes hear
 * of each action, chat line and seat change by a fan-out notice.
 */
export class Moves {
  constructor(private readonly parts: Parts) {}

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
    const m = await this.parts.cache.get(id);
    if (!m) return err(ServerError.UnknownMatch, `there is no match ${id}`);
    return exclusive(m, () => this.submitNow(m, actor, raw, expectedSeq, from));
  }

  /** `submit`, already in the match's queue. */
  async submitNow(
    m: LiveMatch,
    actor: number,
    raw: unknown,
    expectedSeq?: number,
    from?: AckTo,
  ): Promise<Result<{ seq: number; acked: boolean }>> {
    const { deps, seats, bots, cache } = this.parts;
    // This copy may have missed the notice of the start, the last seat taken through another process.
    if (m.row.status === 'waiting') await seats.settle(m);
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
      const at = deps.now();
      const started = performance.now();
      // The clock as the action leaves it: its next deadline goes in with the action, in one commit,
      // and so does the end of the match, so that the export is there before anyone hears of it.
      const clockAfter: ClockState = { ...m.clockState, reserve: [...m.clockState.reserve] };
      advanceClock(m.clock, clockAfter, m.game, next.value.state, true, at);
      const toAct = awaitedOf(m.game, next.value.state);
      const appended = await deps.store.append(
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
      deps.metrics.actionBroadcast(performance.now() - started);
      await this.notify({ matchId: m.id, seq: m.state.seq, origin: deps.origin });
      if (!m.state.outcome) bots.drive(m);
      await cache.evictIfIdle(m);
      return ok({ seq: m.state.seq, acked });
    }
    return err(ServerError.Busy, 'the match is changing too fast; try again');
  }

  /** Apply what other processes appended since our state; how many actions that was. */
  async catchUp(m: LiveMatch, broadcast: boolean): Promise<number> {
    const rows = await this.parts.deps.store.log(m.id, m.state.seq);
    // Started elsewhere, unheard of here: the deal is the one of the seat seeds it started with.
    if (rows.length > 0 && m.row.status === 'waiting') await this.parts.seats.refreshRow(m);
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

  /** Another process's notice about a match held here: catch up with what it says changed. */
  async onNotice(m: LiveMatch, n: MatchNotice): Promise<void> {
    const { deps, seats, viewers, bots } = this.parts;
    if (n.origin === deps.origin || this.parts.closed) return;
    if (n.tokensOf) return seats.heardReplaced(m, n.tokensOf);
    if (n.chat) {
      for (const v of m.viewers) if (hears(v, n.chat)) v.send({ type: 'chat', ...n.chat });
      return;
    }
    await exclusive(m, async () => {
      if (n.seats || n.resync) await seats.refreshRow(m);
      if (n.seq > m.state.seq || n.resync) await this.catchUp(m, true);
    });
    // Notices missed may have carried chat lines: the log has them.
    if (n.resync && m.viewers.size > 0) {
      const logs = new Map<boolean, Promise<ServerMessage>>();
      for (const v of m.viewers) {
        const spectator = v.seat === null;
        if (!logs.has(spectator)) logs.set(spectator, viewers.chatLog(m, v.seat));
        v.send(await logs.get(spectator)!);
      }
    }
    bots.watch(m);
  }

  /**
   * Tell the other processes. A notice lost to Redis costs them latency, never an action (they read
   * the log on at their next notice, viewer or action, and at a resync when their own connection
   * comes back), so it never fails the work that sent it: an action already taken and heard here
   * is not refused, and the bots it leaves to act still move.
   */
  async notify(notice: MatchNotice): Promise<void> {
    const { deps } = this.parts;
    await deps.fanout.publish(notice).catch((e: unknown) => {
      const cause = logFailure(deps.logger, e, { match: notice.matchId }, 'fan-out notice lost');
      deps.metrics.failed('notice-lost', cause);
    });
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
    // concatenated text would copy it first (14.4 KB allocated here per action that way, 6.8 KB).
    const sharedOpen = JSON.stringify(shared).slice(0, -1);
    const views = viewTexts(m.game, m.state);
    const legal = new Map<number | null, string>();
    let acked = false;
    for (const v of m.viewers) {
      const ack = v === ackTo?.viewer;
      acked ||= ack;
      let legalText = legal.get(v.seat);
      if (legalText === undefined)
        legal.set(v.seat, (legalText = JSON.stringify(this.parts.viewers.legalFor(m, v.seat))));
      const ackText = ack ? `,"ack":${JSON.stringify(ackTo.id)}` : '';
      v.sendText(`${sharedOpen},"view":${views(v.seat)},"legal":${legalText}${ackText}}`);
      if (m.state.outcome) v.send({ type: 'end', outcome: m.state.outcome, secret: m.row.secret });
    }
    return acked;
  }
}
