import type { AnyGame } from '@cutthroat/engine';
import type { GameModule } from '../module.js';
import { checkOnlyTheView, checkSameGameTwice } from './bots.js';
import { check, none } from './check.js';
import type { GameContract, SeededRun } from './contract.js';
import { engineRows, refusalOf, uncovered } from './refusals.js';
import { playSeeded } from './seeded.js';

/** One test of the kit: a name, and a body that throws when the contract is broken. */
export interface ContractTest {
  readonly name: string;
  run(): void;
}

/** A catalogue entry's contract tests, by kind: the seeded games take minutes, the rest seconds. */
export interface ContractTests {
  /** Seeded games in chunks, each a test well under a minute. */
  readonly games: readonly ContractTest[];
  /** One test per refusal row, and one that every code has a row. */
  readonly refusals: readonly ContractTest[];
  /** Two per bot: it decides on its view alone, and plays the same game twice. */
  readonly bots: readonly ContractTest[];
}

/** Every contract test of one catalogue entry, for a test file to hand to its framework. */
export function contractTests<Gm extends AnyGame>(module: GameModule<Gm>, contract: GameContract<Gm>): ContractTests {
  const { many, deep } = contract.seeded;
  const rows = [...engineRows(module), ...contract.refusals.rows];
  return {
    games: [...seededTests(module, contract, many, false), ...seededTests(module, contract, deep, true)],
    refusals: [
      ...rows.map((row) => ({
        name: `refuses with ${row.code}: ${row.message}`,
        run: () => {
          const got = refusalOf(module, contract.refusals, row);
          check(
            got !== 'accepted' && got.code === row.code && got.message === row.message,
            () =>
              `expected ${row.code}: ${row.message}; got ${got === 'accepted' ? 'accepted' : `${got.code}: ${got.message}`}`,
          );
        },
      })),
      {
        name: 'has a refusal row for every code the game and the engine have',
        run: () => none(uncovered(contract.refusals, rows), 'refusal table'),
      },
    ],
    bots: module.bots.flatMap((kind) => [
      { name: `bot ${kind.name} decides on its view alone`, run: () => checkOnlyTheView(module, contract, kind) },
      { name: `bot ${kind.name} plays the same game twice`, run: () => checkSameGameTwice(module, contract, kind) },
    ]),
  };
}

function seededTests<Gm extends AnyGame>(
  module: GameModule<Gm>,
  contract: GameContract<Gm>,
  run: SeededRun,
  deep: boolean,
): ContractTest[] {
  const kind = deep ? 'deep' : 'many';
  const what = deep
    ? 'every check at every action, input states frozen'
    : `counts and event secrets at every action, probes at one in ${run.probeEvery}`;
  const tests: ContractTest[] = [];
  for (let from = 0; from < run.games; from += run.perTest) {
    const to = Math.min(run.games, from + run.perTest);
    tests.push({
      name: `seeded games ${from + 1} to ${to} of ${run.games} (${what})`,
      run: () => {
        let refused = 0;
        for (let i = from; i < to; i++) {
          const { players, options } = run.table(i);
          const record = { game: module.id, players, options, secret: `contract-${kind}-${i}` };
          try {
            const played = playSeeded(module, contract, {
              record,
              deep,
              probeEvery: run.probeEvery,
              replay: i % run.replayEvery === 0,
            });
            refused += played.refused;
          } catch (e) {
            throw new Error(`game ${i} (${players} players, ${JSON.stringify(options)}): ${(e as Error).message}`, {
              cause: e,
            });
          }
        }
        check(refused > 0, 'no junk action was refused: the junk probes nothing');
      },
    });
  }
  return tests;
}
