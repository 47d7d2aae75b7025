export * from './tic-tac-toe.js';
export * from './tic-tac-toe.bgio.js';
export * from './tic-tac-toe.result.js';
export * from './engine-playout.js';
export * from './measure.js';
