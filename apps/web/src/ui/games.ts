import { lookupTable } from '@cutthroat/engine';
import { armsDealersUi } from './arms-dealers/index.js';
import type { GameUi } from './game.js';
import { gocaineUi } from './gocaine/index.js';

/**
 * Every game the browser can show; the shell looks the match's game up here, by an id from the
 * server or from an export (so a table without a prototype: `constructor` is no game).
 */
export const GAME_UIS = lookupTable<GameUi>({
  'arms-dealers': armsDealersUi,
  gocaine: gocaineUi,
});

export const gameTitle = (id: string): string => GAME_UIS[id]?.title ?? id;
