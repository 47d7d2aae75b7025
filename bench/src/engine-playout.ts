import {
  actorsOf,
  applyAction,
  legalActionsOf,
  outcomeOf,
  setupMatch,
  type AnyGame,
  type MatchRecord,
  type Outcome,
  type Rng,
  type StateOf,
} from '@cutthroat/engine';

export interface EnginePlayout<Gm extends AnyGame> {
  readonly outcome: Outcome;
  readonly state: StateOf<Gm>;
  readonly actions: number;
}

/**
 * A random game through the engine's public functions alone, the loop a server runs: the first
 * actor picks uniformly among its legal actions from `rng`. Unlike `playout` from the bots it
 * builds no bot per seat, so it matches the boardgame.io driver move for move.
 */
export function enginePlayout<Gm extends AnyGame>(
  game: Gm,
  record: MatchRecord,
  rng: Rng,
  maxActions = 1_000_000,
): EnginePlayout<Gm> {
  const start = setupMatch(game, record);
  if (!start.ok) throw new Error(`${game.name}: ${start.error.code}: ${start.error.message}`);
  let state = start.value;
  for (let actions = 0; ; actions++) {
    const outcome = outcomeOf(game, state);
    if (outcome) return { outcome, state, actions };
    if (actions >= maxActions) throw new Error(`${game.name}: no end after ${maxActions} actions`);
    const seat = actorsOf(game, state)[0]!;
    const legal = legalActionsOf(game, state, seat);
    const next = applyAction(game, state, seat, legal.at(rng.int(legal.length)));
    if (!next.ok) throw new Error(`${game.name}: a legal action was refused: ${next.error.code}`);
    state = next.value.state as StateOf<Gm>;
  }
}
