export * from './module.js';
export * from './catalog.js';
