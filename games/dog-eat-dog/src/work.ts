import type { GameEvent, Seat, WindowSpec } from '@cutthroat/engine';
import { type DogEatDogState, type Work } from './state.js';
import { patch } from './copy.js';
import { isPlaying } from './red-tape.js';

/**
 * The work stack's small tools, and the reaction windows the game opens. Every window's answer
 * types are listed here; a `pass` (or the deadline) always ends a responder's part.
 */

// These run several times for each action: plain copies, no spread of the stack (see README "Speed").
export const top = (G: DogEatDogState): Work | undefined => G.work[G.work.length - 1];
export const pop = (G: DogEatDogState): DogEatDogState => patch(G, { work: G.work.slice(0, -1) });
export function push(G: DogEatDogState, ...items: Work[]): DogEatDogState {
  const work = G.work.slice();
  for (const w of items) work.push(w);
  return patch(G, { work });
}
/** `w` in place of the top item, and `above` pushed over it. */
export function replaceTop(G: DogEatDogState, w: Work, ...above: Work[]): DogEatDogState {
  const work = G.work.slice();
  work[work.length - 1] = w;
  for (const x of above) work.push(x);
  return patch(G, { work });
}

export interface Advanced {
  readonly G: DogEatDogState;
  readonly events: GameEvent[];
  readonly window: WindowSpec | null;
}

/** What each window accepts. */
export const WINDOW_ACTIONS = {
  choice: ['answer'],
  trigger: ['use'],
  'first-bribe': ['bribe'],
  war: ['bribe'],
  lobby: ['bribe'],
  acquire: ['acquire'],
  auction: ['bid'],
  'give-up': ['give-up'],
  'chapter-11': ['leave'],
} as const;
export type WindowKind = keyof typeof WINDOW_ACTIONS;

export function windowFor(kind: WindowKind, openedBy: Seat, responders: readonly Seat[]): WindowSpec {
  return {
    kind,
    openedBy,
    responders,
    order: 'simultaneous',
    allowed: WINDOW_ACTIONS[kind],
    repeatable: kind === 'auction',
  };
}

/** Everyone still playing, from `seat` clockwise. */
export function around(G: DogEatDogState, seat: Seat): Seat[] {
  const n = G.players.length;
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const s = (seat + i) % n;
    if (isPlaying(G.players[s]!)) out.push(s);
  }
  return out;
}

export function triggerWork(
  trigger: Extract<Work, { kind: 'trigger' }>['trigger'],
  victim: Seat | null,
  more: { square?: number | null; item?: Extract<Work, { kind: 'trigger' }>['item'] } = {},
): Work {
  return {
    kind: 'trigger',
    trigger,
    victim,
    square: more.square ?? null,
    item: more.item ?? null,
    opened: false,
    uses: [],
  };
}
