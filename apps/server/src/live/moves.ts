import { applyAction, awaitedOf, err, ok, parseAction, type Result } from '@cutthroat/engine';
import type { Metrics } from '../metrics.js';
import type { Store } from '../store/store.js';
import { waitedSince } from './awaited.js';
import type { MatchCache } from './cache.js';
import { advanceClock, type ClockState } from './clocks.js';
import type { LiveEmitter } from './events.js';
import { deadlineChange } from './match-clock.js';
import {
  ServerError,
  exclusive,
  holdsSeat,
  moveOn,
  noteWindow,
  onlyPassedSince,
  refusedStale,
  seatLost,
  type AckTo,
  type LiveMatch,
} from './match.js';
import type { Notify } from './notify.js';
import type { LogReader } from './reader.js';
import type { Seating } from './seating.js';
import { QuietWindows } from './quiet-windows.js';
import { broadcast } from './views.js';

export interface MovesDeps {
  readonly store: Pick<Store, 'append'>;
  readonly now: () => number;
  readonly metrics: Pick<Metrics, 'actionBroadcast'>;
  /** This process's name in fan-out notices. */
  readonly origin: string;
  readonly cache: Pick<MatchCache, 'get'>;
  /** Takes the actions another process wrote first. */
  readonly reader: Pick<LogReader, 'catchUp'>;
  /** Starts a match this copy missed the start of. */
  readonly seating: Pick<Seating, 'settle'>;
  readonly notify: Notify;
  /** Where each action appended is announced (`appended`): the bots it leaves to act move then. */
  readonly events: LiveEmitter;
  /** How long a reaction window takes no pass (`QuietWindow`); 0: none. */
  readonly quietMs: number;
  /** Runs `run` once `ms` have gone by (`HostDeps.later`). */
  readonly later: (run: () => void, ms: number) => void;
  readonly closed: () => boolean;
}

const MAX_ATTEMPTS = 8;

/**
 * Actions in and events out. An action is always written through: appended to the log before
 * anyone hears of it. Several processes may hold the same match; the conditional append on
 * (match, seq) decides who wins, and the loser catches up from the log. The other processes hear
 * of each action by a fan-out notice, and this one announces it (`appended`) once it is sent.
 */
export class Moves {
  private readonly quiet: QuietWindows;

  constructor(private readonly deps: MovesDeps) {
    const { quietMs, now, later, closed } = deps;
    this.quiet = new QuietWindows({ quietMs, now, later, closed, apply: (...args) => this.submitNow(...args) });
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
    const m = await this.deps.cache.get(id);
    if (!m) return err(ServerError.UnknownMatch, `there is no match ${id}`);
    // A pass in a window's quiet time waits for its end (checked again there, as any action).
    if (this.quiet.holds(m, actor, raw)) return this.quiet.hold(m, actor, raw, expectedSeq, from);
    if (this.quiet.passedFor(m, actor, raw, expectedSeq)) return ok({ seq: m.state.seq, acked: false });
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
    const { deps } = this;
    // This copy may have missed the notice of the start, the last seat taken through another process.
    if (m.row.status === 'waiting') await deps.seating.settle(m);
    if (m.row.status === 'waiting') return err(ServerError.NotStarted, 'the match starts when every seat is taken');
    if (from && !holdsSeat(m, from.viewer)) {
      return err(ServerError.SeatLost, seatLost(m, actor));
    }
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (expectedSeq !== undefined && expectedSeq !== m.state.seq && !onlyPassedSince(m, expectedSeq, actor)) {
        refusedStale(m, actor);
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
        await deps.reader.catchUp(m, true);
        continue;
      }
      moveOn(m, actor, action.value, next.value);
      noteWindow(m, at, true);
      m.awaitedSince = waitedSince(m.awaitedSince, toAct, actor, at);
      Object.assign(m.clockState, clockAfter);
      if (m.state.outcome) m.row = { ...m.row, status: 'finished' };
      const acked = broadcast(m, actor, next.value.events, from);
      deps.metrics.actionBroadcast(performance.now() - started);
      await deps.notify({ matchId: m.id, seq: m.state.seq, origin: deps.origin });
      await deps.events.emit('appended', { m, actor });
      this.quiet.opened(m);
      return ok({ seq: m.state.seq, acked });
    }
    return err(ServerError.Busy, 'the match is changing too fast; try again');
  }
}
