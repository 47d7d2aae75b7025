import type { ActionOf, LegalActions, Rng, ViewOf } from '@cutthroat/engine';
import { z } from 'zod';
import { stepsTo } from '../board.js';
import { breachCheck } from '../breach-ahead.js';
import { content, iconsAt } from '../content.js';
import { homeCityOf } from '../homes.js';
import type { dogEatDog } from '../game.js';
import type { DogEatDogView } from '../view.js';
import type { Raw } from '../vocabulary.js';
import { answer, bestProposal, inputs, type Answer } from './trading.js';

/**
 * Dog Eat Dog's heuristic bot. It reads only its view and its legal actions (the shape of
 * `@cutthroat/bots`' `Decision`, which this package cannot import) and keeps no memory:
 *
 * - it embezzles before rolling, down to $20M or half its account, so the IRS finds $25M or less;
 * - it sells every product at the value it rolls, and raw materials its division cannot use;
 * - it hires up to the tasks its squares and stock can give work to, produces all it can, and
 *   pollutes rivals' squares before unowned ones and its own last;
 * - it extracts one unit a square a turn (no degradation), but burns a Stage 2 square when its
 *   piece is within twelve spaces of its home city, where it may take a fresh one;
 * - it takes a square by Sealed Bid at $8M while it has fewer than two, and bids in auctions up
 *   to $10M then;
 * - it bribes a Public Law that costs it money once rich, fights bribe wars while it can pay,
 *   reports every breach it sees, uses every card it holds at its trigger, and answers every
 *   window (a choice it has no view on takes the first answer);
 * - it trades (`trades`, on by default): in its own Sales and Production phases, first, it offers
 *   at most `proposals` trades a turn from the menu (a raw material it cannot use sold or swapped
 *   for one it can, one it is short of bought) whose value is positive for it and, by its reading
 *   of the partner's division and holdings, for the partner; it accepts an offer that gains it
 *   value, counters one that does not with the same goods at a price it gains by, or declines
 *   saying why (bots/trading.ts). With `trades: false` it neither offers nor accepts: a hoarder.
 */

export const heuristicParams = z.strictObject({
  /** Whether it proposes and accepts trades at all. */
  trades: z.boolean().optional(),
  /** Trade offers it makes in one of its turns, at most (the option `offersPerTurn` bounds it too). */
  proposals: z.int().min(0).max(50).optional(),
  /**
   * Whether it holds a single product's inputs until it can make two at once: one or two products
   * make one pollution marker, so making them in pairs halves what it puts on the map. Off by
   * default; the lab's sweep (`bot.batch`) measures what it does to the map's life.
   */
  batch: z.boolean().optional(),
  /**
   * Whether it keeps to the Public Laws: a move that would breach one (reported, nearly every
   * breach among these bots is) is left out of what it may choose. Off by default; the lab's
   * sweep (`bot.lawful`) measures what the fines cost.
   */
  lawful: z.boolean().optional(),
});
export type HeuristicParams = z.infer<typeof heuristicParams>;

type Gm = typeof dogEatDog;
type Act = ActionOf<Gm>;
export interface DogEatDogDecision {
  readonly view: ViewOf<Gm>;
  readonly legal: LegalActions<Act>;
  readonly rng: Rng;
}

/** Laws that cost a player money every turn: worth an expected ~$11M bribe to a rich one. */
export const COSTLY = new Set(['RT01', 'RT03', 'RT05', 'RT06', 'RT09']);

type Picked<T extends Act['type']> = Extract<Act, { type: T }>[];
const NONE: readonly Act[] = [];

/**
 * The legal actions by type, read by index up to the first trade's terms (`propose`, `counter`):
 * the engine lists those last, and there may be hundreds, built only when the bot weighs them
 * (`proposals`). `trades` says whether any are listed.
 */
class Menu {
  private readonly byType = new Map<string, Act[]>();
  readonly trades: boolean = false;

  /** `keep`: which of the actions before the trades' it may choose (all when null). */
  constructor(
    private readonly legal: LegalActions<Act>,
    keep: ((a: Act) => boolean) | null = null,
  ) {
    for (let i = 0; i < legal.length; i++) {
      const a = legal.at(i);
      if (a.type === 'propose' || a.type === 'counter') {
        this.trades = true;
        break;
      }
      if (keep && !keep(a)) continue;
      const list = this.byType.get(a.type);
      if (list) list.push(a);
      else this.byType.set(a.type, [a]);
    }
  }

  /** The listed actions of `type`, in their order. */
  pick<T extends Act['type']>(type: T): Readonly<Picked<T>> {
    return (this.byType.get(type) ?? NONE) as Picked<T>;
  }

