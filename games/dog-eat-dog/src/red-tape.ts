// One interpreter for the whole vocabulary; it runs past 400 lines because its 22 ops share one loop.
import { err, ok, type GameEvent, type Result, type Rng, type Seat } from '@cutthroat/engine';
import { geometry, encounters, pollutionReach, stepsTo, type Encounter } from './board.js';
import { homeCityOf } from './homes.js';
import { leaveSpace } from './laws.js';
import { fromBank, pay, payBank } from './money.js';
import { degradeAt, expandItems, held, release, roll, sellToBank } from './holdings.js';
import { placeMarker, placements } from './pollution.js';
import {
  squaresOf,
  type AcquireFrom,
  type Choice,
  type Ctx,
  type DogEatDogState,
  type Job,
  type Player,
  type Until,
} from './state.js';
import { withPlayer, patch, setPlayer } from './copy.js';
import { opsOf, PRODUCTS, RAW, type Effect, type Item, type Product, type Raw } from './vocabulary.js';

export type { Choice, Ctx, Job } from './state.js';

/**
 * The Red Tape interpreter: every card's and every space's `effect` is run here, op by op, with no
 * card named in code. A run stops when a player must choose (a target, an option, a square, how
 * many to sell...) and goes on with his answer; it also stops at a `request`, a step that belongs
 * to the turn's own rules (movement's encounters, a tax check, a drawn card, an acquisition, a
 * bribe attempt, a cancellation, a payment the payer cannot make), and goes on once the caller has
 * carried it out. The queue is plain data, so a pending run is part of the game state.
 */

export const ctxOf = (self: Seat, more: Partial<Omit<Ctx, 'self'>> = {}): Ctx => ({
  self,
  victim: null,
  card: null,
  space: null,
  square: null,
  item: null,
  ...more,
});

/** The card or space a job resolves for, as the acquisition it offers names it. */
const offeredBy = (ctx: Ctx): AcquireFrom =>
  ctx.card !== null ? { kind: 'card', card: ctx.card } : { kind: 'space', space: ctx.space ?? -1 };

export type Answer =
  | { readonly kind: 'may'; readonly yes: boolean }
  | { readonly kind: 'option'; readonly index: number }
  | { readonly kind: 'target'; readonly seat: Seat }
  /** null: stop (only where the choice is optional). */
  | { readonly kind: 'square'; readonly square: number | null }
  | { readonly kind: 'product'; readonly product: Product }
  | { readonly kind: 'official'; readonly card: string }
  | { readonly kind: 'sell'; readonly counts: Partial<Record<Item, number>> };

export type Request =
  | { readonly kind: 'move'; readonly seat: Seat; readonly encounters: readonly Encounter[] }
  | { readonly kind: 'tax'; readonly seat: Seat }
  /** The card is out of the stack and nowhere else until the caller places it. */
  | { readonly kind: 'drawn'; readonly seat: Seat; readonly card: string }
  | {
      readonly kind: 'acquire';
      readonly seat: Seat;
      readonly methods: readonly ('auction' | 'sealedBid')[];
      readonly from: AcquireFrom;
    }
  | { readonly kind: 'bribe'; readonly seat: Seat }
  | { readonly kind: 'cancel'; readonly action: 'embezzle' | 'tax' | 'fine' | 'currentEvent' }
  /** `seat` must pay `amount` (to `to`, or the bank) and its corporate account is short. */
  | { readonly kind: 'owe'; readonly seat: Seat; readonly amount: number; readonly to: Seat | null };

export interface Run {
  readonly G: DogEatDogState;
  readonly events: readonly GameEvent[];
  /** Jobs still to resolve; when `choice` is set, the first one waits for it. */
  readonly queue: readonly Job[];
  readonly choice: Choice | null;
  readonly request: Request | null;
}

export const RedTapeError = { BadAnswer: 'dog-eat-dog/bad-answer', NoChoice: 'dog-eat-dog/no-choice-pending' } as const;

/** The jobs of an effect, in order. */
export function jobsOf(effect: Effect, ctx: Ctx): Job[] {
  return opsOf(effect).map((op) => ({ op, ctx, who: null }));
}

/** A player still in the game (not left, not waiting to reorganise). */
export const isPlaying = (p: Player): boolean => p.status === 'playing' && p.division !== null;

