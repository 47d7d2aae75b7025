import type { EngineAction, GameEvent } from '@cutthroat/engine';
import { dealProfit, formatMoney } from './profit.js';
import type { ArmsDealersAction, TradeTerms } from './schema.js';

/**
 * Arms Dealers actions and events in words, one wording for every client (terminal and browser). Profits come
 * from the rules' own function: a client computes nothing itself.
 */
const list = (xs: readonly string[]) => xs.join(' + ');

/** What an offer's maker gives and what he asks for, each `nothing` when empty. */
export function termsSides(t: TradeTerms): { give: string; get: string } {
  const give = [t.give, t.money > 0 ? formatMoney(t.money) : null].filter(Boolean).join(' + ');
  const wanted = t.want === null ? null : typeof t.want === 'string' ? t.want : `one ${t.want.join(' or ')}`;
  const get = [wanted, t.money < 0 ? formatMoney(-t.money) : null].filter(Boolean).join(' + ');
  return { give: give || 'nothing', get: get || 'nothing' };
}

export function termsText(t: TradeTerms): string {
  const { give, get } = termsSides(t);
  return `give ${give} for ${get}`;
}

export function actionText(a: ArmsDealersAction | EngineAction<TradeTerms>, names: readonly string[]): string {
  switch (a.type) {
    case 'discard':
      return `Discard ${list(a.cards)}`;
    case 'deal':
      return `Deal: ${a.seller} sells ${weaponsText(a.count, a.weapon)} to ${a.buyer}, profit ${formatMoney(dealProfit(a))}`;
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
    case 'undo':
      return 'Undo the last move';
    case 'deadline':
      return 'Time runs out';
  }
}

/** `4 Missile weapons`, `1 Nuclear weapon`: the weapon cards of a deal, counted. */
export const weaponsText = (count: number, weapon: string): string =>
  `${count} ${weapon} weapon${count === 1 ? '' : 's'}`;

/** A laid deal's `deal-laid` event as a clause: `UK sells 4 Missile weapons to Iraq`. */
export const dealText = (e: GameEvent): string =>
  `${String(e['seller'])} sells ${weaponsText(e['count'] as number, String(e['weapon']))} to ${String(e['buyer'])}`;

/** An event in one sentence; null for bookkeeping a player need not read. */
export function eventText(e: GameEvent, names: readonly string[]): string | null {
  const n = (s: unknown) => names[s as number] ?? `seat ${String(s)}`;
  switch (e.type) {
    case 'turn-started':
      return `Turn ${String(e['turn'])}: ${n(e['seat'])}.`;
    case 'drew':
      return `${n(e['seat'])} drew a card.`;
    case 'discarded':
      return `${n(e['seat'])} discarded ${list(e['cards'] as string[])}.`;
    case 'deal-laid':
      return `${n(e['seat'])} lays a deal: ${dealText(e)}, worth ${formatMoney(e['profit'] as number)}.`;
    case 'window-opened':
      // The interception window follows the deal's own sentence; the evasion window needs saying.
      return e['kind'] === 'evade' ? `${n(e['openedBy'])} may now evade the interceptions.` : null;
    case 'intercepted':
      return `${n(e['seat'])} intercepts with ${list(e['agencies'] as string[])}!`;
    case 'evaded':
      return `${n(e['seat'])} evades with ${list(e['evasions'] as string[])}.`;
    case 'window-passed':
      return e['kind'] === 'intercept' ? `${n(e['seat'])} lets the deal through.` : `${n(e['seat'])} plays no evasion.`;
    case 'window-expired':
      return `Time is up for ${(e['passed'] as number[]).map(n).join(', ')}.`;
    case 'deal-destroyed':
      return `${n(e['seat'])}'s deal is intercepted and destroyed.`;
    case 'profit':
      return `${n(e['seat'])} makes ${formatMoney(e['amount'] as number)}.`;
    case 'offer-made': {
      const o = e['offer'] as { from: number; to: number; terms: TradeTerms };
      return `${n(o.from)} offers ${n(o.to)} a trade: ${termsText(o.terms)}.`;
    }
    case 'offer-declined':
      return `${n(e['by'])} declines the trade${e['expired'] ? ' (time ran out)' : ''}${typeof e['reason'] === 'string' ? ` (${e['reason']})` : ''}.`;
    case 'offer-withdrawn':
      return `${n(e['by'])} withdraws the offer.`;
    case 'traded': {
      const t = { give: e['give'], want: e['want'], money: e['money'] } as TradeTerms;
      const gave = [t.give, t.money > 0 ? formatMoney(t.money) : null].filter(Boolean).join(' + ');
      const got = [t.want, t.money < 0 ? formatMoney(-t.money) : null].filter(Boolean).join(' + ');
      return `${n(e['from'])} and ${n(e['to'])} trade: ${n(e['from'])} gave ${gave}, got ${got}.`;
    }
    case 'game-over':
      return 'The deck is empty: the game is over.';
    default:
      // Bookkeeping: 'turn-ended', 'window-closed', 'offer-accepted' (the trade's own 'traded'
      // follows) and 'offer-countered' (the counter-offer's own 'offer-made' follows).
      return null;
  }
}

/** Each refusal code of the rules as a sentence a player reads (clients fall back on the message). */
export const refusalWords: Readonly<Record<string, string>> = {
  'arms-dealers/wrong-phase': 'That cannot be done in this phase of the turn.',
  'arms-dealers/card-not-in-hand': 'A card that move needs is not in the hand.',
  'arms-dealers/seller-cannot-sell-to-buyer': 'That seller cannot sell to that buyer.',
  'arms-dealers/too-many-weapons': 'A deal has 1 to 5 weapons.',
  'arms-dealers/wrong-discard-count': 'Discard exactly down to 7 cards.',
  'arms-dealers/trade-limit-reached': 'No more trade offers can be made this turn.',
  'arms-dealers/trade-not-with-dealer': 'Trades are made with the player whose turn it is.',
  'arms-dealers/trade-with-self': 'You cannot trade with yourself.',
  'arms-dealers/trade-must-exchange-something': 'Each side of a trade must give something.',
  'arms-dealers/money-trades-off': 'This match trades one card for one card: money trades are off.',
  'arms-dealers/not-enough-money': 'The paying side has not got that much money.',
  'arms-dealers/no-such-seat': 'There is no such seat.',
};
