import { readFile } from 'node:fs/promises';
import { Match, SYSTEM, legalActionsOf, schemaRefusal, type GameEvent } from '@cutthroat/engine';
import { z } from 'zod';
import { CliError, CliFailure } from './errors.js';
import { gameNamed } from './games.js';

/** What a step may ask `run` to print at its point, before its action (if any) is applied. */
export const PRINTS = ['legal', 'derived'] as const;
export type Print = (typeof PRINTS)[number];

/**
 * What a step expects: the rules refuse its action (with this code); or accept it and a card later
 * stops it; or accept it and tell, among the events it caused and in that order, one matching each
 * of `events` (every field named has that value; fields not named may be anything).
 */
export const Expectation = z.union([
  z.strictObject({ refused: z.string().min(1) }),
  z.strictObject({ failed: z.string().min(1) }),
  z.strictObject({ events: z.array(z.record(z.string(), z.unknown())).min(1) }),
]);

/** One step: a seat's action, and/or what to print at that point. */
export function stepSchema<A extends z.ZodType>(action: A) {
  return z
    .strictObject({
      seat: z.union([z.int().min(0), z.literal('system')]),
      action: action.optional(),
      expect: Expectation.optional(),
      print: z.array(z.enum(PRINTS)).min(1).optional(),
    })
    .refine((s) => s.action !== undefined || s.print !== undefined, 'a step has an action, a print, or both')
    .refine((s) => s.expect === undefined || s.action !== undefined, 'a step that expects something has an action');
}

/**
 * A scripted game: a test fixture. `setup` fixes what the shuffle would decide, `dice` forces
 * six-sided rolls in order, and `actions` are applied one by one as the seats' input; a step may
 * expect a refusal (and play goes on) and ask for the legal actions and derived values at its point.
 */
export const Scenario = z.strictObject({
  game: z.string(),
  players: z.int(),
  seed: z.union([z.string(), z.int()]).transform(String),
  options: z.record(z.string(), z.unknown()).optional(),
  setup: z.record(z.string(), z.unknown()).optional(),
  dice: z.array(z.int().min(1).max(6)).optional(),
  actions: z.array(stepSchema(z.unknown())),
});
export type Scenario = z.infer<typeof Scenario>;

/** What became of one step. */
export interface StepReport {
  readonly index: number;
  readonly seat: number | 'system';
  /**
   * `applied`; `refused` (as the step expected); `failed`: accepted as a declaration that a card
   * later stopped (never counted as applied); `printed`: a step with no action.
   */
  readonly outcome: 'applied' | 'refused' | 'failed' | 'printed';
  readonly code?: string;
  readonly message?: string;
  /** Asked with `print: ["legal"]`: the legal actions of the step's seat (every seat's for `system`). */
  readonly legal?: Readonly<Record<string, readonly unknown[]>>;
  /** Asked with `print: ["derived"]`: the game's derived values for that seat (each seat's for `system`). */
  readonly derived?: Readonly<Record<string, unknown>>;
}

/** Codes of the scenario's own findings (the game's codes are its own). */
export const ScenarioError = {
  ExpectedRefusal: 'scenario/expected-refusal',
  ExpectedFailure: 'scenario/expected-failure',
  ExpectedEvents: 'scenario/expected-events',
  NoDerived: 'scenario/no-derived-values',
} as const;