/** Seats still in the game. */
export function playing(G: DogEatDogState): Seat[] {
  const out: Seat[] = [];
  G.players.forEach((p, s) => isPlaying(p) && out.push(s));
  return out;
}

function fromSelf(G: DogEatDogState, self: Seat): Seat[] {
  const n = G.players.length;
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) if (isPlaying(G.players[(self + i) % n]!)) out.push((self + i) % n);
  return out;
}

/** Run the queue until it is empty, or a player must choose, or the turn's rules must act. */
export function run(G: DogEatDogState, queue: readonly Job[], rng: Rng): Run {
  const events: GameEvent[] = [];
  let q = [...queue];
  for (;;) {
    const job = q[0];
    if (!job) return { G, events, queue: [], choice: null, request: null };
    const s = step(G, job, rng);
    G = s.G;
    events.push(...s.events);
    q = [...(s.replace ?? []), ...q.slice(1)];
    if (s.choice) return { G, events, queue: [s.choice.job, ...q], choice: s.choice.choice, request: null };
    if (s.request) return { G, events, queue: q, choice: null, request: s.request };
  }
}

interface StepOut {
  readonly G: DogEatDogState;
  readonly events: readonly GameEvent[];
  /** Jobs that take this job's place (none: it is done). */
  readonly replace?: readonly Job[];
  readonly choice?: { readonly choice: Choice; readonly job: Job };
  readonly request?: Request;
}

const done = (G: DogEatDogState, events: GameEvent[] = []): StepOut => ({ G, events });
const again = (G: DogEatDogState, job: Job, events: GameEvent[] = []): StepOut => ({ G, events, replace: [job] });
const ask = (G: DogEatDogState, job: Job, choice: Choice, events: GameEvent[] = []): StepOut => ({
  G,
  events,
  choice: { choice, job },
});

function selected(G: DogEatDogState, job: Job): Seat[] | 'target' {
  const op = job.op;
  if (!('who' in op)) return [];
  const { self, victim } = job.ctx;
  switch (op.who) {
    case 'self':
      return [self];
    case 'victim':
      return victim === null ? [] : [victim];
    case 'each':
      return fromSelf(G, self);
    case 'eachOther':
      return fromSelf(G, self).filter((s) => s !== self);
    case 'mostOfficials': {
      const most = Math.max(0, ...G.players.map((p) => p.officials.length));
      return most === 0 ? [] : fromSelf(G, self).filter((s) => G.players[s]!.officials.length === most);
    }
    case 'target':
      return 'target';
  }
}

function until(job: Job, duration: string): Until | null {
  switch (duration) {
    case 'thisAction':
      // For a market value, "this action" is while that value holds: the rest of the turn.
      return job.ctx.item === null ? { kind: 'action' } : { kind: 'turnEnd' };
    case 'thisTurn':
      return { kind: 'turnEnd' };
    case 'round':
      return { kind: 'turnStartOf', seat: job.ctx.self };
    case 'whileLaw':
      return job.ctx.card === null ? null : { kind: 'law', card: job.ctx.card };
    case 'whileOnSpace':
      return job.ctx.space === null ? null : { kind: 'onSpace', space: job.ctx.space };
    default:
      return null;
  }
}

