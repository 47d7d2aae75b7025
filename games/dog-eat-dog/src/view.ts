import type { Seat } from '@cutthroat/engine';
import type { Stage } from './board.js';
import { swissPublic } from './laws.js';
import { inHand, swissSeenOf } from './money.js';
import type { DogEatDogOptions } from './options.js';
import type {
  ActiveModifier,
  BreachGoods,
  Declaration,
  DogEatDogState,
  FinalRound,
  KeptSlot,
  Phase,
  ProductCounts,
  RawCounts,
  Restriction,
  StartedIn,
  SwissSeen,
  TurnState,
  Work,
} from './state.js';
import type { Item } from './vocabulary.js';

/**
 * What a seat may know. Public: everything on the table, corporate accounts, owned officials, how
 * many cards each player keeps, breaches (not an embezzled amount), the size of the Red Tape
 * stack, what went towards each Swiss account (embezzlements declared and the most they could
 * move, `SwissSeen`: a bound, not the amount). Private to its owner: his Swiss balance, his kept cards, his embezzled amounts, the card he
 * is drawing. A Swiss balance is public while the financial-disclosure law stands, and its shown
 * value after a card shows it. Nobody sees the stack's order.
 */

export interface PlayerView {
  readonly division: string | null;
  readonly corporate: number;
  readonly workers: number;
  readonly raw: RawCounts;
  readonly products: ProductCounts;
  readonly pollution: number;
  readonly position: number;
  readonly officials: readonly string[];
  readonly keptCount: number;
  readonly debt: number;
  readonly status: 'playing' | 'reorganizing' | 'left';
  /** The Swiss balance, when a law makes it public; else null. */
  readonly swiss: number | null;
  /** The balance a card last showed to all, if one did. */
  readonly shownSwiss: number | null;
}

export interface PendingView {
  readonly kind: string;
  readonly seat: Seat | null;
  /** An auction's square, highest bidder and bid. */
  readonly auction?: { readonly square: number; readonly high: Seat; readonly bid: number };
  /** A bribe war's official and whose attempt is next. */
  readonly war?: { readonly card: string; readonly owner: Seat; readonly victim: Seat; readonly next: Seat };
  /** A trigger's name and victim. */
  readonly trigger?: { readonly name: string; readonly victim: Seat | null };
}

export interface BreachView {
  readonly id: number;
  readonly seat: Seat;
  readonly law: string;
  readonly kind: 'embezzle' | 'extract' | 'sealedBid' | 'produce';
  /** Only the breaker sees an embezzled amount. */
  readonly amount: number | null;
  /** What a report gives back, the embezzled amount as `amount` shows it. */
  readonly goods:
    Exclude<BreachGoods, { kind: 'embezzle' }> | { readonly kind: 'embezzle'; readonly amount: number | null };
}

/**
 * Work under way as the table sees it: a drawn card is hidden until it resolves in the open (the
 * drawer sees it as `drawing`), a declared embezzlement's amount too (its declarer sees it as
 * `embezzling`).
 */
export type WorkView =
  | Exclude<Work, { kind: 'drawn' } | { kind: 'declared' }>
  | (Omit<Extract<Work, { kind: 'drawn' }>, 'card'> & { readonly card: string | null })
  | (Omit<Extract<Work, { kind: 'declared' }>, 'decl'> & {
      readonly decl:
        Exclude<Declaration, { action: 'embezzle' }> | { readonly action: 'embezzle'; readonly amount: number | null };
    });

/**
 * The rest of the table, public but not drawn on it: what is in force and for how long, and the
 * work under way in full. A player could note it all down; the bots' search rebuilds a state from it.
 */
export interface TableRecord {
  readonly modifiers: readonly ActiveModifier[];
  readonly restrictions: readonly Restriction[];
  readonly officialUses: Readonly<Record<string, number>>;
  readonly breachSeq: number;
  readonly firstRollDone: boolean;
  readonly final: FinalRound | null;
  readonly work: readonly WorkView[];
  /** The turn a match set up from a position begins in, which no event tells (state.ts `startedIn`). */
  readonly startedIn: StartedIn | null;
  /** What the table saw go towards each seat's Swiss account (`SwissSeen`), per seat. */
  readonly swissSeen: readonly SwissSeen[];
}

