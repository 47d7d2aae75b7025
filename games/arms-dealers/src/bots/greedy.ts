import {
  DECK,
  FACES,
  MAX_WANTED_FACES,
  dealProfit,
  dealSurvives,
  faceCounts,
  isBuyer,
  isSeller,
  isWeapon,
  type ArmsDealers,
  type ArmsDealersView,
  type Face,
} from '../index.js';
import type { ActionOf, Seat } from '@cutthroat/engine';
import type { Bot, Decision } from '@cutthroat/bots';
import { CANNOT, answerOffer, tradeGain } from './answer.js';
import {
  DEAL_SLOTS,
  WEAPON_SLOT,
  bestDealOf,
  countsOf,
  dealDollarsOf,
  dealPercentOf,
  faceIndex,
  worthOf,
} from './hand-value.js';

type Act = ActionOf<ArmsDealers>;

/** The most a hand of faces could make with one deal now, in cents. */
export function bestDealValue(faces: readonly Face[]): number {
  return bestDealOf(countsOf(faces));
}

/**
 * What a hand is worth to the greedy bot: its best deal now, and a share of the best deal one more
 * card would make. A trade that brings a deal a card nearer raises it though no deal is made yet.
 */
export function handWorth(faces: readonly Face[]): number {
  return worthOf(countsOf(faces));
}

const keepValue: Record<string, number> = { interception: 3, evasion: 3 };

function removeFaces(hand: readonly Face[], faces: readonly Face[]): Face[] {
  const rest = hand.slice();
  for (const f of faces) rest.splice(rest.indexOf(f), 1);
  return rest;
}

export interface GreedyOptions {
  /** Propose trades in its deal phase (on unless told otherwise; search rollouts turn it off). */
  readonly trades?: boolean;
}

/**
 * Greedy: proposes the one-for-one trade that raises its best deal most (to each partner in turn),
 * lays its most profitable deal, intercepts deals that would help a leader, evades when it can,
 * and answers an offer made to it by its hand's worth (`answerOffer`): accepts one that raises it,
 * counters with a card it would rather give, or declines saying whether it holds the face asked.
 */
export function greedyArmsDealersBot(options: GreedyOptions = {}): Bot<ArmsDealers> {
  const trades = options.trades ?? true;
  return {
    kind: 'greedy',
    decide({ view, legal }) {
      const hand = (view.game.hand ?? []).map((c) => c.face);
      const first = legal.at(0);
      const acts = listedOf(legal);
      const byType = <T extends Act['type']>(type: T) =>
        acts.filter((a): a is Extract<Act, { type: T }> => a.type === type);

      if (first.type === 'decline') {
        const offer = view.offer;
        if (!offer) return first;
        // Counters follow the answers in the list: any listed means a counter may be made now.
        const counters = legal.length > acts.length;
        const a = answerOffer(hand, offer, counters);
        const accept = byType('accept')[0];
        if (a.kind === 'accept' && accept) return accept;
        if (a.kind === 'counter') return { type: 'counter', offer: offer.id, terms: a.terms };
        return { type: 'decline', offer: offer.id, reason: a.kind === 'decline' ? a.reason : CANNOT };
      }
      if (first.type === 'withdraw') return first;

      const discards = byType('discard');
      if (discards.length > 0) {
        const score = (rest: Face[]) =>
          bestDealValue(rest) * 10 + rest.reduce((s, f) => s + (keepValue[kindOf(f)] ?? (isWeapon(f) ? 2 : 1)), 0);
        return maxBy(discards, (d) => score(removeFaces(hand, d.cards)));
      }

      const deals = byType('deal');
      if (acts.some((a) => a.type === 'end-turn')) {
        const proposal = trades ? bestProposal(view.game, hand) : null;
        const listed = proposal && listedProposal(legal, acts.length, proposal);
        if (listed) return listed;
        return deals.length > 0 ? maxBy(deals, (d) => dealProfit(d)) : acts.find((a) => a.type === 'end-turn')!;
      }

      const intercepts = byType('intercept');
      const deal = view.game.deal;
      if (intercepts.length > 0 && deal) {
        const money = view.game.money;
        const leader = Math.max(...money.filter((_, s) => s !== deal.dealer));
        if (money[deal.dealer]! + deal.profit >= leader) return maxBy(intercepts, (i) => i.agencies.length);
        return { type: 'pass' };
      }

      const evades = byType('evade');
      if (evades.length > 0 && deal) {
        const agencies = view.game.interceptions.map((i) => i.agency);
        const saving = evades.filter((e) => dealSurvives(agencies, e.evasions));
        if (saving.length > 0) return maxBy(saving, (e) => -e.evasions.length);
      }
      return acts.find((a) => a.type === 'pass') ?? first;
    },
  };
}

