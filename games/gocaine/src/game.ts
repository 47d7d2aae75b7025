import type { Game } from '@cutthroat/engine';
import { outcome } from './outcome.js';
import { actors, apply, freeActions, legalActions, windowClosed } from './rules.js';
import { GoCaineAction, GoCaineFixture, GoCaineOptions } from './schema.js';
import { setup } from './setup.js';
import type { GoCaineState } from './state.js';
import { privateView, publicView, type GoCaineView } from './view.js';

/**
 * Everything in GoCaine is public, so an action reveals nothing; the engine already refuses an undo
 * after a roll, a window or the end of a turn. A knock is told to every other player (their last
 * turns begin) and a concession leaves the game: neither is taken back.
 */
const NEVER_UNDONE: ReadonlySet<GoCaineAction['type']> = new Set(['knock', 'concede', 'interdict']);

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
  undoable: (_before, _seat, action) => !NEVER_UNDONE.has(action.type),
};

export type GoCaine = typeof gocaine;
