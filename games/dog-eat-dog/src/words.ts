import type { EngineAction, GameEvent } from '@cutthroat/engine';
import { content } from './content.js';
import type { DogEatDogAction } from './schema.js';
import type { Bundle, TradeTerms } from './trades.js';

/**
 * Dog Eat Dog in words, one wording for every client: squares, spaces, cards, money, actions,
 * windows, events and error codes. Clients compute nothing about the rules themselves.
 */

export const formatCash = (millions: number): string => `$${millions.toLocaleString('en-US')}M`;
export const squareName = (s: number): string => {
  const q = content.naturalSquares[s];
  return q ? `${q.letter} (${q.species})` : `square ${s}`;
};
export const spaceName = (i: number): string => content.board.spaces[i]?.name ?? `space ${i}`;
export const cardName = (id: string): string => content.cardById.get(id)?.name ?? id;
export const divisionName = (id: string): string => content.divisionById.get(id)?.name ?? id;
const seatName = (names: readonly string[], seat: unknown): string =>
  typeof seat === 'number' ? (names[seat] ?? `Seat ${seat + 1}`) : 'The bank';
/** "wood" reads "Timber", as printed (content.json meta.labels). */
const itemName = (item: string): string => (item === 'wood' ? 'timber' : item);
/** `3 chemicals`, `1 chemical`, `1 oil`: the goods counted (only "chemicals" is a plural). */
const itemCount = (n: unknown, item: string): string =>
  `${String(n)} ${n === 1 && item === 'chemicals' ? 'chemical' : itemName(item)}`;

/** One side of a trade: money, goods, officials, squares and kept cards (by slot: #1 is the first). */
export function bundleText(b: Bundle): string {
  const parts: string[] = [];
  const counts = (c: Readonly<Record<string, number>>) =>
    Object.entries(c).flatMap(([k, n]) => (n > 0 ? [itemCount(n, k)] : []));
  if (b.money) parts.push(formatCash(b.money));
  if (b.raw) parts.push(...counts(b.raw));
  if (b.products) parts.push(...counts(b.products));
  for (const o of b.officials ?? []) parts.push(cardName(o));
  for (const s of b.squares ?? []) parts.push(`control of ${squareName(s)}`);
  for (const k of b.kept ?? []) parts.push(`kept card #${k + 1}`);
  return parts.length ? parts.join(', ') : 'nothing';
}

/** A trade's terms as its maker offers them. */
export const termsText = (t: TradeTerms): string => `give ${bundleText(t.give)} for ${bundleText(t.get)}`;

export function actionText(a: DogEatDogAction | EngineAction<TradeTerms>, names: readonly string[] = []): string {
  switch (a.type) {
    case 'choose-division':
      return `Play ${divisionName(a.division)}`;
    case 'reorganise':
      return `Reorganise as ${divisionName(a.division)}`;
    case 'embezzle':
      return `Embezzle ${formatCash(a.amount)}`;
    case 'roll':
      return 'Roll to move';
    case 'answer':
      return `Answer: ${JSON.stringify(a.answer)}`;
    case 'use':
      return `Use ${cardName(a.card)}`;
    case 'bribe':
      return `Bribe ${cardName(a.card)} with ${formatCash(a.offer)}`;
    case 'acquire':
      return a.method === 'sealedBid'
        ? `Sealed Bid of ${formatCash(a.offer)} for ${squareName(a.square)}`
        : `Public Auction of ${squareName(a.square)}, opening at ${formatCash(a.offer)}`;
    case 'bid':
      return `Bid ${formatCash(a.amount)}`;
    case 'give-up':
      return `Give up ${squareName(a.square)}`;
    case 'leave':
      return 'Leave the game';
    case 'roll-value':
      return `Roll the market value of ${itemName(a.item)}`;
    case 'sell':
      return `Sell ${itemCount(a.count, a.item)}`;
    case 'done':
      return 'Done with this phase';
    case 'hire':
      return `Hire ${a.count} worker${a.count === 1 ? '' : 's'}`;
    case 'fire':
      return `Fire ${a.count} worker${a.count === 1 ? '' : 's'}`;
    case 'produce':
      return `Produce ${itemCount(a.count, a.product)}${a.raw ? ` (with ${itemName(a.raw)})` : ''}`;
    case 'pollute':
      return `Pollute ${squareName(a.square)}`;
    case 'extract':
      return `Extract ${a.items.map(itemName).join(', ')} from ${squareName(a.square)}`;
    case 'gather':
      return `Gather pollution from ${squareName(a.square)}`;
    case 'buy':
      return `Buy ${itemCount(a.count, a.item)} from the Marketplace sheet`;
    case 'report':
      return `Report breach ${a.breach}`;
    case 'correct':
      return `Correct your breach ${a.breach}`;
    case 'transfer':
      return a.amount > 0
        ? `Move ${formatCash(a.amount)} to Switzerland`
        : `Move ${formatCash(-a.amount)} home from Switzerland`;
    case 'play':
      return `Play ${cardName(a.card)}`;
    case 'pass':
      return 'Pass';
    case 'deadline':
      return 'Time runs out';
    case 'propose':
      return `Offer ${seatName(names, a.to)} a trade: ${termsText(a.terms)}`;
    case 'accept':
      return 'Accept the trade';
    case 'decline':
      return 'Decline the trade';
    case 'counter':
      return `Counter-offer: ${termsText(a.terms)}`;
    case 'withdraw':
      return 'Withdraw the trade';
    case 'undo':
      return 'Undo the last move';
  }
}

