import type { Game } from '@cutthroat/engine';
import { actors, apply, legalActions, windowClosed } from './rules.js';
import { ArmsDealersAction, ArmsDealersFixture, ArmsDealersOptions, type TradeTerms } from './schema.js';
import { setup } from './setup.js';
import type { ArmsDealersState } from './state.js';
import { trades } from './trade.js';
import { privateView, publicView, type ArmsDealersView } from './view.js';
import { outcome } from './outcome.js';

export const armsDealers: Game<
  ArmsDealersState,
  ArmsDealersAction,
  ArmsDealersView,
  ArmsDealersOptions,
  ArmsDealersFixture,
  TradeTerms
> = {
  name: 'arms-dealers',
  minPlayers: 2,
  maxPlayers: 6,
  options: ArmsDealersOptions,
  action: ArmsDealersAction,
  fixture: ArmsDealersFixture,
  setup,
  actors,
  legalActions,
  apply,
  windowClosed,
  offers: trades,
  endTurnAction: 'end-turn',
  publicView,
  privateView,
  outcome,
  // A discard shows its cards to the table, a deal is laid face up for interception and ending the
  // turn draws: every action of a turn reveals something, so none is taken back.
  undoable: () => false,
};

export type ArmsDealers = typeof armsDealers;
