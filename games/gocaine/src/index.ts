export * from './go.js';
export * from './board.js';
export * from './errors.js';
export * from './schema.js';
export * from './state.js';
export * from './seizure.js';
export * from './view.js';
export * from './game.js';
