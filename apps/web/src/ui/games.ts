import { armsDealersUi } from './arms-dealers/index.js';
import type { GameUi } from './game.js';
import { gocaineUi } from './gocaine/index.js';

/** Every game the browser can show; the shell looks the match's game up here. */
export const GAME_UIS: Readonly<Record<string, GameUi>> = {
  'arms-dealers': armsDealersUi,
  gocaine: gocaineUi,
};

export const gameTitle = (id: string): string => GAME_UIS[id]?.title ?? id;