const WINDOW_TITLES: Record<string, string> = {
  choice: 'A card or space asks you to choose',
  trigger: 'Use an official or a kept card now?',
  'first-bribe': 'You drew a Corrupt Official: bribe him first?',
  war: 'Bribe war: bribe the official back?',
  lobby: 'The Lobby: one bribe attempt on any official',
  acquire: 'Take a Natural Square?',
  auction: 'Public Auction: bid or pass',
  'give-up': 'Three squares: give one up',
  'chapter-11': 'Chapter 11: leave the game, or pass to reorganise',
};
export const windowTitle = (kind: string): string => WINDOW_TITLES[kind] ?? kind;

/** A declaration by its action, and the breach it made if it broke a law; what goes back then. */
const BREACH: Readonly<Record<string, string>> = {
  embezzle: 'embezzlement',
  extract: 'extraction',
  produce: 'production',
  sealedBid: 'Sealed Bid',
};
const DECLARED: Readonly<Record<string, string>> = { ...BREACH, hire: 'hiring' };
const BACK: Readonly<Record<string, string>> = {
  embezzle: 'the money goes back from Switzerland to the corporate account (how much stays secret)',
  extract: 'the raw materials go back, or their price',
  produce: 'the products go back',
  sealedBid: 'the square goes back',
};
const workers = (n: unknown): string => `${String(n)} worker${n === 1 ? '' : 's'}`;
/** A restricted action, by its name in the cards' data. */
const RESTRICTED: Readonly<Record<string, string>> = {
  extract: 'extraction',
  produce: 'production',
  embezzle: 'embezzlement',
  sealedBid: 'Sealed Bids',
};
const PAID_FOR: Readonly<Record<string, string>> = {
  payroll: 'payroll',
  breach: 'a breach of a Public Law (goods and fine)',
  card: 'a Red Tape card',
};

/** A payment with its reason and any loan it took: "Bea pays $6M payroll (borrowing $2M: $4M due by the end of Phase 2)." */
function paidText(e: GameEvent, names: readonly string[]): string {
  const who = seatName(names, e['seat']);
  const amount = formatCash(e['amount'] as number);
  const to = typeof e['to'] === 'number' ? ` to ${seatName(names, e['to'])}` : '';
  const reason = e['reason'] as string | undefined;
  if (reason === 'payroll' && e['amount'] === 0) return `${who} pays no payroll.`;
  const why =
    reason === 'payroll'
      ? ` ${amount} payroll`
      : ` ${amount}${to}${reason ? ` for ${PAID_FOR[reason] ?? reason}` : ''}`;
  const borrowed = (e['borrowed'] as number | undefined) ?? 0;
  const loan =
    borrowed > 0 ? ` (borrowing ${formatCash(borrowed)}: ${formatCash(2 * borrowed)} due by the end of Phase 2)` : '';
  return `${who} pays${why}${loan}.`;
}

