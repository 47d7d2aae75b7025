import type { Seat } from '@cutthroat/engine';
import { content, type Official } from './content.js';
import { paramValue, type Modifier } from './params.js';
import type { ActiveModifier, DogEatDogState, Restriction, Until } from './state.js';
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

export function lawModifiers(G: DogEatDogState, seat: Seat): ActiveModifier[] {
  const out: ActiveModifier[] = [];
  for (const card of G.redTape.laws)
    for (const op of opsOf(official(card).effect.law))
      if (op.op === 'modify') {
        const until: Until = { kind: 'law', card };
        const m: Modifier = { param: op.param, set: op.set, add: op.add, cap: op.cap, items: itemsOf(op.items) };
        out.push({ ...m, seat, until });
      }
  return out;
}

export function lawRestrictions(G: DogEatDogState, seat: Seat): Restriction[] {
  const out: Restriction[] = [];
  for (const card of G.redTape.laws)
    for (const op of opsOf(official(card).effect.law))
      if (op.op === 'forbid' || op.op === 'limit')
        out.push({
          seat,
          action: op.action,
          max: op.op === 'limit' ? op.max : 0,
          per: op.op === 'limit' ? op.per : 'turn',
          square: null,
          until: { kind: 'law', card },
          law: card,
        });
  return out;
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

const BASE: Record<Exclude<Param, 'rawValue' | 'productValue'>, number> = {
  payrollRate: content.economy.payrollRate,
  hireCost: content.economy.hireCost,
  marketplacePrice: content.economy.marketplacePrice,
  taxThreshold: content.economy.taxThreshold,
  freeHires: 0,
  extraTasks: 0,
  freeSwissTransfer: 0,
};

/** A rule parameter for one player now (market values take the rolled value as their base). */
export function param(G: DogEatDogState, seat: Seat, p: Param, rolled?: number, item?: Item): number {
  const base = p === 'rawValue' || p === 'productValue' ? rolled! : BASE[p];
  return paramValue(base, p, modifiersFor(G, seat), item);
}

/** Drop what lapses: `keep` says which durations still hold. */
function lapse(G: DogEatDogState, keep: (u: Until) => boolean): DogEatDogState {
  return {
    ...G,
    modifiers: G.modifiers.filter((m) => keep(m.until)),
    restrictions: G.restrictions.filter((r) => keep(r.until)),
  };
}

export const endTurn = (G: DogEatDogState) => lapse(G, (u) => u.kind !== 'turnEnd' && u.kind !== 'action');
export const startTurnOf = (G: DogEatDogState, seat: Seat) =>
  lapse(G, (u) => !(u.kind === 'turnStartOf' && u.seat === seat));
export const endAction = (G: DogEatDogState) => lapse(G, (u) => u.kind !== 'action');
/** A piece leaving `space` ends what lasted while it stood there (Geneva). */
export const leaveSpace = (G: DogEatDogState, seat: Seat, space: number) => ({
  ...G,
  modifiers: G.modifiers.filter((m) => !(m.seat === seat && m.until.kind === 'onSpace' && m.until.space === space)),
});
