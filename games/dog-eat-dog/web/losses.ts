import type { GameEvent } from '@cutthroat/engine';
import { cardName, formatCash, squareName } from '@cutthroat/dog-eat-dog';

/**
 * What a Dog Eat Dog event cost `seat`: taxes, a reported breach of the law (goods back, perhaps a
 * fine), a refused bribe (the offer is paid all the same) and a failed Sealed Bid (nothing paid,
 * the square missed).
 */
export function lossText(
  e: GameEvent,
  _before: readonly GameEvent[],
  names: readonly string[],
  seat: number,
): string | null {
  if (e['seat'] !== seat) return null;
  const cash = (k: string) => formatCash(e[k] as number);
  switch (e.type) {
    case 'tax':
      return (e['amount'] as number) > 0 ? `You pay ${cash('amount')} in taxes.` : null;
    case 'breach-reported': {
      const by = names[e['by'] as number] ?? 'Someone';
      return e['fined']
        ? `${by} reported your breach of the law: your goods go back, and you pay a $10M fine.`
        : `${by} reported your breach of the law: your goods go back (no fine).`;
    }
    case 'bribe':
      return e['success']
        ? null
        : `${cardName(e['card'] as string)} refused your ${cash('offer')} bribe (rolled ${String(e['roll'])}): the ${cash('offer')} is lost.`;
    case 'sealed-bid':
      return e['success']
        ? null
        : `Your Sealed Bid of ${cash('offer')} for ${squareName(e['square'] as number)} failed (rolled ${String(e['roll'])}): no square, nothing paid.`;
    default:
      return null;
  }
}
