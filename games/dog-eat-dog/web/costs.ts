import { hireCost, modifiersFor, param, priceFor, type Item } from '@cutthroat/dog-eat-dog';
import { formatCash, type DedAction, type DedView } from './text.js';
import { tableOf } from '@cutthroat/dog-eat-dog';

/**
 * What a move costs or brings, said on its button before it is made: a hire's price and the
 * payroll it adds, a purchase, a sale at the market value that holds, money moved to Switzerland.
 * Worked out by the rules' own functions (`hireCost`, `param`, `priceFor`) from the seat's view.
 */

/** The market value of `item` that holds for this seat now (this turn's, or the final round's). */
function rolledValue(v: DedView, item: Item): number | undefined {
  const g = v.game;
  return g.phase === 'final' ? g.finalValues?.[item] : g.turn.values[item];
}

export function costNote(v: DedView, a: DedAction): string | null {
  const me = v.seat;
  if (me === null) return null;
  const p = v.game.players[me];
  if (!p) return null;
  switch (a.type) {
    case 'hire': {
      const G = tableOf(v);
      const cost = hireCost(G, me, a.count, v.game.turn.freeHiresUsed);
      const wage = a.count * param(G, me, 'payrollRate');
      return `${cost > 0 ? `costs ${formatCash(cost)} now` : 'free'}, and ${formatCash(wage)} more payroll each turn`;
    }
    case 'buy':
      return `costs ${formatCash(a.count * param(tableOf(v), me, 'marketplacePrice'))}`;
    case 'sell': {
      const rolled = rolledValue(v, a.item);
      if (rolled === undefined) return null;
      const price = priceFor(a.item, rolled, modifiersFor(tableOf(v), me));
      return `brings ${formatCash(a.count * price)} (${formatCash(price)} each)`;
    }
    case 'embezzle':
      return `leaves ${formatCash(p.corporate - a.amount)} corporate${v.game.swiss === null ? '' : `; Swiss ${formatCash(v.game.swiss + a.amount)}`}`;
    case 'transfer':
      return `leaves ${formatCash(p.corporate - a.amount)} corporate${v.game.swiss === null ? '' : `; Swiss ${formatCash(v.game.swiss + a.amount)}`}`;
    default:
      return null;
  }
}
