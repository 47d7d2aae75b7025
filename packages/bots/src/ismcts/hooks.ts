import type { ActionOf, AnyGame, Rng, Seat, StateOf, ViewOf } from '@cutthroat/engine';
import type { Bot } from '../bot.js';

/**
 * What a game gives the search. Only `determinize` is required: with it the search never reads a
 * real state, only states sampled from what the searching seat may know.
 */
export interface SearchHooks<Gm extends AnyGame> {
  /**
   * A whole match state consistent with `view` as `seat` sees it, the unknowns (other hands, the
   * deck order, the dice) drawn from `rng`. Its own RNG words too, so each sample rolls its own dice.
   * Must read nothing but `view`: two states that give `seat` the same view give the same samples.
   */
  determinize(view: ViewOf<Gm>, seat: Seat, rng: Rng): StateOf<Gm>;
  /**
   * A cut-off playout's estimate of `seat`'s reward in [0, 1] (1: a sure win). Without it playouts
   * run to the end of the game.
   */
  evaluate?(state: StateOf<Gm>, seat: Seat): number;
  /** The rollouts' default policy for every seat; uniform over the legal actions without it. */
  rollout?(): Bot<Gm>;
  /**
   * A cheaper default policy that reads the playout's state directly: the search's own sample, not
   * the real state, so reading it hides nothing. It skips the view and the legal list `rollout()`
   * needs at each step. It answers an action for `actor`, or null to hand the step to `rollout()`;
   * an action the state refuses is handed over too.
   */
  playout?(state: StateOf<Gm>, actor: Seat, rng: Rng): ActionOf<Gm> | null;
  /**
   * Whether a playout has gone far enough for `evaluate` to score it (the search's `rolloutDepth`
   * still caps it): `sample` is the iteration's state at the searched decision, `state` the
   * playout's. Without it a playout runs `rolloutDepth` actions.
   */
  playoutDone?(sample: StateOf<Gm>, state: StateOf<Gm>): boolean;
}
