import {
  cardName,
  type AcquireFrom,
  content,
  formatCash,
  homeCityOf,
  spaceName,
  squareName,
  type Declaration,
  type WorkView,
} from '@cutthroat/dog-eat-dog';
import { choiceOptions, opWords } from './choice.js';
import { offerOdds, valueSpread } from './odds.js';
import { actionText, itemName, phaseText, type DedAction, type DedView } from './text.js';

/**
 * Every decision as a question in words with its stakes: what is asked, by which card or space,
 * and what each answer does and costs, with the odds where dice decide. Read off the seat's view
 * only (its `record.work` is the public work under way), never another seat's secrets.
 */

export interface Question {
  /** What is asked, by what: "Elk Hills: take control of a Natural Square (Public Auction or Sealed Bid)?" */
  readonly ask: string;
  /** What rides on it: the rules the answers follow, in sentences. */
  readonly stakes: readonly string[];
}

type Work = WorkView;
const lastOf = <K extends Work['kind']>(v: DedView, kind: K): Extract<Work, { kind: K }> | undefined =>
  [...v.game.record.work].reverse().find((w): w is Extract<Work, { kind: K }> => w.kind === kind);

const seatWord = (names: readonly string[], me: number | null, s: number | null): string =>
  s === null ? 'the table' : s === me ? 'you' : (names[s] ?? `Seat ${s + 1}`);
const capital = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);

/** A card's text without its printed heading ("OWNED:", "PUBLIC LAW:"), where a sentence already says which. */
const unprefixed = (text: string): string => text.replace(/^(OWNED|PUBLIC LAW):\s*/, '');

/** A kept card's or owned official's full text: what using it does. */
export function cardText(id: string): string {
  const c = content.cardById.get(id);
  if (!c) return '';
  return unprefixed(c.type === 'official' ? c.ownedText : c.text);
}

function declarationWords(d: Extract<Work, { kind: 'declared' }>['decl']): string {
  switch (d.action) {
    case 'embezzle':
      return d.amount === null ? 'an embezzlement' : `an embezzlement of ${formatCash(d.amount)}`;
    case 'extract':
      return `an extraction of ${d.items.map(itemName).join(', ')} at ${squareName(d.square)}`;
    case 'produce':
      return `production of ${d.count} ${d.product}`;
    case 'hire':
      return `hiring ${d.count} worker${d.count === 1 ? '' : 's'}`;
    case 'sealedBid':
      return `a Sealed Bid of ${formatCash(d.offer)} for ${squareName(d.square)}`;
  }
}

/** What set a trigger window going, in words: "Ann declared an extraction of iron at B (Gray wolves)". */
export function triggerWords(v: DedView, names: readonly string[], me: number | null): string {
  const t = lastOf(v, 'trigger');
  if (!t) return 'Something happened that a card may answer.';
  const who = capital(seatWord(names, me, t.victim));
  const at = t.victim === null ? '' : spaceName(v.game.players[t.victim]?.position ?? -1);
  switch (t.trigger) {
    case 'declared:embezzle':
    case 'declared:extract':
    case 'declared:produce':
    case 'declared:hire':
    case 'declared:sealedBid': {
      const d = lastOf(v, 'declared');
      return `${who} declared ${d ? declarationWords(d.decl as Declaration) : 'a move'}.`;
    }
    case 'land':
      return `${who} landed on ${at}.`;
    case 'passOrLand':
      return `${who} passed or landed on ${at}.`;
    case 'anytime':
      return 'A moment when a card may be played.';
    case 'phase:payroll':
      return `${who} must pay payroll now.`;
    case 'taxCheck':
      return `${who} reached the IRS: taxes are checked.`;
    case 'taxDue':
      return `${who} owes taxes at the IRS.`;
    case 'valueRolled:product':
      return `The market value of ${t.item ? itemName(t.item) : 'a product'} was rolled.`;
    case 'reported':
      return `A breach by ${seatWord(names, me, t.victim)} was reported.`;
    case 'redTapeDrawn':
      return `${who} drew a Red Tape card.`;
  }
}

/** The card or space asking a `choice` question, and its ask in words. */
function choiceQuestion(v: DedView): Question {
  const w = lastOf(v, 'effects');
  const job = w?.queue[0];
  const c = w?.choice;
  const ctx = job?.ctx;
  const source = ctx?.card ? cardName(ctx.card) : ctx?.space != null ? spaceName(ctx.space) : 'A card or space';
  const does = job ? opWords(job.op) : 'act';
  switch (c?.kind) {
    case 'may':
      return { ask: `${source}: ${does}?`, stakes: [`Yes: ${does}. No: nothing happens.`] };
    case 'option':
      return { ask: `${source}: choose one.`, stakes: (choiceOptions(v) ?? []).map((o, i) => `${i + 1}. ${o}.`) };
    case 'target':
      return { ask: `${source}: whom does it strike?`, stakes: [`The player you name: ${does}.`] };
    case 'square':
      return { ask: `${source}: on which Natural Square? It will ${does}.`, stakes: [] };
    case 'product':
      return { ask: `${source}: name a product.`, stakes: [job ? capital(opWords(job.op)) : ''] };
    case 'official':
      return { ask: `${source}: which official?`, stakes: [capital(does)] };
    case 'sell':
      return {
        ask: `${source}: sell at ${formatCash(c.price)} each?`,
        stakes: ['Sell all of one item, all of them, or none.'],
      };
    default:
      return { ask: `${source} asks you to choose.`, stakes: [] };
  }
}

