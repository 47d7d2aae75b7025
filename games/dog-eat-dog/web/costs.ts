import { hireCost, modifiersFor, param, priceFor, taxDue, type Item } from '@cutthroat/dog-eat-dog';
import { formatCash, type DedAction, type DedView } from './text.js';
import { tableOf } from '@cutthroat/dog-eat-dog';

/**
 * What a move costs or brings, said on its button before it is made: a hire's price and the
 * payroll it adds, a purchase, a sale at the market value that holds, money moved to Switzerland,
 * what an embezzlement, a bid or a bribe leaves in the corporate account.
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
    case 'embezzle': {
      // The tax the IRS would take from what is left, were it passed now (a third at the threshold).
      const tax = taxDue(p.corporate - a.amount, param(tableOf(v), me, 'taxThreshold'));
      const swiss = v.game.swiss === null ? '' : `; Swiss ${formatCash(v.game.swiss + a.amount)}`;
      return `leaves ${formatCash(p.corporate - a.amount)} corporate${swiss}; taxes at the IRS: ${tax > 0 ? formatCash(tax) : 'none'}`;
    }
    case 'bid':
      return `leaves ${formatCash(p.corporate - a.amount)} corporate if you win`;
    case 'bribe':
      return `leaves ${formatCash(p.corporate - a.offer)} corporate, win or lose`;
    case 'acquire':
      return a.method === 'sealedBid'
        ? `leaves ${formatCash(p.corporate - a.offer)} corporate if it wins`
        : `leaves ${formatCash(p.corporate - a.offer)} corporate if nobody outbids you`;
    case 'fire':
      return `saves ${formatCash(a.count * param(tableOf(v), me, 'payrollRate'))} payroll each turn`;
    case 'transfer':
      return `leaves ${formatCash(p.corporate - a.amount)} corporate${v.game.swiss === null ? '' : `; Swiss ${formatCash(v.game.swiss + a.amount)}`}`;
    default:
      return null;
  }
}
