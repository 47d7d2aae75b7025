export * from './vocabulary.js';
export * from './content.js';
export * from './options.js';
