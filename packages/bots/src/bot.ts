import type { AnyGame, ActionOf, LegalActions, Rng, ViewOf } from '@cutthroat/engine';

/**
 * What a bot is given to decide: its own view and its legal actions, never the full state. The
 * view is built only if the bot reads it, so a bot that needs none costs nothing.
 */
export interface Decision<Gm extends AnyGame> {
  readonly view: ViewOf<Gm>;
  readonly legal: LegalActions<ActionOf<Gm>>;
  readonly rng: Rng;
}

export interface Bot<Gm extends AnyGame> {
  readonly kind: string;
  decide(decision: Decision<Gm>): ActionOf<Gm>;
}
