import { content, homeCityOf, opsOf, type Effect, type Op } from '@cutthroat/dog-eat-dog';
import type { DedView } from './text.js';

/**
 * The words of a "choose one" question's options. An answer names an option by its index only, so
 * the table reads the options from where the question comes from: the card the seat is drawing,
 * else the space its piece stands on (the Management Washroom). Null when neither asks one.
 */

/** camelCase data words as words: `extraTasks` → `extra tasks`. */
const words = (id: string): string => id.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

const DURATION: Readonly<Record<string, string>> = {
  thisTurn: ' this turn',
  thisRound: ' this round',
  round: ' for a round',
  instant: '',
  thisAction: ' for this action',
  whileLaw: ' while the law stands',
  whileOnSpace: ' while on this space',
};
const during = (d: unknown): string => (typeof d === 'string' ? (DURATION[d] ?? ` (${words(d)})`) : '');
const VERB: Readonly<Record<string, string>> = { produce: 'production', extract: 'extraction', hire: 'hiring' };

const itemsWords = (items: readonly string[] | undefined): string =>
  items ? items.map((i) => (i === 'wood' ? 'timber' : words(i))).join(', ') : '';
/** A fixed amount, or one rolled when the op resolves: "$3M", "$(2d6 + 1)M". */
const amountWords = (a: number | { readonly dice: number; readonly plus: number }): string =>
  typeof a === 'number' ? `$${a}M` : `$(${a.dice}d6${a.plus ? ` ${a.plus > 0 ? '+' : '−'} ${Math.abs(a.plus)}` : ''})M`;
const METHOD: Readonly<Record<string, string>> = { auction: 'Public Auction', sealedBid: 'Sealed Bid' };

/** One op of a card or space in words: "take control of a Natural Square (Public Auction or Sealed Bid)". */
export function opWords(op: Op): string {
  switch (op.op) {
    case 'gain':
      return `take ${amountWords(op.amount)}${op.per ? ` per ${words(op.per)}` : ''} from the bank`;
    case 'gainWorkers':
      return `take ${op.count} free worker${op.count === 1 ? '' : 's'}`;
    case 'loseWorkers':
      return `lose ${op.count} worker${op.count === 1 ? '' : 's'}`;
    case 'placePollution':
      return `place ${op.count} pollution marker${op.count === 1 ? '' : 's'}${op.where === 'reach' ? ' in your reach' : ''}`;
    case 'removePollution':
      return `remove ${op.count} pollution marker${op.count === 1 ? '' : 's'}${op.where === 'reach' ? ' in your reach' : ''}`;
    case 'degrade':
      return `degrade ${op.count} square${op.count === 1 ? '' : 's'} one stage`;
    case 'acquireSquare':
      return `take control of a Natural Square (${op.methods.map((m) => METHOD[m] ?? words(m)).join(' or ')})`;
    case 'loseSquare':
      return `give up ${op.count} controlled square${op.count === 1 ? '' : 's'}`;
    case 'sellAt':
      return `sell ${itemsWords(op.items)} at $${op.price}M each`;
    case 'bribe':
      return 'make one bribe attempt on any official';
    case 'drawRedTape':
      return `draw ${op.count} Red Tape card${op.count === 1 ? '' : 's'}`;
    case 'releaseOfficial':
      return `release ${op.count} owned official${op.count === 1 ? '' : 's'} to the sheet`;
    case 'payTaxNow':
      return 'pay your taxes now';
    case 'revealSwiss':
      return 'his Swiss account is shown to all';
    case 'cancel':
      return `cancel the ${words(op.action)}`;
    case 'move':
      return `move to ${content.spaceById.get(op.to)?.name ?? 'another space'}`;
    case 'toMarketplace':
      return `put ${op.count} ${itemsWords(op.items)} on the Marketplace sheet`;
    case 'limit':
      return `at most ${op.max} ${VERB[op.action] ?? words(op.action)} per ${op.per === 'turn' ? 'turn' : 'square a turn'}`;
    case 'choose':
      return 'choose one of its options';
    case 'modify': {
      const add = Number(op.add ?? 0);
      const what = words(String(op.param));
      const one = add === 1 || add === -1 ? what.replace(/s$/, '') : what;
      return `${add >= 0 ? '+' : '−'}${Math.abs(add)} ${one}${during(op.duration)}`;
    }
    case 'pay':
      return `pay ${amountWords(op.amount)}${op.per ? ` per ${words(String(op.per))}` : ''}`;
    case 'forbid': {
      const action = String(op.action);
      return `no ${VERB[action] ?? words(action)}${during(op.duration)}`;
    }
  }
}

/** An option in words: its ops in order, joined. */
export function effectWords(effect: Effect): string {
  const text = opsOf(effect).map(opWords).join(' and ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function chooseIn(effects: readonly Effect[]): readonly Effect[] | null {
  for (const e of effects) for (const op of opsOf(e)) if (op.op === 'choose') return op.options;
  return null;
}

/** The options of the question this seat is asked, in words, or null when it cannot tell. */
export function choiceOptions(view: DedView): string[] | null {
  const g = view.game;
  const card = g.drawing ? content.cardById.get(g.drawing) : undefined;
  const cardEffects = !card ? [] : card.type === 'event' ? [card.effect] : [card.effect.law, card.effect.owned.effect];
  const fromCard = chooseIn(cardEffects);
  if (fromCard) return fromCard.map(effectWords);
  const me = g.you === null ? undefined : g.players[g.you];
  const space = me ? content.board.spaces[me.position] : undefined;
  const fromSpace = space ? chooseIn(space.effects.map((e) => e.effect)) : null;
  return fromSpace ? fromSpace.map(effectWords) : null;
}

/** Where a division's pollution may fall: its home city's index on the ring (option `swapHomeCities`). */
export const homeSpace = (g: DedView['game'], division: string | null): number | null =>
  division && content.divisionById.has(division) ? homeCityOf(g.options, division) : null;