/** An event in one sentence; null for bookkeeping a player need not read. */
export function eventText(e: GameEvent, names: readonly string[]): string | null {
  const who = seatName(names, e['seat']);
  const cash = (k: string) => formatCash(e[k] as number);
  switch (e.type) {
    case 'rolled':
      return `${who} rolls ${(e['dice'] as number[]).join('+')} to ${spaceName(e['to'] as number)}.`;
    case 'tax':
      return e['amount'] === 0
        ? `${who} owes no taxes at the IRS.`
        : `${who} pays ${cash('amount')} in taxes at the IRS.`;
    case 'embezzled':
      return `${who} embezzles (how much is secret).`;
    case 'law-broken':
      return `${who} breaks the law of ${cardName(e['law'] as string)}.`;
    case 'breach-reported': {
      const by = seatName(names, e['by']);
      const fine = e['fined']
        ? ` and a ${formatCash(content.economy.lawFine)} fine; ${by} gets ${formatCash(content.economy.reporterBonus)}`
        : ', no fine';
      return `${by} reports ${who}'s ${BREACH[e['kind'] as string] ?? 'breach'}: ${BACK[e['kind'] as string] ?? 'goods back'}${fine}.`;
    }
    case 'value-rolled':
      return `${who} rolls the value of ${itemName(e['item'] as string)}: ${cash('value')}.`;
    case 'sold': {
      const n = e['count'] as number;
      const each = n === 1 ? '' : ` each: ${formatCash(n * (e['price'] as number))}`;
      return `${who} sells ${itemCount(n, e['item'] as string)} at ${cash('price')}${each}.`;
    }
    case 'bribe':
      return `${who} offers ${cash('offer')} to ${cardName(e['card'] as string)}, rolls ${e['roll']}: ${e['success'] ? 'bought' : 'refused'}.`;
    case 'event-drawn':
      return `${who} draws ${cardName(e['card'] as string)}.`;
    case 'official-drawn':
      // Told after the first bribe's answer: where the official drawn ends up.
      return e['law'] === true
        ? `${cardName(e['card'] as string)}, not bought, goes onto the Public Laws sheet: its law is now in force.`
        : e['law'] === false
          ? `${who} keeps ${cardName(e['card'] as string)} as an official.`
          : `${who} drew ${cardName(e['card'] as string)}.`;
    case 'card-kept':
      return `${who} keeps a Red Tape card.`;
    case 'card-used':
      return `${who} uses ${cardName(e['card'] as string)}.`;
    case 'sealed-bid':
      return `${who}'s Sealed Bid of ${cash('offer')} for ${squareName(e['square'] as number)}: rolled ${e['roll']}, ${e['success'] ? 'won' : 'failed'}.`;
    case 'auction-won':
      return `${who} wins ${squareName(e['square'] as number)} at auction for ${cash('bid')}.`;
    case 'produced':
      return `${who} produces ${itemCount(e['count'], e['product'] as string)}.`;
    case 'polluted':
      return `${who} pollutes ${squareName(e['square'] as number)}${e['degraded'] ? ', which degrades' : ''}.`;
    case 'extracted':
      return `${who} extracts ${(e['items'] as string[]).map(itemName).join(', ')} from ${squareName(e['square'] as number)}${e['degraded'] ? ', which degrades' : ''}.`;
    case 'chapter-11':
      return `${who} declares Chapter 11.`;
    case 'turn':
      return `Round ${String(e['round'])}: ${who}'s turn.`;
    case 'paid':
      return paidText(e, names);
    case 'loan-repaid':
      return `${who} repays the loan: ${cash('amount')}.`;
    case 'hired': {
      const cost = e['cost'] as number | undefined;
      return `${who} hires ${workers(e['count'])}${cost === undefined ? '' : cost > 0 ? ` for ${formatCash(cost)}` : ' for free'}.`;
    }
    case 'fired':
      return `${who} fires ${workers(e['count'])}.`;
    case 'bought':
      return `${who} buys ${itemCount(e['count'], e['item'] as string)} from the Marketplace sheet${typeof e['cost'] === 'number' ? ` for ${cash('cost')}` : ''}.`;
    case 'gained':
      return `${who} gains ${cash('amount')} from the bank.`;
    case 'workers-gained':
      return `${who} gains ${workers(e['count'])} from the supply.`;
    case 'workers-lost':
      return `${who} loses ${workers(e['count'])} to the supply.`;
    case 'moved':
      return `${who} is moved to ${spaceName(e['to'] as number)}.`;
    case 'degraded':
      return `${squareName(e['square'] as number)} is degraded one stage.`;
    case 'pollution-removed':
      return `A pollution marker is taken off ${squareName(e['square'] as number)}.`;
    case 'pollution-not-placed':
      return `${who} has no legal square for ${String(e['count'])} pollution marker(s): not placed.`;
    case 'square-given-up':
      return `${who} gives up ${squareName(e['square'] as number)}.`;
    case 'official-released':
      return `${who} lets ${cardName(e['card'] as string)} go back to the Public Laws sheet.`;
    case 'named':
      return `${who} names ${itemName(e['product'] as string)}.`;
    case 'declined':
      return `${who} declines the card's offer.`;
    case 'restricted':
      return `A card limits or forbids ${who}'s ${RESTRICTED[e['action'] as string] ?? 'moves'} for a while.`;
    case 'to-marketplace':
      return 'Raw materials go to the Marketplace sheet.';
    case 'red-tape-exhausted':
      return 'The Red Tape stack is empty.';
    case 'event-cancelled':
      return `${cardName(e['card'] as string)}, drawn by ${who}, is cancelled.`;
    case 'power-used':
      return `${cardName(e['card'] as string)}'s power is used.`;
    case 'power-lost':
      return `${cardName(e['card'] as string)} changed hands: his power is not used.`;
    case 'geneva-transfer':
      return `${who} moves money at Geneva (how much, and which way, is secret).`;
    case 'sealed-bid-declared':
      return `${who} declares a Sealed Bid for ${squareName(e['square'] as number)}.`;
    case 'auction-opened':
      return `${who} opens a Public Auction for ${squareName(e['square'] as number)} at ${cash('bid')}.`;
    case 'bid':
      return `${who} bids ${cash('amount')}.`;
    case 'breach-corrected':
      return `${who} corrects the ${BREACH[e['kind'] as string] ?? 'breach'} that broke a law: ${BACK[e['kind'] as string] ?? 'goods back'}, no fine.`;
    case 'card-played':
      return `${who} plays ${cardName(e['card'] as string)}.`;
    case 'division-chosen':
      return `${who} plays ${divisionName(e['division'] as string)}.`;
    case 'reorganised':
      return `${who} reorganises as ${divisionName(e['division'] as string)}.`;
    case 'gathered':
      return `${who} gathers a pollution marker from ${squareName(e['square'] as number)}.`;
    case 'declaration-failed':
      return `${who}'s ${DECLARED[e['action'] as string] ?? 'move'} fails: ${e['message'] as string}.`;
    case 'swiss-shown':
      return `${who} must show a Swiss account: ${cash('swiss')}.`;
    case 'traded': {
      const t = e['terms'] as TradeTerms;
      return `${seatName(names, e['from'])} and ${seatName(names, e['to'])} trade: ${seatName(names, e['from'])} gave ${bundleText(t.give)}, got ${bundleText(t.get)}.`;
    }
    case 'final-round':
      return 'The map is destroyed: the final bonus round begins.';
    case 'game-over':
      return 'The game is over.';
    default:
      return null;
  }
}

