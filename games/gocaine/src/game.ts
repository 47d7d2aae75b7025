import type { Game } from '@cutthroat/engine';
import { outcome } from './outcome.js';
import { actors, apply, freeActions, legalActions, windowClosed } from './rules.js';
import { GoCaineAction, GoCaineFixture, GoCaineOptions } from './schema.js';
import { setup } from './setup.js';
import type { GoCaineState } from './state.js';
import { privateView, publicView, type GoCaineView } from './view.js';

export const gocaine: Game<GoCaineState, GoCaineAction, GoCaineView, GoCaineOptions, GoCaineFixture> = {
  name: 'gocaine',
  minPlayers: 2,
  maxPlayers: 6,
  options: GoCaineOptions,
  action: GoCaineAction,
  fixture: GoCaineFixture,
  setup: (players, options, rng, fixture) => setup(players, options, rng, fixture),
  actors,
  legalActions,
  apply,
  windowClosed,
  free: { types: ['interdict'], actions: freeActions },
  publicView,
  privateView,
  outcome,
};

export type GoCaine = typeof gocaine;
