import { legalActionsOf, pendingResponders } from '@cutthroat/engine';
import { ServerError, exclusive, type AckTo, type LiveMatch, type QuietWindow, type Submitted } from './match.js';

/** How long a reaction window takes no pass, by default (`WINDOW_QUIET_MS`). */
export const DEFAULT_WINDOW_QUIET_MS = 1_000;

export interface QuietWindowsDeps {
  /** 0 turns the quiet time off. */
  readonly quietMs: number;
  readonly now: () => number;
  /** Runs `run` once `ms` have gone by (`HostDeps.later`). */
  readonly later: (run: () => void, ms: number) => void;
  /** Whether the process is closing: nothing is released after it. */
  readonly closed: () => boolean;
  /** Applies an action in the match's queue (`Moves.submitNow`). */
  readonly apply: (m: LiveMatch, seat: number, raw: unknown, expectedSeq?: number, from?: AckTo) => Promise<Submitted>;
}

/** Passes held through windows' quiet times, and released when they end (see `QuietWindow`). */
export class QuietWindows {
  constructor(private readonly deps: QuietWindowsDeps) {}

  /** Is `raw` a pass of `seat` to hold until the window's quiet time ends? */
  holds(m: LiveMatch, seat: number, raw: unknown): boolean {
    const q = m.quietWindow;
    if (!q || q.released || this.deps.quietMs <= 0 || !m.state.window) return false;
    if (typeof raw !== 'object' || raw === null || (raw as { type?: unknown }).type !== 'pass') return false;
    return pendingResponders(m.state.window).includes(seat);
  }

  /** Hold `seat`'s pass; it is applied, and its result given, when the quiet time ends. */
  hold(m: LiveMatch, seat: number, raw: unknown, expectedSeq?: number, from?: AckTo): Promise<Submitted> {
    const q = m.quietWindow!;
    const held = new Promise<Submitted>((resolve) => q.held.push({ seat, raw, expectedSeq, from, resolve }));
    this.schedule(m, q);
    return held;
  }

  /** The window `m` just opened here: it ends its quiet time here too, passing for those with nothing to answer. */
  opened(m: LiveMatch): void {
    const q = m.quietWindow;
    if (q && q.answersFor && this.deps.quietMs > 0) this.schedule(m, q);
  }

  private schedule(m: LiveMatch, q: QuietWindow): void {
    if (q.scheduled) return;
    q.scheduled = true;
    const wait = Math.max(0, q.since + this.deps.quietMs - this.deps.now());
    this.deps.later(() => void exclusive(m, () => this.release(m, q)), wait);
  }

  /**
   * The quiet time is over: the passes held, and one for each person's seat with nothing but a
   * pass to give, in the order of the window's responders. A held pass the match moved past
   * meanwhile (a card used in the window) is judged as any other: stale if what it answered changed.
   */
  private async release(m: LiveMatch, q: QuietWindow): Promise<void> {
    q.released = true;
    const held = q.held.splice(0);
    if (this.deps.closed()) {
      for (const h of held)
        h.resolve({ ok: false, error: { code: ServerError.Busy, message: 'the server is closing: try again' } });
      return;
    }
    const order = m.state.window?.responders ?? [];
    const rank = (seat: number) => (order.includes(seat) ? order.indexOf(seat) : order.length + seat);
    for (const seat of [...new Set([...order, ...held.map((h) => h.seat)])].sort((a, b) => rank(a) - rank(b))) {
      const own = held.filter((h) => h.seat === seat);
      for (const h of own) h.resolve(await this.deps.apply(m, seat, h.raw, h.expectedSeq, h.from));
      if (own.length === 0 && q.answersFor && m.quietWindow === q && nothingToAnswer(m, seat))
        await this.deps.apply(m, seat, { type: 'pass' }, m.state.seq);
    }
  }
}

/** Is `seat` a person's, waited for in the open window, with nothing but a pass to give? */
function nothingToAnswer(m: LiveMatch, seat: number): boolean {
  if (m.row.seats[seat]?.kind !== 'human' || !m.state.window) return false;
  if (!pendingResponders(m.state.window).includes(seat)) return false;
  const legal = legalActionsOf(m.game, m.state, seat);
  return legal.length === 1 && (legal.at(0) as { type: string }).type === 'pass';
}
