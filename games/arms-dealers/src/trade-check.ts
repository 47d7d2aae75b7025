import type { Seat } from '@cutthroat/engine';
import type { Face } from './cards.js';
import { formatMoney } from './profit.js';
import { MAX_WANTED_FACES, wantedFaces, type TradeTerms } from './schema.js';
import type { ArmsDealersView } from './view.js';

/**
 * Whether `me` may send an offer of `t` to `to` now, by its own view (its hand, the public money,
 * the options): null when the rules would take it, else why not in one sentence. Whether the
 * partner can accept it, no view can tell: hands are secret (`acceptNote`).
 */
export function offerProblem(v: ArmsDealersView, me: Seat, to: Seat, t: TradeTerms): string | null {
  const wanted = wantedFaces(t);
  const hand = (v.hand ?? []).map((c) => c.face);
  if (v.phase !== 'deal') return 'Trades happen in the deal phase.';
  if (v.offersThisTurn >= v.options.offersPerTurn)
    return `At most ${v.options.offersPerTurn} offers in one deal phase.`;
  if (!v.options.moneyTrades && (t.money !== 0 || t.give === null || wanted.length === 0))
    return 'Trades are one card for one card (money trades are off).';
  if ((t.give === null && t.money <= 0) || (wanted.length === 0 && t.money >= 0))
    return 'Each side of a trade must give something.';
  if (t.give !== null && wanted.includes(t.give)) return 'Ask for other faces than the card you give.';
  if (wanted.length > MAX_WANTED_FACES) return `Ask for at most ${MAX_WANTED_FACES} faces.`;
  if (t.give !== null && !hand.includes(t.give)) return `You hold no ${t.give}.`;
  if (t.money > v.money[me]!) return `You have only ${formatMoney(v.money[me]!)}.`;
  if (-t.money > v.money[to]!) return `They have only ${formatMoney(v.money[to]!)}.`;
  return null;
}

/** What the partner must hold to accept, since his hand is secret ("... a card of any of: Missile, Chemical"). */
export function acceptNote(t: TradeTerms, partner: string): string {
  const wanted: readonly Face[] = wantedFaces(t);
  if (wanted.length === 0) return `${partner} can accept: you ask only for money they have.`;
  const which = wanted.length === 1 ? `a ${wanted[0]} card` : `a card of any of: ${wanted.join(', ')}`;
  return `${partner} can accept only if they hold ${which} (hands are secret); else they may answer that they hold none.`;
}
