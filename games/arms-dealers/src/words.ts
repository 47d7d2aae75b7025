import type { EngineAction } from '@cutthroat/engine';
import { dealProfit, formatMoney } from './profit.js';
import type { ArmsDealersAction, TradeTerms } from './schema.js';

/**
 * Arms Dealers actions in words, one wording for every client (terminal and browser). Profits come
 * from the rules' own function: a client computes nothing itself.
 */
const list = (xs: readonly string[]) => xs.join(' + ');

export function termsText(t: TradeTerms): string {
  const give = [t.give, t.money > 0 ? formatMoney(t.money) : null].filter(Boolean).join(' + ');
  const want = [t.want, t.money < 0 ? formatMoney(-t.money) : null].filter(Boolean).join(' + ');
  return `give ${give} for ${want}`;
}

export function actionText(a: ArmsDealersAction | EngineAction<TradeTerms>, names: readonly string[]): string {
  switch (a.type) {
    case 'discard':
      return `Discard ${list(a.cards)}`;
    case 'deal':
      return `Deal: ${a.seller} sells ${a.count} ${a.weapon} to ${a.buyer}, profit ${formatMoney(dealProfit(a))}`;
    case 'end-turn':
      return 'End the turn without a deal';
    case 'intercept':
      return `Intercept with ${list(a.agencies)}`;
    case 'evade':
      return `Evade with ${list(a.evasions)}`;
    case 'pass':
      return 'Pass';
    case 'propose':
      return `Offer ${names[a.to] ?? `seat ${a.to}`} a trade: ${termsText(a.terms)}`;
    case 'counter':
      return `Counter-offer: ${termsText(a.terms)}`;
    case 'accept':
      return 'Accept the trade';
    case 'decline':
      return 'Decline the trade';
    case 'withdraw':
      return 'Withdraw the offer';
    case 'deadline':
      return 'Time runs out';
  }
}
