import { readFile } from 'node:fs/promises';
import { Match, SYSTEM, schemaRefusal, type GameEvent } from '@cutthroat/engine';
import { z } from 'zod';
import { CliError, CliFailure } from './errors.js';
import { gameNamed } from './games.js';

/**
 * A scripted game: a test fixture. `setup` fixes what the shuffle would decide, `dice` forces
 * six-sided rolls in order, and `actions` are applied one by one as the seats' input.
 */
export const Scenario = z.strictObject({
  game: z.string(),
  players: z.int(),
  seed: z.union([z.string(), z.int()]).transform(String),
  options: z.record(z.string(), z.unknown()).optional(),
  setup: z.record(z.string(), z.unknown()).optional(),
  dice: z.array(z.int().min(1).max(6)).optional(),
  actions: z.array(z.strictObject({ seat: z.union([z.int().min(0), z.literal('system')]), action: z.unknown() })),
});
export type Scenario = z.infer<typeof Scenario>;

export type ScenarioResult =
  | {
      readonly ok: true;
      readonly applied: number;
      readonly state: unknown;
      /** Each seat's money in the game's own unit, as in `state` (Arms Dealers: cents; GoCaine: $ million). */
      readonly money: readonly number[];
      readonly outcome: unknown;
      readonly events: readonly GameEvent[];
    }
  | {
      readonly ok: false;
      readonly index: number;
      readonly seat: number | 'system';
      readonly code: string;
      readonly message: string;
      readonly state: unknown;
    };

export async function loadScenario(path: string): Promise<Scenario> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    throw new CliFailure(CliError.Unreadable, `cannot read ${path}: ${(e as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new CliFailure(CliError.InvalidScenario, `${path} is not JSON: ${(e as Error).message}`);
  }
  const parsed = Scenario.safeParse(json);
  if (!parsed.success) {
    throw new CliFailure(CliError.InvalidScenario, `${path} is not a scenario: ${schemaRefusal(Scenario, json, 'it')}`);
  }
  return parsed.data;
}

/** Play a scenario to its end, or to the first action the rules refuse. */
export function runScenario(s: Scenario): ScenarioResult {
  const entry = gameNamed(s.game);
  if (typeof entry === 'string') throw new CliFailure(CliError.InvalidScenario, entry);
  const created = Match.create(entry.game, {
    game: s.game,
    players: s.players,
    options: s.options,
    secret: s.seed,
    fixture: s.setup,
    dice: s.dice,
  });
  if (!created.ok) {
    return {
      ok: false,
      index: -1,
      seat: 'system',
      code: created.error.code,
      message: created.error.message,
      state: null,
    };
  }
  const match = created.value;
  const events: GameEvent[] = [];
  for (let i = 0; i < s.actions.length; i++) {
    const { seat, action } = s.actions[i]!;
    const r = match.submitRaw(seat === 'system' ? SYSTEM : seat, action);
    if (!r.ok) {
      return {
        ok: false,
        index: i,
        seat,
        code: r.error.code,
        message: r.error.message,
        state: entry.sim.fullState(match.state),
      };
    }
    events.push(...r.value);
  }
  return {
    ok: true,
    applied: s.actions.length,
    state: entry.sim.fullState(match.state),
    money: entry.sim.money(match.state.G),
    outcome: entry.game.outcome(match.state.G),
    events,
  };
}
