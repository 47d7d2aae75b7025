import type { Offer } from '@cutthroat/engine';
import type { Face } from '../cards.js';
import { wantedFaces, type TradeTerms } from '../schema.js';
import { countsOf, faceIndex, worthOf } from './hand-value.js';

/** How the greedy bot answers an offer made to it; a counter's `terms` are the bot's own offer. */
export type Answer =
  | { readonly kind: 'accept' }
  | { readonly kind: 'decline'; readonly reason: string }
  | { readonly kind: 'counter'; readonly terms: TradeTerms };

/**
 * What `terms` gain a seat with `hand`, in cents, by the greedy bot's model: its hand's worth
 * (`worthOf`: its best deal now and 30% of the best one more card would make) after giving `out`
 * and getting `into`, less before, plus the money it receives (`money`, negative when it pays).
 */
export function tradeGain(hand: readonly Face[], out: Face | null, into: Face | null, money: number): number {
  const counts = countsOf(hand);
  const before = worthOf(counts);
  if (out !== null) counts[faceIndex(out)]!--;
  if (into !== null) counts[faceIndex(into)]!++;
  return worthOf(counts) - before + money;
}

/** The decline's words when the bot keeps the face asked for; the same whatever the face. */
export const KEEPS = 'keeps it: the trade would not raise its hand’s worth';
/**
 * The card a hand of `hand` gives for terms `t`: the first face asked for that it holds (as the
 * rules carry it out), null when none is asked, undefined when it holds none of them.
 */
export function givenOf(hand: readonly Face[], t: TradeTerms): Face | null | undefined {
  const wanted = wantedFaces(t);
  return wanted.length === 0 ? null : wanted.find((f) => hand.includes(f));
}

/** The decline's words when the maker no longer holds its side. */
export const CANNOT = 'the trade cannot be carried out';
/** The decline's words when the bot holds no card of the face asked for. */
export const HOLDS_NONE = 'does not hold one';

/**
 * The greedy bot's answer to `offer`, made to it, holding `hand`: accept what raises its hand's
 * worth with the money (whoever made the offer, itself a moment ago included); else, if `counters`
 * allows one and the offer is not itself a counter, the card of its own it would rather give for
 * the card offered, the one it gains most by; else decline. A decline says only whether it holds
 * a card of the face asked for, which refusing already tells (an offer for a face it lacks cannot
 * be accepted), and nothing else of its hand.
 */
export function answerOffer(hand: readonly Face[], offer: Offer<TradeTerms>, counters: boolean): Answer {
  const t = offer.terms;
  const out = givenOf(hand, t);
  const holds = out !== undefined;
  if (holds && tradeGain(hand, out, t.give, t.money) > 0) return { kind: 'accept' };
  const decline: Answer = { kind: 'decline', reason: holds ? KEEPS : HOLDS_NONE };
  if (!counters || offer.counters !== null || t.give === null) return decline;
  let best: { face: Face; gain: number } | null = null;
  for (const face of new Set(hand)) {
    if (face === t.give || wantedFaces(t).includes(face)) continue;
    const gain = tradeGain(hand, face, t.give, t.money);
    if (gain > 0 && (!best || gain > best.gain)) best = { face, gain };
  }
  return best ? { kind: 'counter', terms: { give: best.face, want: t.give, money: 0 - t.money || 0 } } : decline;
}
