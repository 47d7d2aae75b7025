import type { GameEvent } from '@cutthroat/engine';
import type { TurnStart } from '@cutthroat/web-kit';
import { cardName, formatCash, spaceName, squareName } from '@cutthroat/dog-eat-dog';
import { itemName, plural, type DedView } from './text.js';

/**
 * The log's story in Dog Eat Dog's words: a heading per turn and round, what each pass declined
 * (read off the events before it, as every seat saw them), and each finished turn in one line with
 * the money it moved and why. Public events only: an embezzlement or a Geneva transfer is told
 * without its amount, which no event carries.
 */

const nameOf = (names: readonly string[], s: unknown): string =>
  typeof s === 'number' ? (names[s] ?? `Seat ${s + 1}`) : 'The bank';

/** The `turn` event heads a turn, and its round; the final bonus round is headed apart. */
export function turnStart(e: GameEvent, names: readonly string[]): TurnStart | null {
  if (e.type === 'turn') return { heading: `${nameOf(names, e['seat'])}'s turn`, round: `Round ${String(e['round'])}` };
  if (e.type === 'final-round')
    return {
      heading: 'The map is destroyed: every player produces, sells and embezzles once more.',
      round: 'The final bonus round',
    };
  return null;
}

/**
 * The turn a match set up from a position begins in, which no event tells, in `turnStart`'s words
 * ("Round 3", "Ada's turn"; or the final bonus round's), read off any later view; null for a match
 * from the start, whose first move tells its first turn.
 */
export function openingText(v: DedView, names: readonly string[]): TurnStart | null {
  const s = v.game.record.startedIn;
  if (!s) return null;
  return s.final
    ? turnStart({ type: 'final-round' }, names)
    : turnStart({ type: 'turn', seat: s.seat, round: s.round }, names);
}

/** The newest event before a pass that matches `test`, if any. */
const lastOf = (before: readonly GameEvent[], test: (e: GameEvent) => boolean): GameEvent | undefined =>
  before.findLast(test);

/** What set a trigger window going, for "passes on using a card against ..."; null if no event tells. */
function triggerWhat(before: readonly GameEvent[], names: readonly string[]): string | null {
  const e = before.at(-1);
  const who = nameOf(names, e?.['seat']);
  switch (e?.type) {
    case 'rolled':
    case 'moved':
      return `${who}'s move to ${spaceName(e['to'] as number)}`;
    case 'embezzle-declared':
      return `${who}'s embezzlement`;
    case 'sealed-bid-declared':
      return `${who}'s Sealed Bid for ${squareName(e['square'] as number)}`;
    case 'value-rolled':
      return `the market value of ${itemName(e['item'] as string)}`;
    case 'phase':
      return e['phase'] === 'payroll' ? 'the payroll' : null;
    case 'event-drawn':
    case 'card-kept':
      return `${who}'s Red Tape card`;
    default:
      return null;
  }
}

/** The official a bribe war is over: the newest event that names one. */
function warCard(before: readonly GameEvent[]): string {
  const e = lastOf(before, (x) => ['bribe', 'card-used', 'official-drawn'].includes(x.type));
  return e ? cardName(e['card'] as string) : 'the official';
}

/** "Bea passes", "Bea and Cy pass", "3 players pass: ..." before what they declined. */
function whoPass(seats: readonly number[], names: readonly string[]): string {
  const who = seats.map((s) => nameOf(names, s));
  if (who.length === 1) return `${who[0]} passes`;
  const list = `${who.slice(0, -1).join(', ')} and ${who.at(-1)}`;
  return who.length === 2 ? `${list} pass` : `${who.length} players pass: ${list},`;
}

/** What passing in a window of `kind` declined, in one sentence. */
export function passText(
  kind: string,
  seats: readonly number[],
  before: readonly GameEvent[],
  names: readonly string[],
): string | null {
  const who = whoPass(seats, names);
  switch (kind) {
    case 'war':
      return `${who} on the bribe war for ${warCard(before)}.`;
    case 'first-bribe':
      return `${who} on bribing the official just drawn: he goes to the Public Laws sheet.`;
    case 'lobby':
      return `${who} on the Lobby's bribe attempt.`;
    case 'acquire':
      return `${who} on taking control of a Natural Square.`;
    case 'auction': {
      const a = lastOf(before, (x) => x.type === 'auction-opened');
      // Final for every bidder: the leader stands on his bid, the others are out.
      return `${who} on bidding any further${a ? ` for ${squareName(a['square'] as number)}` : ''}.`;
    }
    case 'trigger': {
      const what = triggerWhat(before, names);
      return `${who} on using a card ${what ? `against ${what}` : 'now'}.`;
    }
    case 'choice': {
      const c = lastOf(before, (x) => ['event-drawn', 'card-used', 'card-played'].includes(x.type));
      return `${who} on ${c ? `${cardName(c['card'] as string)}'s` : 'the'} question: the default answer.`;
    }
    case 'chapter-11':
      return `${who} on leaving the game: reorganising instead.`;
    case 'give-up':
      return `${who} on choosing which square to give up: the first listed goes.`;
    default:
      return null;
  }
}

