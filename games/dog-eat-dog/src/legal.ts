import type { ReactionWindow, Seat } from '@cutthroat/engine';
import { acquirable } from './acquisition.js';
import { holderOf } from './bribery.js';
import { judge } from './breaking-the-law.js';
import { cardsAt } from './cards.js';
import { reorganisingChoices } from './chapter-11.js';
import { content, iconsAt } from './content.js';
import { held } from './holdings.js';
import { param } from './laws.js';
import { embezzleMax } from './money.js';
import { hireCost } from './payroll.js';
import { produce, tasksLeft } from './production.js';
import type { Choice } from './red-tape.js';
import { pollutionSquares } from './rules.js';
import type { DogEatDogAction } from './schema.js';
import { freeDivisions } from './setup.js';
import { squaresOf, type DogEatDogState } from './state.js';
import { top } from './work.js';
import { PRODUCTS, RAW, type Item, type Raw } from './vocabulary.js';

/**
 * Every action a seat may take now, each one accepted if applied: the active seat's turn, the
 * answers of an open window, and the free actions any seat may take while the turn goes on.
 */

const range = (lo: number, hi: number): number[] =>
  hi < lo ? [] : Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
const PLAY = new Set(['movement', 'sales', 'hiring', 'production', 'extraction']);
const ITEMS: readonly Item[] = [...RAW, ...PRODUCTS];

export function actors(G: DogEatDogState): Seat[] {
  if (G.phase === 'over') return [];
  if (G.phase === 'division') return G.choosing.slice(0, 1);
  return [G.active];
}

export function legalActions(G: DogEatDogState, seat: Seat, window: ReactionWindow | null): DogEatDogAction[] {
  if (window) return windowActions(G, seat, window);
  if (G.work.length > 0 || !actors(G).includes(seat)) return [];
  const p = G.players[seat]!;
  const out: DogEatDogAction[] = [];
  if (G.phase === 'division') return freeDivisions(G).map((division) => ({ type: 'choose-division', division }));
  if (G.phase === 'reorganize')
    return reorganisingChoices(G, seat).map((division) => ({ type: 'reorganise', division }));
  const t = G.turn;
  const final = G.phase === 'final' ? G.final!.step : null;
  if (
    (PLAY.has(G.phase) || final === 'embezzle') &&
    !t.embezzled &&
    !t.embezzleBlocked &&
    judge(G, seat, 'embezzle', 0).kind !== 'refused'
  )
    for (const amount of range(1, embezzleMax(p.corporate))) out.push({ type: 'embezzle', amount });
  if (G.phase === 'movement' && !t.rolled) out.push({ type: 'roll' });
  if (G.phase === 'sales' || final === 'sell') {
    const values = final ? G.final!.values : t.values;
    for (const item of ITEMS)
      if (values[item] === undefined && held(G, seat, item) > 0) out.push({ type: 'roll-value', item });
    if (final) for (const item of ITEMS) if (values[item] !== undefined) sells(G, seat, item, out);
  }
  if (G.phase === 'hiring') {
    for (const count of range(1, G.supply.workers))
      if (hireCost(G, seat, count, t.freeHiresUsed) <= p.corporate) out.push({ type: 'hire', count });
    for (const count of range(1, p.workers)) out.push({ type: 'fire', count });
  }
  if (G.phase === 'production' || final === 'produce') productions(G, seat, out);
  if (G.phase === 'production')
    for (const square of t.pollutionOwed > 0 ? pollutionSquares(G, seat) : []) out.push({ type: 'pollute', square });
  if (G.phase === 'extraction') extractions(G, seat, out);
  const pollutionDue = G.phase === 'production' && t.pollutionOwed > 0 && pollutionSquares(G, seat).length > 0;
  if (G.phase !== 'movement' && !pollutionDue) out.push({ type: 'done' });
  return out;
}

function sells(G: DogEatDogState, seat: Seat, item: Item, out: DogEatDogAction[]): void {
  for (const count of range(1, held(G, seat, item))) out.push({ type: 'sell', item, count });
}

function productions(G: DogEatDogState, seat: Seat, out: DogEatDogAction[]): void {
  const p = G.players[seat]!;
  if (p.division === null || judge(G, seat, 'produce', G.turn.produced).kind === 'refused') return;
  const tasks = tasksLeft(G, seat, G.turn.tasks);
  for (const r of content.divisionById.get(p.division)!.recipes) {
    const raws: (Raw | undefined)[] = 'anyRaw' in r.inputs ? RAW.filter((x) => p.raw[x] > 0) : [undefined];
    for (const raw of raws)
      for (const count of range(1, tasks)) {
        const ok = produce(G, seat, r.product, count, { tasks, typeThisTurn: G.turn.productType, anyRaw: raw });
        if (!ok.ok) break;
        out.push(
          raw ? { type: 'produce', product: r.product, count, raw } : { type: 'produce', product: r.product, count },
        );
      }
  }
}

/** Every multiset of a square's icons of sizes 1..max. */
function subsets(icons: readonly Raw[], max: number): Raw[][] {
  const out = new Map<string, Raw[]>();
  const n = icons.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    const pick = icons.filter((_, i) => mask & (1 << i));
    if (pick.length > max) continue;
    const sorted = [...pick].sort();
    out.set(sorted.join(), sorted);
  }
  return [...out.values()];
}

