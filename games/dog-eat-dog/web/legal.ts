/**
 * The server's legal actions, grouped for buttons: by kind (a heading), then by family (the same
 * action but for its amount). A family of amounts is one control (Amount.tsx: a stepper and a
 * slider), never a button per amount. The client never invents an action: every choice is one the server listed.
 */

import type { DedAction } from './text.js';

/** An action as a record of fields, to read its amount and its key whatever its type. */
type Act = { readonly type: string } & Readonly<Record<string, unknown>>;

/** The fields that make a family: the same action, but for how much or how many. */
const AMOUNTS = ['amount', 'offer', 'count'] as const;

const KIND: Readonly<Record<string, string>> = {
  'choose-division': 'Choose a division',
  reorganise: 'Reorganise',
  roll: 'Move',
  'roll-value': 'Market values',
  sell: 'Sell',
  buy: 'Buy from the Marketplace',
  hire: 'Hire',
  fire: 'Fire',
  produce: 'Produce',
  extract: 'Extract',
  pollute: 'Pollute',
  gather: 'Gather pollution',
  embezzle: 'Embezzle (secret)',
  transfer: 'Geneva transfers (secret)',
  bribe: 'Bribe an official',
  acquire: 'Acquire a Natural Square',
  bid: 'Bid',
  'give-up': 'Give up a square',
  use: 'Use a card',
  play: 'Play a card',
  report: 'Report a breach',
  correct: 'Correct a breach',
  answer: 'Answer',
  leave: 'Leave',
  pass: 'Pass',
  done: 'End the phase',
};
export const kindLabel = (type: string): string => KIND[type] ?? type;

/** Trades go through the shell's trade panel; the clock is the server's. */
const NOT_HERE = new Set(['propose', 'accept', 'decline', 'counter', 'withdraw', 'deadline']);

export interface Family {
  /** The action without its amount, as a stable key. */
  readonly key: string;
  readonly actions: readonly DedAction[];
  /** The amount field (`amount`, `offer` or `count`), null for an action without one. */
  readonly field: (typeof AMOUNTS)[number] | null;
  /** Shown as an amount control, not as buttons: it has an amount. */
  readonly select: boolean;
}

export interface Group {
  readonly type: string;
  readonly label: string;
  readonly families: readonly Family[];
}

function familyKey(a: Act): string {
  const rest: Record<string, unknown> = { ...a };
  for (const f of AMOUNTS) delete rest[f];
  return JSON.stringify(rest);
}

const amountOf = (a: Act, field: Family['field']): number => (field ? Number(a[field]) : 0);

/**
 * Moves a player may make at any time of a turn, not the phase's own business. At the table they
 * come after the phase's own moves, so what the phase asks comes first, and ending the phase last.
 * (A window's answers keep their listing order: there a bribe is the question's own move.)
 */
const FREE: ReadonlySet<string> = new Set(['embezzle', 'transfer', 'bribe', 'play', 'buy', 'correct', 'report']);
const turnRank = (a: DedAction): number => (a.type === 'done' ? 2 : FREE.has(a.type) ? 1 : 0);

/** A turn's moves in the table's order: the phase's own, the free ones, then done; else as listed. */
export const inTurnOrder = (legal: readonly DedAction[]): DedAction[] =>
  [...legal].sort((x, y) => turnRank(x) - turnRank(y));

/** Group the listed actions by kind (in listing order) and family (amounts ascending). */
export function groupActions(legal: readonly DedAction[]): Group[] {
  const byType = new Map<string, Map<string, DedAction[]>>();
  for (const a of legal) {
    if (NOT_HERE.has(a.type)) continue;
    const families = byType.get(a.type) ?? new Map<string, DedAction[]>();
    byType.set(a.type, families);
    const k = familyKey(a);
    families.set(k, [...(families.get(k) ?? []), a]);
  }
  return [...byType].map(([type, families]) => ({
    type,
    label: kindLabel(type),
    families: [...families].map(([key, actions]): Family => {
      // Even a single amount is a control: when a bid leaves one amount, it does not turn into a
      // button under the pointer.
      const field = AMOUNTS.find((f) => f in actions[0]!) ?? null;
      const sorted = field ? [...actions].sort((x, y) => amountOf(x, field) - amountOf(y, field)) : actions;
      return { key, actions: sorted, field, select: field !== null };
    }),
  }));
}

export const ofType = <T extends DedAction['type']>(
  legal: readonly DedAction[],
  type: T,
): Extract<DedAction, { type: T }>[] => legal.filter((a): a is Extract<DedAction, { type: T }> => a.type === type);

/** The Natural Square an action targets (acquire, extract, pollute, gather, give up, a square answer), else null. */
export function squareOf(a: DedAction): number | null {
  if ('square' in a && typeof a.square === 'number') return a.square;
  return a.type === 'answer' && a.answer.kind === 'square' ? a.answer.square : null;
}

/** The squares some listed action targets: the ones a click on the map may pick. */
export const targetSquares = (legal: readonly DedAction[]): ReadonlySet<number> =>
  new Set(legal.map(squareOf).filter((s): s is number => s !== null));
