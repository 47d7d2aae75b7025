import {
  actionText,
  eventText,
  firstTurnStarted,
  termsSides,
  termsText,
  formatMoney,
  weaponsText,
  type ArmsDealers,
} from './index.js';
import type { GameEvent } from '@cutthroat/engine';
import type { TerminalTextOf } from '@cutthroat/module';

export const armsDealersText: TerminalTextOf<ArmsDealers> = {
  table(v, names) {
    const lines: string[] = [];
    lines.push(`Turn ${v.turn} · ${names[v.active]} to play · phase: ${v.phase} · deck: ${v.deckSize} cards`);
    for (let s = 0; s < v.players; s++) {
      lines.push(
        `  ${s === v.active ? '>' : ' '} ${names[s]!.padEnd(18)} ${formatMoney(v.money[s]!).padStart(10)}   ${v.handSizes[s]} cards`,
      );
    }
    if (v.deal) {
      lines.push(
        `  On the table: ${names[v.deal.dealer]}'s deal, ${v.deal.seller} sells ${weaponsText(v.deal.count, v.deal.weapon)} to ${v.deal.buyer} (${formatMoney(v.deal.profit)})`,
      );
      if (v.interceptions.length) {
        lines.push(`  Intercepted by: ${v.interceptions.map((i) => `${i.agency} (${names[i.seat]})`).join(', ')}`);
      }
    }
    const top = v.discard.at(-1);
    if (top) lines.push(`  Discard pile: ${v.discard.length} cards, ${top} on top`);
    if (v.hand) lines.push(`  Your hand: ${v.hand.map((c) => c.face).join(', ') || '(empty)'}`);
    return lines.join('\n');
  },

  action(a, names) {
    return actionText(a, names);
  },

  terms(t) {
    return termsText(t);
  },

  tradeSides(t) {
    return termsSides(t);
  },

  window(kind) {
    return kind === 'intercept' ? 'Will you intercept this deal?' : 'Will you evade?';
  },

  event(e: GameEvent, names) {
    const text = eventText(e, names);
    // At the terminal a new turn stands out as a rule between the turns' lines.
    return e.type === 'turn-started' && text ? `— ${text.slice(0, -1)} —` : text;
  },

  opening(v, names) {
    const first = firstTurnStarted(v);
    return first && this.event(first, names);
  },
};
