import type { GameEvent, StateOf } from '@cutthroat/engine';
import { turnPositions, type Claim, type ClaimFigures, type SeatGrouping, type SimExtras } from '@cutthroat/module';
import type { GoCaine } from './game.js';
import type { GoCaineState } from './state.js';

const chipsHeld = (G: GoCaineState): number => G.players.reduce((n, p) => n + (p.conceded ? 0 : p.taskForceChips), 0);
const leaderCash = (G: GoCaineState): number => Math.max(...G.players.map((p) => p.cash));

/**
 * What `cutthroat report` measures in each GoCaine game: the Task Force chips, what they seize,
 * and how the leader's cash stands when the last chip in hand is gone.
 */
export const gocaineExtras: SimExtras<StateOf<GoCaine>> = {
  figures: [
    { id: 'chips-played', label: 'Task Force chips played', kind: 'count' },
    { id: 'seizures', label: 'shipments seized', kind: 'count' },
    { id: 'tons-seized', label: 'tons seized', kind: 'count' },
    { id: 'seizures-per-chip', label: 'shipments seized per chip played', kind: 'ratio' },
    { id: 'chips-out', label: 'round in which no player in the game holds a Task Force chip', kind: 'round' },
    { id: 'leader-at-chips-out', label: "leader's cash ($M) when no chip is left in hand", kind: 'count' },
    {
      id: 'seizures-after-chips-out',
      label: 'shipments seized after that (with chips bought back through influence)',
      kind: 'count',
    },
    {
      id: 'chips-out-to-billion',
      label: 'rounds from the last chip in hand to the first $1,000M',
      kind: 'count',
    },
    { id: 'chips-held', label: 'Task Force chips held by players in the game', kind: 'by-round' },
    { id: 'tons-seized-so-far', label: 'tons seized so far', kind: 'by-round' },
  ],
  tally() {
    let chips = 0;
    let seizures = 0;
    let seizuresAfter = 0;
    let tons = 0;
    let chipsOut: number | null = null;
    let leaderAtChipsOut: number | null = null;
    let billion: number | null = null;
    return {
      step(_before, events: readonly GameEvent[], after) {
        for (const e of events) {
          if (e.type === 'interdiction') chips++;
          else if (e.type === 'seizure-roll' && e.seized) {
            seizures++;
            if (chipsOut !== null) seizuresAfter++;
            tons += e.tons as number;
          }
        }
        const G = after.G;
        if (chipsOut === null && chipsHeld(G) === 0) {
          chipsOut = G.round;
          leaderAtChipsOut = leaderCash(G);
        }
        if (billion === null && leaderCash(G) >= G.options.knockThreshold) billion = G.round;
      },
      read: (state) => [
        chips,
        seizures,
        tons,
        chips ? seizures / chips : null,
        chipsOut,
        leaderAtChipsOut,
        chipsOut === null ? null : seizuresAfter,
        chipsOut !== null && billion !== null ? billion - chipsOut : null,
        chipsHeld(state.G),
        tons,
      ],
    };
  },
};

export const gocaineSeatGroups: readonly SeatGrouping<GoCaineState>[] = [
  { id: 'turn-order', label: 'position in turn order', of: (G) => turnPositions(G.players.length, G.first) },
];

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
/** A quantile or mean in words: whole where it is, else one decimal. */
const num = (x: number | null | undefined) => (x === null || x === undefined ? '-' : String(Number(x.toFixed(1))));

/**
 * The chip economy behind the pace, in words, from the figures of the games played. `shipsAll`:
 * the bots ship all their cash buys once no rival holds a chip (the heuristic), or keep every lot
 * small regardless (the cautious variant).
 */
function chipEconomy(f: ClaimFigures, shipsAll: boolean): string {
  const d = (id: string) => f.figures[id];
  const out = d('chips-out');
  const parts: string[] = [
    `A shipment can be seized only in a zone a Task Force chip hit that turn. ` +
      `Per game ${num(d('chips-played')?.mean?.value)} chips were played and ${num(d('seizures')?.mean?.value)} shipments ` +
      `(${num(d('tons-seized')?.mean?.value)} mt) seized, ${num(d('seizures-per-chip')?.mean?.value)} per chip (means).`,
  ];
  if (out && out.n) {
    parts.push(
      `In ${out.n} of ${f.games} games every chip in hand was gone by round ${num(out.median)} (median; quartiles ${num(out.p25)} to ${num(out.p75)}), ` +
        `the leader then holding $${num(d('leader-at-chips-out')?.median)}M (median). Chips come back only with influence bought ` +
        `(one per asset while the pool lasts): after that moment ${num(d('seizures-after-chips-out')?.mean?.value)} shipments were seized per game (mean).`,
    );
    const after = d('chips-out-to-billion');
    if (after?.n)
      parts.push(
        (shipsAll
          ? 'These bots ship all their cash buys whenever no rival holds a chip, and the leader multiplies its cash sale after sale: '
          : 'These bots keep every lot small, chip or no chip, so cash grows slowly: ') +
          `the first $1,000M came ${num(after.median)} rounds after the last chip (median; quartiles ${num(after.p25)} to ${num(after.p75)}).`,
      );
  } else {
    parts.push('In no game did every chip in hand run out.');
  }
  return parts.join(' ');
}

function billionClaim(id: string, bot: string, games: number, shipsAll: boolean): Claim {
  return {
    id,
    section: 'C. Objectives',
    claim:
      '"Depending on the number of players, in most games, one of the players will reach the billion dollar threshold at some point between 30 to 40 turns."',
    players: 6,
    bots: [bot],
    games,
    test(f) {
      const within = f.within('knock-threshold', 30, 40);
      const first = f.figures['knock-threshold'];
      const verdict = within.low > 0.5 ? 'agree' : within.high < 0.5 ? 'disagree' : 'inconclusive';
      const pace = first?.n
        ? `The first $1,000M came in round ${num(first.median)} (median; p10 ${num(first.p10)}, p90 ${num(first.p90)}); ${first.missing} of ${f.games} games never reached it.`
        : `No game reached $1,000M.`;
      return {
        verdict,
        figure: `games whose first $1,000M came in rounds 30 to 40 (${within.successes} of ${within.n}; "most" is over 50%)`,
        estimate: within,
        why: `${pct(within.value)} of games reached $1,000M in rounds 30 to 40. ${pace} ${chipEconomy(f, shipsAll)}`,
      };
    },
  };
}

export const gocaineClaims: readonly Claim[] = [
  billionClaim('first-billion-30-40', 'heuristic', 300, true),
  billionClaim('first-billion-30-40-cautious', 'cautious', 100, false),
];
