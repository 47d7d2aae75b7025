export * from './bot.js';
export * from './random.js';
export * from './playout.js';
export * from './arms-dealers.js';
export * from './gocaine.js';
export * from './registry.js';
