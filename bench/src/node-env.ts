/**
 * boardgame.io, and Immer under it, pick their development builds (extra checks, logging) unless
 * NODE_ENV is `production` when they are loaded. A deployed server runs in production, so the
 * benchmark does too unless NODE_ENV says otherwise. Imported first, before boardgame.io loads.
 */
process.env['NODE_ENV'] ??= 'production';

export const nodeEnv = process.env['NODE_ENV'];
