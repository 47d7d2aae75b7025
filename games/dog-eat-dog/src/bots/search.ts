import {
  learnedModel,
  searchBot,
  winProbability,
  type LogisticModel,
  type Decision,
  type SearchBot,
  type SearchBotOptions,
  type SearchHooks,
  type SearchStats,
} from '@cutthroat/bots';
import { LegalActions, type Seat, type StateOf } from '@cutthroat/engine';
import { dogEatDog } from '../game.js';
import evaluation from '../../data/evaluation.json' with { type: 'json' };
import { DOG_EAT_DOG_FEATURES, dogEatDogFeatures } from './features.js';
import { determinizeDogEatDog } from './determinize.js';
import { breachCheck } from '../breach-ahead.js';
import { lawfulBot } from './heuristic.js';

type DogEatDog = typeof dogEatDog;

/** Fitted by `cutthroat train` to heuristic self-play (docs/bots.md "Learned evaluations"). */
let model: LogisticModel | undefined;
const learned = (): LogisticModel => (model ??= learnedModel(evaluation, DOG_EAT_DOG_FEATURES));

/**
 * A cut-off playout's estimate for `seat`: the learned chance that it wins from here, read from its
 * Swiss balance and the table's public facts (`bots/features.ts`); 0 once it has left the game.
 */
export function evaluateDogEatDog(state: StateOf<DogEatDog>, seat: Seat): number {
  if (state.G.players[seat]!.status === 'left') return 0;
  return winProbability(learned(), dogEatDogFeatures(state, seat));
}

export const dogEatDogSearch: SearchHooks<DogEatDog> = {
  determinize: determinizeDogEatDog,
  evaluate: evaluateDogEatDog,
  rollout: () => ({ kind: 'lawful', decide: (d) => lawfulBot.decide(d) }),
};

/** Windows whose answer moves money or squares: a square bought or bid on, a bribe war, a law. */
const SEARCHED_WINDOWS = new Set(['acquire', 'auction', 'war', 'first-bribe', 'lobby']);

/**
 * Whether `strong` searches a decision or plays the heuristic's choice. It searches where the
 * choice moves the Swiss balance within a playout's reach: how much to embezzle before the roll and
 * in the final round, squares bought or bid on, bribe wars and laws, hiring and extraction. Elsewhere
 * (selling, producing, card answers, trade offers, the division) a search of 48 iterations cut off
 * after 12 actions tells the options apart by noise only, about 270 of a game's 400 decisions: there
 * it spent most of its time and overrode the heuristic at random.
 */
export function searchesAt(decision: Decision<DogEatDog>): boolean {
  const { view, legal } = decision;
  if (view.window) return SEARCHED_WINDOWS.has(view.window.kind);
  const phase = view.game.phase;
  const has = (type: string) => legal.some((a) => a.type === type);
  if (phase === 'movement' || phase === 'final') return has('embezzle');
  if (phase === 'hiring') return has('hire');
  if (phase === 'extraction') return has('extract');
  return false;
}

/** The `strong` level's budget: deterministic, and under the 300 ms p95 on one core (docs/bots.md). */
export const STRONG_ITERATIONS = 48;

/**
 * The `strong` bot: information-set search where `searchesAt` says, the heuristic elsewhere. Its
 * `last` is the statistics of the decision it last searched, null after one it did not.
 */
export function strongDogEatDogBot(options: Partial<SearchBotOptions<DogEatDog>> = {}): SearchBot<DogEatDog> {
  const inner = searchBot(dogEatDog, dogEatDogSearch, {
    kind: 'strong',
    budget: { iterations: STRONG_ITERATIONS },
    rolloutDepth: 12,
    prior: 16,
    ...options,
  });
  let last: SearchStats | null = null;
  return {
    kind: inner.kind,
    get last() {
      return last;
    },
    decide(decision) {
      if (!searchesAt(decision)) {
        last = null;
        return lawfulBot.decide(decision);
      }
      // It keeps to the Public Laws as its playouts do: a fine reported after a 12-action playout
      // ends is one the search cannot see, so a breach would look free.
      const breaks = breachCheck(decision.view);
      const kept = decision.legal.filter((a) => breaks(a) === null);
      const lawful = kept.length ? { view: decision.view, legal: new LegalActions(kept), rng: decision.rng } : decision;
      const action = inner.decide(lawful);
      last = inner.last;
      return action;
    },
  };
}
