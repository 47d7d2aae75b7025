import {
  actionText,
  termsText,
  formatMoney,
  type ArmsDealersAction,
  type ArmsDealersView,
  type TradeTerms,
} from '@cutthroat/arms-dealers';
import type { EngineAction, GameEvent } from '@cutthroat/engine';
import type { GameText } from '../games.js';

type Act = ArmsDealersAction | EngineAction<TradeTerms>;

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

  action(raw, names) {
    return actionText(raw as Act, names);
  },

  terms(raw) {
    return termsText(raw as TradeTerms);
  },

  window(kind) {
    return kind === 'intercept' ? 'Will you intercept this deal?' : 'Will you evade?';
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
        return `${n(o.from)} offers ${n(o.to)} a trade: ${termsText(o.terms)}.`;
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
