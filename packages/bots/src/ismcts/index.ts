export * from './budget.js';
export * from './hooks.js';
export * from './node.js';
export * from './reward.js';
export * from './search.js';
export * from './bot.js';
export * from './sample.js';
