import { armsDealersContract } from '@cutthroat/arms-dealers/contract';
import { dogEatDogContract } from '@cutthroat/dog-eat-dog/contract';
import { goCaineContract } from '@cutthroat/gocaine/contract';
import type { AnyGame } from '@cutthroat/engine';
import { contractTests, type ContractTests, type GameContract } from '@cutthroat/module/testing';
import { CATALOG, type GameId } from './index.js';

/**
 * Each catalogue entry's contract (`@cutthroat/module/testing`), for the catalogue's contract
 * tests: keyed by the catalogue's ids, so the compiler asks a new game for its own. The apps never
 * import it.
 */
export const CONTRACTS: { readonly [Id in GameId]: GameContract<AnyGame> } = {
  'arms-dealers': armsDealersContract,
  'dog-eat-dog': dogEatDogContract,
  gocaine: goCaineContract,
};

/** Each entry's id and its contract tests, in the catalogue's order. */
export const contractTestsByGame: readonly (readonly [string, ContractTests])[] = CATALOG.games.map(
  (m) => [m.id, contractTests(m, CONTRACTS[m.id as GameId])] as const,
);
