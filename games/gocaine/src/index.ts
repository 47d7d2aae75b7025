export * from './go.js';
export * from './board.js';
