export * from './config.js';
export * from './clock.js';
export * from './heap.js';
export * from './server.js';
export * from './tokens.js';
export type { Store } from './store/store.js';
export type { FanOut } from './fanout/fanout.js';
