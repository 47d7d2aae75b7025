import { legalActionsOf, viewOf, viewTexts, type GameEvent } from '@cutthroat/engine';
import type { SeatInfo, ServerMessage } from '@cutthroat/protocol';
import type { AckTo, LiveMatch } from './match.js';
import { deadlineInfo, reservesOf } from './match-clock.js';

type EventMessage = Extract<ServerMessage, { type: 'event' }>;

/**
 * The match as `seat` sees it now (null: a spectator). A match that waits for players shows no
 * view: nothing is dealt before the start (`tableOf`), only who sits where.
 */
export function snapshot(m: LiveMatch, seat: number | null): ServerMessage {
  return {
    type: 'snapshot',
    seq: m.state.seq,
    view: m.row.status === 'waiting' ? null : viewOf(m.game, m.state, seat),
    legal: legalFor(m, seat),
    seats: seatInfos(m),
    deadline: deadlineInfo(m),
    ...reservesOf(m),
  };
}

/** Who sits where, and whether each seat is connected (a bot always is). */
export function seatInfos(m: LiveMatch): SeatInfo[] {
  const connected = new Set([...m.viewers].map((v) => v.seat));
  return m.row.seats.map((s) => ({
    seat: s.seat,
    kind: s.kind,
    name: s.name,
    bot: s.bot,
    connected: s.kind === 'bot' || connected.has(s.seat),
  }));
}

/** Tell every viewer who sits where now. */
export function sendSeats(m: LiveMatch): void {
  const seats = seatInfos(m);
  for (const v of m.viewers) v.send({ type: 'seats', seats });
}

type Row = LiveMatch['row'];

export type SeatChange = Extract<ServerMessage, { type: 'seat-change' }>;

/**
 * Tell every viewer each seat that changed hands between two reads of the record of a match in
 * play (`seat-change`): a person who left, to a bot or open; a person or a bot who sat down.
 * Returns what it told, for the store to keep.
 */
export function sendSeatChanges(m: LiveMatch, before: Row, after: Row): SeatChange[] {
  const told: SeatChange[] = [];
  if (before.status !== 'active' || after.status !== 'active') return told;
  for (const now of after.seats) {
    const was = before.seats.find((s) => s.seat === now.seat);
    if (!was || (was.kind === now.kind && was.playerId === now.playerId)) continue;
    const message: SeatChange = {
      type: 'seat-change',
      seq: m.state.seq,
      seat: now.seat,
      was: { kind: was.kind, name: was.name, bot: was.bot },
      now: { kind: now.kind, name: now.name, bot: now.bot },
    };
    told.push(message);
    for (const v of m.viewers) v.send(message);
  }
  return told;
}

/**
 * The actions `seat`'s viewer may take now: none for a spectator, nor for a seat a bot plays
 * (its former player still watches it), nor before the start or after the end.
 */
export function legalFor(m: LiveMatch, seat: number | null): unknown[] {
  if (seat === null || m.row.status !== 'active' || m.row.seats[seat]?.kind !== 'human') return [];
  return legalActionsOf(m.game, m.state, seat).toArray();
}

/**
 * Each viewer hears the public events and gets its own view; nobody gets another's. The event
 * for `ackTo`'s viewer carries its action's id: that is its acknowledgement. True if it was sent.
 */
export function broadcast(m: LiveMatch, actor: number, events: readonly GameEvent[], ackTo?: AckTo): boolean {
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
    if (legalText === undefined) legal.set(v.seat, (legalText = JSON.stringify(legalFor(m, v.seat))));
    const ackText = ack ? `,"ack":${JSON.stringify(ackTo.id)}` : '';
    v.sendText(`${sharedOpen},"view":${views(v.seat)},"legal":${legalText}${ackText}}`);
    if (m.state.outcome) v.send({ type: 'end', outcome: m.state.outcome, secret: m.row.secret });
  }
  return acked;
}
