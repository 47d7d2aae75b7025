import type { Resolve } from '@cutthroat/bots/pool';
import { PoolError } from '@cutthroat/bots/pool';
import { CATALOG } from './index.js';

/**
 * How a bot pool's worker finds a game and its bot: give `BotPool` this module's URL as its
 * `resolver`. Only bots of games with search hooks run in a pool (a worker builds its legal actions
 * from a sample of the view), and only those are worth moving off the event loop.
 */
export const resolve: Resolve = (id, name) => {
  const module = CATALOG.get(id);
  if (!module) return { ok: false, code: PoolError.UnknownGame, message: `there is no game ${id}` };
  const kind = module.bots.find((b) => b.name === name);
  if (!kind) return { ok: false, code: PoolError.UnknownBot, message: `${module.title} has no bot ${name}` };
  if (!module.search) {
    return { ok: false, code: PoolError.NoSearchHooks, message: `${module.title} cannot sample a view for a worker` };
  }
  return { ok: true, game: module.game, hooks: module.search, make: (settings) => kind.make(settings) };
};