function step(G: DogEatDogState, job: Job, rng: Rng): StepOut {
  const op = job.op;
  // A product named for everyone is named once, by the resolving player, before anyone is selected.
  if (op.op === 'modify' && op.items?.includes('chosenProduct') && !job.product)
    return ask(G, job, { kind: 'product', seat: job.ctx.self });
  if (job.who === null && 'who' in op) {
    const seats = selected(G, job);
    if (seats === 'target') {
      const others = fromSelf(G, job.ctx.self).filter((s) => s !== job.ctx.self);
      if (others.length === 0) return done(G);
      if (others.length === 1) return again(G, { ...job, who: others[0]! });
      return ask(G, job, { kind: 'target', seat: job.ctx.self, seats: others });
    }
    return { G, events: [], replace: seats.map((who) => ({ ...job, who })) };
  }
  const who = job.who ?? job.ctx.self;
  if ('may' in op && op.may && !job.accepted) return ask(G, job, { kind: 'may', seat: who });
  const p = G.players[who]!;
  switch (op.op) {
    case 'gain':
    case 'pay': {
      const base = typeof op.amount === 'number' ? op.amount : roll(rng, op.amount.dice) + op.amount.plus;
      const amount = Math.max(0, base * (op.per === 'worker' ? p.workers : 1));
      if (op.op === 'gain') return done(fromBank(G, who, amount), [{ type: 'gained', seat: who, amount }]);
      const to = op.to === 'self' ? job.ctx.self : null;
      if (p.corporate < amount) return { G, events: [], request: { kind: 'owe', seat: who, amount, to } };
      const paid = to === null ? payBank(G, who, amount) : pay(G, who, to, amount);
      return done(paid, [{ type: 'paid', seat: who, amount, to, reason: 'card', borrowed: 0 }]);
    }
    case 'gainWorkers': {
      const n = Math.min(op.count, G.supply.workers);
      const next = withPlayer(G, who, (x) => setPlayer(x, { workers: x.workers + n }));
      return done(patch(next, { supply: { ...next.supply, workers: next.supply.workers - n } }), [
        { type: 'workers-gained', seat: who, count: n },
      ]);
    }
    case 'loseWorkers': {
      const n = Math.min(op.count, p.workers);
      const next = withPlayer(G, who, (x) => setPlayer(x, { workers: x.workers - n }));
      return done(patch(next, { supply: { ...next.supply, workers: next.supply.workers + n } }), [
        { type: 'workers-lost', seat: who, count: n },
      ]);
    }
    case 'modify': {
      const refs = op.items ?? [];
      const items = refs.flatMap((r): Item[] =>
        r === 'allProducts'
          ? [...PRODUCTS]
          : r === 'chosenProduct'
            ? [job.product!]
            : r === 'triggering'
              ? job.ctx.item === null
                ? []
                : [job.ctx.item]
              : r === 'anyRaw' || r === 'eachRaw'
                ? [...RAW]
                : [r],
      );
      const u = until(job, op.duration);
      if (!u || (op.items && items.length === 0)) return done(G);
      const m = {
        seat: who,
        until: u,
        param: op.param,
        set: op.set,
        add: op.add,
        cap: op.cap,
        items: op.items && items,
      };
      return done(patch(G, { modifiers: [...G.modifiers, m] }), [{ type: 'modified', seat: who, param: op.param }]);
    }
    case 'forbid':
    case 'limit': {
      const u = until(job, op.duration);
      if (!u) return done(G);
      const r = {
        seat: who,
        action: op.action,
        max: op.op === 'limit' ? op.max : 0,
        per: op.op === 'limit' ? op.per : ('turn' as const),
        square: op.op === 'forbid' && op.square === 'triggering' ? job.ctx.square : null,
        until: u,
        law: null,
      };
      return done(patch(G, { restrictions: [...G.restrictions, r] }), [
        { type: 'restricted', seat: who, action: op.action },
      ]);
    }
    case 'cancel':
      return { G, events: [], request: { kind: 'cancel', action: op.action } };
    case 'placePollution':
      return pollute(G, job, who, op.count, op.where);
    case 'removePollution': {
      const left = job.left ?? op.count;
      const squares = G.map.pollution.flatMap((n, s) => (n > 0 ? [s] : []));
      if (left === 0 || squares.length === 0) return done(G);
      return ask(G, { ...job, left }, { kind: 'square', seat: who, squares, optional: true });
    }
    case 'degrade': {
      const left = job.left ?? op.count;
      const squares = G.map.stage.flatMap((st, s) => ((op.stages as readonly number[]).includes(st) ? [s] : []));
      if (left === 0 || squares.length === 0) return done(G);
      if (squares.length === 1)
        return again(degradeAt(G, squares[0]!), { ...job, left: left - 1 }, [
          { type: 'degraded', square: squares[0]! },
        ]);
      return ask(G, { ...job, left }, { kind: 'square', seat: who, squares, optional: false });
    }
    case 'loseSquare': {
      const left = job.left ?? op.count;
      const owned = squaresOf(G, who);
      if (left === 0 || owned.length <= (op.keepAtLeast ?? 0)) return done(G);
      return ask(G, { ...job, left }, { kind: 'square', seat: who, squares: owned, optional: false });
    }
    case 'move': {
      const to = geometry.spaceIndex.get(op.to)!;
      const met = encounters(p.position, stepsTo(p.position, to)).filter((e) =>
        e.landed ? op.resolveLanding : op.resolvePassing,
      );
      const moved = withPlayer(leaveSpace(G, who, p.position), who, (x) => setPlayer(x, { position: to }));
      return {
        G: moved,
        events: [{ type: 'moved', seat: who, to }],
        request: { kind: 'move', seat: who, encounters: met },
      };
    }
    case 'payTaxNow':
      return { G, events: [], request: { kind: 'tax', seat: who } };
    case 'revealSwiss': {
      if (op.duration !== 'instant') return done(G);
      return done(patch(G, { shown: G.shown.map((v, s) => (s === who ? p.swiss : v)) }), [
        { type: 'swiss-shown', seat: who, swiss: p.swiss },
      ]);
    }
    case 'sellAt': {
      const items = expandItems(op.items).filter((i) => held(G, who, i) > 0);
      if (items.length === 0) return done(G);
      return ask(G, job, { kind: 'sell', seat: who, price: op.price, items });
    }
    case 'toMarketplace': {
      const marketplace = { ...G.marketplace };
      const raw = { ...G.supply.raw };
      for (const item of expandItems(op.items))
        if ((RAW as readonly string[]).includes(item)) {
          const n = Math.min(op.count, raw[item as Raw]);
          raw[item as Raw] -= n;
          marketplace[item as Raw] += n;
        }
      return done(patch(G, { marketplace, supply: { ...G.supply, raw } }), [{ type: 'to-marketplace' }]);
    }
    case 'drawRedTape': {
      const left = job.left ?? op.count;
      if (left === 0) return done(G);
      let { stack, discard } = G.redTape;
      if (stack.length === 0 && G.options.redTapeReshuffle === 'discardedCurrentEvents') {
        stack = rng.shuffle([...discard]);
        discard = [];
      }
      if (stack.length === 0) return done(G, [{ type: 'red-tape-exhausted' }]);
      const card = stack[0]!;
      const next = patch(G, { redTape: { ...G.redTape, stack: stack.slice(1), discard } });
      return {
        G: next,
        events: [],
        replace: [{ ...job, left: left - 1 }],
        request: { kind: 'drawn', seat: who, card },
      };
    }
    case 'choose':
      return ask(G, job, { kind: 'option', seat: who, count: op.options.length });
    case 'bribe':
      return { G, events: [], request: { kind: 'bribe', seat: who } };
    case 'acquireSquare':
      return { G, events: [], request: { kind: 'acquire', seat: who, methods: op.methods, from: offeredBy(job.ctx) } };
    case 'releaseOfficial': {
      const left = job.left ?? op.count;
      if (left === 0 || p.officials.length === 0) return done(G);
      if (p.officials.length === 1) return again(release(G, who, p.officials[0]!), { ...job, left: left - 1 });
      return ask(G, { ...job, left }, { kind: 'official', seat: who, cards: p.officials });
    }
  }
}

