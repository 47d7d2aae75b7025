import type { Result } from '@cutthroat/engine';
import type { SeatInfo, ServerMessage } from '@cutthroat/protocol';
import type { AckTo, LiveMatch, Viewer } from './match.js';
import { Parts, type HostDeps } from './parts.js';

export { EngineError } from '@cutthroat/engine';
export { DEADLINE_CLAIM_MS } from './deadlines.js';
export { ServerError, hears, holdsSeat, type AckTo, type LiveMatch, type Viewer } from './match.js';
export type { HostDeps } from './parts.js';

/**
 * The matches this process serves, as the sockets, the lobby and the deadline timer see them. A
 * facade over parts that each do one job (see `Parts`): the match cache (`cache.ts`), actions in
 * and events out (`moves.ts`), deadlines (`deadlines.ts`), seats and tokens (`seats.ts`), viewers
 * and chat (`viewers.ts`), the bots' turns (`bots.ts`).
 */
export class MatchHost {
  private readonly parts: Parts;

  constructor(deps: HostDeps) {
    this.parts = new Parts(deps);
  }

  /** Matches held in this process's memory. */
  get size(): number {
    return this.parts.cache.size;
  }

  /** Bot moves waiting for a turn of the event loop. */
  get botMovesWaiting(): number {
    return this.parts.bots.waiting;
  }

  /** Is the match held in this process's memory? */
  has(id: string): boolean {
    return this.parts.cache.has(id);
  }

  /** The match, held or loaded now; null if there is no such match. */
  get(id: string): Promise<LiveMatch | null> {
    return this.parts.cache.get(id);
  }

  /** See `Moves.submit`. */
  submit(
    id: string,
    actor: number,
    raw: unknown,
    expectedSeq?: number,
    from?: AckTo,
  ): Promise<Result<{ seq: number; acked: boolean }>> {
    return this.parts.moves.submit(id, actor, raw, expectedSeq, from);
  }

  /** See `Deadlines.fireDue`. */
  fireDue(now: number): Promise<number> {
    return this.parts.deadlines.fireDue(now);
  }

  /** See `Seats.leave`. */
  leave(id: string, seat: number, playerId: string): Promise<string | null> {
    return this.parts.seats.leave(id, seat, playerId);
  }

  /** See `Seats.handOverAway`. */
  handOverAway(id: string, seat: number, requester: string): Promise<Result<string>> {
    return this.parts.seats.handOverAway(id, seat, requester);
  }

  /** See `Seats.tokensReplaced`. */
  tokensReplaced(playerId: string, matchIds: readonly string[]): Promise<void> {
    return this.parts.seats.tokensReplaced(playerId, matchIds);
  }

  /** See `Seats.replacementsHeard`. */
  get replacementsHeard(): number {
    return this.parts.seats.replacementsHeard;
  }

  /** See `Seats.recheck`. */
  recheck(m: LiveMatch, v: Viewer): Promise<boolean> {
    return this.parts.seats.recheck(m, v);
  }

  /** See `Seats.seatOfToken`. */
  seatOfToken(m: LiveMatch, tokenHash: string): Promise<{ seat: number; holder: string } | null> {
    return this.parts.seats.seatOfToken(m, tokenHash);
  }

  /** See `Seats.refreshRow`. */
  refreshRow(m: LiveMatch): Promise<void> {
    return this.parts.seats.refreshRow(m);
  }

  /** See `Seats.seatsChanged`. */
  seatsChanged(id: string): Promise<void> {
    return this.parts.seats.seatsChanged(id);
  }

  /** See `Viewers.chat`. */
  chat(m: LiveMatch, viewer: Pick<Viewer, 'seat' | 'spectatorName'>, text: string): Promise<void> {
    return this.parts.viewers.chat(m, viewer, text);
  }

  /** See `Viewers.history`. */
  history(m: LiveMatch): Promise<string> {
    return this.parts.viewers.history(m);
  }

  /** See `Viewers.chatLog`. */
  chatLog(m: LiveMatch, seat: number | null): Promise<ServerMessage> {
    return this.parts.viewers.chatLog(m, seat);
  }

  /** See `Viewers.attach`. */
  attach(id: string, viewer: Viewer, greet: (m: LiveMatch) => void): Promise<LiveMatch | null> {
    return this.parts.viewers.attach(id, viewer, greet);
  }

  detach(m: LiveMatch, viewer: Viewer): void {
    this.parts.viewers.detach(m, viewer);
  }

  snapshot(m: LiveMatch, seat: number | null): ServerMessage {
    return this.parts.viewers.snapshot(m, seat);
  }

  seats(m: LiveMatch): SeatInfo[] {
    return this.parts.viewers.seats(m);
  }

  /** Stop: no timer fires and no bot moves after it; every match is let go once its work is done. */
  async close(): Promise<void> {
    this.parts.closed = true;
    this.parts.bots.close();
    await this.parts.cache.close();
  }
}
