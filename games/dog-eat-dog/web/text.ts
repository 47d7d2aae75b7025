import type { ActionOf, GameEvent, ViewOf } from '@cutthroat/engine';
import {
  actionText as wordsFor,
  bundleText as bundleWords,
  cardName,
  content,
  divisionName,
  eventText as eventWords,
  formatCash,
  squareName,
  type Bundle,
  type DogEatDog,
  type DogEatDogAction,
  type Phase,
  type TradeTerms,
} from '@cutthroat/dog-eat-dog';

/** Dog Eat Dog in words: the game package's own sentences (shared with the terminal), and the table's lines. */

export type DedView = ViewOf<DogEatDog>;
export type DedAction = ActionOf<DogEatDog>;
type Answer = Extract<DogEatDogAction, { type: 'answer' }>['answer'];

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** "wood" reads "Timber", as printed. */
export const itemName = (item: string): string => (item === 'wood' ? 'timber' : item);

const ORDINAL = ['first', 'second', 'third', 'fourth'];

/**
 * An answer to a card's or space's question, in words (the shared wording spells it as data);
 * `options`: the question's options in words (choice.ts), when the table can tell them.
 */
export function answerText(a: Answer, names: readonly string[], options: readonly string[] | null = null): string {
  switch (a.kind) {
    case 'may':
      return a.yes ? 'Yes' : 'No';
    case 'option':
      return options?.[a.index] ?? `The ${ORDINAL[a.index] ?? `${a.index + 1}th`} choice`;
    case 'target':
      return names[a.seat] ?? `Seat ${a.seat + 1}`;
    case 'square':
      return a.square === null ? 'No square' : squareName(a.square);
    case 'product':
      return a.product;
    case 'official':
      return cardName(a.card);
    case 'sell': {
      const sold = Object.entries(a.counts).filter(([, n]) => (n ?? 0) > 0);
      return sold.length ? `Sell ${sold.map(([i, n]) => `${n} ${itemName(i)}`).join(', ')}` : 'Sell nothing';
    }
  }
}

export function actionText(a: DedAction, names: readonly string[], options: readonly string[] | null = null): string {
  return a.type === 'answer' ? answerText(a.answer, names, options) : wordsFor(a, names);
}

/** The shared sentence, and for a card used or a Current Event drawn, what the card does (its full text). */
export function eventText(e: GameEvent, names: readonly string[]): string | null {
  const text = eventWords(e, names);
  if ((e.type === 'card-used' || e.type === 'event-drawn') && text && typeof e['card'] === 'string') {
    const c = content.cardById.get(e['card']);
    const does = !c ? '' : c.type === 'official' ? c.ownedText : c.text;
    return does ? `${text.replace(/\.$/, '')}: ${does}` : text;
  }
  return text;
}

const WINDOW_TITLES: Readonly<Record<string, string>> = {
  choice: 'A card or space asks you',
  trigger: 'A moment to use a card',
  'first-bribe': 'A Corrupt Official drawn',
  war: 'Bribe war',
  lobby: 'The Lobby',
  acquire: 'A Natural Square on offer',
  auction: 'Public Auction',
  'give-up': 'Too many squares',
  'chapter-11': 'Chapter 11',
};
/** The prompt's heading by window kind; the question itself, in full, is the prompt's first line. */
export const windowTitle = (kind: string): string => WINDOW_TITLES[kind] ?? 'Your answer is needed';

const PHASE: Readonly<Record<Phase, string>> = {
  division: 'choosing divisions',
  reorganize: 'reorganising after Chapter 11',
  movement: 'Phase 1: movement',
  sales: 'Phase 2: sales',
  hiring: 'Phase 3: hiring and firing',
  production: 'Phase 4: production',
  extraction: 'Phase 5: extraction and pollution',
  final: 'the final bonus round',
  over: 'the game is over',
};
export const phaseText = (p: Phase): string => PHASE[p];

export function statusText(v: DedView, names: readonly string[], me: number | null): string {
  const g = v.game;
  if (v.outcome || g.phase === 'over') return 'The game is over.';
  if (g.phase === 'division') {
    const next = g.choosing[0];
    const who = next === undefined ? 'nobody' : next === me ? 'you' : (names[next] ?? `Seat ${next + 1}`);
    return `Choosing divisions · next: ${who}`;
  }
  const who = g.active === me ? 'Your turn' : `${names[g.active] ?? `Seat ${g.active + 1}`}’s turn`;
  return `Round ${g.round} · ${who} · ${phaseText(g.phase)}`;
}

export const stageText = (stage: number): string =>
  stage === 1 ? 'Stage 1: pristine' : stage === 2 ? 'Stage 2: damaged' : 'Stage 3: destroyed';

/** A player's public facts, as every seat sees them. */
export function seatFacts(v: DedView, seat: number): string[] {
  const g = v.game;
  const p = g.players[seat];
  if (!p) return [];
  const facts = [p.division ? divisionName(p.division) : 'no division yet', `${formatCash(p.corporate)} corporate`];
  if (p.swiss !== null) facts.push(`${formatCash(p.swiss)} Swiss (public by law)`);
  else if (p.shownSwiss !== null) facts.push(`${formatCash(p.shownSwiss)} Swiss when shown`);
  facts.push(plural(p.workers, 'worker'), plural(p.officials.length, 'official'), plural(p.keptCount, 'kept card'));
  if (p.debt > 0) facts.push(`owes ${formatCash(p.debt)}`);
  if (p.status !== 'playing') facts.push(p.status === 'left' ? 'left the game' : 'reorganising');
  return facts;
}

export const scoreText = (score: number): string => formatCash(score);

/**
 * One side of a trade in words, the game's own (shared with the terminal): a kept card is named by
 * its slot in the giver's list, "kept card #1" his first, never by the card; "nothing" when empty.
 */
export const bundleText = (b: Bundle | undefined): string => bundleWords(b ?? {});

/** A trade's terms from its maker's side: what he gives "for" what he gets. */
export function termsText(t: TradeTerms): string {
  return `${bundleText(t.give)} for ${bundleText(t.get)}`;
}

export function tradeNote(v: DedView): string | null {
  const g = v.game;
  if (g.phase === 'over' || g.phase === 'division') return null;
  return 'Anything but workers and division cards may change hands, at once and whole. A promise is chat, not a trade.';
}

/** A law's card name and the text it holds while in force. */
export function lawText(card: string): { name: string; text: string } {
  const c = content.cardById.get(card);
  return { name: cardName(card), text: c && 'lawText' in c ? c.lawText : '' };
}

export { formatCash, squareName };
