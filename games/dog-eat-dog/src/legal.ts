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
import { hirePrice } from './payroll.js';
import { produce, tasksLeft } from './production.js';
import type { Choice } from './red-tape.js';
import { pollutionSquares } from './rules.js';
import type { DogEatDogAction } from './schema.js';
import { freeDivisions } from './setup.js';
import { GENEVA_TRANSFERS_PER_TURN, squaresOf, type DogEatDogState } from './state.js';
import { top } from './work.js';
import { PRODUCTS, RAW, type Item, type Raw } from './vocabulary.js';
import { Listing } from './listing.js';

/**
 * Every action a seat may take now, each one accepted if applied: the active seat's turn, the
 * answers of an open window, and the free actions any seat may take while the turn goes on.
 * Amounts (embezzling, hiring, bids, offers, transfers, sales) are ranges read by index (`Listing`).
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

type Out = Listing<DogEatDogAction>;
const listOf = (actions: readonly DogEatDogAction[]): Out => {
  const out: Out = new Listing();
  for (const a of actions) out.push(a);
  return out;
};

export function legalActions(G: DogEatDogState, seat: Seat, window: ReactionWindow | null): Out {
  if (window) return windowActions(G, seat, window);
  const out: Out = new Listing();
  if (G.work.length > 0 || !actors(G).includes(seat)) return out;
  const p = G.players[seat]!;
  if (G.phase === 'division')
    return listOf(freeDivisions(G).map((division) => ({ type: 'choose-division', division })));
  if (G.phase === 'reorganize')
    return listOf(reorganisingChoices(G, seat).map((division) => ({ type: 'reorganise', division })));
  const t = G.turn;
  const final = G.phase === 'final' ? G.final!.step : null;
  if (
    (PLAY.has(G.phase) || final === 'embezzle') &&
    !t.embezzled &&
    !t.embezzleBlocked &&
    judge(G, seat, 'embezzle', 0).kind !== 'refused'
  )
    out.range(1, embezzleMax(p.corporate), (amount) => ({ type: 'embezzle', amount }));
  if (G.phase === 'movement' && !t.rolled) out.push({ type: 'roll' });
  if (G.phase === 'sales' || final === 'sell') {
    const values = final ? G.final!.values : t.values;
    for (const item of ITEMS)
      if (values[item] === undefined && held(G, seat, item) > 0) out.push({ type: 'roll-value', item });
  }
  if (G.phase === 'hiring') {
    // The cost grows with the count: the affordable counts are 1 up to the last one affordable.
    const cost = hirePrice(G, seat, t.freeHiresUsed);
    let most = G.supply.workers;
    while (most > 0 && cost(most) > p.corporate) most--;
    out.range(1, most, (count) => ({ type: 'hire', count }));
    out.range(1, p.workers, (count) => ({ type: 'fire', count }));
  }
  if (G.phase === 'production' || final === 'produce') productions(G, seat, out);
  if (G.phase === 'production')
    for (const square of t.pollutionOwed > 0 ? pollutionSquares(G, seat) : []) out.push({ type: 'pollute', square });
  if (G.phase === 'extraction') extractions(G, seat, out);
  const pollutionDue = G.phase === 'production' && t.pollutionOwed > 0 && pollutionSquares(G, seat).length > 0;
  if (G.phase !== 'movement' && !pollutionDue) out.push({ type: 'done' });
  return out;
}

function sells(G: DogEatDogState, seat: Seat, item: Item, out: Out): void {
  out.range(1, held(G, seat, item), (count) => ({ type: 'sell', item, count }));
}

function productions(G: DogEatDogState, seat: Seat, out: Out): void {
  const p = G.players[seat]!;
  if (p.division === null || judge(G, seat, 'produce', G.turn.produced).kind === 'refused') return;
  const tasks = tasksLeft(G, seat, G.turn.tasks);
  for (const r of content.divisionById.get(p.division)!.recipes) {
    const raws: (Raw | undefined)[] = 'anyRaw' in r.inputs ? RAW.filter((x) => p.raw[x] > 0) : [undefined];
    for (const raw of raws)
      for (const count of range(1, tasks)) {
        const ok = produce(G, seat, r.product, count, { tasks, typeThisTurn: G.turn.productType, anyRaw: raw });
        if (!ok.ok || judge(G, seat, 'produce', G.turn.produced + count - 1).kind === 'refused') break;
        out.push(
          raw ? { type: 'produce', product: r.product, count, raw } : { type: 'produce', product: r.product, count },
        );
      }
  }
}

/**
 * Every multiset of a square's icons of sizes 1..max. A square's icons at a stage are one list of
 * content's, so each list's subsets are made once and shared by the actions that name them.
 */
const subsetsOf = new WeakMap<readonly Raw[], Raw[][][]>();
function subsets(icons: readonly Raw[], max: number): readonly Raw[][] {
  const most = Math.min(max, icons.length);
  let made = subsetsOf.get(icons);
  if (!made) subsetsOf.set(icons, (made = []));
  return (made[most] ??= makeSubsets(icons, most));
}