export interface DogEatDogView {
  readonly options: DogEatDogOptions;
  readonly players: readonly PlayerView[];
  readonly active: Seat;
  readonly first: Seat;
  readonly round: number;
  readonly phase: Phase;
  readonly choosing: readonly Seat[];
  readonly stage: readonly Stage[];
  readonly pollution: readonly number[];
  readonly pollutionSupply: number;
  readonly control: readonly (Seat | null)[];
  readonly supply: DogEatDogState['supply'];
  readonly marketplace: RawCounts;
  readonly laws: readonly string[];
  readonly stackSize: number;
  readonly discard: readonly string[];
  readonly turn: Omit<TurnState, 'values'> & { readonly values: Partial<Record<Item, number>> };
  readonly breaches: readonly BreachView[];
  /** Work under way, innermost last, with what a responder needs to answer it (no secret). */
  readonly pending: readonly PendingView[];
  readonly finalValues: Partial<Record<Item, number>> | null;
  readonly ended: DogEatDogState['ended'];
  readonly record: TableRecord;
  /** Private keys: the viewer's own secrets (empty for a spectator). */
  readonly you: Seat | null;
  readonly swiss: number | null;
  readonly kept: readonly string[];
  /**
   * The kept cards the last trade offer made to the viewer named (their holder is the offer's
   * maker), by slot and identity: what he would get. Empty when it named none.
   */
  readonly offered: readonly KeptSlot[];
  /** The maker of that offer, whose kept cards `offered` names; null when it names none. */
  readonly offeredBy: Seat | null;
  /** The card the viewer is drawing, while it resolves. */
  readonly drawing: string | null;
  /**
   * The amount the viewer declared it embezzles, while the table may react: it has left his
   * corporate account, which every view (his own too) still shows as before the declaration.
   */
  readonly embezzling: number | null;
}

/** Once resolving, a drawn Current Event is read out; until then it stays the drawer's. */
const drawnInTheOpen = (w: Extract<Work, { kind: 'drawn' }>) => w.step === 'discard';

function workView(w: Work): WorkView {
  if (w.kind === 'drawn' && !drawnInTheOpen(w)) return { ...w, card: null };
  if (w.kind === 'declared' && w.decl.action === 'embezzle')
    return { ...w, decl: { action: 'embezzle', amount: null } };
  return w;
}

/** The amount the seat declared it embezzles, while the declaration waits on the table's reactions. */
function embezzling(G: DogEatDogState, seat: Seat | null): number | null {
  let amount: number | null = null;
  for (const w of G.work)
    if (w.kind === 'declared' && w.seat === seat && w.decl.action === 'embezzle') amount = w.decl.amount;
  return amount;
}

export function publicView(
  G: DogEatDogState,
): Omit<DogEatDogView, 'you' | 'swiss' | 'kept' | 'offered' | 'offeredBy' | 'drawing' | 'breaches' | 'embezzling'> {
  const open = swissPublic(G);
  return {
    options: G.options,
    players: G.players.map((p, s) => ({
      division: p.division,
      // While an embezzlement is pending its amount is in the declarer's hand, and the table still
      // sees the account as it was before ("You need not answer if you are in the middle of
      // embezzling"): nothing shown depends on the amount. The declarer's `embezzling` says it.
      corporate: p.corporate + inHand(G, s),
      workers: p.workers,
      raw: p.raw,
      products: p.products,
      pollution: p.pollution,
      position: p.position,
      officials: p.officials,
      keptCount: p.kept.length,
      debt: p.debt,
      status: p.status,
      swiss: open ? p.swiss : null,
      shownSwiss: G.shown[s] ?? null,
    })),
    active: G.active,
    first: G.first,
    round: G.round,
    phase: G.phase,
    choosing: G.choosing,
    stage: G.map.stage,
    pollution: G.map.pollution,
    pollutionSupply: G.map.pollutionSupply,
    control: G.control,
    supply: G.supply,
    marketplace: G.marketplace,
    laws: G.redTape.laws,
    stackSize: G.redTape.stack.length,
    discard: G.redTape.discard,
    turn: G.turn,
    pending: G.work.map((w): PendingView => {
      const seat = 'seat' in w ? w.seat : null;
      if (w.kind === 'auction')
        return {
          kind: w.kind,
          seat: w.auction.high,
          auction: { square: w.auction.square, high: w.auction.high, bid: w.auction.bid },
        };
      if (w.kind === 'war') return { kind: w.kind, seat: w.war.next, war: w.war };
      if (w.kind === 'trigger') return { kind: w.kind, seat: w.victim, trigger: { name: w.trigger, victim: w.victim } };
      return { kind: w.kind, seat };
    }),
    finalValues: G.final?.values ?? null,
    ended: G.ended,
    record: {
      modifiers: G.modifiers,
      restrictions: G.restrictions,
      officialUses: G.officialUses,
      breachSeq: G.breachSeq,
      firstRollDone: G.firstRollDone,
      final: G.final,
      work: G.work.map(workView),
      startedIn: G.startedIn ?? null,
      swissSeen: swissSeenOf(G),
    },
  };
}