/** The rulebook's "try to take control of an uncontrolled Natural Square", said with what offers it. */
function acquireAsk(v: DedView, from: AcquireFrom | undefined, methods: readonly string[]): string {
  const how = methods.includes('sealedBid') ? 'by Public Auction or Sealed Bid' : 'by Public Auction';
  const tryIt = `take control of an uncontrolled one, ${how}?`;
  const square = `take control of an uncontrolled Natural Square, ${how}?`;
  switch (from?.kind) {
    case 'space': {
      const division = v.seat === null ? null : v.game.players[v.seat]?.division;
      const home = division && homeCityOf(v.game.options, division) === from.space ? ', your home city,' : '';
      return `${spaceName(from.space)}${home} offers you a Natural Square: ${tryIt}`;
    }
    case 'card':
      return `${cardName(from.card)} offers you a Natural Square: ${tryIt}`;
    case 'reorganised':
      return `Back from Chapter 11, you may begin this turn by trying for a Natural Square: ${square}`;
    case 'banned':
      return `A ban forbids your Sealed Bid, but the chance stays: ${square}`;
    default:
      return capital(square);
  }
}

const BRIBE_RULE =
  'A bribe of $X succeeds on a roll of two dice of X or less, and is paid to the bank whether it succeeds or not.';
const SEALED_RULE = 'A Sealed Bid of $X succeeds on a roll of two dice of X or less, and is paid only if it succeeds.';

/** The open window's question for `me`, in words, or null when no window is open. */
export function windowQuestion(v: DedView, names: readonly string[], me: number | null): Question | null {
  const w = v.window;
  if (!w) return null;
  const who = (s: number | null) => seatWord(names, me, s);
  switch (w.kind) {
    case 'choice':
      return choiceQuestion(v);
    case 'trigger':
      return {
        ask: `Use an official or kept card now? ${triggerWords(v, names, me)}`,
        stakes: ['Each card you could use now is listed with what it does. Pass to use none.'],
      };
    case 'first-bribe': {
      const card = v.game.drawing;
      const c = card ? content.cardById.get(card) : undefined;
      return {
        ask: `You drew ${card ? cardName(card) : 'a Corrupt Official'}: bribe him first?`,
        stakes: [
          BRIBE_RULE,
          c?.type === 'official' ? `Bought, he is yours: ${unprefixed(c.ownedText)}` : '',
          c?.type === 'official' ? `Pass, and he becomes a Public Law: ${unprefixed(c.lawText)}` : '',
        ].filter(Boolean),
      };
    }
    case 'war': {
      const war = lastOf(v, 'war')?.war;
      const card = war ? cardName(war.card) : 'the official';
      const holder = war ? v.game.players.findIndex((p) => p.officials.includes(war.card)) : -1;
      return {
        ask: `Bribe war: bribe ${card} back from ${who(holder >= 0 ? holder : (war?.owner ?? null))}?`,
        stakes: [BRIBE_RULE, 'Succeed and the other side may bribe back; fail or pass and the war ends.'],
      };
    }
    case 'lobby':
      return { ask: 'The Lobby: make one bribe attempt on any official not yours?', stakes: [BRIBE_RULE] };
    case 'acquire': {
      const w = lastOf(v, 'acquire');
      const methods = w?.methods ?? [];
      return {
        ask: acquireAsk(v, w?.from, methods),
        stakes: [
          methods.includes('sealedBid') ? SEALED_RULE : '',
          methods.includes('auction')
            ? 'A Public Auction opens the bidding at your amount; the others may bid higher, and the highest bid wins when all others stop bidding.'
            : '',
          'Pass: take no square.',
        ].filter(Boolean),
      };
    }
    case 'auction': {
      const a = lastOf(v, 'auction')?.auction;
      if (!a) return { ask: 'Public Auction: bid, or stop bidding?', stakes: [] };
      if (a.high === me)
        return {
          ask: `Public Auction for ${squareName(a.square)}: you lead with ${formatCash(a.bid)}. Raise your own bid, or stand on it?`,
          stakes: [
            'You win when every other bidder has stopped. Standing on your bid is final: outbid, you may not bid again.',
          ],
        };
      return {
        ask: `Public Auction for ${squareName(a.square)}: ${who(a.high)} leads with ${formatCash(a.bid)}. Bid more, or stop bidding?`,
        stakes: [`${capital(who(a.high))} wins when every other bidder has stopped. Stopping is final.`],
      };
    }
    case 'give-up':
      return { ask: 'You control three squares, one more than the limit: which will you give up?', stakes: [] };
    case 'chapter-11':
      return {
        ask: 'Chapter 11: leave the game, or reorganise?',
        stakes: ['Pass to reorganise: you choose a new division and play on.', 'Leave: you are out of the game.'],
      };
    default:
      return { ask: 'Your answer is needed.', stakes: [] };
  }
}

