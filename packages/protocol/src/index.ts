export * from './clock.js';
export * from './lobby.js';
export * from './messages.js';
export * from './verify.js';
export * from './text.js';
export * from './skeleton.js';
