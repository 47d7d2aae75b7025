import type { PlayerMatchSummary } from '@cutthroat/protocol';
import { SITE_TITLE } from '../shell/title.js';
import { ordinal } from '../words.js';

/** How long from `now` until `at`, roughly: a turn-based match's deadline is hours or days away. */
export function dueIn(at: number, now: number): string {
  const s = Math.max(0, Math.round((at - now) / 1000));
  if (s < 60) return 'in under a minute';
  if (s < 3600) return `in ${Math.floor(s / 60)} min`;
  if (s < 2 * 86400) return `in ${Math.floor(s / 3600)} h`;
  return `in ${Math.floor(s / 86400)} days`;
}

/**
 * Where a match of ours stands, for the lobby's list: waiting, our move (and by when, with a
 * clock), someone else's, or over.
 */
export function standing(m: PlayerMatchSummary, now: number): string {
  if (m.status === 'waiting') return 'waiting for players';
  if (m.status === 'finished') return 'over';
  const toAct = m.toAct;
  if (toAct && ourMove(m)) return toAct.dueAt === null ? 'your move' : `your move, due ${dueIn(toAct.dueAt, now)}`;
  return toAct && toAct.seats.length > 0 ? 'in play, not your move' : 'in play';
}

/** Whether a match of ours waits for us. */
export function ourMove(m: PlayerMatchSummary): boolean {
  return m.status === 'active' && m.toAct !== null && m.toAct.seats.includes(m.seat);
}

/** The matches that wait for us first, the soonest due first; the rest as they came (newest first). */
export function ourMovesFirst(matches: readonly PlayerMatchSummary[]): PlayerMatchSummary[] {
  const due = (m: PlayerMatchSummary) => m.toAct?.dueAt ?? Infinity;
  const ours = matches.filter(ourMove).sort((a, b) => due(a) - due(b));
  return [...ours, ...matches.filter((m) => !ourMove(m))];
}

/** The lobby's tab title: how many matches wait for us, so that a background tab shows it. */
export function lobbyTitle(matches: readonly PlayerMatchSummary[] | null): string {
  const n = matches?.filter(ourMove).length ?? 0;
  return n === 0 ? SITE_TITLE : `Your move in ${n} match${n === 1 ? '' : 'es'} · ${SITE_TITLE}`;
}

/**
 * Our place in a finished match, from its export's outcome (`ranking`: seat and rank each):
 * `you won`, `you won, tied`, `2nd of 4`; null when the outcome does not say.
 */
export function placeText(outcome: unknown, seat: number): string | null {
  const ranking = (outcome as { ranking?: unknown } | null)?.ranking;
  if (!Array.isArray(ranking)) return null;
  const ranks = ranking as readonly { seat?: unknown; rank?: unknown }[];
  const mine = ranks.find((r) => r.seat === seat);
  if (!mine || typeof mine.rank !== 'number') return null;
  const tied = ranks.filter((r) => r.rank === mine.rank).length > 1;
  if (mine.rank === 1) return tied ? 'you won, tied' : 'you won';
  return `${ordinal(mine.rank)} of ${ranks.length}${tied ? ', tied' : ''}`;
}
