import type { Seat, StateOf } from '@cutthroat/engine';
import type { DogEatDog } from '../game.js';
import { swissPublic } from '../laws.js';
import { PRODUCTS, RAW } from '../vocabulary.js';

/**
 * What the learned evaluation (`data/evaluation.json`, `cutthroat train`) reads of a position for
 * one seat, from what that seat knows: its own Swiss balance (secret to the others) and the table's
 * public facts. Rivals' Swiss balances are hidden, so they enter only through what is public (their
 * corporate accounts and holdings, a balance a card showed, every balance while the
 * financial-disclosure law stands). $ million.
 */
export const DOG_EAT_DOG_FEATURES = [
  'swissShare',
  'corporate',
  'assets',
  'workers',
  'goods',
  'round',
  'destroyed',
  'rivalCorporate',
  'rivalAssets',
  'rivalShownShare',
  'left',
] as const;

type State = StateOf<DogEatDog>;

function holdings(state: State, seat: Seat): number {
  const G = state.G;
  const p = G.players[seat]!;
  let squares = 0;
  for (const c of G.control) if (c === seat) squares++;
  return squares + p.officials.length;
}

export function dogEatDogFeatures(state: State, seat: Seat): number[] {
  const G = state.G;
  const me = G.players[seat]!;
  const victory = G.options.victorySwiss;
  let goods = 0;
  for (const r of RAW) goods += me.raw[r];
  for (const p of PRODUCTS) goods += me.products[p];
  let destroyed = 0;
  for (const s of G.map.stage) if (s === 3) destroyed++;
  let rivalCorporate = 0;
  let rivalAssets = 0;
  let rivalShown = 0;
  const open = swissPublic(G);
  for (let s = 0; s < G.players.length; s++) {
    const q = G.players[s]!;
    if (s === seat || q.status === 'left') continue;
    rivalCorporate = Math.max(rivalCorporate, q.corporate - q.debt);
    rivalAssets = Math.max(rivalAssets, holdings(state, s));
    rivalShown = Math.max(rivalShown, open ? q.swiss : (G.shown[s] ?? 0));
  }
  return [
    Math.min(1, me.swiss / victory),
    me.corporate - me.debt,
    holdings(state, seat),
    me.workers,
    goods,
    G.round,
    destroyed,
    rivalCorporate,
    rivalAssets,
    Math.min(1, rivalShown / victory),
    me.status === 'left' ? 1 : 0,
  ];
}
