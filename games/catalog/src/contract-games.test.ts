import { describe, it } from 'vitest';
import { contractTestsByGame } from './contracts.js';

// Every catalogue entry's seeded random games, by the contract kit, in chunks well under a minute.
describe.each(contractTestsByGame)('%s keeps the contract', (_, { games }) => {
  for (const test of games) it(test.name, () => test.run());
});
