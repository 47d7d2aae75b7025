export * from './bot.js';
export * from './random.js';
export * from './playout.js';
