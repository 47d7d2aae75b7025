import type { GameEvent } from '@cutthroat/engine';
import type { ExtraFigure, ExtrasTally } from '@cutthroat/module';
import type { DogEatDogState } from './state.js';

/** What money paid to the bank went on, told by the events of the step that paid it (first match). */
const SPENT_ON = {
  payroll: 'payroll',
  hiring: 'hiring and the Marketplace',
  taxes: 'taxes',
  bribes: 'bribes',
  squares: 'Natural Squares (auctions and Sealed Bids)',
  fines: 'reported breaches of Public Laws (fines and goods owed)',
  cards: 'Red Tape cards',
  loans: 'loans repaid and Chapter 11',
  other: 'anything else',
} as const;
type SpentOn = keyof typeof SPENT_ON;

function spentOn(events: readonly GameEvent[]): SpentOn {
  for (const e of events) {
    if (e.type === 'tax') return 'taxes';
    if (e.type === 'bribe') return 'bribes';
    if (e.type === 'hired' || e.type === 'bought') return 'hiring';
    if (e.type === 'phase' && e['phase'] === 'payroll') return 'payroll';
    if (e.type === 'breach-reported') return 'fines';
    if (e.type === 'paid') return 'cards';
    if (e.type === 'chapter-11' || e.type === 'loan-repaid') return 'loans';
    if (e.type === 'sealed-bid' || e.type === 'auction-won') return 'squares';
  }
  return 'other';
}

/**
 * What the report reads, round by round, to explain how Dog Eat Dog's economy runs down: the
 * squares that still yield, the workers and cash players hold, what flows through the bank (sales,
 * taxes) and into Switzerland. Money figures are cumulative since setup, per player in the game
 * (mean), so a flat band is a round in which that flow stopped.
 */
export const economyFigures: readonly ExtraFigure[] = [
  { id: 'yielding', label: 'Natural Squares still yielding (below Stage 3)', kind: 'by-round' },
  {
    id: 'degraded-extraction',
    label: 'degradations so far by extraction (more than one unit a turn)',
    kind: 'by-round',
  },
  { id: 'degraded-pollution', label: 'degradations so far by pollution markers', kind: 'by-round' },
  { id: 'degraded-other', label: 'degradations so far by Red Tape cards and spaces', kind: 'by-round' },
  { id: 'controlled', label: 'Natural Squares controlled by a player', kind: 'by-round' },
  { id: 'workers', label: 'workers per player in the game (mean)', kind: 'by-round' },
  { id: 'corporate', label: 'corporate account per player in the game ($M, mean)', kind: 'by-round' },
  { id: 'goods', label: 'raw materials and products held per player in the game (mean)', kind: 'by-round' },
  { id: 'extracted', label: 'raw materials extracted so far, per player in the game (mean)', kind: 'by-round' },
  { id: 'sales', label: 'sold to the bank so far, per player in the game ($M, mean)', kind: 'by-round' },
  { id: 'taxes', label: 'taxes paid at the IRS so far, per player in the game ($M, mean)', kind: 'by-round' },
  { id: 'embezzled', label: 'embezzled into Switzerland so far, per player in the game ($M, mean)', kind: 'by-round' },
  {
    id: 'products-per-production',
    label: 'products made per production (one or two make one pollution marker)',
    kind: 'ratio',
  },
  ...Object.entries(SPENT_ON).map(([id, what]): ExtraFigure => ({
    id: `spent-${id}`,
    label: `paid to the bank for ${what}, per player in the game ($M)`,
    kind: 'count',
  })),
  { id: 'chapter-11', label: 'Chapter 11 filings per player in the game', kind: 'count' },
  { id: 'bank-in', label: 'paid to the bank so far, per player in the game ($M, mean)', kind: 'by-round' },
];

const inGame = (G: DogEatDogState) => G.players.filter((p) => p.status !== 'left');
const perPlayer = (G: DogEatDogState, total: number) => total / Math.max(1, inGame(G).length);
/** Degradation steps taken so far: 0 to 32 (16 squares, Stage 1 to 3). */
const stages = (G: DogEatDogState) => G.map.stage.reduce<number>((n, s) => n + s - 1, 0);
const sum = (xs: Readonly<Record<string, number>>) => Object.values(xs).reduce((n, x) => n + x, 0);

/** A fresh tally of `economyFigures` for one game. */
export function economyTally(): ExtrasTally<{ readonly G: DogEatDogState }> {
  let extracted = 0;
  let sales = 0;
  let taxes = 0;
  let embezzled = 0;
  const spent = Object.fromEntries(Object.keys(SPENT_ON).map((k) => [k, 0])) as Record<SpentOn, number>;
  let filings = 0;
  let products = 0;
  let productions = 0;
  const degraded = { extraction: 0, pollution: 0, other: 0 };
  return {
    step(before, events: readonly GameEvent[], after) {
      const steps = stages(after.G) - stages(before.G);
      spent[spentOn(events)] += after.G.bank.paidIn - before.G.bank.paidIn;
      let explained = 0;
      for (const e of events) {
        if ((e.type === 'extracted' || e.type === 'polluted') && e['degraded']) {
          degraded[e.type === 'extracted' ? 'extraction' : 'pollution']++;
          explained++;
        }
        if (e.type === 'extracted') extracted += (e['items'] as readonly unknown[] | undefined)?.length ?? 0;
        else if (e.type === 'produced') {
          products += Number(e['count']);
          productions++;
        } else if (e.type === 'chapter-11') filings++;
        else if (e.type === 'sold') sales += Number(e['count']) * Number(e['price']);
        else if (e.type === 'tax') taxes += Number(e['amount']);
        // The amount is secret in play; the lab reads it off the Swiss accounts, as the bank would.
        else if (e.type === 'embezzled') {
          const s = Number(e['seat']);
          embezzled += Math.max(0, after.G.players[s]!.swiss - before.G.players[s]!.swiss);
        }
      }
      degraded.other += Math.max(0, steps - explained);
    },
    read({ G }) {
      const players = inGame(G);
      return [
        G.map.stage.filter((s) => s < 3).length,
        degraded.extraction,
        degraded.pollution,
        degraded.other,
        G.control.filter((c) => c !== null).length,
        perPlayer(
          G,
          players.reduce((n, p) => n + p.workers, 0),
        ),
        perPlayer(
          G,
          players.reduce((n, p) => n + p.corporate, 0),
        ),
        perPlayer(
          G,
          players.reduce((n, p) => n + sum(p.raw) + sum(p.products), 0),
        ),
        perPlayer(G, extracted),
        perPlayer(G, sales),
        perPlayer(G, taxes),
        perPlayer(G, embezzled),
        productions ? products / productions : null,
        ...(Object.keys(SPENT_ON) as SpentOn[]).map((k) => perPlayer(G, spent[k])),
        perPlayer(G, filings),
        perPlayer(G, G.bank.paidIn),
      ];
    },
  };
}
