import { content, homeCityOf, opsOf, type Effect, type Op } from '@cutthroat/dog-eat-dog';
import type { DedView } from './text.js';

/**
 * The words of a "choose one" question's options. An answer names an option by its index only, so
 * the table reads the options from where the question comes from: the card the seat is drawing,
 * else the space its piece stands on (the Management Washroom). Null when neither asks one.
 */

/** camelCase data words as words: `extraTasks` → `extra tasks`. */
const words = (id: string): string => id.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

const DURATION: Readonly<Record<string, string>> = { thisTurn: ' this turn', thisRound: ' this round' };
const during = (d: unknown): string => (typeof d === 'string' ? (DURATION[d] ?? ` (${words(d)})`) : '');
const VERB: Readonly<Record<string, string>> = { produce: 'production', extract: 'extraction', hire: 'hiring' };

function opWords(op: Op): string {
  switch (op.op) {
    case 'modify': {
      const add = Number(op.add ?? 0);
      const what = words(String(op.param));
      const one = add === 1 || add === -1 ? what.replace(/s$/, '') : what;
      return `${add >= 0 ? '+' : '−'}${Math.abs(add)} ${one}${during(op.duration)}`;
    }
    case 'pay':
      return `pay $${String(op.amount)}M${op.per ? ` per ${words(String(op.per))}` : ''}`;
    case 'forbid': {
      const action = String(op.action);
      return `no ${VERB[action] ?? words(action)}${during(op.duration)}`;
    }
    default:
      return words(op.op);
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
