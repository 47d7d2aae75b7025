export * from './module.js';
export * from './catalog.js';
export * from './lab.js';
export * from './guide.js';
export * from './ladder.js';
