import type { AnyGame } from '@cutthroat/engine';
import { z } from 'zod';
import type { BotKind, GameModule } from './module.js';

/** A game module with its types erased: what the apps hold. Erased once, by `catalogOf`. */
export type AnyGameModule = GameModule<AnyGame>;
export type AnyBotKind = BotKind<AnyGame>;

/**
 * The games an app serves, looked up by id. Ids come from untrusted input (a lobby body, a scenario
 * file), so the lookup is a `Map`: `constructor` or `__proto__` is an unknown game, never a
 * property of some object.
 */
export interface Catalog {
  /** In the catalogue's order: the lobby lists them so. */
  readonly games: readonly AnyGameModule[];
  readonly ids: readonly string[];
  get(id: string): AnyGameModule | undefined;
}

/**
 * Erases a module's types, once, where the catalogue lists it: a `GameModule<GoCaine>` is a
 * `GameModule<AnyGame>` (its functions take the game's own state, and the apps pass them only
 * states that game made). The id keeps its literal type.
 */
export function register<Gm extends AnyGame, Id extends string>(module: GameModule<Gm, Id>): GameModule<AnyGame, Id> {
  return module;
}

/** Indexes the catalogue's modules by id; two modules with one id are a programming error. */
export function catalogOf(modules: readonly AnyGameModule[]): Catalog {
  const byId = new Map<string, AnyGameModule>();
  for (const m of modules) {
    if (m.id !== m.game.name) throw new Error(`module ${m.id} carries the rules of ${m.game.name}`);
    if (byId.has(m.id)) throw new Error(`two games with the id ${m.id}`);
    byId.set(m.id, m);
  }
  return { games: modules, ids: [...byId.keys()], get: (id) => byId.get(id) };
}

/** The bot of that name, by an own lookup (an untrusted name is never a property). */
export function botKind(module: AnyGameModule, name: string): AnyBotKind | undefined {
  return module.bots.find((b) => b.name === name);
}

/**
 * The bot that takes over a seat whose player left or ran out of time: the game's first bot not of
 * level `strong`. A turn that ran out of time is decided at once, in the event loop's thread and
 * inside the match's lock, so it takes the heuristic (a millisecond) over a search (100 ms of CPU
 * or more, seconds on a loaded machine); a lobby may still seat `strong` bots by name.
 */
export const defaultBot = (module: AnyGameModule): AnyBotKind =>
  module.bots.find((b) => b.level !== 'strong') ?? module.bots[0];

/**
 * The game's options as JSON Schema (draft 2020-12), defaults and bounds included, with each
 * option's `title` and `description` from its runtime schema's metadata: what the lobby renders
 * its options form from, and what `cutthroat schema` writes.
 */
export function optionsSchema(module: AnyGameModule): Record<string, unknown> {
  return z.toJSONSchema(module.game.options, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}
