import {
  EngineError,
  SYSTEM,
  applyAction,
  parseAction,
  setupMatch,
  type Actor,
  type AnyGame,
  type RuleError,
  type StateOf,
} from '@cutthroat/engine';
import type { GameModule } from '../module.js';
import { check, deepFreeze } from './check.js';
import type { RefusalRow, RefusalTable } from './contract.js';

/**
 * The refusal a row's last step meets (or its setup's), checking that the refused action changed
 * nothing: `accepted` if there was none.
 */
export function refusalOf<Gm extends AnyGame>(
  module: GameModule<Gm>,
  table: RefusalTable<Gm>,
  row: RefusalRow<Gm>,
): Pick<RuleError, 'code' | 'message'> | 'accepted' {
  const rules = module.game;
  let state: StateOf<Gm>;
  if (row.from) state = row.from();
  else {
    const created = setupMatch(rules, {
      game: module.id,
      players: row.players ?? table.players,
      secret: 'refusals',
      options: row.options,
      fixture: row.setup ?? table.setup,
    });
    if (!created.ok) return { code: created.error.code, message: created.error.message };
    state = created.value;
  }
  const submit = (seat: Actor, raw: unknown): void => {
    const r = applied(rules, state, seat, raw);
    if (!r.ok) throw new Error(`before: ${r.error.code}: ${r.error.message}`);
    state = r.value;
  };
  const settle = () => {
    for (let steps = table.settle?.(state) ?? []; steps.length; steps = table.settle!(state))
      for (const [seat, action] of steps) submit(seat, action);
  };
  for (const [seat, action] of row.before ?? []) {
    settle();
    submit(seat, action);
  }
  if (!row.act) return 'accepted';
  if (!row.inWindow) settle();
  deepFreeze(state);
  const was = JSON.stringify(state);
  const r = applied(rules, state, row.act[0], row.act[1]);
  check(JSON.stringify(state) === was, 'the refused action changed the state');
  return r.ok ? 'accepted' : { code: r.error.code, message: r.error.message };
}

/** Untrusted input as a server takes it: parsed, then applied. */
function applied<Gm extends AnyGame>(rules: Gm, state: StateOf<Gm>, seat: Actor, raw: unknown) {
  const action = parseAction(rules, raw);
  if (!action.ok) return action;
  const r = applyAction(rules, state, seat, action.value);
  return r.ok ? { ok: true as const, value: r.value.state as StateOf<Gm> } : r;
}

/**
 * The engine's refusals that every game meets alike, at its table's start: the kit's rows, added
 * to each game's own.
 */
export function engineRows<Gm extends AnyGame>(module: GameModule<Gm>): RefusalRow<Gm>[] {
  const { minPlayers, maxPlayers } = module.game;
  return [
    { code: EngineError.OfferNotFound, message: 'no trade offer is open', act: [0, { type: 'accept', offer: 0 }] },
    {
      code: EngineError.NothingToExpire,
      message: 'no window or offer is waiting, so no deadline can expire',
      act: [SYSTEM, { type: 'deadline' }],
    },
    {
      code: EngineError.UndoNotAllowed,
      message: 'there is nothing to undo: the last action revealed or rolled something, ended a turn or was not yours',
      act: [0, { type: 'undo' }],
    },
    {
      code: EngineError.BadPlayerCount,
      message: `${module.id} is for ${minPlayers} to ${maxPlayers} players, not ${maxPlayers + 1}`,
      players: maxPlayers + 1,
    },
  ];
}

/** Codes of the game and the engine with no row and not listed unreachable, or both: problems. */
export function uncovered<Gm extends AnyGame>(table: RefusalTable<Gm>, rows: readonly RefusalRow<Gm>[]): string[] {
  const tested = new Set(rows.map((r) => r.code));
  const problems: string[] = [];
  for (const code of new Set([...table.codes, ...Object.values(EngineError)])) {
    const unreachable = Object.hasOwn(table.unreachable, code);
    if (!tested.has(code) && !unreachable) problems.push(`${code} has no row`);
    if (tested.has(code) && unreachable) problems.push(`${code} has a row and is listed as unreachable`);
  }
  for (const code of tested)
    if (!table.codes.includes(code) && !(Object.values(EngineError) as string[]).includes(code))
      problems.push(`${code} is no code of the game's or the engine's`);
  return problems;
}
