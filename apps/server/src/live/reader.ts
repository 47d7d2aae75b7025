import { awaitedOf, replayFrom } from '@cutthroat/engine';
import type { LogRow, Store } from '../store/store.js';
import { waitedSince } from './awaited.js';
import { advanceClock } from './clocks.js';
import { moveOn, noteWindow, type LiveMatch } from './match.js';
import type { Seating } from './seating.js';
import { broadcast as tell } from './views.js';

/**
 * Reads a match's log on from where its copy stands: the actions other processes appended since,
 * applied to it as they were when they went in, and heard by its viewers if asked.
 */
export class LogReader {
  constructor(
    private readonly deps: {
      readonly store: Pick<Store, 'log'>;
      /** The record read again, for a match started elsewhere. */
      readonly seating: Pick<Seating, 'refreshRow'>;
    },
  ) {}

  /** Apply what other processes appended since our state; how many actions that was. */
  async catchUp(m: LiveMatch, broadcast: boolean): Promise<number> {
    const rows = await this.deps.store.log(m.id, m.state.seq);
    // Started elsewhere, unheard of here: the deal is the one of the seat seeds it started with.
    if (rows.length > 0 && m.row.status === 'waiting') await this.deps.seating.refreshRow(m);
    checkNoGap(m, rows[0]);
    const r = replayFrom(m.game, m.state, rows, ({ index, entry, action, state, events }) => {
      moveOn(m, entry.actor, action, { state, events });
      noteWindow(m, entry.at, false);
      m.awaitedSince = waitedSince(m.awaitedSince, awaitedOf(m.game, m.state), entry.actor, entry.at);
      advanceClock(m.clock, m.clockState, m.game, m.state, m.row.status !== 'waiting', entry.at);
      if (broadcast) tell(m, entry.actor, events);
      checkNoGap(m, rows[index + 1]);
    });
    if (!r.ok) {
      const { index, error } = r.error;
      throw new Error(`match ${m.id}: the log's action ${rows[index]!.seq} no longer applies: ${error.code}`);
    }
    if (m.state.outcome && m.row.status !== 'finished') m.row = { ...m.row, status: 'finished' };
    return rows.length;
  }
}

/** The log's next row is the one the match is at: nothing between them is missing. */
function checkNoGap(m: LiveMatch, next: LogRow | undefined): void {
  if (next && next.seq !== m.state.seq) throw new Error(`match ${m.id}: log gap at ${m.state.seq}, found ${next.seq}`);
}
