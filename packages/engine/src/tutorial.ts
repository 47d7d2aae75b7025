import type { AnyGame, GameEvent } from './game.js';
import { applyAction, legalActionsOf, parseAction, setupMatch, type StateOf } from './match.js';
import { err, ok, type Result } from './result.js';
import type { Seat } from './seat.js';
import { pendingResponders } from './window.js';

/**
 * A tutorial: a scenario played on the real rules, one expected move of the learner's at a time.
 * It is data: a setup fixture, forced dice, the other seats' scripted replies and the words.
 */
export interface Tutorial {
  /** Unique within its game; the last part of its address (`/learn/<game>/<id>`). */
  readonly id: string;
  readonly title: string;
  /** One line for the list of tutorials: what it teaches. */
  readonly summary: string;
  /** Where in the rulebook the example comes from. */
  readonly source: string;
  readonly players: number;
  /** The learner's seat. */
  readonly seat: Seat;
  /** Every seat's name, the learner's included. */
  readonly names: readonly string[];
  readonly options?: unknown;
  /** The game's scenario setup (`fixture`), as `cutthroat run` takes it. */
  readonly setup: unknown;
  /** Forced six-sided results, used before the seeded generator (docs/scenarios.md). */
  readonly dice?: readonly number[];
  readonly steps: readonly TutorialStep[];
  /** Said once the last step is done: what the example showed. */
  readonly done: string;
}

export interface TutorialStep {
  /** What to do now, and why, in the rulebook's terms. */
  readonly text: string;
  /** The one move this step waits for; any other is refused with `tutorial/not-this-move`. */
  readonly expect: unknown;
  /** The table's elements to click, by their `data-testid`: the page rings them. */
  readonly highlight?: readonly string[];
  /** The other seats' scripted replies, applied in order after the learner's move. */
  readonly then?: readonly { readonly seat: Seat; readonly action: unknown }[];
}

export const TutorialError = {
  NotThisMove: 'tutorial/not-this-move',
  Finished: 'tutorial/finished',
  Script: 'tutorial/script-refused',
} as const;

/** Where a tutorial stands: the match state and the index of the step it waits on. */
export interface TutorialState<Gm extends AnyGame> {
  readonly state: StateOf<Gm>;
  readonly step: number;
  /** Everything that happened, oldest first, with who made it happen. */
  readonly log: readonly { readonly actor: number; readonly events: readonly GameEvent[] }[];
}

/** The tutorial's match, set up as its scenario says. */
export function startTutorial<Gm extends AnyGame>(game: Gm, t: Tutorial): Result<TutorialState<Gm>> {
  const state = setupMatch(game, {
    game: game.name,
    players: t.players,
    options: t.options,
    secret: `tutorial:${game.name}:${t.id}`,
    fixture: t.setup,
    ...(t.dice ? { dice: t.dice } : {}),
  });
  if (!state.ok) return state;
  return ok({ state: state.value, step: 0, log: [] });
}

/**
 * The learner's move: accepted only if it is the step's expected move (and the rules accept it),
 * then the scripted replies, then every other seat still to answer an open window passes, so the
 * match comes back to the learner or the next step. Pure: a refusal leaves `at` as it was.
 */
export function tutorialMove<Gm extends AnyGame>(
  game: Gm,
  t: Tutorial,
  at: TutorialState<Gm>,
  action: unknown,
): Result<TutorialState<Gm>> {
  const step = t.steps[at.step];
  if (!step) return err(TutorialError.Finished, 'this tutorial is finished');
  if (!sameValue(action, step.expect)) {
    return err(TutorialError.NotThisMove, `not this move: ${step.text}`);
  }
  const log = [...at.log];
  const apply = (state: StateOf<Gm>, seat: Seat, raw: unknown): Result<StateOf<Gm>> => {
    const parsed = parseAction(game, raw);
    const next = parsed.ok ? applyAction(game, state, seat, parsed.value) : parsed;
    if (!next.ok) return next;
    log.push({ actor: seat, events: next.value.events });
    return ok(next.value.state as StateOf<Gm>);
  };
  let state = apply(at.state, t.seat, action);
  if (!state.ok) return state;
  for (const reply of step.then ?? []) {
    const next = apply(state.value, reply.seat, reply.action);
    if (!next.ok) {
      return err(TutorialError.Script, `the script's move for seat ${reply.seat} was refused: ${next.error.message}`);
    }
    state = next;
  }
  for (;;) {
    const open = state.value.window;
    const pending = open ? pendingResponders(open).filter((s) => s !== t.seat) : [];
    if (pending.length === 0 || state.value.outcome) break;
    const next = apply(state.value, pending[0]!, { type: 'pass' });
    if (!next.ok) return next;
    state = next;
  }
  return ok({ state: state.value, step: at.step + 1, log });
}

/** Whether the tutorial's expected move for this step is among the learner's legal actions now. */
export function expectedIsListed<Gm extends AnyGame>(game: Gm, t: Tutorial, at: TutorialState<Gm>): boolean {
  const step = t.steps[at.step];
  if (!step) return false;
  for (const a of legalActionsOf(game, at.state, t.seat)) if (sameValue(a, step.expect)) return true;
  return false;
}

/** Structural equality of JSON-like values, whatever the order of object keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
