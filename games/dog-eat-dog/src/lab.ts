import type { GameEvent, StateOf } from '@cutthroat/engine';
import type { Claim, ClaimFigures, Estimate, ExtraFigure, SeatGrouping, SimExtras } from '@cutthroat/module';
import { gain } from './bots/trading.js';
import { economyFigures, economyTally } from './lab-economy.js';
import { content } from './content.js';
import type { dogEatDog } from './game.js';
import type { DogEatDogState } from './state.js';
import { privateView, publicView } from './view.js';
import { divisionName } from './words.js';

type S = StateOf<typeof dogEatDog>;

const CARDS = content.redTape.map((c) => c.id);
const wealth = (G: DogEatDogState, seat: number) => G.players[seat]!.corporate + G.players[seat]!.swiss;
const destroyed = (G: DogEatDogState) => G.map.stage.filter((s) => s === 3).length;

/**
 * Swing of a Red Tape card, in $M: the change in its drawer's money (corporate and Swiss) from just
 * before the draw to the start of the drawer's next turn (the design's "round"), less the mean
 * change of the other players in the game over the same span. Subtracting the others takes out
 * what everyone earns in a round, so what is left is what the card did to its drawer relative to
 * the table (its effect, what it led to, and the rest of a round's luck, which averages out over
 * many draws). A span the end of the game cuts short is not counted. The design's hand estimates
 * (design.md, "Current Events", drawer minus each other) are the same difference, for the card alone.
 */
interface Span {
  readonly card: string;
  readonly drawer: number;
  readonly others: readonly number[];
  readonly start: readonly number[];
}

const figures: ExtraFigure[] = [
  { id: 'offers', label: 'trade offers made', kind: 'count' },
  { id: 'trades', label: 'trades made', kind: 'count' },
  {
    id: 'gainful-offers',
    label: "offers answered that the heuristic's values say the recipient gains by",
    kind: 'count',
  },
  { id: 'gainful-accepted', label: 'of those, offers accepted', kind: 'count' },
  { id: 'bribes', label: 'bribe attempts (officials on the sheet, first attempts, wars, the Lobby)', kind: 'count' },
  { id: 'bribes-won', label: 'bribes that bought their official', kind: 'count' },
  { id: 'breaches', label: 'laws broken', kind: 'count' },
  { id: 'reports', label: 'breaches reported', kind: 'count' },
  { id: 'leader-swiss', label: "leader's Swiss account at the end ($M)", kind: 'count' },
  { id: 'swiss', label: 'Swiss account per player in the game ($M, mean)', kind: 'by-round' },
  { id: 'destroyed', label: 'Natural Squares destroyed (Stage 3)', kind: 'by-round' },
  ...CARDS.map((id): ExtraFigure => ({
    id: `swing-${id}`,
    label: `swing of ${content.cardById.get(id)!.name} (${id}), $M to its drawer against the table over a round`,
    kind: 'ratio',
  })),
  ...economyFigures,
];

/**
 * The open offer `events` answered (accepted, declined or countered by its recipient; not one that
 * ran out of time or was withdrawn): whether the recipient gains by it by the heuristic bot's
 * values (`bots/trading.ts`, read from its view), and whether it accepted.
 */
function answerTo(before: S, events: readonly GameEvent[]): { gainful: boolean; accepted: boolean } | null {
  const o = before.offer;
  if (!o) return null;
  const answer = events.find(
    (e) =>
      (e.type === 'offer-accepted' || e.type === 'offer-declined' || e.type === 'offer-countered') && !e['expired'],
  );
  if (!answer || answer['by'] !== o.to) return null;
  const view = { ...publicView(before.G), ...privateView(before.G, o.to) };
  const mine = gain(view, o.to, o.terms.get, o.terms.give);
  return { gainful: mine !== null && mine > 0, accepted: answer.type === 'offer-accepted' };
}

