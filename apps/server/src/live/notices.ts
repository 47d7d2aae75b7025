import type { ServerMessage } from '@cutthroat/protocol';
import type { Logger } from 'pino';
import type { MatchNotice } from '../fanout/fanout.js';
import { logFailure } from '../failures.js';
import type { Metrics } from '../metrics.js';
import type { Bots } from './bots.js';
import type { LiveEmitter } from './events.js';
import { exclusive, hears, type LiveMatch } from './match.js';
import type { LogReader } from './reader.js';
import type { Seating } from './seating.js';
import type { Seats } from './seats.js';
import type { Viewers } from './viewers.js';

export interface NoticesDeps {
  /** This process's name: its own notices come back to it, and say nothing new. */
  readonly origin: string;
  readonly closed: () => boolean;
  readonly logger: Logger;
  readonly metrics: Pick<Metrics, 'failed'>;
  readonly seats: Pick<Seats, 'heardReplaced'>;
  readonly seating: Pick<Seating, 'refreshRow'>;
  readonly reader: Pick<LogReader, 'catchUp'>;
  readonly viewers: Pick<Viewers, 'chatLog'>;
  readonly bots: Pick<Bots, 'watch' | 'readOnLater'>;
  /** Where the cache announces the notices it hears (`notice`). */
  readonly events: LiveEmitter;
}

/**
 * What another process's notice about a match held here changes: a chat line heard, tokens
 * replaced, the record or the log read on, and the bots it leaves to act watched. The store may
 * fail under it (a database gone for a moment): that is said, and the log is read on later.
 */
export class Notices {
  constructor(private readonly deps: NoticesDeps) {
    deps.events.on('notice', ({ m, notice }) =>
      this.hear(m, notice).catch((e: unknown) => {
        deps.metrics.failed('notice', logFailure(deps.logger, e, { match: m.id }, 'notice'));
        deps.bots.readOnLater(m);
      }),
    );
  }

  /** Catch up with what the notice says changed. */
  private async hear(m: LiveMatch, n: MatchNotice): Promise<void> {
    const { deps } = this;
    if (n.origin === deps.origin || deps.closed()) return;
    if (n.tokensOf) return deps.seats.heardReplaced(m, n.tokensOf);
    if (n.chat) {
      for (const v of m.viewers) if (hears(v, n.chat)) v.send({ type: 'chat', ...n.chat });
      return;
    }
    await exclusive(m, async () => {
      if (n.seats || n.resync) await deps.seating.refreshRow(m);
      if (n.seq > m.state.seq || n.resync) await deps.reader.catchUp(m, true);
    });
    // Notices missed may have carried chat lines: the log has them.
    if (n.resync && m.viewers.size > 0) {
      const logs = new Map<boolean, Promise<ServerMessage>>();
      for (const v of m.viewers) {
        const spectator = v.seat === null;
        if (!logs.has(spectator)) logs.set(spectator, deps.viewers.chatLog(m, v.seat));
        v.send(await logs.get(spectator)!);
      }
    }
    deps.bots.watch(m);
  }
}
