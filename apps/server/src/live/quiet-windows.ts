import { legalActionsOf, pendingResponders, type ReactionWindow } from '@cutthroat/engine';
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
    if (!isPass(raw)) return false;
    return pendingResponders(m.state.window).includes(seat);
  }

  /**
   * Is `raw` a pass of `seat` in the window the server already passed for it (its browser answered
   * at once, but arrived after the quiet time)? Then it is done: acknowledged, not applied again.
   */
  passedFor(m: LiveMatch, seat: number, raw: unknown, expectedSeq: number | undefined): boolean {
    const done = m.passedFor.get(seat);
    if (!done || !isPass(raw) || expectedSeq === undefined) return false;
    return expectedSeq >= done.from && expectedSeq <= done.upTo;
  }

  /** Hold `seat`'s pass; it is applied, and its result given, when the quiet time ends. */
  hold(m: LiveMatch, seat: number, raw: unknown, expectedSeq?: number, from?: AckTo): Promise<Submitted> {
    const q = m.quietWindow!;
    const window = m.state.window!;
    const held = new Promise<Submitted>((resolve) => q.held.push({ seat, window, raw, expectedSeq, from, resolve }));
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
   * pass to give, in the order of the window's responders. A window's answers are made together,
   * none seeing the others' (rulings.md: "online they answer together"), so a held pass answers
   * the window it was made in while that window is open and waits for its seat, whatever other
   * seats answered meanwhile (an interception, a card used); once that window is gone, it is
   * judged as any other action, stale.
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
      for (const h of own) {
        const same = sameWindow(h.window, m.state.window) && pendingResponders(m.state.window!).includes(seat);
        h.resolve(await this.applyOrSay(m, seat, h.raw, same ? m.state.seq : h.expectedSeq, h.from));
      }
      if (own.length === 0 && q.answersFor && m.quietWindow === q && nothingToAnswer(m, seat)) {
        // Should the store fail here, the seat is asked as usual (its window's deadline still runs).
        const r = await this.applyOrSay(m, seat, { type: 'pass' }, m.state.seq, undefined);
        if (r.ok) m.passedFor.set(seat, { from: q.from, upTo: r.value.seq - 1 });
      }
    }
  }

  /** An answer applied, or, should the store fail under it, a refusal that says so (nothing applied). */
  private async applyOrSay(
    m: LiveMatch,
    seat: number,
    raw: unknown,
    expectedSeq: number | undefined,
    from: AckTo | undefined,
  ): Promise<Submitted> {
    try {
      return await this.deps.apply(m, seat, raw, expectedSeq, from);
    } catch {
      return { ok: false, error: { code: ServerError.Busy, message: 'the server failed on that answer: try again' } };
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

/** Is `now` the window `then` was, answered since (it opened once, for the same seats)? */
function sameWindow(then: ReactionWindow, now: ReactionWindow | null): boolean {
  if (!now || now.kind !== then.kind || now.openedBy !== then.openedBy) return false;
  return now.responders.length === then.responders.length && now.responders.every((s, i) => s === then.responders[i]);
}

const isPass = (raw: unknown): boolean =>
  typeof raw === 'object' && raw !== null && (raw as { type?: unknown }).type === 'pass';
