import type { GameEvent, Offer } from '@cutthroat/engine';
import type { GameUi } from '@cutthroat/web-kit';

/**
 * Engine events (offers, windows) in words, the same for every game; the game's own sentences
 * come first, so a game can word an engine event its own way.
 */
export function eventSentence(e: GameEvent, names: readonly string[], ui: GameUi): string | null {
  const own = ui.eventText(e, names);
  if (own !== null) return own;
  const n = (s: unknown) => names[s as number] ?? `seat ${String(s)}`;
  switch (e.type) {
    case 'offer-made': {
      const o = e.offer as Offer<unknown>;
      return o.counters === null
        ? `${n(o.from)} offers ${n(o.to)} a trade: ${ui.termsText(o.terms, names)}.`
        : `${n(o.from)} counters with: ${ui.termsText(o.terms, names)}.`;
    }
    case 'offer-accepted':
      return `${n(e.by)} accepts the trade.`;
    case 'offer-declined':
      return `${n(e.by)} declines the trade${e.expired ? ' (time ran out)' : ''}${typeof e.reason === 'string' ? ` (${e.reason})` : ''}.`;
    case 'offer-withdrawn':
      return `${n(e.by)} withdraws the offer.`;
    case 'window-expired': {
      const passed = (e.passed as number[]).map(n);
      return passed.length ? `Time is up: ${passed.join(', ')} did not answer, and pass.` : 'Time is up.';
    }
    case 'window-passed':
      return `${n(e.seat)} passes.`;
    case 'undone':
      return `${n(e.seat)} takes back their last move.`;
    default:
      return null;
  }
}

/** "Alice offers you ...": an open offer, from the reader's side. */
export function offerSentence(offer: Offer<unknown>, names: readonly string[], me: number | null, ui: GameUi): string {
  const from = offer.from === me ? 'You offer' : `${names[offer.from] ?? `Seat ${offer.from}`} offers`;
  const to = offer.to === me ? 'you' : (names[offer.to] ?? `seat ${offer.to}`);
  return `${from} ${to} a trade${offer.counters !== null ? ' (a counter-offer)' : ''}: ${ui.termsText(offer.terms, names)}.`;
}
