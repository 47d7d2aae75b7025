import type { StateOf } from '@cutthroat/engine';
import { content } from '../content.js';
import { inHand } from '../money.js';
import type { dogEatDog } from '../game.js';
import type { DogEatDogState } from '../state.js';
import { PRODUCTS, RAW } from '../vocabulary.js';

type DogEatDog = typeof dogEatDog;

type Player = DogEatDogState['players'][number];
const C = content.components;
const RED_TAPE_CARDS = 40;

/**
 * Everything counted once: workers, raw goods, products, pollution markers and the 40 Red Tape
 * cards stay with the bank, the board or a player; no account is below zero; and money is conserved
 * with the bank (money.ts): the players' accounts and the bank's net make the start's 0.
 */
export function conserved(state: StateOf<DogEatDog>): string[] {
  const G = state.G;
  const problems: string[] = [];
  const sum = (f: (p: Player) => number) => G.players.reduce((n, p) => n + f(p), 0);
  const count = (what: string, n: number, box: number) => n !== box && problems.push(`${n} ${what}, not ${box}`);
  count('workers', G.supply.workers + sum((p) => p.workers), C.workers);
  for (const r of RAW) count(r, G.supply.raw[r] + G.marketplace[r] + sum((p) => p.raw[r]), C.rawSupply[r]);
  for (const x of PRODUCTS) count(x, G.supply.products[x] + sum((p) => p.products[x]), C.productSupply[x]);
  const onMap = G.map.pollution.reduce((a, b) => a + b, 0);
  count('pollution markers', G.map.pollutionSupply + onMap + sum((p) => p.pollution), C.pollutionMarkers);
  const drawn = G.work.flatMap((w) => (w.kind === 'drawn' ? [w.card] : []));
  const cards = [
    ...G.redTape.stack,
    ...G.redTape.discard,
    ...G.redTape.laws,
    ...G.players.flatMap((p) => [...p.officials, ...p.kept]),
    ...drawn,
  ];
  count('Red Tape cards', cards.length, RED_TAPE_CARDS);
  count('distinct Red Tape cards', new Set(cards).size, RED_TAPE_CARDS);
  const money = sum((p) => p.corporate + p.swiss) + G.players.reduce((n, _, s) => n + inHand(G, s), 0);
  if (money + G.bank.paidIn - G.bank.paidOut !== 0) problems.push('money came from nowhere or went nowhere');
  for (const [seat, p] of G.players.entries())
    if (p.corporate < 0 || p.swiss < 0) problems.push(`seat ${seat} has an account below zero`);
  return problems;
}
