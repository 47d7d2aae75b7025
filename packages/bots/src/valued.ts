import {
  actorsOf,
  applyAction,
  legalActionsOf,
  type ActionOf,
  type AnyGame,
  type Seat,
  type StateOf,
} from '@cutthroat/engine';
import type { Bot, Decision } from './bot.js';
import { LazyDecision } from './decision.js';
import type { SearchHooks } from './ismcts/hooks.js';
import { outcomeRewards } from './ismcts/reward.js';

export interface ValuedOptions<Gm extends AnyGame> {
  /** The bot's kind, as `Bot.kind` reports it. */
  readonly kind?: string;
  /** Samples of the unseen (and of the dice) each action is scored on, the same for every action. */
  readonly samples?: number;
  /**
   * Plays the seat's own next actions after the one scored, while the seat stays to act, before
   * the estimate is read: a turn's first step is then scored by the turn it starts. Without it the
   * estimate is read right after the action (one ply).
   */
  readonly completion?: Bot<Gm>;
  /** The most actions `completion` plays after the one scored. */
  readonly completionActions?: number;
}

/**
 * A one-ply bot over a game's learned (or hand-written) estimate: for each legal action it applies
 * the action to a few states sampled from its view (`determinize`), optionally lets `completion`
 * finish what the seat does next, and plays the action whose mean estimate for its seat
 * (`evaluate`, or the outcome when the game ends) is highest, the first listed among equals. It
 * reads only its decision; its samples come from the decision's RNG.
 */
export function valuedBot<Gm extends AnyGame>(
  game: Gm,
  hooks: SearchHooks<Gm>,
  options: ValuedOptions<Gm> = {},
): Bot<Gm> {
  const samples = options.samples ?? 2;
  const completionActions = options.completionActions ?? 40;
  const evaluate = hooks.evaluate;
  if (!evaluate) throw new Error('valuedBot: the game gives no evaluate');

  const score = (state: StateOf<Gm>, seat: Seat, decision: Decision<Gm>): number => {
    let s = state;
    if (options.completion) {
      for (let n = 0; n < completionActions && !s.outcome; n++) {
        const actor = actorsOf(game, s)[0];
        if (actor !== seat) break;
        const legal = legalActionsOf(game, s, actor);
        const a = options.completion.decide(new LazyDecision(game, s, actor, legal, decision.rng));
        const next = applyAction(game, s, actor, a);
        if (!next.ok) break;
        s = next.value.state as StateOf<Gm>;
      }
    }
    if (s.outcome) return outcomeRewards(s.outcome, s.players)[seat]!;
    return evaluate(s, seat);
  };

  return {
    kind: options.kind ?? 'valued',
    decide(decision) {
      const legal = decision.legal;
      if (legal.length <= 1) return legal.at(0);
      const seat = decision.view.seat;
      if (seat === null) return legal.at(0);
      const states: StateOf<Gm>[] = [];
      for (let i = 0; i < samples; i++) states.push(hooks.determinize(decision.view, seat, decision.rng));
      let best: ActionOf<Gm> = legal.at(0);
      let bestValue = Number.NEGATIVE_INFINITY;
      for (const action of legal) {
        let sum = 0;
        let scored = 0;
        for (const state of states) {
          const next = applyAction(game, state, seat, action);
          if (!next.ok) continue;
          sum += score(next.value.state as StateOf<Gm>, seat, decision);
          scored++;
        }
        if (scored === 0) continue;
        const value = sum / scored;
        if (value > bestValue) {
          best = action;
          bestValue = value;
        }
      }
      return best;
    },
  };
}