/**
 * What the last offer to `seat` showed him of its maker's kept cards, while each slot still holds
 * the card shown (what he was shown stays his to know; a slot emptied since is not re-read).
 */
function offered(G: DogEatDogState, seat: Seat | null): readonly KeptSlot[] {
  const o = G.offerShown;
  if (!o || o.to !== seat) return [];
  const kept = G.players[o.from]!.kept;
  return o.cards.filter((c) => kept[c.slot] === c.card);
}

export function privateView(
  G: DogEatDogState,
  seat: Seat | null,
): Pick<DogEatDogView, 'you' | 'swiss' | 'kept' | 'offered' | 'offeredBy' | 'drawing' | 'breaches' | 'embezzling'> {
  const me = seat === null ? null : G.players[seat]!;
  let drawing: string | null = null;
  for (const w of G.work) if (w.kind === 'drawn' && w.seat === seat) drawing = w.card;
  const shown = offered(G, seat);
  return {
    you: seat,
    swiss: me?.swiss ?? null,
    kept: me?.kept ?? [],
    offered: shown,
    offeredBy: shown.length ? G.offerShown!.from : null,
    drawing,
    // Breaches are public but for the embezzled amount, which only the breaker sees.
    breaches: G.breaches.map((b) => ({
      id: b.id,
      seat: b.seat,
      law: b.law,
      kind: b.goods.kind,
      amount: b.goods.kind === 'embezzle' && b.seat === seat ? b.goods.amount : null,
      goods: b.goods.kind === 'embezzle' && b.seat !== seat ? { kind: 'embezzle', amount: null } : b.goods,
    })),
    embezzling: embezzling(G, seat),
  };
}

/**
 * `seat`'s whole view, the keys of `publicView` then `privateView` written out one by one: the
 * heuristic bot reads a view at every decision, and this literal is built several times faster
 * than the spread of the two parts (view.test.ts checks they agree).
 */
export function view(G: DogEatDogState, seat: Seat | null): DogEatDogView {
  const o = publicView(G);
  const s = privateView(G, seat);
  return {
    options: o.options,
    players: o.players,
    active: o.active,
    first: o.first,
    round: o.round,
    phase: o.phase,
    choosing: o.choosing,
    stage: o.stage,
    pollution: o.pollution,
    pollutionSupply: o.pollutionSupply,
    control: o.control,
    supply: o.supply,
    marketplace: o.marketplace,
    laws: o.laws,
    stackSize: o.stackSize,
    discard: o.discard,
    turn: o.turn,
    pending: o.pending,
    finalValues: o.finalValues,
    ended: o.ended,
    record: o.record,
    you: s.you,
    swiss: s.swiss,
    kept: s.kept,
    offered: s.offered,
    offeredBy: s.offeredBy,
    drawing: s.drawing,
    breaches: s.breaches,
    embezzling: s.embezzling,
  };
}
