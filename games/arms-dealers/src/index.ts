export * from './cards.js';
export * from './errors.js';
export * from './profit.js';
export * from './schema.js';
export * from './state.js';
export * from './view.js';
export * from './game.js';
export { allCards } from './setup.js';
export { faceCounts, subMultisets } from './hand.js';