/**
 * Every refusal code in words. The apps show the rules' own messages instead (they carry the
 * figures: "at most half your corporate account: $20M"), so the module's `refusals` stay empty;
 * this map is for a client that has only the code.
 */
export const refusalWords: Readonly<Record<string, string>> = {
  'dog-eat-dog/not-now': 'That cannot be done at this moment.',
  'dog-eat-dog/not-in-this-window': 'That does not answer the question open now.',
  'dog-eat-dog/forbidden': 'A ban in force forbids it.',
  'dog-eat-dog/more-than-half': 'You may embezzle at most half your corporate account.',
  'dog-eat-dog/declaration-cancelled': 'A Red Tape card cancelled it.',
  'dog-eat-dog/offer-out-of-range': 'An offer is from $2M to $10M.',
  'dog-eat-dog/cannot-pay': 'You cannot pay that.',
  'dog-eat-dog/not-held': 'You do not hold that.',
  'dog-eat-dog/no-free-workers': 'You have no unused worker for it.',
  'dog-eat-dog/empty-stack': 'The supply has none left.',
  'dog-eat-dog/pollution-first': 'Place your pollution before Phase 6.',
  'dog-eat-dog/bad-square': 'That square is not a legal choice.',
  'dog-eat-dog/bad-answer': 'That is not one of the answers offered.',
  'dog-eat-dog/trade-not-held': 'A side of the trade does not hold its part.',
  'dog-eat-dog/trade-not-now': 'No trade can be made now.',
  'dog-eat-dog/empty-trade': 'A trade must move something.',
  'dog-eat-dog/stage-three': 'A Stage 3 square has nothing left.',
  'dog-eat-dog/no-pollution-markers': 'No pollution marker is left.',
  'dog-eat-dog/not-your-square': 'You do not control that square.',
  'dog-eat-dog/not-on-square': 'That square does not offer it.',
  'dog-eat-dog/may-not-degrade': 'Your division may never degrade a square.',
  'dog-eat-dog/no-such-breach': 'There is no such breach.',
  'dog-eat-dog/own-breach': 'Correct your own breach instead.',
  'dog-eat-dog/square-not-acquirable': 'That square cannot be taken.',
  'dog-eat-dog/bid-too-low': 'Bid more than the highest bid.',
  'dog-eat-dog/out-of-auction': 'You passed: you are out of this auction.',
  'dog-eat-dog/not-choosing': 'It is not your turn to choose a division.',
  'dog-eat-dog/division-taken': 'That division is not free.',
  'dog-eat-dog/bad-fixture': 'The scenario setup is not valid.',
  'dog-eat-dog/no-choice-pending': 'Nothing waits for a choice.',
  'dog-eat-dog/bad-content-data': 'The game data is not valid.',
};
/** An error code in words, for clients that show a refusal. */
export const errorText = (code: string): string => (Object.hasOwn(refusalWords, code) ? refusalWords[code]! : code);
