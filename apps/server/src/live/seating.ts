import { SYSTEM, awaitedOf } from '@cutthroat/engine';
import type { Logger } from 'pino';
import { logFailure } from '../failures.js';
import type { Store } from '../store/store.js';
import { waitedSince } from './awaited.js';
import { advanceClock, type ClockState } from './clocks.js';
import type { LiveEmitter } from './events.js';
import { setupOf, tableOf } from './history.js';
import { storedDeadline } from './match-clock.js';
import { ServerError, exclusive, handedFromViewer, holdsSeat, seatLost, type LiveMatch } from './match.js';
import { sendSeatChanges, sendSeats, snapshot } from './views.js';

const START_CHECK_MS = 10_000;

export interface SeatingDeps {
  readonly store: Pick<Store, 'getMatch' | 'startMatch' | 'addSeatChange'>;
  readonly now: () => number;
  readonly logger: Logger;
  /** See `HostDeps.startCheckMs`. */
  readonly startCheckMs?: number;
  /** Whether the process is closing: no timer is armed after it. */
  readonly closed: () => boolean;
  /** Where each reread of the record is announced (`reread`). */
  readonly events: LiveEmitter;
}

/**
 * The match's record as this copy holds it: read again after a join, a leave or a forfeit, and
 * the match started once its seats are all taken. Viewers whose seat is no longer theirs are
 * dropped; every reread is announced (`reread`), for the bots it may leave to act.
 */
export class Seating {
  constructor(private readonly deps: SeatingDeps) {}

  /**
   * Start a waiting match whose seats are all taken, then read its record again. The store checks
   * that every seat is taken as it starts the match: a seat given back through another process
   * meanwhile keeps it waiting. Run wherever a waiting match is met, not only after a join: the
   * process that took the last seat may have died before it could start the match.
   */
  async settle(m: LiveMatch): Promise<void> {
    if (m.row.status === 'waiting') await this.start(m);
    await this.refreshRow(m);
  }

  /** Start the match now, with its first turn's deadline in the same commit. */
  private async start(m: LiveMatch): Promise<void> {
    const { store, now } = this.deps;
    const at = now();
    // The first turn is the one the final seat seeds deal: read them as they stand.
    const row = await store.getMatch(m.id);
    if (row?.status === 'waiting' && m.state.seq === 0) m.state = setupOf(m.game, row);
    const clock: ClockState = { ...m.clockState, reserve: [...m.clockState.reserve] };
    advanceClock(m.clock, clock, m.game, m.state, true, at);
    const deadline = storedDeadline(m, m.state.seq, clock) ?? undefined;
    await store.startMatch(m.id, at, deadline, awaitedOf(m.game, m.state));
  }

  /**
   * While the match waits and someone here watches it, read its record again now and then, so
   * that a start whose notice never came still reaches them (`settle`, and `refreshRow` greets them).
   */
  watchStart(m: LiveMatch): void {
    const { closed, logger } = this.deps;
    if (m.startCheck || closed() || m.row.status !== 'waiting') return;
    m.startCheck = setInterval(() => {
      if (closed() || m.evicted || m.viewers.size === 0 || m.row.status !== 'waiting') {
        if (m.startCheck) clearInterval(m.startCheck);
        m.startCheck = null;
        return;
      }
      void exclusive(m, () => this.settle(m)).catch((e: unknown) =>
        logFailure(logger, e, { match: m.id }, 'start check'),
      );
    }, this.deps.startCheckMs ?? START_CHECK_MS);
    m.startCheck.unref();
  }

  /** Reread the match's record (seats, status) after a join, a leave or a forfeit. */
  async refreshRow(m: LiveMatch): Promise<void> {
    const { store, now, events } = this.deps;
    const row = await store.getMatch(m.id);
    if (!row) return;
    const started = m.row.status === 'waiting' && row.status === 'active';
    const before = m.row;
    m.row = row;
    // Until it starts, a match is dealt nothing: its deal waits on the seat seeds still to come.
    if (m.state.seq === 0 && (started || row.status === 'waiting')) m.state = tableOf(m.game, row);
    if (started && m.state.seq === 0) {
      m.awaitedSince = waitedSince(new Map(), awaitedOf(m.game, m.state), SYSTEM, row.startedAt ?? now());
    }
    // A seat given back before the start stops hearing its seat's view now. One handed to a bot
    // keeps it, with nothing left to do: its player sees what the bot does with it.
    for (const v of m.viewers) {
      if (holdsSeat(m, v) || v.seat === null) continue;
      if (handedFromViewer(m, v)) {
        if (!started) v.send(snapshot(m, v.seat));
        continue;
      }
      m.viewers.delete(v);
      v.lose(ServerError.SeatLost, seatLost(m, v.seat));
    }
    // The first deadline went in with the start (`start`), in whichever process started it.
    if (started) advanceClock(m.clock, m.clockState, m.game, m.state, true, row.startedAt ?? now());
    sendSeats(m);
    for (const { seq, ...change } of sendSeatChanges(m, before, row)) {
      await store.addSeatChange({ matchId: m.id, seq, change });
    }
    if (started) for (const v of m.viewers) v.send(snapshot(m, v.seat));
    await events.emit('reread', { m });
  }
}