/**
 * The legal actions before the trade offers. The engine lists a decision's own actions first and
 * the offers (proposals, or counters to an open offer) after them, read by index: a bot that reads
 * only this prefix never pays for the hundreds of offers.
 */
function listedOf(legal: Decision<ArmsDealers>['legal']): Act[] {
  const out: Act[] = [];
  for (let i = 0; i < legal.length; i++) {
    const a = legal.at(i);
    if (a.type === 'propose' || a.type === 'counter') break;
    out.push(a);
  }
  return out;
}

/**
 * The proposal of these terms, for no money, when the decision lists proposals. It lists every
 * card-for-card trade with every other seat then (`trades.enumerate`: each face held for each
 * other face), so a one-face want is among them, and a want of several faces, each of which is
 * listed, passes the same checks; finding them by reading the hundreds of offers would cost more
 * than choosing them.
 */
function listedProposal(
  legal: Decision<ArmsDealers>['legal'],
  own: number,
  p: { readonly to: Seat; readonly give: Face; readonly want: Face | Face[] },
): Act | undefined {
  if (legal.length <= own || legal.at(own).type !== 'propose') return undefined;
  return { type: 'propose', to: p.to, terms: { give: p.give, want: p.want, money: 0 } };
}

/**
 * The card-for-card trade that raises the dealer's best deal most, and its hand's worth: it gives
 * the card its hand misses least, and asks, since it cannot see the other hand, for any of the
 * faces (up to `MAX_WANTED_FACES`, best first: the partner gives the first he holds) that would
 * raise them, of each of which it has not seen every card (so another hand may hold it); `null`
 * when no trade raises its best deal.
 */
export function bestProposal(
  g: ArmsDealersView,
  hand: readonly Face[],
): { readonly to: Seat; readonly give: Face; readonly want: Face | Face[] } | null {
  const seen = countsOf(hand);
  for (const f of g.discard) seen[faceIndex(f)]!++;
  if (g.deal) for (const c of g.deal.cards) seen[faceIndex(c.face)]!++;
  // Each candidate hand is the counts with one face down and one up, put back after valuing it.
  const counts = countsOf(hand);
  const now = bestDealOf(counts);
  let best: { give: Face; wants: { want: Face; gain: number }[] } | null = null;
  for (let i = 0; i < hand.length; i++) {
    const give = hand[i]!;
    if (hand.indexOf(give) < i) continue; // each face once, in the hand's order
    const out = faceIndex(give);
    counts[out]!--;
    const dollars = dealDollarsOf(counts);
    const percent = dealPercentOf(counts);
    const wants: { want: Face; gain: number }[] = [];
    // A want outside a deal leaves the best deal at most where it was: no gain, so not asked.
    for (const w of DEAL_SLOTS) {
      const want = FACES[w]!;
      if (w === out || seen[w]! >= DECK.supply[want]) continue;
      counts[w]!++;
      // The want changes one factor of the best deal (`bestDealOf` is their product).
      const value = WEAPON_SLOT[w] ? dealDollarsOf(counts) * percent : dollars * dealPercentOf(counts);
      counts[w]!--;
      const gain = value - now;
      // It asks only for what it would accept, were the same trade offered to it (`answerOffer`).
      if (gain > 0 && tradeGain(hand, give, want, 0) > 0) wants.push({ want, gain });
    }
    counts[out]!++;
    // Best first; a tie keeps the faces' order (a stable sort).
    wants.sort((a, b) => b.gain - a.gain);
    if (wants.length > 0 && (!best || wants[0]!.gain > best.wants[0]!.gain)) best = { give, wants };
  }
  if (!best) return null;
  // Each offer of the turn asks the next partner, most cards first (the likeliest to hold the
  // face), earliest seat on a tie; once every partner was asked, none.
  const partners: Seat[] = [];
  for (let s = 0; s < g.players; s++) if (s !== g.active) partners.push(s);
  partners.sort((a, b) => g.handSizes[b]! - g.handSizes[a]! || a - b);
  const to = partners[g.offersThisTurn];
  if (to === undefined) return null;
  const wants = best.wants.slice(0, MAX_WANTED_FACES).map((w) => w.want);
  return { to, give: best.give, want: wants.length === 1 ? wants[0]! : wants };
}

function kindOf(f: Face): string {
  if (isWeapon(f)) return 'weapon';
  if (isSeller(f) || isBuyer(f)) return 'party';
  return f === 'CIA' || f === 'FBI' || f === 'Interpol' ? 'interception' : 'evasion';
}

function maxBy<T>(items: readonly T[], score: (t: T) => number): T {
  let best: T = items[0] as T;
  let bestScore = score(best);
  for (const item of items.slice(1)) {
    const s = score(item);
    if (s > bestScore) {
      best = item;
      bestScore = s;
    }
  }
  return best;
}

export { faceCounts };