/** The question of our own turn, outside any window. */
export function turnQuestion(v: DedView): Question {
  const g = v.game;
  if (g.phase === 'division') return { ask: 'Which division will you play?', stakes: [] };
  if (g.phase === 'reorganize') return { ask: 'Chapter 11: which division will you reorganise as?', stakes: [] };
  return { ask: `Your turn, ${phaseText(g.phase)}: what will you do?`, stakes: [] };
}

function divisionWords(id: string): string {
  const d = content.divisionById.get(id);
  if (!d) return '';
  const home = content.spaceById.get(d.homeCity)?.name ?? d.homeCity;
  return `makes ${d.products.join(', ')}; home city ${home}; starts on square ${d.startSquare}`;
}

/** What a pass answers to a card's or space's question: the rules' default answer (rules.ts `defaultAnswer`). */
function choicePass(v: DedView, names: readonly string[]): string {
  const c = lastOf(v, 'effects')?.choice;
  switch (c?.kind) {
    case 'may':
      return 'Pass: no';
    case 'option':
      return `Pass: the first choice${choiceOptions(v)?.[0] ? ` (${choiceOptions(v)![0]})` : ''}`;
    case 'target':
      return `Pass: the first in turn order, ${names[c.seats[0]!] ?? 'the next player'}`;
    case 'square':
      return c.optional ? 'Pass: no square' : `Pass: the first listed, ${squareName(c.squares[0]!)}`;
    case 'product':
      return 'Pass: steel';
    case 'official':
      return `Pass: the first, ${cardName(c.cards[0]!)}`;
    case 'sell':
      return 'Pass: sell nothing';
    default:
      return 'Pass';
  }
}

/** The pass button's words in this window: what passing does here. */
export function passText(v: DedView, names: readonly string[] = []): string {
  switch (v.window?.kind) {
    case 'choice':
      return choicePass(v, names);
    case 'auction':
      return lastOf(v, 'auction')?.auction.high === v.seat
        ? 'Stand on your bid (final: no more bids from you)'
        : 'Stop bidding (final)';
    case 'trigger':
      return 'Pass: use no card now';
    case 'first-bribe':
      return 'Pass: no bribe, he becomes a Public Law';
    case 'war':
      return 'Pass: let him go';
    case 'lobby':
      return 'Pass: no bribe';
    case 'acquire':
      return 'Pass: take no square';
    case 'chapter-11':
      return 'Pass: reorganise';
    default:
      return 'Pass';
  }
}

const me = (v: DedView): number | null => v.seat;
const BREACH_KIND: Readonly<Record<string, string>> = {
  embezzle: 'embezzlement',
  extract: 'extraction',
  sealedBid: 'Sealed Bid',
  produce: 'production',
};

/** Reporting or correcting a breach: whose, of which law, and what it costs whom. */
function breachText(
  v: DedView,
  a: Extract<DedAction, { type: 'report' | 'correct' }>,
  names: readonly string[],
  seat: number | null,
): string {
  const b = v.game.breaches.find((x) => x.id === a.breach);
  const { lawFine, reporterBonus } = content.economy;
  if (!b) return a.type === 'report' ? 'Report a breach of a Public Law' : 'Correct your breach of a Public Law';
  const what = `${BREACH_KIND[b.kind] ?? 'move'} against the law of ${cardName(b.law)}`;
  return a.type === 'report'
    ? `Report ${seatWord(names, seat, b.seat)}'s ${what}: the goods go back and ${formatCash(lawFine)} fine; you get ${formatCash(reporterBonus)}`
    : `Correct your ${what}: give the goods back and pay no fine`;
}

/** One listed move in words, with what it costs and its odds where dice decide. */
export function optionText(
  v: DedView,
  a: DedAction,
  names: readonly string[],
  options: readonly string[] | null = choiceOptions(v),
): string {
  const base = actionText(a, names, options);
  switch (a.type) {
    case 'pass':
      return passText(v, names);
    case 'bribe':
      return `${base}: ${offerOdds(a.offer)}; paid win or lose`;
    case 'acquire':
      return a.method === 'sealedBid'
        ? `${base}: ${offerOdds(a.offer)}; paid only if it wins`
        : `${base}: the highest bid wins when the others stop`;
    case 'roll-value':
      return `${base}: ${valueSpread(a.item)}`;
    case 'report':
    case 'correct':
      return breachText(v, a, names, me(v));
    case 'use':
    case 'play':
      return `${base}: ${cardText(a.card)}`;
    case 'choose-division':
    case 'reorganise':
      return `${base}: ${divisionWords(a.division)}`;
    case 'answer':
      if (a.answer.kind === 'may') {
        const job = lastOf(v, 'effects')?.queue[0];
        return a.answer.yes ? `Yes${job ? `: ${opWords(job.op)}` : ''}` : 'No: let it go';
      }
      if (a.answer.kind === 'official') return `${base}: ${cardText(a.answer.card)}`;
      return base;
    default:
      return base;
  }
}
