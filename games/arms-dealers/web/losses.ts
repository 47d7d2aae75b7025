import type { GameEvent } from '@cutthroat/engine';
import { dealText, formatMoney } from '@cutthroat/arms-dealers';

/**
 * What an Arms Dealers event cost `seat`: its deal intercepted and destroyed, with who
 * intercepted it (and with which agencies), the profit it would have made and its cards, which go
 * to the discard pile.
 */
export function lossText(
  e: GameEvent,
  before: readonly GameEvent[],
  names: readonly string[],
  seat: number,
): string | null {
  if (e.type !== 'deal-destroyed' || e['seat'] !== seat) return null;
  let laid: GameEvent | null = null;
  const interceptions: GameEvent[] = [];
  for (let i = before.length - 1; i >= 0; i--) {
    const b = before[i]!;
    if (b.type === 'intercepted') interceptions.unshift(b);
    if (b.type === 'deal-laid' && b['seat'] === seat) {
      laid = b;
      break;
    }
  }
  const by = interceptions
    .map((i) => `${names[i['seat'] as number] ?? 'someone'} (${(i['agencies'] as string[]).join(' + ')})`)
    .join(' and ');
  const deal = laid ? `Your deal (${dealText(laid)})` : 'Your deal';
  const profit = laid ? `its ${formatMoney(laid['profit'] as number)} profit` : 'its profit';
  return `${deal} was intercepted${by ? ` by ${by}` : ''} and destroyed: you lose ${profit}, and its cards go to the discard pile.`;
}
