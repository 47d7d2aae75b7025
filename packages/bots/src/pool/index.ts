export * from './protocol.js';
export * from './pool.js';
