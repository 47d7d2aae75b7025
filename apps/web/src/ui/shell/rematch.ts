import type { SeatInfo } from '@cutthroat/protocol';
import type { NewMatch, PublicMatch } from '../../net/api.js';

/**
 * A new match like this one: the same game, options, clock and bots' pace, listed or by invitation (and for hot-seat play or not)
 * as this one was, the same bots in the same seats, and
 * every person's seat open again (the one asking takes the first). A seat handed to a bot during
 * the match stays that bot's. Built from the seats as they stand now, not as the page first read them.
 */
export function rematchOf(info: PublicMatch, seats: readonly SeatInfo[]): NewMatch {
  const now = seats.length ? seats : info.seats;
  return {
    game: info.game,
    seats: now.map((s) => (s.kind === 'bot' && s.bot ? { kind: 'bot', bot: s.bot } : { kind: 'open' })),
    options: typeof info.options === 'object' && info.options !== null ? (info.options as Record<string, unknown>) : {},
    clock: info.clock,
    join: true,
    listed: info.listed,
    hotSeat: info.hotSeat,
    botPaceMs: info.botPaceMs,
  };
}