function pollute(G: DogEatDogState, job: Job, who: Seat, count: number, where: 'reach' | 'any'): StepOut {
  const left = job.left ?? count;
  const placed = job.placed ?? new Array<number>(16).fill(0);
  const division = G.players[who]!.division;
  if (left === 0 || division === null) return done(G);
  const home = homeCityOf(G.options, division);
  const reach = where === 'reach' ? pollutionReach(G.map.stage, home) : Array.from({ length: 16 }, (_, s) => s);
  const open = placements(G.map, reach, placed);
  // No legal square or no marker left: the marker is not placed (option pollutionNoLegalSquare).
  if (open.length === 0) return done(G, [{ type: 'pollution-not-placed', seat: who, count: left }]);
  const next = { ...job, left, placed };
  if (open.length > 1) return ask(G, next, { kind: 'square', seat: who, squares: open, optional: false });
  return again(...placeAt(G, next, who, open[0]!));
}

function placeAt(G: DogEatDogState, job: Job, who: Seat, square: number): [DogEatDogState, Job, GameEvent[]] {
  const r = placeMarker(G.map, square);
  // placements() offered only squares that take a marker, so this cannot fail.
  if (!r.ok) throw new Error(r.error.message);
  const placed = job.placed!.map((n, s) => (s === square ? n + 1 : n));
  return [
    patch(G, { map: r.value.map }),
    { ...job, left: job.left! - 1, placed },
    [{ type: 'polluted', seat: who, square, degraded: r.value.degraded }],
  ];
}

