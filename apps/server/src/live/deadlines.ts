import { SYSTEM, err, type Result } from '@cutthroat/engine';
import type { Logger } from 'pino';
import type { DeadlineWhat } from '../clock.js';
import type { Deadline, Store } from '../store/store.js';
import type { Bots } from './bots.js';
import type { MatchCache } from './cache.js';
import { storedDeadline } from './match-clock.js';
import { STALE_GRACE_MS, ServerError, defaultBotOf, exclusive, staleGrace, type LiveMatch } from './match.js';
import type { Moves } from './moves.js';
import type { LogReader } from './reader.js';
import type { Seats } from './seats.js';
import { snapshot } from './views.js';

export interface DeadlinesDeps {
  readonly store: Pick<Store, 'dueDeadlines' | 'claimDeadline' | 'dropDeadline' | 'setDeadline' | 'clearDeadline'>;
  readonly logger: Logger;
  readonly cache: Pick<MatchCache, 'get'>;
  readonly reader: Pick<LogReader, 'catchUp'>;
  /** Where a deadline's action goes in: a window closed, or the turn played by the default bot. */
  readonly moves: Pick<Moves, 'submit' | 'submitNow'>;
  /** Hands a seat out of time to the default bot, when the clock forfeits it. */
  readonly seats: Pick<Seats, 'toBot'>;
  /** Decides the turn's move for its seat. */
  readonly bots: Pick<Bots, 'decide'>;
}

/** How long a claimed deadline waits for its claimer's action before it falls due again. */
export const DEADLINE_CLAIM_MS = 30_000;

/** How many due deadlines one `fireDue` takes from the store. */
const DUE_BATCH = 100;

/**
 * Deadlines fire here: a reaction window closes, a turn is played by the game's default bot (and
 * the seat forfeited to it, if the clock says so). A deadline is stored with the action that set
 * it (see `deadlineChange`), so every process agrees on it, and fires once across them all.
 */
export class Deadlines {
  constructor(private readonly deps: DeadlinesDeps) {}

  /**
   * Fire every deadline due at `now`; each fires once across all processes, and also after a
   * claimer died before it acted (see `Store.claimDeadline`).
   */
  async fireDue(now: number): Promise<number> {
    const { deps } = this;
    const { cache, moves, seats, bots } = deps;
    let fired = 0;
    for (const d of await deps.store.dueDeadlines(now, DUE_BATCH)) {
      if (!(await deps.store.claimDeadline(d.matchId, d.seq, now, now + DEADLINE_CLAIM_MS))) continue;
      const m = await cache.get(d.matchId);
      if (!m) {
        await deps.store.dropDeadline(d.matchId, d.seq);
        continue;
      }
      // Written by `storedDeadline` from the clock's own deadline.
      const what = d.what as DeadlineWhat;
      let r: Result<unknown>;
      // This copy may be behind the log (another process's notice still on its way).
      await exclusive(m, () => deps.reader.catchUp(m, true));
      if (m.state.seq !== d.seq) {
        // A deadline the match has moved past, yet the only one stored: left by a server from
        // before an action's next deadline went in with it (one that died between the two
        // commits). Store the one the match is at now.
        await exclusive(m, () => this.save(m));
        continue;
      }
      if (what.kind === 'window') {
        r = await moves.submit(m.id, SYSTEM, { type: 'deadline' }, d.seq);
      } else {
        const seat = what.seat;
        if (await exclusive(m, () => this.grace(m, d, seat, now))) continue;
        if (m.clock.mode !== 'none' && m.clock.onTurnExpiry === 'forfeit') await seats.toBot(m, seat);
        r = await exclusive(m, async () =>
          m.state.seq === d.seq
            ? moves.submitNow(m, seat, bots.decide(m, seat, defaultBotOf(m)), d.seq)
            : err(ServerError.Stale, 'the turn was played in time'),
        );
      }
      if (r.ok) fired++;
      // Its action replaced it; one refused would come back at every claim's end.
      else await deps.store.dropDeadline(d.matchId, d.seq);
      deps.logger.info({ match: d.matchId, seq: d.seq, kind: what.kind, ok: r.ok }, 'deadline fired');
    }
    return fired;
  }

  /**
   * Give `seat` `STALE_GRACE_MS` more, if its turn's clock is not to run out on it (`staleGrace`),
   * and show its viewers the deadline as it now stands. True if it did.
   */
  private async grace(m: LiveMatch, d: Deadline, seat: number, now: number): Promise<boolean> {
    if (m.state.seq !== d.seq || !staleGrace(m, seat)) return false;
    const dueAt = now + STALE_GRACE_MS;
    await this.deps.store.setDeadline({ ...d, dueAt });
    if (m.clockState.deadline) m.clockState.deadline = { ...m.clockState.deadline, dueAt };
    for (const v of m.viewers) v.send(snapshot(m, v.seat));
    this.deps.logger.info({ match: d.matchId, seq: d.seq, seat }, 'deadline graced: an answer arrived stale');
    return true;
  }

  /** Store the deadline of the match as it is. A match without a clock never has one: nothing to do. */
  private async save(m: LiveMatch): Promise<void> {
    const { store } = this.deps;
    if (m.clock.mode === 'none') return;
    const d = storedDeadline(m, m.state.seq, m.clockState);
    if (d) await store.setDeadline(d);
    else await store.clearDeadline(m.id);
  }
}
