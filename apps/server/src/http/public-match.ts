import { ClockSettings, type PublicMatch, type PublicSeat } from '@cutthroat/protocol';
import type { MatchRecordRow, SeatRecord } from '../store/store.js';

/** Public facts about a seat: never its token hash. */
function publicSeat(s: SeatRecord): PublicSeat {
  return { seat: s.seat, kind: s.kind, bot: s.bot, name: s.name, seed: s.seed ?? null };
}

/** What anyone may know of a match (`GET /api/matches/:id`): never a token hash, the secret only once over. */
export function publicMatch(m: MatchRecordRow): PublicMatch {
  return {
    id: m.id,
    game: m.game,
    players: m.players,
    options: m.options,
    // Stored as NewMatch parsed it: this only types it, and would refuse a corrupted row.
    clock: ClockSettings.parse(m.clock),
    status: m.status,
    commitment: m.commitment,
    createdAt: m.createdAt,
    startedAt: m.startedAt,
    seats: m.seats.map(publicSeat),
    listed: m.listed,
    hotSeat: m.hotSeat ?? false,
    botPaceMs: m.botPaceMs ?? 0,
    // The secret is revealed only once the match is over.
    ...(m.status === 'finished' ? { secret: m.secret } : {}),
    links: { pick: `/m/${m.id}`, seats: m.seats.map((s) => `/m/${m.id}?seat=${s.seat}`) },
  };
}
