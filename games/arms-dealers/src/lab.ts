import type { GameEvent, StateOf } from '@cutthroat/engine';
import { turnPositions, type Claim, type SeatGrouping, type SimExtras } from '@cutthroat/module';
import { givenOf, tradeGain } from './bots/answer.js';
import { faceOf } from './cards.js';
import type { ArmsDealers } from './game.js';
import { trades as tradeRules } from './trade.js';
import type { ArmsDealersState } from './state.js';

/**
 * The open offer `events` answered (accepted, declined or countered by its recipient, not expired):
 * whether the recipient could accept it and gains by it by greedy's values (`tradeGain`), and
 * whether it accepted.
 */
function answerTo(
  before: StateOf<ArmsDealers>,
  events: readonly GameEvent[],
): { gainful: boolean; accepted: boolean } | null {
  const o = before.offer;
  if (!o) return null;
  const answer = events.find(
    (e) =>
      (e.type === 'offer-accepted' || e.type === 'offer-declined' || e.type === 'offer-countered') && !e['expired'],
  );
  if (!answer || answer['by'] !== o.to) return null;
  const t = o.terms;
  const hand = before.G.hands[o.to]!.map(faceOf);
  const out = givenOf(hand, t);
  const gainful = tradeRules.acceptable(before.G, o) && out !== undefined && tradeGain(hand, out, t.give, t.money) > 0;
  return { gainful, accepted: answer.type === 'offer-accepted' };
}

/** What `cutthroat report` counts in each Arms Dealers game, from its events. */
export const armsDealersExtras: SimExtras<StateOf<ArmsDealers>> = {
  figures: [
    { id: 'deals-laid', label: 'deals laid', kind: 'count' },
    { id: 'deals-intercepted', label: 'deals destroyed by interception', kind: 'count' },
    { id: 'deals-evaded', label: 'deals intercepted but saved by evasions', kind: 'count' },
    { id: 'trades', label: 'trades made', kind: 'count' },
    { id: 'gainful-offers', label: "offers answered that greedy's values say the recipient gains by", kind: 'count' },
    { id: 'gainful-accepted', label: 'of those, offers accepted', kind: 'count' },
  ],
  tally() {
    let laid = 0;
    let destroyed = 0;
    let evaded = 0;
    let trades = 0;
    let gainful = 0;
    let gainfulAccepted = 0;
    // Whether the deal on the table has met an interception: it is evaded if it still pays.
    let intercepted = false;
    return {
      step(before, events: readonly GameEvent[]) {
        const answered = answerTo(before, events);
        if (answered?.gainful) {
          gainful++;
          if (answered.accepted) gainfulAccepted++;
        }
        for (const e of events) {
          switch (e.type) {
            case 'deal-laid':
              laid++;
              intercepted = false;
              break;
            case 'intercepted':
              intercepted = true;
              break;
            case 'deal-destroyed':
              destroyed++;
              break;
            case 'profit':
              if (intercepted) evaded++;
              break;
            case 'traded':
              trades++;
              break;
          }
        }
      },
      read: () => [laid, destroyed, evaded, trades, gainful, gainfulAccepted],
    };
  },
};

/** The first player is drawn at setup, and the first turn is theirs (`turn` 1). */
export const armsDealersSeatGroups: readonly SeatGrouping<ArmsDealersState>[] = [
  { id: 'turn-order', label: 'position in turn order', of: (G) => turnPositions(G.players, G.active) },
];

/**
 * How far (in points of win rate) a position may stand from the average and still count as
 * having no advantage: a test of equivalence, so that more games sharpen the verdict instead of
 * turning any difference at all into a disagreement.
 */
const FAIR_MARGIN = 0.03;

export const armsDealersClaims: readonly Claim[] = [
  {
    id: 'seat-advantage',
    section: 'SETUP',
    claim:
      '"Randomly determine turn order": drawing the order is fair only if no position in it wins more than its share (within 3 points).',
    players: 4,
    bots: ['greedy'],
    games: 4000,
    test(f) {
      const positions = Object.entries(f.groups['turn-order'] ?? {}).sort(([a], [b]) => a.localeCompare(b));
      const wins = positions.reduce((s, [, p]) => s + p.successes, 0);
      const n = positions.reduce((s, [, p]) => s + p.n, 0);
      const share = wins / Math.max(1, n);
      const [worstName, worst] = positions.reduce((w, p) =>
        Math.abs(p[1].value - share) > Math.abs(w[1].value - share) ? p : w,
      );
      const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
      const rates = positions.map(([name, p]) => `${name} ${pct(p.value)} (${pct(p.low)} to ${pct(p.high)})`);
      const [lo, hi] = [share - FAIR_MARGIN, share + FAIR_MARGIN];
      const beyond = positions.filter(([, p]) => p.low > hi || p.high < lo).map(([name]) => name);
      const within = positions.every(([, p]) => p.low >= lo && p.high <= hi);
      const detectable = positions.filter(([, p]) => p.high < share || p.low > share).map(([name]) => name);
      return {
        verdict: beyond.length ? 'disagree' : within ? 'agree' : 'inconclusive',
        figure: `win rate of the ${worstName} player, the position furthest from the average of ${pct(share)}`,
        estimate: worst,
        why:
          `Win rates by position in turn order (ties count for each tied seat): ${rates.join(', ')}. ` +
          (beyond.length
            ? `The ${beyond.join(', ')} player's interval lies wholly beyond ${pct(FAIR_MARGIN)} of the average: the position matters, so the draw for it does too.`
            : within
              ? `Every interval lies within ${pct(FAIR_MARGIN)} of the average` +
                (detectable.length
                  ? `, though the ${detectable.join(', ')} player's excludes the average itself: a small advantage, smaller than the margin.`
                  : '.')
              : `No interval lies wholly beyond ${pct(FAIR_MARGIN)} of the average, but some reach past it: more games are needed.`),
      };
    },
  },
];
