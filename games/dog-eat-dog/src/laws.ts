import type { Seat } from '@cutthroat/engine';
import { content, type Official } from './content.js';
import { ParamFold, type Modifier } from './params.js';
import { type ActiveModifier, type DogEatDogState, type Restriction, type Until } from './state.js';
import { patch } from './copy.js';
import { opsOf, PRODUCTS, type Item, type ItemRef, type Param } from './vocabulary.js';

/**
 * What is in force for a player now: the Public Laws on the sheet (each official's `law` op, read
 * from its card while it lies there, so nothing is stored for it) and the modifiers and
 * restrictions cards, spaces and owned officials left in the state. Laws come first, then the rest
 * in the order applied, so that a card's `set` made while a law stands wins over the law's.
 */

export const official = (id: string): Official => {
  const c = content.cardById.get(id);
  if (!c || c.type !== 'official') throw new RangeError(`${id} is not a Corrupt Official`);
  return c;
};

/** Items a modifier names, with `allProducts` spelt out (the other groups are resolved when applied). */
export function itemsOf(refs: readonly ItemRef[] | undefined): Item[] | undefined {
  if (!refs) return undefined;
  return refs.flatMap((r): Item[] => (r === 'allProducts' ? [...PRODUCTS] : [r as Item]));
}

/** Each official's `modify` ops as modifiers, read from its card once: laws are asked on every action. */
const lawModifierCache = new Map<string, readonly Modifier[]>();
function lawModifiersOf(card: string): readonly Modifier[] {
  let mods = lawModifierCache.get(card);
  if (!mods) {
    mods = opsOf(official(card).effect.law).flatMap((op) =>
      op.op === 'modify' ? [{ param: op.param, set: op.set, add: op.add, cap: op.cap, items: itemsOf(op.items) }] : [],
    );
    lawModifierCache.set(card, mods);
  }
  return mods;
}

/** The same for its `forbid` and `limit` ops, without the seat they are asked for. */
type LawRestriction = Omit<Restriction, 'seat'>;
const lawRestrictionCache = new Map<string, readonly LawRestriction[]>();
function lawRestrictionsOf(card: string): readonly LawRestriction[] {
  let rs = lawRestrictionCache.get(card);
  if (!rs) {
    rs = opsOf(official(card).effect.law).flatMap((op): LawRestriction[] =>
      op.op === 'forbid' || op.op === 'limit'
        ? [
            {
              action: op.action,
              max: op.op === 'limit' ? op.max : 0,
              per: op.op === 'limit' ? op.per : 'turn',
              square: null,
              until: { kind: 'law', card },
              law: card,
            },
          ]
        : [],
    );
    lawRestrictionCache.set(card, rs);
  }
  return rs;
}

export function lawModifiers(G: DogEatDogState, seat: Seat): ActiveModifier[] {
  return G.redTape.laws.flatMap((card) =>
    lawModifiersOf(card).map((m): ActiveModifier => ({ ...m, seat, until: { kind: 'law', card } })),
  );
}

export function lawRestrictions(G: DogEatDogState, seat: Seat): Restriction[] {
  return G.redTape.laws.flatMap((card) => lawRestrictionsOf(card).map((r) => ({ ...r, seat })));
}

/** Are Swiss balances public by law (a `revealSwiss ... whileLaw` on the sheet)? */
export function swissPublic(G: DogEatDogState): boolean {
  return G.redTape.laws.some((card) => opsOf(official(card).effect.law).some((op) => op.op === 'revealSwiss'));
}

export function modifiersFor(G: DogEatDogState, seat: Seat): ActiveModifier[] {
  return [...lawModifiers(G, seat), ...G.modifiers.filter((m) => m.seat === seat)];
}

export function restrictionsFor(G: DogEatDogState, seat: Seat): Restriction[] {
  return [...lawRestrictions(G, seat), ...G.restrictions.filter((r) => r.seat === seat)];
}

/**
 * Call `f` on every restriction `seat` is under, laws first, as `restrictionsFor` lists them but
 * without building the list (the legal actions ask on every call); stops when `f` returns true.
 */
export function someRestriction(G: DogEatDogState, seat: Seat, f: (r: Omit<Restriction, 'seat'>) => boolean): boolean {
  for (const card of G.redTape.laws) for (const r of lawRestrictionsOf(card)) if (f(r)) return true;
  for (const r of G.restrictions) if (r.seat === seat && f(r)) return true;
  return false;
}

const BASE: Record<Exclude<Param, 'rawValue' | 'productValue'>, number> = {
  payrollRate: content.economy.payrollRate,
  hireCost: content.economy.hireCost,
  marketplacePrice: content.economy.marketplacePrice,
  taxThreshold: content.economy.taxThreshold,
  freeHires: 0,
  extraTasks: 0,
  freeSwissTransfer: 0,
};

/**
 * A rule parameter for one player now (market values take the rolled value as their base): the
 * laws' modifiers, then the state's in the order applied, as `modifiersFor` lists them.
 */
export function param(G: DogEatDogState, seat: Seat, p: Param, rolled?: number, item?: Item): number {
  const base = p === 'rawValue' || p === 'productValue' ? rolled! : BASE[p];
  const fold = new ParamFold(p, item);
  for (const card of G.redTape.laws) for (const m of lawModifiersOf(card)) fold.take(m);
  for (const m of G.modifiers) if (m.seat === seat) fold.take(m);
  return fold.value(base);
}

/** Drop what lapses: `keep` says which durations still hold. */
function lapse(G: DogEatDogState, keep: (u: Until) => boolean): DogEatDogState {
  // Most turns nothing lapses: the state is kept as it is then.
  if (G.modifiers.every((m) => keep(m.until)) && G.restrictions.every((r) => keep(r.until))) return G;
  return patch(G, {
    modifiers: G.modifiers.filter((m) => keep(m.until)),
    restrictions: G.restrictions.filter((r) => keep(r.until)),
  });
}

export const endTurn = (G: DogEatDogState) => lapse(G, (u) => u.kind !== 'turnEnd' && u.kind !== 'action');
export const startTurnOf = (G: DogEatDogState, seat: Seat) =>
  lapse(G, (u) => !(u.kind === 'turnStartOf' && u.seat === seat));
export const endAction = (G: DogEatDogState) => lapse(G, (u) => u.kind !== 'action');
/** A piece leaving `space` ends what lasted while it stood there (Geneva). */
export const leaveSpace = (G: DogEatDogState, seat: Seat, space: number) =>
  patch(G, {
    modifiers: G.modifiers.filter((m) => !(m.seat === seat && m.until.kind === 'onSpace' && m.until.space === space)),
  });