/** What `cutthroat report` measures in each Dog Eat Dog game: trades, bribes, breaches, swings. */
export const dogEatDogExtras: SimExtras<S> = {
  figures,
  tally() {
    let offers = 0;
    let trades = 0;
    let gainful = 0;
    let gainfulAccepted = 0;
    let bribes = 0;
    let bribesWon = 0;
    let breaches = 0;
    let reports = 0;
    let open: Span[] = [];
    const swings = new Map<string, number[]>();
    const economy = economyTally();
    return {
      step(before, events: readonly GameEvent[], after) {
        economy.step(before, events, after);
        const answered = answerTo(before, events);
        if (answered?.gainful) {
          gainful++;
          if (answered.accepted) gainfulAccepted++;
        }
        for (const e of events) {
          if (e.type === 'offer-made') offers++;
          else if (e.type === 'traded') trades++;
          else if (e.type === 'bribe') {
            bribes++;
            if (e['success']) bribesWon++;
          } else if (e.type === 'law-broken') breaches++;
          else if (e.type === 'breach-reported') reports++;
        }
        const G = after.G;
        // A span ends when its drawer's turn starts again.
        if (G.active !== before.G.active)
          open = open.filter((s) => {
            if (s.drawer !== G.active) return true;
            const change = (seat: number) => wealth(G, seat) - s.start[seat]!;
            const table = s.others.length ? s.others.reduce((n, o) => n + change(o), 0) / s.others.length : 0;
            swings.set(s.card, [...(swings.get(s.card) ?? []), change(s.drawer) - table]);
            return false;
          });
        // A card drawn is a `drawn` work item that was not there before.
        const was = new Set(before.G.work.flatMap((w) => (w.kind === 'drawn' ? [w.card] : [])));
        for (const w of G.work)
          if (w.kind === 'drawn' && !was.has(w.card)) {
            const B = before.G;
            open.push({
              card: w.card,
              drawer: w.seat,
              others: B.players.flatMap((p, s) => (s !== w.seat && p.status === 'playing' ? [s] : [])),
              start: B.players.map((_, s) => wealth(B, s)),
            });
          }
      },
      read(state) {
        const G = state.G;
        const inGame = G.players.filter((p) => p.status !== 'left');
        const mean = (xs: readonly number[] | undefined) =>
          xs?.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null;
        return [
          offers,
          trades,
          gainful,
          gainfulAccepted,
          bribes,
          bribesWon,
          breaches,
          reports,
          Math.max(...G.players.map((p) => p.swiss)),
          inGame.reduce((n, p) => n + p.swiss, 0) / Math.max(1, inGame.length),
          destroyed(G),
          ...CARDS.map((id) => mean(swings.get(id))),
          ...economy.read(state),
        ];
      },
    };
  },
};

/** Divisions are chosen after setup (in roll order): `null` until a seat has one. */
export const dogEatDogSeatGroups: readonly SeatGrouping<DogEatDogState>[] = [
  {
    id: 'division',
    label: 'division',
    of: (G) => G.players.map((p) => (p.division ? divisionName(p.division) : null)),
  },
];

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const num = (x: number | null | undefined) => (x === null || x === undefined ? '-' : String(Number(x.toFixed(1))));
const interval = (e: Estimate) => `${pct(e.value)} (${pct(e.low)} to ${pct(e.high)})`;
/** Points of win rate within which a group counts as competitive, as for Arms Dealers' seats. */
const MARGIN = 0.03;
const WASTE = divisionName(content.divisions.find((d) => d.collectsPollution)!.id);

/** Shared sentences on how the games went, from the figures every claim has. */
function howGamesWent(f: ClaimFigures): string {
  const d = (id: string) => f.figures[id];
  const won = d('victory-swiss');
  return (
    `Games lasted ${num(f.length.median)} rounds (median; p10 ${num(f.length.p10)}, p90 ${num(f.length.p90)}); ` +
    `${won?.n ?? 0} of ${f.games} ended by a Swiss victory, the others when the map was destroyed or at the round limit. ` +
    `The leader's Swiss account at the end: $${num(d('leader-swiss')?.median)}M (median). ` +
    `Per game (means): ${num(d('offers')?.mean?.value)} trade offers, ${num(d('trades')?.mean?.value)} trades, ` +
    `${num(d('bribes')?.mean?.value)} bribe attempts, ${num(d('breaches')?.mean?.value)} laws broken, ` +
    `${num(d('reports')?.mean?.value)} reports.`
  );
}

/** A difference of two proportions with its 95% interval (normal approximation). */
function difference(a: Estimate & { n: number }, b: Estimate & { n: number }): Estimate {
  const value = a.value - b.value;
  const se = Math.sqrt((a.value * (1 - a.value)) / Math.max(1, a.n) + (b.value * (1 - b.value)) / Math.max(1, b.n));
  return { value, low: value - 1.96 * se, high: value + 1.96 * se };
}