  proposals(): Picked<'propose'> {
    return this.legal.filter((a): a is Extract<Act, { type: 'propose' }> => a.type === 'propose');
  }
}

/** The heuristic bot with its parameters (each at its default when absent). */
export function heuristicDogEatDogBot(params: HeuristicParams = {}) {
  const trades = params.trades ?? true;
  const proposals = params.proposals ?? 2;
  const batch = params.batch ?? false;
  const lawful = params.lawful ?? false;
  return {
    kind: 'heuristic',
    decide: (d: DogEatDogDecision): Act => decide(d, trades, proposals, batch, lawful),
  };
}

export const heuristicBot = heuristicDogEatDogBot();
/** The heuristic that never breaks a Public Law: `strong`'s policy where it does not search, and its playouts'. */
export const lawfulBot = heuristicDogEatDogBot({ lawful: true });

function decide(d: DogEatDogDecision, trades: boolean, proposals: number, batch: boolean, lawful: boolean): Act {
  const { view, legal, rng } = d;
  // A trade breaks no law: only the actions before the trades' are judged.
  const breaks = lawful ? breachCheck(view) : null;
  const menu = new Menu(legal, breaks && ((a) => breaks(a) === null));
  const g: DogEatDogView = view.game;
  const me = g.you!;
  const p = g.players[me]!;
  const first = legal.at(0);
  const wanted = inputs(p.division);
  const pass = { type: 'pass' } as unknown as Act;
  const inWindow = view.window !== null;

  // A trade offered to it: accepted when it gains by it, else countered with the terms it would
  // accept, or declined with its reason (bots/trading.ts). A hoarder declines everything.
  if (view.offer && view.offer.to === me) {
    const offer = view.offer;
    // A counter gives what the offer asked of it: made only when it holds that (`accept` listed).
    const counters = menu.trades && menu.pick('accept').length > 0;
    const a: Answer = trades ? answer(g, me, offer, counters) : { kind: 'decline', reason: 'does not trade' };
    if (a.kind === 'accept') {
      const accept = menu.pick('accept')[0];
      if (accept) return accept;
    }
    if (a.kind === 'counter') return { type: 'counter', offer: offer.id, terms: a.terms } as Act;
    const reason = a.kind === 'decline' ? a.reason : 'one side no longer holds its part';
    return { type: 'decline', offer: offer.id, reason } as Act;
  }
  // Always: report a rival's breach, use a card at its trigger.
  const report = menu.pick('report')[0];
  if (report) return report;
  const use = menu.pick('use')[0];
  if (use) return use;

  if (inWindow) {
    switch (view.window!.kind) {
      case 'choice':
        return choose(g, me, menu.pick('answer')) ?? first;
      case 'first-bribe':
      case 'war': {
        // Worth ~$11M in expectation only for a law that costs money, or to keep a power.
        const offer = menu.pick('bribe').find((a) => a.offer === 8);
        const worth = view.window!.kind === 'war' || COSTLY.has(offer?.card ?? '');
        return offer && worth && p.corporate >= 25 ? offer : pass;
      }
      case 'acquire':
        return acquire(g, me, menu) ?? pass;
      case 'auction': {
        const a = g.pending.at(-1)?.auction;
        const mine = g.control.filter((c) => c === me).length;
        if (!a || a.high === me || mine >= 2) return pass;
        return menu.pick('bid').find((b) => b.amount === a.bid + 1 && b.amount <= 10) ?? pass;
      }
      case 'give-up': {
        const squares = [...menu.pick('give-up')];
        return squares.sort((x, y) => g.stage[y.square]! - g.stage[x.square]!)[0] ?? pass;
      }
      default:
        return pass;
    }
  }

  // Out of a window: free actions first, then the turn.
  const geneva = menu.pick('transfer').filter((a) => a.amount > 0 && p.corporate - a.amount >= 20);
  if (geneva.length) return geneva.reduce((x, y) => (y.amount > x.amount ? y : x));
  if (p.corporate >= 35)
    for (const b of menu.pick('bribe')) if (COSTLY.has(b.card) && b.offer === 9 && g.laws.includes(b.card)) return b;
  if (g.phase === 'division') return first;
  if (g.phase === 'reorganize') return first;

  const embezzle = menu.pick('embezzle');
  if (embezzle.length && (g.phase === 'movement' || g.phase === 'final')) {
    const target = Math.min(embezzle.length, Math.max(0, p.corporate - 20));
    const e = embezzle.find((a) => a.amount === target);
    if (e) return e;
  }
  if (g.phase === 'movement') return menu.pick('roll')[0] ?? first;

  // Trades before its sales (what it cannot use would otherwise be sold at whatever value it rolls)
  // and again before producing.
  const trading = g.phase === 'sales' || g.phase === 'production';
  if (trades && trading && g.active === me && (g.turn.offers[me] ?? 0) < proposals) {
    const offer = bestProposal(g, me, menu.proposals());
    if (offer) return offer;
  }
  const rollValue = menu.pick('roll-value').find((a) => !wanted.has(a.item as Raw));
  if (rollValue) return rollValue;
  const sells = menu.pick('sell').filter((a) => !wanted.has(a.item as Raw));
  if (sells.length) return sells.reduce((x, y) => (y.count > x.count ? y : x));

  if (g.phase === 'hiring') {
    const squares = g.control.filter((c) => c === me).length;
    const target = Math.min(6, 2 + 2 * squares);
    const hire = menu.pick('hire').find((a) => a.count === 1);
    if (hire && p.workers < target && p.corporate >= 18) return hire;
  }
  const produce = menu.pick('produce');
  if (produce.length) {
    const most = produce.reduce((x, y) => (y.count > x.count ? y : x));
    // The final bonus round is the last chance to make anything.
    if (!batch || most.count >= 2 || g.phase === 'final') return most;
  }
  const pollute = menu.pick('pollute');
  if (pollute.length) {
    const score = (s: number) => (g.control[s] === me ? 0 : g.control[s] === null ? 1 : 2);
    return pollute.reduce((x, y) => (score(y.square) > score(x.square) ? y : x));
  }
  if (g.phase === 'extraction') {
    const x = extraction(g, me, menu, wanted);
    if (x) return x;
    const buy = menu.pick('buy').find((b) => b.count === 1 && wanted.has(b.item) && p.raw[b.item] === 0);
    if (buy && p.corporate >= 25) return buy;
  }
  const done = menu.pick('done')[0];
  return done ?? legal.at(rng.int(legal.length));
}

