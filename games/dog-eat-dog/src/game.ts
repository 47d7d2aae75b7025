import type { Game } from '@cutthroat/engine';
import { actors, FREE_TYPES, freeActions, legalActions } from './legal.js';
import { DogEatDogOptions } from './options.js';
import { ranking } from './outcome.js';
import { apply, windowClosed } from './rules.js';
import { DogEatDogAction } from './schema.js';
import { DogEatDogFixture, setup } from './setup.js';
import type { DogEatDogState } from './state.js';
import { tradeRules, type TradeTerms } from './trades.js';
import { privateView, publicView, view, type DogEatDogView } from './view.js';

/** Dog Eat Dog as a game module: a plain object of pure functions over `DogEatDogState`. */
export const dogEatDog: Game<
  DogEatDogState,
  DogEatDogAction,
  DogEatDogView,
  DogEatDogOptions,
  DogEatDogFixture,
  TradeTerms
> = {
  name: 'dog-eat-dog',
  // 3 to 6 on the box; 2 is the rulings' unofficial variant.
  minPlayers: 2,
  maxPlayers: 6,
  options: DogEatDogOptions,
  action: DogEatDogAction,
  fixture: DogEatDogFixture,
  setup,
  actors,
  legalActions,
  apply,
  windowClosed,
  free: { types: FREE_TYPES, actions: freeActions, aside: ['transfer'] },
  offers: tradeRules,
  publicView,
  privateView,
  view,
  outcome: (G) => (G.phase === 'over' ? ranking(G) : null),
};

export type DogEatDog = typeof dogEatDog;