/** "1 chemical", "3 chemicals", "2 timber": only chemicals is a plural among the items' names. */
const some = (n: number, item: string): string =>
  `${n} ${n === 1 && item === 'chemicals' ? 'chemical' : itemName(item)}`;

/** Items counted: "2 timber, 1 iron". */
function counted(items: readonly string[]): string {
  const n = new Map<string, number>();
  for (const i of items) n.set(i, (n.get(i) ?? 0) + 1);
  return [...n].map(([i, k]) => some(k, i)).join(', ');
}

/** One event of the turn's player in the summary's words; null for what the summary leaves out. */
function doneText(e: GameEvent, seat: number, names: readonly string[]): string | null {
  const cash = (k: string) => formatCash(e[k] as number);
  const mine = e['seat'] === seat;
  switch (e.type) {
    case 'rolled':
      return mine ? `moved to ${spaceName(e['to'] as number)}` : null;
    case 'sold': {
      const n = e['count'] as number;
      return mine ? `sold ${some(n, e['item'] as string)} for ${formatCash(n * (e['price'] as number))}` : null;
    }
    case 'bought':
      return mine ? `bought ${e['count'] as number} ${itemName(e['item'] as string)} for ${cash('cost')}` : null;
    case 'hired':
      return mine
        ? `hired ${plural(e['count'] as number, 'worker')}${e['cost'] ? ` for ${cash('cost')}` : ' for free'}`
        : null;
    case 'fired':
      return mine ? `fired ${plural(e['count'] as number, 'worker')}` : null;
    case 'paid': {
      if (e['to'] === seat) return `received ${cash('amount')} from ${nameOf(names, e['seat'])}`;
      if (!mine) return null;
      const why = e['reason'] === 'payroll' ? ' payroll' : e['reason'] === 'breach' ? ' for a breach' : ' for a card';
      const loan = (e['borrowed'] as number) > 0 ? ` (borrowed ${cash('borrowed')})` : '';
      return `paid ${cash('amount')}${why}${loan}`;
    }
    case 'loan-repaid':
      return mine ? `repaid ${cash('amount')} of loan` : null;
    case 'tax':
      return mine && (e['amount'] as number) > 0 ? `paid ${cash('amount')} taxes` : null;
    case 'gained':
      return mine ? `gained ${cash('amount')}` : null;
    case 'bribe':
      return mine
        ? `${e['success'] ? 'bought' : 'failed to bribe'} ${cardName(e['card'] as string)} for ${cash('offer')}`
        : null;
    case 'sealed-bid':
      return mine
        ? `${e['success'] ? 'won' : 'failed to win'} ${squareName(e['square'] as number)} by Sealed Bid (${cash('offer')})`
        : null;
    case 'auction-won':
      return mine ? `won ${squareName(e['square'] as number)} at auction for ${cash('bid')}` : null;
    case 'produced':
      return mine ? `produced ${e['count'] as number} ${itemName(e['product'] as string)}` : null;
    case 'extracted':
      return mine ? `extracted ${counted(e['items'] as string[])} from ${squareName(e['square'] as number)}` : null;
    case 'embezzled':
      return mine ? 'embezzled (how much is secret)' : null;
    case 'geneva-transfer':
      return mine ? 'moved money at Geneva (secret)' : null;
    case 'event-drawn':
      return mine ? `drew ${cardName(e['card'] as string)}` : null;
    case 'breach-reported':
      return e['by'] === seat ? `reported ${nameOf(names, e['seat'])}'s breach` : null;
    case 'traded':
      return e['from'] === seat || e['to'] === seat
        ? `traded with ${nameOf(names, e['from'] === seat ? e['to'] : e['from'])}`
        : null;
    case 'chapter-11':
      return mine ? 'went into Chapter 11' : null;
    default:
      return null;
  }
}

/**
 * A finished turn in one line: "Bea's turn: sold 1 paper for $8M, paid $3M payroll; account $25M
 * → $30M". The accounts are the corporate ones the `turn` events carry (public, rulings.md).
 */
export function turnSummary(events: readonly GameEvent[], next: GameEvent, names: readonly string[]): string | null {
  const start = events[0];
  if (start?.type !== 'turn') return null;
  const seat = start['seat'] as number;
  const did = events.slice(1).flatMap((e) => doneText(e, seat, names) ?? []);
  const from = (start['accounts'] as readonly number[] | undefined)?.[seat];
  const to = (next['accounts'] as readonly number[] | undefined)?.[seat];
  const account = from !== undefined && to !== undefined ? `account ${formatCash(from)} → ${formatCash(to)}` : null;
  const body = [did.join(', '), account].filter(Boolean).join('; ');
  return `${nameOf(names, seat)}'s turn: ${body || 'nothing of note'}.`;
}