const bad = (message: string) => err(RedTapeError.BadAnswer, message);

/** A player's answer to the choice the run waits on; then the run goes on. */
export function answer(G: DogEatDogState, pending: Run, a: Answer, rng: Rng): Result<Run> {
  const choice = pending.choice;
  const job = pending.queue[0];
  if (!choice || !job) return err(RedTapeError.NoChoice, 'nothing waits for a choice');
  if (a.kind !== choice.kind) return bad(`the choice waiting is of kind ${choice.kind}`);
  const rest = pending.queue.slice(1);
  const go = (g: DogEatDogState, jobs: readonly Job[], events: GameEvent[] = []): Result<Run> => {
    const r = run(g, [...jobs, ...rest], rng);
    return ok({ ...r, events: [...events, ...r.events] });
  };
  const op = job.op;
  switch (a.kind) {
    case 'may':
      return a.yes ? go(G, [{ ...job, accepted: true }]) : go(G, [], [{ type: 'declined', seat: choice.seat }]);
    case 'option': {
      if (op.op !== 'choose') return bad('no option is to be chosen');
      if (!Number.isInteger(a.index) || a.index < 0 || a.index >= op.options.length)
        return bad(`choose an option from 0 to ${op.options.length - 1}`);
      return go(G, jobsOf(op.options[a.index]!, job.ctx), [{ type: 'chose', seat: choice.seat, option: a.index }]);
    }
    case 'target': {
      if (choice.kind !== 'target' || !choice.seats.includes(a.seat)) return bad('choose one of the other players');
      return go(G, [{ ...job, who: a.seat }]);
    }
    case 'product':
      if (!(PRODUCTS as readonly string[]).includes(a.product)) return bad('name a product');
      return go(G, [{ ...job, product: a.product }], [{ type: 'named', seat: choice.seat, product: a.product }]);
    case 'official': {
      if (choice.kind !== 'official' || !choice.cards.includes(a.card)) return bad('choose one of your officials');
      return go(
        release(G, choice.seat, a.card),
        [{ ...job, left: job.left! - 1 }],
        [{ type: 'official-released', seat: choice.seat, card: a.card }],
      );
    }
    case 'sell': {
      if (choice.kind !== 'sell') return bad('nothing to sell');
      let next = G;
      const sold: GameEvent[] = [];
      for (const [item, n] of Object.entries(a.counts) as [Item, number][]) {
        if (!choice.items.includes(item) || !Number.isInteger(n) || n < 0 || n > held(G, choice.seat, item))
          return bad(`sell from 0 to what you hold of: ${choice.items.join(', ')}`);
        if (n === 0) continue;
        next = sellToBank(next, choice.seat, item, n, choice.price);
        sold.push({ type: 'sold', seat: choice.seat, item, count: n, price: choice.price });
      }
      return go(next, [], sold);
    }
    case 'square': {
      if (choice.kind !== 'square') return bad('no square is to be chosen');
      if (a.square === null) return choice.optional ? go(G, []) : bad('choose a square');
      if (!choice.squares.includes(a.square)) return bad('choose one of the squares offered');
      const s = a.square;
      switch (op.op) {
        case 'placePollution': {
          const [g, j, events] = placeAt(G, job, choice.seat, s);
          return go(g, [j], events);
        }
        case 'removePollution': {
          const map = {
            ...G.map,
            pollution: G.map.pollution.map((n, i) => (i === s ? n - 1 : n)),
            pollutionSupply: G.map.pollutionSupply + 1,
          };
          return go(patch(G, { map }), [{ ...job, left: job.left! - 1 }], [{ type: 'pollution-removed', square: s }]);
        }
        case 'degrade':
          return go(degradeAt(G, s), [{ ...job, left: job.left! - 1 }], [{ type: 'degraded', square: s }]);
        case 'loseSquare':
          return go(
            patch(G, { control: G.control.map((c, i) => (i === s ? null : c)) }),
            [{ ...job, left: job.left! - 1 }],
            [{ type: 'square-given-up', seat: choice.seat, square: s }],
          );
        default:
          return bad('no square is to be chosen');
      }
    }
  }
}
