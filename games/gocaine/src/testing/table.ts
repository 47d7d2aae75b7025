import {
  actorsOf,
  applyAction,
  setupMatch,
  type GameEvent,
  type MatchRecord,
  type RuleError,
  type StateOf,
} from '@cutthroat/engine';
import { gocaine, type GoCaine } from '../game.js';
import type { GoCaineAction, GoCaineFixture } from '../schema.js';
import { parsePointName } from '../words.js';

/** An intersection by its name, `C7` (column letter from the west, row number from the north). */
export function at(name: string): number {
  const p = parsePointName(name);
  if (p === null) throw new Error(`no intersection ${name}`);
  return p;
}

/**
 * A GoCaine table for tests written like the rulebook: seats act in turn, open interdiction windows
 * are passed unless a test answers them, and a refused action fails the test with its reason.
 */
export class Table {
  state: StateOf<GoCaine>;
  readonly events: GameEvent[] = [];

  constructor(players: number, fixture?: GoCaineFixture, dice?: number[], options: Record<string, unknown> = {}) {
    const record: MatchRecord = { game: 'gocaine', players, options, secret: 'rulebook', fixture, dice };
    const start = setupMatch(gocaine, record);
    if (!start.ok) throw new Error(`${start.error.code}: ${start.error.message}`);
    this.state = start.value;
  }

  get G() {
    return this.state.G;
  }

  cash(seat: number): number {
    return this.G.players[seat]!.cash;
  }

  /** Applies one action; returns its events. */
  act(seat: number, action: GoCaineAction | { type: 'pass' } | { type: 'undo' }): GameEvent[] {
    const r = applyAction(gocaine, this.state, seat, action);
    if (!r.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} refused: ${r.error.code}: ${r.error.message}`);
    this.state = r.value.state;
    this.events.push(...r.value.events);
    return [...r.value.events];
  }

  /** The refusal of an action that must be refused; the state stays as it was. */
  refuse(seat: number, action: GoCaineAction): RuleError {
    const r = applyAction(gocaine, this.state, seat, action);
    if (r.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} was accepted`);
    return r.error;
  }

  /** Every seat waiting on an open window passes. */
  passWindows(): void {
    while (this.state.window && !this.state.outcome) {
      for (const seat of actorsOf(gocaine, this.state)) this.act(seat, { type: 'pass' });
    }
  }

  /** `seat` takes these actions, the other players passing every window on the way. */
  play(seat: number, ...actions: GoCaineAction[]): GameEvent[] {
    const events: GameEvent[] = [];
    for (const action of actions) {
      this.passWindows();
      events.push(...this.act(seat, action));
    }
    this.passWindows();
    return events;
  }
}
