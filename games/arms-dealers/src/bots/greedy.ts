import {
  dealProfit,
  dealSurvives,
  faceCounts,
  isBuyer,
  isSeller,
  isWeapon,
  largestDeals,
  type ArmsDealers,
  type Face,
} from '../index.js';
import type { ActionOf } from '@cutthroat/engine';
import type { Bot } from '@cutthroat/bots';

type Act = ActionOf<ArmsDealers>;

/** The most a hand of faces could make with one deal now, in cents. */
export function bestDealValue(faces: readonly Face[]): number {
  const counts = new Map<Face, number>();
  for (const f of faces) counts.set(f, (counts.get(f) ?? 0) + 1);
  let best = 0;
  for (const deal of largestDeals(counts)) best = Math.max(best, dealProfit(deal));
  return best;
}

const keepValue: Record<string, number> = { interception: 3, evasion: 3 };

function removeFaces(hand: readonly Face[], faces: readonly Face[]): Face[] {
  const rest = hand.slice();
  for (const f of faces) rest.splice(rest.indexOf(f), 1);
  return rest;
}

/**
 * Greedy: lays its most profitable deal, intercepts deals that would help a leader, evades when it
 * can, and accepts a trade only if it raises its own best deal. It never proposes trades.
 */
export function greedyArmsDealersBot(): Bot<ArmsDealers> {
  return {
    kind: 'greedy',
    decide({ view, legal }) {
      const hand = (view.game.hand ?? []).map((c) => c.face);
      const first = legal.at(0);
      const byType = <T extends Act['type']>(type: T) =>
        legal.filter((a): a is Extract<Act, { type: T }> => a.type === type);

      if (first.type === 'decline') {
        const accept = byType('accept')[0];
        const offer = view.offer;
        if (!accept || !offer) return first;
        const t = offer.terms;
        const after = removeFaces(hand, t.want === null ? [] : [t.want]);
        if (t.give !== null) after.push(t.give);
        return bestDealValue(after) > bestDealValue(hand) ? accept : first;
      }
      if (first.type === 'withdraw') return first;

      const discards = byType('discard');
      if (discards.length > 0) {
        const score = (rest: Face[]) =>
          bestDealValue(rest) * 10 + rest.reduce((s, f) => s + (keepValue[kindOf(f)] ?? (isWeapon(f) ? 2 : 1)), 0);
        return maxBy(discards, (d) => score(removeFaces(hand, d.cards)));
      }

      const deals = byType('deal');
      if (legal.some((a) => a.type === 'end-turn')) {
        return deals.length > 0 ? maxBy(deals, (d) => dealProfit(d)) : legal.find((a) => a.type === 'end-turn')!;
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
      return legal.find((a) => a.type === 'pass') ?? first;
    },
  };
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