function makeSubsets(icons: readonly Raw[], max: number): Raw[][] {
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

function extractions(G: DogEatDogState, seat: Seat, out: Out): void {
  const p = G.players[seat]!;
  const d = content.divisionById.get(p.division!)!;
  const tasks = tasksLeft(G, seat, G.turn.tasks);
  for (const square of squaresOf(G, seat)) {
    if (G.turn.extractedOn[square]! > 0 || G.map.stage[square] === 3) continue;
    if (judge(G, seat, 'extract', G.turn.extractions, square, 0).kind === 'refused') continue;
    const icons = iconsAt(content.naturalSquares[square]!, G.map.stage[square]!);
    for (const items of subsets(icons, d.mayDegrade ? tasks : Math.min(1, tasks)))
      if (
        items.every((i) => G.supply.raw[i] >= items.filter((x) => x === i).length) &&
        judge(G, seat, 'extract', G.turn.extractions + items.length - 1, square, items.length - 1).kind !== 'refused'
      )
        out.push({ type: 'extract', square, items });
  }
  if (d.collectsPollution && tasks > 0)
    G.map.pollution.forEach((n, square) => n > 0 && out.push({ type: 'gather', square }));
  const price = param(G, seat, 'marketplacePrice');
  for (const item of RAW) {
    const affordable = price === 0 ? G.marketplace[item] : Math.floor(p.corporate / price);
    out.range(1, Math.min(G.marketplace[item], affordable), (count) => ({ type: 'buy', item, count }));
  }
}

/** Bribes and Sealed Bids: $2M to $10M, as much as one holds. */
const offers = (out: Out, corporate: number, make: (offer: number) => DogEatDogAction) =>
  out.range(2, Math.min(10, corporate), make);

function windowActions(G: DogEatDogState, seat: Seat, window: ReactionWindow): Out {
  const w = top(G);
  const p = G.players[seat]!;
  const out: Out = new Listing();
  if (!w) return out;
  switch (window.kind) {
    case 'choice':
      return w.kind === 'effects' && w.choice?.seat === seat
        ? listOf(answers(G, w.choice).map((answer) => ({ type: 'answer', answer })))
        : out;
    case 'trigger':
      if (w.kind !== 'trigger') return out;
      return listOf(
        cardsAt(G, seat, w.trigger, w.victim)
          .filter((card) => !w.uses.some((u) => u.card === card))
          .map((card) => ({ type: 'use', card })),
      );
    case 'first-bribe':
      return w.kind === 'drawn' && w.seat === seat
        ? offers(out, p.corporate, (offer) => ({ type: 'bribe', card: w.card, offer }))
        : out;
    case 'war':
      return w.kind === 'war' && w.war.next === seat
        ? offers(out, p.corporate, (offer) => ({ type: 'bribe', card: w.war.card, offer }))
        : out;
    case 'lobby': {
      if (w.kind !== 'lobby' || w.seat !== seat) return out;
      for (const c of content.redTape)
        if (c.type === 'official' && ![seat, null].includes(holderOf(G, c.id) as Seat | null))
          offers(out, p.corporate, (offer) => ({ type: 'bribe', card: c.id, offer }));
      return out;
    }
    case 'acquire': {
      if (w.kind !== 'acquire' || w.seat !== seat) return out;
      const sealed = w.methods.includes('sealedBid') && judge(G, seat, 'sealedBid', 0).kind !== 'refused';
      for (const square of acquirable(G)) {
        if (sealed) offers(out, p.corporate, (offer) => ({ type: 'acquire', method: 'sealedBid', square, offer }));
        if (w.methods.includes('auction'))
          out.range(1, p.corporate, (offer) => ({ type: 'acquire', method: 'auction', square, offer }));
      }
      return out;
    }
    case 'auction':
      return w.kind === 'auction'
        ? out.range(w.auction.bid + 1, p.corporate, (amount) => ({ type: 'bid', amount }))
        : out;
    case 'give-up':
      return w.kind === 'give-up' && w.seat === seat
        ? listOf(squaresOf(G, seat).map((square) => ({ type: 'give-up', square })))
        : out;
    case 'chapter-11':
      return w.kind === 'chapter-11' && w.seat === seat ? out.push({ type: 'leave' }) : out;
    default:
      return out;
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
export function freeActions(G: DogEatDogState, seat: Seat): Out {
  const p = G.players[seat]!;
  const out: Out = new Listing();
  // The final bonus round's one roll per item holds for every holder, earlier players included.
  if (G.phase === 'final' && G.final!.step === 'sell' && G.work.length === 0 && p.status === 'playing')
    for (const item of ITEMS) if (G.final!.values[item] !== undefined) sells(G, seat, item, out);
  if (!PLAY.has(G.phase) || G.work.length > 0 || p.status !== 'playing') return out;
  if (G.phase === 'sales') for (const item of ITEMS) if (G.turn.values[item] !== undefined) sells(G, seat, item, out);
  if (G.firstRollDone)
    for (const card of G.redTape.laws) offers(out, p.corporate, (offer) => ({ type: 'bribe', card, offer }));
  for (const b of G.breaches) out.push({ type: b.seat === seat ? 'correct' : 'report', breach: b.id });
  if (param(G, seat, 'freeSwissTransfer') >= 1 && (G.turn.transfers[seat] ?? 0) < GENEVA_TRANSFERS_PER_TURN) {
    out.range(-p.swiss, -1, (amount) => ({ type: 'transfer', amount }));
    out.range(1, p.corporate, (amount) => ({ type: 'transfer', amount }));
  }
  for (const card of cardsAt(G, seat, 'anytime', null)) out.push({ type: 'play', card });
  return out;
}
