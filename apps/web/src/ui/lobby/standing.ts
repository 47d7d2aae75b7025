import type { PlayerMatchSummary } from '@cutthroat/protocol';

/** How long from `now` until `at`, roughly: a turn-based match's deadline is hours or days away. */
export function dueIn(at: number, now: number): string {
  const s = Math.max(0, Math.round((at - now) / 1000));
  if (s < 60) return 'in under a minute';
  if (s < 3600) return `in ${Math.floor(s / 60)} min`;
  if (s < 2 * 86400) return `in ${Math.floor(s / 3600)} h`;
  return `in ${Math.floor(s / 86400)} days`;
}

/**
 * Where a match of ours stands, for the lobby's list: waiting, our move and by when, someone
 * else's, or over. Who is to act is known only for a match with a clock (its deadline).
 */
export function standing(m: PlayerMatchSummary, now: number): string {
  if (m.status === 'waiting') return 'waiting for players';
  if (m.status === 'finished') return 'over';
  if (m.toAct?.seats.includes(m.seat)) return `your move, due ${dueIn(m.toAct.dueAt, now)}`;
  return m.toAct && m.toAct.seats.length > 0 ? 'in play, not your move' : 'in play';
}
