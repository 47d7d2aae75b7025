import type { AnyGame } from '@cutthroat/engine';
import type { GameModule } from '@cutthroat/module';
import type { GameUi, GameUiParts } from './game.js';

/**
 * Pairs a game's module with what its browser table wrote against the same game type: the
 * module's id, title, rules, refusals, guide, glossary and money over time (`sim.money`,
 * `sim.turns`) become the UI's, so the two can never disagree. It erases the game's types once,
 * as `register` does for the module: the shell passes a match's views and states, which that
 * match's game made, only to that game's table.
 */
export function defineGameUi<Gm extends AnyGame>(module: GameModule<Gm>, parts: GameUiParts<Gm>): GameUi {
  const { sim } = module;
  const ui: GameUi<Gm> = {
    ...parts,
    id: module.id,
    title: module.title,
    rules: module.game,
    refusals: module.refusals,
    ...(module.guide && { guide: module.guide }),
    ...(module.glossary && { glossary: module.glossary }),
    progress: { money: (G) => sim.money(G), at: (G) => sim.turns(G), unit: singular(sim.lengthUnit ?? 'turns') },
  };
  return ui;
}

/** `turns` -> `turn`: the chart's axis names one step of what `sim.turns` counts. */
export const singular = (unit: string): string => unit.replace(/s$/, '');
