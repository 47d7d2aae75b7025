import type { GameUi } from './game.js';

/**
 * The browser tables the client can show, looked up by id. A match's game id comes from the
 * server or from an exported file, so the lookup is a `Map`: `constructor` or `__proto__` is an
 * unknown game, never a property of some object.
 */
export interface UiCatalog {
  /** In the catalogue's order. */
  readonly games: readonly GameUi[];
  get(id: string): GameUi | undefined;
  /** The game's title, or its id for a game this client does not know. */
  title(id: string): string;
}

/** Indexes the tables by id; two tables with one id are a programming error. */
export function uiCatalogOf(uis: readonly GameUi[]): UiCatalog {
  const byId = new Map<string, GameUi>();
  for (const ui of uis) {
    if (ui.id !== ui.rules.name) throw new Error(`table ${ui.id} carries the rules of ${ui.rules.name}`);
    if (byId.has(ui.id)) throw new Error(`two tables with the id ${ui.id}`);
    byId.set(ui.id, ui);
  }
  return { games: uis, get: (id) => byId.get(id), title: (id) => byId.get(id)?.title ?? id };
}
