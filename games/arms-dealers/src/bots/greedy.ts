import {
  DECK,
  FACES,
  dealProfit,
  dealSurvives,
  faceCounts,
  isBuyer,
  isSeller,
  isWeapon,
  largestDeals,
  type ArmsDealers,
  type ArmsDealersView,
  type Face,
} from '../index.js';
import type { ActionOf, Seat } from '@cutthroat/engine';
import type { Bot, Decision } from '@cutthroat/bots';

type Act = ActionOf<ArmsDealers>;

/** The most a hand of faces could make with one deal now, in cents. */
export function bestDealValue(faces: readonly Face[]): number {
  const counts = new Map<Face, number>();
  for (const f of faces) counts.set(f, (counts.get(f) ?? 0) + 1);
  let best = 0;
  for (const deal of largestDeals(counts)) best = Math.max(best, dealProfit(deal));
  return best;
}

/** A deal one card away counts this share of its profit: the card may come, by a draw or a trade. */
const ONE_AWAY_WEIGHT = 0.3;

/**
 * What a hand is worth to the greedy bot: its best deal now, and a share of the best deal one more
 * card would make. A trade that brings a deal a card nearer raises it though no deal is made yet.
 */
export function handWorth(faces: readonly Face[]): number {
  const now = bestDealValue(faces);
  let oneAway = now;
  const plus = [...faces, faces[0] ?? 'USA'];
  for (const f of FACES) {
    plus[faces.length] = f;
    oneAway = Math.max(oneAway, bestDealValue(plus));
  }
  return now + ONE_AWAY_WEIGHT * oneAway;
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
 * and accepts a trade only if it raises its hand's worth (`handWorth`).
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
        const accept = byType('accept')[0];
        const offer = view.offer;
        if (!accept || !offer) return first;
        const t = offer.terms;
        const after = removeFaces(hand, t.want === null ? [] : [t.want]);
        if (t.give !== null) after.push(t.give);
        return handWorth(after) > handWorth(hand) ? accept : first;
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
        const listed =
          proposal &&
          legal.find(
            (a) =>
              a.type === 'propose' &&
              a.to === proposal.to &&
              a.terms.give === proposal.give &&
              a.terms.want === proposal.want &&
              a.terms.money === 0,
          );
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
 * The card-for-card trade that raises the dealer's best deal most, asking
 * only for a face some card of which it has not seen (so another hand may hold it), and giving the
 * card its hand misses least; `null` when no trade raises its best deal.
 */
export function bestProposal(
  g: ArmsDealersView,
  hand: readonly Face[],
): { readonly to: Seat; readonly give: Face; readonly want: Face } | null {
  const seen = new Map<Face, number>();
  const see = (f: Face) => seen.set(f, (seen.get(f) ?? 0) + 1);
  hand.forEach(see);
  g.discard.forEach(see);
  g.deal?.cards.forEach((c) => see(c.face));
  const now = bestDealValue(hand);
  let best: { give: Face; want: Face; gain: number } | null = null;
  for (const give of new Set(hand)) {
    const rest = removeFaces(hand, [give]);
    for (const want of FACES) {
      if (want === give || (seen.get(want) ?? 0) >= DECK.supply[want]) continue;
      const gain = bestDealValue([...rest, want]) - now;
      if (gain > 0 && (!best || gain > best.gain)) best = { give, want, gain };
    }
  }
  if (!best) return null;
  // Each offer of the turn asks the next partner, most cards first (the likeliest to hold the
  // face), earliest seat on a tie; once every partner was asked, none.
  const partners: Seat[] = [];
  for (let s = 0; s < g.players; s++) if (s !== g.active) partners.push(s);
  partners.sort((a, b) => g.handSizes[b]! - g.handSizes[a]! || a - b);
  const to = partners[g.offersThisTurn];
  return to === undefined ? null : { to, give: best.give, want: best.want };
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