/** Traders against hoarders, with the traders in the seats `bots` gives them. */
function tradersClaim(id: string, bots: readonly string[]): Claim {
  const seats = (kind: string) => bots.flatMap((b, s) => (b === kind ? [String(s + 1)] : [])).join(' and ');
  return {
    id,
    section: 'Other Actions',
    claim: `"Hoarders and protectionists are destined to lose most games. Free entrepreneurs will sail past them by trading early and often with one another for mutual advantage." Two heuristic bots that trade against two that never do (the hoarder bot), in seats ${seats('heuristic')} and ${seats('hoarder')}: the claim is played twice, the seats swapped, since a seat's position matters.`,
    players: 4,
    bots,
    games: 300,
    test(f) {
      const traders = f.bots['heuristic']!;
      const hoarders = f.bots['hoarder']!;
      const diff = difference(traders, hoarders);
      return {
        verdict: diff.low > 0 ? 'agree' : diff.high < 0 ? 'disagree' : 'inconclusive',
        figure: "traders' win rate a seat less hoarders' (points)",
        estimate: diff,
        why:
          `Traders won ${interval(traders)} a seat, hoarders ${interval(hoarders)}. ` +
          (diff.low > 0
            ? 'The traders win more: the difference is above zero at 95%. '
            : diff.high < 0
              ? 'The hoarders win more: trading as these bots trade costs them. '
              : 'The difference is within what chance gives: trading as these bots trade neither helps nor hurts detectably. ') +
          `The traders trade only raw materials, one unit at a time, with each other (a hoarder accepts nothing): ` +
          howGamesWent(f),
      };
    },
  };
}

export const dogEatDogClaims: readonly Claim[] = [
  {
    id: 'waste-weak-with-four',
    section: 'Waste Mismanagement, Inc. Special Rules',
    claim:
      '"We recommend not using Waste Mismanagement, Inc. unless there are five or six players. Otherwise you will not be able to gather enough raw materials to be competitive." Tested at 4 players with the option that allows it (`wasteMismanagementFrom: 4`), divisions dealt at random.',
    players: 4,
    bots: ['heuristic'],
    options: { wasteMismanagementFrom: 4, divisionChoice: 'random' },
    games: 300,
    test(f) {
      const rates = Object.entries(f.groups['division'] ?? {}).sort(([a], [b]) => a.localeCompare(b));
      const wins = rates.reduce((n, [, p]) => n + p.successes, 0);
      const seats = rates.reduce((n, [, p]) => n + p.n, 0);
      const share = wins / Math.max(1, seats);
      const waste = f.groups['division']?.[WASTE] ?? { value: 0, low: 0, high: 1, successes: 0, n: 0 };
      const weak = waste.high < share - MARGIN;
      const competitive = waste.low >= share - MARGIN;
      return {
        verdict: weak ? 'agree' : competitive ? 'disagree' : 'inconclusive',
        figure: `win rate of ${WASTE} at 4 players (${waste.successes} wins in ${waste.n} games played), against the average ${pct(share)}`,
        estimate: waste,
        why:
          `Win rates by division (ties count for each tied seat): ${rates.map(([k, p]) => `${k} ${interval(p)}`).join(', ')}. ` +
          (weak
            ? `${WASTE}'s interval lies wholly more than ${pct(MARGIN)} below the average: it is not competitive. `
            : competitive
              ? `${WASTE}'s interval reaches no lower than ${pct(MARGIN)} under the average: it competes. `
              : `${WASTE}'s interval straddles the line ${pct(MARGIN)} under the average: more games are needed. `) +
          howGamesWent(f),
      };
    },
  },
  tradersClaim('traders-beat-hoarders', ['heuristic', 'hoarder', 'heuristic', 'hoarder']),
  tradersClaim('traders-beat-hoarders-swapped', ['hoarder', 'heuristic', 'hoarder', 'heuristic']),
  {
    id: 'short-game-length',
    section: 'Short Games',
    claim:
      '"These should take about half an hour of playing time": Short Game 1 (a $100M victory sum) is offered beside Short Game 2 ("The game lasts only six full turns") as as short, so it should end in about six rounds. Tested as: the mean length of Short Game 1 lies within 4 to 9 rounds (six, give or take half).',
    players: 4,
    bots: ['heuristic'],
    options: { victorySwiss: 100 },
    games: 200,
    test(f) {
      const mean = f.length.mean ?? { value: 0, low: 0, high: 0 };
      const [lo, hi] = [4, 9];
      const within = mean.low >= lo && mean.high <= hi;
      const beyond = mean.low > hi || mean.high < lo;
      return {
        verdict: within ? 'agree' : beyond ? 'disagree' : 'inconclusive',
        figure: 'mean length of Short Game 1 in rounds (full turns)',
        estimate: mean,
        why: `Mean ${num(mean.value)} rounds (${num(mean.low)} to ${num(mean.high)}), against six full turns. ${howGamesWent(f)}`,
      };
    },
  },
];
