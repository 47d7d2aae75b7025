import { playout, type Bot, type Decision } from '@cutthroat/bots';
import {
  Rng,
  actorsOf,
  legalActionsOf,
  seedFromSecret,
  viewOf,
  type AnyGame,
  type MatchRecord,
  type Seat,
  type StateOf,
} from '@cutthroat/engine';
import { defaultBot } from '../catalog.js';
import type { BotKind, GameModule } from '../module.js';
import { check } from './check.js';
import type { GameContract } from './contract.js';

/** Searching bots play at this budget here: enough to search, small enough for whole games. */
const BUDGET = { iterations: 6 } as const;
/** The decisions compared on two states with one view, per bot. */
const COMPARED = 8;

const rngOf = (seed: string) => new Rng(seedFromSecret(seed));
const make = <Gm extends AnyGame>(kind: BotKind<Gm>): Bot<Gm> => kind.make({ budget: BUDGET });

/** The kit's short game: `kind` in seat 0, the stand-in bot in the others. */
function botGame<Gm extends AnyGame>(
  module: GameModule<Gm>,
  contract: GameContract<Gm>,
  kind: BotKind<Gm>,
  secret: string,
) {
  const record: MatchRecord = { game: module.id, secret, ...contract.botGame };
  const others = defaultBot(module) as unknown as BotKind<Gm>;
  const bots = () => Array.from({ length: record.players }, (_, s) => make(s === 0 ? kind : others));
  return { record, bots };
}

/**
 * A bot is a pure function of its decision: two whole games from one record, with the same bots,
 * are the same game (every action of them listed, or the playout would have thrown).
 */
export function checkSameGameTwice<Gm extends AnyGame>(
  module: GameModule<Gm>,
  contract: GameContract<Gm>,
  kind: BotKind<Gm>,
): void {
  const { record, bots } = botGame(module, contract, kind, `contract-${kind.name}-twice`);
  const a = playout(module.game, record, bots(), { keepLog: true });
  const b = playout(module.game, record, bots(), { keepLog: true });
  check(a.outcome.ranking.length === record.players, 'a ranking without every seat');
  check(JSON.stringify(a.log) === JSON.stringify(b.log), `${kind.name} played the same record two ways`);
  check(JSON.stringify(a.outcome) === JSON.stringify(b.outcome), 'the same game ended two ways');
}

/**
 * A bot decides on its view alone: it is handed a decision that holds the view, the listed actions
 * and an RNG and nothing else (no state to reach for), and decides the same on another state that
 * gives its seat the same view (the game's `determinize` draws one). `where` narrows the decisions
 * compared to some kind (those a bot searches at, say); every state of the game is then looked at.
 */
export function checkOnlyTheView<Gm extends AnyGame>(
  module: GameModule<Gm>,
  contract: GameContract<Gm>,
  kind: BotKind<Gm>,
  where: ((decision: Decision<Gm>) => boolean) | null = null,
): void {
  const rules = module.game;
  const { record, bots } = botGame(module, contract, kind, `contract-${kind.name}-view`);
  const states: StateOf<Gm>[] = [];
  const every = where ? 1 : 5;
  let n = 0;
  playout(rules, record, bots(), { observe: (s) => n++ % every === 0 && !s.outcome && states.push(s) });
  const decisionAt = (state: StateOf<Gm>, seat: Seat, i: number): Decision<Gm> =>
    Object.freeze({
      view: viewOf(rules, state, seat),
      legal: legalActionsOf(rules, state, seat),
      rng: rngOf(`contract/decide/${i}`),
    });
  const decide = (state: StateOf<Gm>, seat: Seat, i: number) =>
    JSON.stringify(make(kind).decide(decisionAt(state, seat, i)));
  let compared = 0;
  for (const [i, state] of states.entries()) {
    const seat = actorsOf(rules, state)[0]!;
    if (legalActionsOf(rules, state, seat).length < 2) continue;
    if (where && !where(decisionAt(state, seat, i))) continue;
    const mine = decide(state, seat, i);
    if (module.search) {
      const other = module.search.determinize(viewOf(rules, state, seat), seat, rngOf(`contract/resample/${i}`));
      check(JSON.stringify(other) !== JSON.stringify(state), 'determinize drew the very state');
      check(decide(other, seat, i) === mine, () => `${kind.name} decided otherwise on a state with the same view`);
    }
    if (++compared === COMPARED) break;
  }
  check(compared === COMPARED, `only ${compared} decisions with a choice in the game`);
}
