/**
 * The server's legal actions, grouped for buttons: by kind (a heading), then by family (the same
 * action but for its amount). A family of more than `FAMILY_BUTTONS` amounts is one select, not
 * hundreds of buttons. The client never invents an action: every choice is one the server listed.
 */

export type Act = { readonly type: string } & Readonly<Record<string, unknown>>;

/** The fields that make a family: the same action, but for how much or how many. */
const AMOUNTS = ['amount', 'offer', 'count'] as const;
export const FAMILY_BUTTONS = 4;

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
  readonly actions: readonly Act[];
  /** The amount field that varies (`amount`, `offer` or `count`), null for a single action. */
  readonly field: (typeof AMOUNTS)[number] | null;
  /** Shown as one select of amounts. */
  readonly select: boolean;
}

export interface Group {
  readonly type: string;
  readonly label: string;
  readonly families: readonly Family[];
}

const isAct = (a: unknown): a is Act =>
  typeof a === 'object' && a !== null && typeof (a as { type?: unknown }).type === 'string';

function familyKey(a: Act): string {
  const rest: Record<string, unknown> = { ...a };
  for (const f of AMOUNTS) delete rest[f];
  return JSON.stringify(rest);
}

const amountOf = (a: Act, field: Family['field']): number => (field ? Number(a[field]) : 0);

/** Group the listed actions by kind (in listing order) and family (amounts ascending). */
export function groupActions(legal: readonly unknown[]): Group[] {
  const byType = new Map<string, Map<string, Act[]>>();
  for (const a of legal) {
    if (!isAct(a) || NOT_HERE.has(a.type)) continue;
    const families = byType.get(a.type) ?? new Map<string, Act[]>();
    byType.set(a.type, families);
    const k = familyKey(a);
    families.set(k, [...(families.get(k) ?? []), a]);
  }
  return [...byType].map(([type, families]) => ({
    type,
    label: kindLabel(type),
    families: [...families].map(([key, actions]): Family => {
      const field = actions.length > 1 ? (AMOUNTS.find((f) => f in actions[0]!) ?? null) : null;
      const sorted = field ? [...actions].sort((x, y) => amountOf(x, field) - amountOf(y, field)) : actions;
      return { key, actions: sorted, field, select: field !== null && actions.length > FAMILY_BUTTONS };
    }),
  }));
}

export const ofType = <T extends string>(legal: readonly unknown[], type: T): (Act & { type: T })[] =>
  legal.filter((a): a is Act & { type: T } => isAct(a) && a.type === type);

/** The Natural Square an action targets (acquire, extract, pollute, gather, give up, a square answer), else null. */
export function squareOf(a: unknown): number | null {
  if (!isAct(a)) return null;
  if (typeof a['square'] === 'number') return a['square'];
  const answer = a['answer'] as { kind?: unknown; square?: unknown } | undefined;
  return a.type === 'answer' && answer?.kind === 'square' && typeof answer.square === 'number' ? answer.square : null;
}

/** The squares some listed action targets: the ones a click on the map may pick. */
export const targetSquares = (legal: readonly unknown[]): ReadonlySet<number> =>
  new Set(legal.map(squareOf).filter((s): s is number => s !== null));