function extractions(G: DogEatDogState, seat: Seat, out: DogEatDogAction[]): void {
  const p = G.players[seat]!;
  const d = content.divisionById.get(p.division!)!;
  const tasks = tasksLeft(G, seat, G.turn.tasks);
  for (const square of squaresOf(G, seat)) {
    if (G.turn.extractedOn[square]! > 0 || G.map.stage[square] === 3) continue;
    if (judge(G, seat, 'extract', G.turn.extractions, square, 0).kind === 'refused') continue;
    const icons = iconsAt(content.naturalSquares[square]!, G.map.stage[square]!);
    for (const items of subsets(icons, d.mayDegrade ? tasks : Math.min(1, tasks)))
      if (items.every((i) => G.supply.raw[i] >= items.filter((x) => x === i).length))
        out.push({ type: 'extract', square, items });
  }
  if (d.collectsPollution && tasks > 0)
    G.map.pollution.forEach((n, square) => n > 0 && out.push({ type: 'gather', square }));
  const price = param(G, seat, 'marketplacePrice');
  for (const item of RAW)
    for (const count of range(1, G.marketplace[item]))
      if (count * price <= p.corporate) out.push({ type: 'buy', item, count });
}

const offers = (corporate: number) => range(2, Math.min(10, corporate));

function windowActions(G: DogEatDogState, seat: Seat, window: ReactionWindow): DogEatDogAction[] {
  const w = top(G);
  const p = G.players[seat]!;
  if (!w) return [];
  switch (window.kind) {
    case 'choice':
      return w.kind === 'effects' && w.choice?.seat === seat
        ? answers(G, w.choice).map((answer) => ({ type: 'answer', answer }))
        : [];
    case 'trigger':
      if (w.kind !== 'trigger') return [];
      return cardsAt(G, seat, w.trigger, w.victim)
        .filter((card) => !w.uses.some((u) => u.card === card))
        .map((card) => ({ type: 'use', card }));
    case 'first-bribe':
      return w.kind === 'drawn' && w.seat === seat
        ? offers(p.corporate).map((offer) => ({ type: 'bribe', card: w.card, offer }))
        : [];
    case 'war':
      return w.kind === 'war' && w.war.next === seat
        ? offers(p.corporate).map((offer) => ({ type: 'bribe', card: w.war.card, offer }))
        : [];
    case 'lobby': {
      if (w.kind !== 'lobby' || w.seat !== seat) return [];
      const cards = content.redTape.filter(
        (c) => c.type === 'official' && ![seat, null].includes(holderOf(G, c.id) as Seat | null),
      );
      return cards.flatMap((c) => offers(p.corporate).map((offer) => ({ type: 'bribe' as const, card: c.id, offer })));
    }
    case 'acquire': {
      if (w.kind !== 'acquire' || w.seat !== seat) return [];
      const out: DogEatDogAction[] = [];
      for (const square of acquirable(G)) {
        if (w.methods.includes('sealedBid'))
          for (const offer of offers(p.corporate)) out.push({ type: 'acquire', method: 'sealedBid', square, offer });
        if (w.methods.includes('auction'))
          for (const offer of range(1, p.corporate)) out.push({ type: 'acquire', method: 'auction', square, offer });
      }
      return out;
    }
    case 'auction':
      return w.kind === 'auction'
        ? range(w.auction.bid + 1, p.corporate).map((amount) => ({ type: 'bid', amount }))
        : [];
    case 'give-up':
      return w.kind === 'give-up' && w.seat === seat
        ? squaresOf(G, seat).map((square) => ({ type: 'give-up', square }))
        : [];
    case 'chapter-11':
      return w.kind === 'chapter-11' && w.seat === seat ? [{ type: 'leave' }] : [];
    default:
      return [];
  }
}

function answers(G: DogEatDogState, c: Choice) {
  switch (c.kind) {
    case 'may':
      return [{ kind: 'may', yes: true } as const, { kind: 'may', yes: false } as const];
    case 'option':
      return range(0, c.count - 1).map((index) => ({ kind: 'option', index }) as const);
    case 'target':
      return c.seats.map((seat) => ({ kind: 'target', seat }) as const);
    case 'square':
      return [
        ...c.squares.map((square) => ({ kind: 'square', square }) as const),
        ...(c.optional ? [{ kind: 'square', square: null } as const] : []),
      ];
    case 'product':
      return PRODUCTS.map((product) => ({ kind: 'product', product }) as const);
    case 'official':
      return c.cards.map((card) => ({ kind: 'official', card }) as const);
    case 'sell': {
      // Nothing, all of one item, or all of everything offered.
      const all = Object.fromEntries(c.items.map((i) => [i, held(G, c.seat, i)]));
      return [
        { kind: 'sell', counts: {} } as const,
        ...c.items.map((i) => ({ kind: 'sell', counts: { [i]: held(G, c.seat, i) } }) as const),
        { kind: 'sell', counts: all } as const,
      ];
    }
  }
}

export const FREE_TYPES = ['sell', 'bribe', 'report', 'correct', 'transfer', 'play'] as const;

/** What any seat may do while the turn goes on (no window open, nothing pending). */
export function freeActions(G: DogEatDogState, seat: Seat): DogEatDogAction[] {
  const p = G.players[seat]!;
  if (!PLAY.has(G.phase) || G.work.length > 0 || p.status !== 'playing') return [];
  const out: DogEatDogAction[] = [];
  if (G.phase === 'sales') for (const item of ITEMS) if (G.turn.values[item] !== undefined) sells(G, seat, item, out);
  if (G.firstRollDone)
    for (const card of G.redTape.laws)
      for (const offer of offers(p.corporate)) out.push({ type: 'bribe', card, offer });
  for (const b of G.breaches) out.push({ type: b.seat === seat ? 'correct' : 'report', breach: b.id });
  if (param(G, seat, 'freeSwissTransfer') >= 1)
    for (const amount of [...range(-p.swiss, -1), ...range(1, p.corporate)]) out.push({ type: 'transfer', amount });
  for (const card of cardsAt(G, seat, 'anytime', null)) out.push({ type: 'play', card });
  return out;
}
