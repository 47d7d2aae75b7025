import { engineActionSchema } from '@cutthroat/engine';
import { z } from 'zod';
import { CATALOG } from '@cutthroat/catalog';
import { Scenario, stepSchema } from './scenario.js';

/**
 * JSON Schemas generated from the runtime schemas the code itself validates with, so the
 * documented vocabulary cannot drift from what is accepted.
 */
export function schemas(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const entry of CATALOG.games) {
    const g = entry.game;
    const name = entry.id;
    const action = z.union([g.action, engineActionSchema(g.offers?.terms ?? z.never())]);
    const scenario = Scenario.extend({
      game: z.literal(name),
      players: z.int().min(g.minPlayers).max(g.maxPlayers),
      options: g.options.optional(),
      setup: g.fixture.optional(),
      actions: z.array(stepSchema(action)),
    });
    const io = { io: 'input' as const, unrepresentable: 'any' as const };
    out[`${name}.action.schema.json`] = { title: `${name} action`, ...z.toJSONSchema(action, io) };
    out[`${name}.options.schema.json`] = { title: `${name} options`, ...z.toJSONSchema(g.options, io) };
    out[`${name}.setup.schema.json`] = { title: `${name} scenario setup`, ...z.toJSONSchema(g.fixture, io) };
    out[`${name}.scenario.schema.json`] = { title: `${name} scenario`, ...z.toJSONSchema(scenario, io) };
  }
  return out;
}
