import {
  dealProfit,
  formatMoney,
  type ArmsDealersAction,
  type ArmsDealersView,
  type TradeTerms,
} from '@cutthroat/arms-dealers';
import type { EngineAction, GameEvent } from '@cutthroat/engine';
import type { GameText } from '../games.js';

type Act = ArmsDealersAction | EngineAction<TradeTerms>;

function terms(t: TradeTerms): string {
  const give = [t.give, t.money > 0 ? formatMoney(t.money) : null].filter(Boolean).join(' + ');
  const want = [t.want, t.money < 0 ? formatMoney(-t.money) : null].filter(Boolean).join(' + ');
  return `give ${give} for ${want}`;
}

const list = (xs: readonly string[]) => xs.join(' + ');

export const armsDealersText: GameText = {
  table(raw, names) {
    const v = raw as ArmsDealersView;
    const lines: string[] = [];
    lines.push(`Turn ${v.turn} · ${names[v.active]} to play · phase: ${v.phase} · deck: ${v.deckSize} cards`);
    for (let s = 0; s < v.players; s++) {
      lines.push(
        `  ${s === v.active ? '>' : ' '} ${names[s]!.padEnd(18)} ${formatMoney(v.money[s]!).padStart(10)}   ${v.handSizes[s]} cards`,
      );
    }
    if (v.deal) {
      lines.push(
        `  On the table: ${names[v.deal.dealer]}'s deal, ${v.deal.seller} sells ${v.deal.count} ${v.deal.weapon} to ${v.deal.buyer} (${formatMoney(v.deal.profit)})`,
      );
      if (v.interceptions.length) {
        lines.push(`  Intercepted by: ${v.interceptions.map((i) => `${i.agency} (${names[i.seat]})`).join(', ')}`);
      }
    }
    const top = v.discard.at(-1);
    if (top) lines.push(`  Discard pile: ${v.discard.length} cards, ${top.face} on top`);
    if (v.hand) lines.push(`  Your hand: ${v.hand.map((c) => c.face).join(', ') || '(empty)'}`);
    return lines.join('\n');
  },

  action(raw) {
    const a = raw as Act;
    switch (a.type) {
      case 'discard':
        return `Discard ${list(a.cards)}`;
      case 'deal':
        // The profit comes from the rules' own function: the terminal computes nothing itself.
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
        return `Offer seat ${a.to} a trade: ${terms(a.terms)}`;
      case 'counter':
        return `Counter-offer: ${terms(a.terms)}`;
      case 'accept':
        return 'Accept the trade';
      case 'decline':
        return 'Decline the trade';
      case 'withdraw':
        return 'Withdraw the offer';
      case 'deadline':
        return 'Time runs out';
    }
  },

  event(e: GameEvent, names) {
    const n = (s: unknown) => names[s as number] ?? `seat ${String(s)}`;
    switch (e.type) {
      case 'turn-started':
        return `— Turn ${e.turn}: ${n(e.seat)} —`;
      case 'drew':
        return `${n(e.seat)} drew a card.`;
      case 'discarded':
        return `${n(e.seat)} discarded ${list(e.cards as string[])}.`;
      case 'deal-laid':
        return `${n(e.seat)} lays a deal: ${e.seller} sells ${e.count} ${e.weapon} to ${e.buyer}, worth ${formatMoney(e.profit as number)}.`;
      case 'intercepted':
        return `${n(e.seat)} intercepts with ${list(e.agencies as string[])}!`;
      case 'evaded':
        return `${n(e.seat)} evades with ${list(e.evasions as string[])}.`;
      case 'window-passed':
        return e.kind === 'intercept' ? `${n(e.seat)} lets the deal through.` : `${n(e.seat)} plays no evasion.`;
      case 'window-expired':
        return `Time is up for ${(e.passed as number[]).map(n).join(', ')}.`;
      case 'deal-destroyed':
        return `${n(e.seat)}'s deal is intercepted and destroyed.`;
      case 'profit':
        return `${n(e.seat)} makes ${formatMoney(e.amount as number)}.`;
      case 'offer-made': {
        const o = e.offer as { from: number; to: number; terms: TradeTerms };
        return `${n(o.from)} offers ${n(o.to)} a trade: ${terms(o.terms)}.`;
      }
      case 'offer-declined':
        return `${n(e.by)} declines the trade${e.expired ? ' (time ran out)' : ''}.`;
      case 'offer-withdrawn':
        return `${n(e.by)} withdraws the offer.`;
      case 'offer-countered':
        return null;
      case 'traded':
        return `${n(e.from)} and ${n(e.to)} trade.`;
      case 'game-over':
        return 'The deck is empty: the game is over.';
      default:
        return null;
    }
  },
};
