import {
  viewOf,
  type ActionOf,
  type AnyGame,
  type LegalActions,
  type Rng,
  type Seat,
  type StateOf,
  type ViewOf,
} from '@cutthroat/engine';
import type { Decision } from './bot.js';

/** The view is built only if the bot reads it. */
export class LazyDecision<Gm extends AnyGame> implements Decision<Gm> {
  private built: ViewOf<Gm> | undefined;

  constructor(
    private readonly game: Gm,
    private readonly state: StateOf<Gm>,
    private readonly seat: Seat,
    readonly legal: LegalActions<ActionOf<Gm>>,
    readonly rng: Rng,
  ) {}

  get view(): ViewOf<Gm> {
    return (this.built ??= viewOf(this.game, this.state, this.seat));
  }
}
