import type { AnyGame, Rng, Seat, StateOf, ViewOf } from '@cutthroat/engine';
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
}
