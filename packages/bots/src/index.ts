export * from './bot.js';
export * from './random.js';
export * from './playout.js';
export * from './decision.js';
export * from './ismcts/index.js';
export * from './logistic.js';
export * from './valued.js';
