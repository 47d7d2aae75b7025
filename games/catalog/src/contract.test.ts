import { armsDealersContract } from '@cutthroat/arms-dealers/contract';
import { dogEatDogContract } from '@cutthroat/dog-eat-dog/contract';
import { goCaineContract } from '@cutthroat/gocaine/contract';
import type { AnyGame } from '@cutthroat/engine';
import { contractTests, type GameContract } from '@cutthroat/module/testing';
import { describe, it } from 'vitest';
import { CATALOG, type GameId } from './index.js';

/**
 * Every entry of the catalogue runs the contract kit (@cutthroat/module/testing): a game joins it by
 * joining the catalogue, and the compiler asks for its contract here.
 */
const contracts: { readonly [Id in GameId]: GameContract<AnyGame> } = {
  'arms-dealers': armsDealersContract,
  'dog-eat-dog': dogEatDogContract,
  gocaine: goCaineContract,
};

describe.each(CATALOG.games.map((m) => [m.id, m] as const))('%s keeps the contract', (id, module) => {
  const contract = contracts[id as GameId];
  for (const test of contractTests(module, contract)) it(test.name, () => test.run());
});
