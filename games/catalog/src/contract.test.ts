import { describe, it } from 'vitest';
import { contractTestsByGame } from './contracts.js';

// Every catalogue entry's refusal table and bots, by the contract kit; its seeded games are in
// contract-games.test.ts.
describe.each(contractTestsByGame)('%s keeps the contract', (_, { refusals, bots }) => {
  for (const test of [...refusals, ...bots]) it(test.name, () => test.run());
});