export type ScenarioResult =
  | {
      readonly ok: true;
      /** Steps whose action was applied and not reported failed later. */
      readonly applied: number;
      readonly refused: number;
      readonly failed: number;
      readonly steps: readonly StepReport[];
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
      readonly steps?: readonly StepReport[];
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

/**
 * Play a scenario to its end, or to the first step that does not go as written: an action the
 * rules refuse when no refusal was expected, or one accepted (or refused otherwise) when one was.
 */
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
  const steps: StepReport[] = [];
  const seatsOf = (seat: number | 'system') =>
    seat === 'system' ? Array.from({ length: s.players }, (_, i) => i) : [seat];
  const stop = (index: number, seat: number | 'system', code: string, message: string): ScenarioResult => ({
    ok: false,
    index,
    seat,
    code,
    message,
    state: entry.sim.fullState(match.state),
    steps,
  });
  for (let i = 0; i < s.actions.length; i++) {
    const { seat, action, expect, print } = s.actions[i]!;
    const shown: { legal?: Record<string, unknown[]>; derived?: Record<string, unknown> } = {};
    if (print?.includes('legal'))
      shown.legal = Object.fromEntries(
        seatsOf(seat).map((x) => [x, legalActionsOf(entry.game, match.state, x).toArray() as unknown[]]),
      );
    if (print?.includes('derived')) {
      const derive = entry.sim.derived;
      if (!derive) return stop(i, seat, ScenarioError.NoDerived, `${s.game} has no derived values to print`);
      shown.derived = Object.fromEntries(seatsOf(seat).map((x) => [x, derive(match.state.G, x)]));
    }
    if (action === undefined) {
      steps.push({ index: i, seat, outcome: 'printed', ...shown });
      continue;
    }
    const r = match.submitRaw(seat === 'system' ? SYSTEM : seat, action);
    if (!r.ok) {
      const wanted = expect && 'refused' in expect ? expect.refused : null;
      if (wanted === null) return stop(i, seat, r.error.code, r.error.message);
      if (wanted !== r.error.code)
        return stop(i, seat, r.error.code, `expected a refusal with ${wanted}: ${r.error.message}`);
      steps.push({ index: i, seat, outcome: 'refused', code: r.error.code, message: r.error.message, ...shown });
      continue;
    }
    if (expect && 'refused' in expect)
      return stop(
        i,
        seat,
        ScenarioError.ExpectedRefusal,
        `expected a refusal with ${expect.refused}, but it was applied`,
      );
    if (expect && 'events' in expect) {
      // In the order told: each expected event matches one after the one the previous matched.
      let from = 0;
      const missing = expect.events.find((want) => {
        const at = r.value.findIndex((e, k) => k >= from && matches(want, e));
        from = at + 1;
        return at < 0;
      });
      if (missing)
        return stop(
          i,
          seat,
          ScenarioError.ExpectedEvents,
          `expected an event ${JSON.stringify(missing)}; the step told ${JSON.stringify(r.value)}`,
        );
    }
    steps.push({ index: i, seat, outcome: 'applied', ...shown });
    events.push(...r.value);
    // A declaration a card stops later is reported then: the step that made it failed.
    for (const e of r.value) {
      const f = entry.sim.declarationFailed?.(e);
      if (!f) continue;
      const at = steps.findLastIndex(
        (x) =>
          x.outcome === 'applied' &&
          x.seat === f.seat &&
          (s.actions[x.index]!.action as { type?: string }).type === f.action,
      );
      if (at >= 0) steps[at] = { ...steps[at]!, outcome: 'failed', code: f.code, message: f.message };
    }
  }
  for (const step of steps) {
    const expect = s.actions[step.index]!.expect;
    if (!expect || !('failed' in expect)) continue;
    if (step.outcome !== 'failed' || step.code !== expect.failed)
      return stop(
        step.index,
        step.seat,
        ScenarioError.ExpectedFailure,
        `expected the declaration to fail with ${expect.failed}, but it ${step.outcome === 'failed' ? `failed with ${step.code}` : 'went through'}`,
      );
  }
  const count = (o: StepReport['outcome']) => steps.filter((x) => x.outcome === o).length;
  return {
    ok: true,
    applied: count('applied'),
    refused: count('refused'),
    failed: count('failed'),
    steps,
    state: entry.sim.fullState(match.state),
    money: entry.sim.money(match.state.G),
    outcome: entry.game.outcome(match.state.G),
    events,
  };
}

/** `actual` has every field `want` names, with that value (objects compared the same way, arrays whole). */
export function matches(want: unknown, actual: unknown): boolean {
  if (Array.isArray(want)) {
    return Array.isArray(actual) && actual.length === want.length && want.every((w, i) => matches(w, actual[i]));
  }
  if (want !== null && typeof want === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    const a = actual as Record<string, unknown>;
    return Object.entries(want).every(([k, w]) => k in a && matches(w, a[k]));
  }
  return Object.is(want, actual);
}
