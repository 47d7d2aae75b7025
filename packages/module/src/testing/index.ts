export * from './contract.js';
export * from './suite.js';
export { playSeeded, type SeededGame, type Played } from './seeded.js';
export { engineRows, refusalOf, uncovered } from './refusals.js';
export { checkOnlyTheView, checkSameGameTwice } from './bots.js';