function choose(g: DogEatDogView, me: number, answers: readonly Extract<Act, { type: 'answer' }>[]): Act | undefined {
  const score = (a: Extract<Act, { type: 'answer' }>['answer']): number => {
    switch (a.kind) {
      case 'may':
        return a.yes ? 1 : 0;
      case 'square':
        // Pollute, degrade or clean: hurt rivals, spare itself (a removal picks its own square).
        if (a.square === null) return 0;
        return g.control[a.square] === me ? -1 : g.control[a.square] === null ? 1 : 2;
      case 'sell':
        return Object.values(a.counts).reduce((n, c) => n + (c ?? 0), 0);
      case 'product':
        return g.players[me]!.division &&
          content.divisionById.get(g.players[me]!.division!)!.products.includes(a.product)
          ? 0
          : 1;
      default:
        return 0;
    }
  };
  return answers.reduce<Extract<Act, { type: 'answer' }> | undefined>(
    (best, a) => (!best || score(a.answer) > score(best.answer) ? a : best),
    undefined,
  );
}

function acquire(g: DogEatDogView, me: number, menu: Menu): Act | undefined {
  const p = g.players[me]!;
  if (g.control.filter((c) => c === me).length >= 2 || p.corporate < 20) return undefined;
  const wanted = inputs(p.division);
  const value = (s: number) => iconsAt(content.naturalSquares[s]!, g.stage[s]!).filter((i) => wanted.has(i)).length;
  const bids = menu.pick('acquire').filter((a) => a.method === 'sealedBid' && a.offer === 8);
  return bids.reduce<Act | undefined>(
    (best, a) => (!best || value(a.square) > value((best as typeof a).square) ? a : best),
    undefined,
  );
}

function extraction(g: DogEatDogView, me: number, menu: Menu, wanted: ReadonlySet<Raw>): Act | undefined {
  const p = g.players[me]!;
  const home = p.division ? homeCityOf(g.options, p.division) : null;
  const nearHome = home !== null && stepsTo(p.position, home) <= 12;
  const options = menu.pick('extract');
  if (options.length === 0) return menu.pick('gather')[0];
  // An input it holds least of makes the next pair; more than one unit only when burning a square.
  const need = (i: Raw) => (wanted.has(i) ? 10 - Math.min(9, p.raw[i]) : 0);
  const worth = (a: (typeof options)[number]) => {
    const burn = nearHome && g.stage[a.square] === 2;
    if (a.items.length > 1 && !burn) return -1;
    return a.items.reduce((n, i) => n + need(i), 0) + a.items.length;
  };
  const best = options.reduce((x, y) => (worth(y) > worth(x) ? y : x));
  return worth(best) >= 0 ? best : undefined;
}
