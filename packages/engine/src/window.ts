import type { Seat } from './seat.js';

/**
 * A reaction window: a moment when players other than (or as well as) the one whose turn it is may
 * answer, such as Arms Dealers interceptions or GoCaine interdictions. It is engine state so that
 * people, bots and deadlines all answer it the same way.
 */
export interface ReactionWindow {
  /** The game's name for it, e.g. `intercept`. */
  readonly kind: string;
  readonly openedBy: Seat;
  /** Who may answer, in answering order. */
  readonly responders: readonly Seat[];
  /** `seat-order`: one responder at a time, in order; `simultaneous`: all at once. */
  readonly order: 'seat-order' | 'simultaneous';
  /** Game action types that count as an answer (a `pass` always does). */
  readonly allowed: readonly string[];
  /** When true an allowed action leaves the responder in the window; only `pass` ends their part. */
  readonly repeatable: boolean;
  readonly answered: readonly Seat[];
}

export type WindowSpec = Omit<ReactionWindow, 'answered'>;

export function openWindow(spec: WindowSpec): ReactionWindow {
  return withAnswered(spec, []);
}

/** Seats that may answer now. */
export function pendingResponders(window: ReactionWindow): Seat[] {
  const waiting = window.responders.filter((s) => !window.answered.includes(s));
  return window.order === 'seat-order' ? waiting.slice(0, 1) : waiting;
}

export function markAnswered(window: ReactionWindow, seat: Seat): ReactionWindow {
  return withAnswered(window, [...window.answered, seat]);
}

export function isWindowClosed(window: ReactionWindow): boolean {
  return window.responders.every((s) => window.answered.includes(s));
}

/** Written out rather than spread: V8 builds it far faster, and it happens on every answer. */
export function withAnswered(w: WindowSpec, answered: readonly Seat[]): ReactionWindow {
  return {
    kind: w.kind,
    openedBy: w.openedBy,
    responders: w.responders,
    order: w.order,
    allowed: w.allowed,
    repeatable: w.repeatable,
    answered,
  };
}
