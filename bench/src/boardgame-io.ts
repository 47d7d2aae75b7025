import { createRequire } from 'node:module';
import type * as Internal from 'boardgame.io/internal' with { 'resolution-mode': 'require' };
import type * as Core from 'boardgame.io/core' with { 'resolution-mode': 'require' };
import type * as MasterModule from 'boardgame.io/master' with { 'resolution-mode': 'require' };

/**
 * boardgame.io 0.50.2 has no `exports` map, so Node's ESM loader cannot resolve its subpath entry
 * points (`boardgame.io/internal` is a directory), and its root entry needs React. `require`
 * resolves them the way a CommonJS server does; the types come from the same entry points.
 */
const require = createRequire(import.meta.url);

export const { InitializeGame, CreateGameReducer, ProcessGameConfig, Sync, createMatch } =
  require('boardgame.io/internal') as typeof Internal;
// Typed apart: a destructured constant's declaration widens to `string`, which a move cannot return.
export const INVALID_MOVE: typeof Core.INVALID_MOVE = (require('boardgame.io/core') as typeof Core).INVALID_MOVE;
export const { Master } = require('boardgame.io/master') as typeof MasterModule;
