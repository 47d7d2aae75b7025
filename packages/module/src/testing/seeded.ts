import {
  EngineError,
  Rng,
  SYSTEM,
  actorsOf,
  applyAction,
  legalActionsOf,
  parseAction,
  replay,
  seedFromSecret,
  setupMatch,
  viewOf,
  viewTexts,
  type AnyGame,
  type LogEntry,
  type MatchRecord,
  type Seat,
  type StateOf,
} from '@cutthroat/engine';
import type { GameModule } from '../module.js';
import { CODE, NAMES, canonical, check, deepFreeze, none } from './check.js';
import type { GameContract } from './contract.js';

/** A game that has not ended after this many actions is taken not to end. */
const MAX_ACTIONS = 20_000;
/** Deep probes try at most this many of the listed actions (trade offers alone run to hundreds). */
const LISTED_SAMPLE = 24;

export interface SeededGame {
  readonly record: MatchRecord;
  /** `deep`: every probe, every seat's view, input states frozen; else a sample of the probes. */
  readonly deep: boolean;
  /** One action in this many gets the probes. */
  readonly probeEvery: number;
  readonly replay: boolean;
}

/** What a played game leaves for its test's verdict. */
export interface Played<Gm extends AnyGame> {
  readonly state: StateOf<Gm>;
  readonly actions: number;
  /** Junk actions refused (a test of many games must see some, or its junk probes nothing). */
  readonly refused: number;
}

/**
 * Plays one seeded random game to its end, checking after every action that the game's counts
 * hold and its events keep every secret and can be told in words, and at probed actions that
 * listed actions apply, junk is refused with a code and changes nothing, and views keep secrets;
 * then that the log replays to the very same state.
 */
export function playSeeded<Gm extends AnyGame>(
  module: GameModule<Gm>,
  contract: GameContract<Gm>,
  game: SeededGame,
): Played<Gm> {
  const rules = module.game;
  const start = setupMatch(rules, game.record);
  if (!start.ok) throw new Error(`setup: ${start.error.code}: ${start.error.message}`);
  let state = start.value;
  const rng = new Rng(seedFromSecret(`${game.record.secret}/driver`));
  const log: LogEntry[] = [];
  let refused = 0;
  for (let n = 0; !state.outcome; n++) {
    check(n < MAX_ACTIONS, `no end after ${MAX_ACTIONS} actions`);
    const move = contract.move ? contract.move(state, rng) : randomMove(rules, state, rng);
    if (!move) continue;
    if (game.deep) deepFreeze(state);
    if (n % game.probeEvery === 0) refused += probe(module, contract, state, move.seat, rng, game.deep);
    const next = applyAction(rules, state, move.seat, move.action);
    if (!next.ok) throw new Error(`listed ${JSON.stringify(move.action)} refused: ${next.error.code}`);
    const after = next.value.state as StateOf<Gm>;
    const events = next.value.events;
    const where = `action ${n} (${JSON.stringify(move.action)})`;
    none(contract.conserved(after, state, events), `${where}: not conserved`);
    none(contract.eventSecrets(after, events), `${where}: an event tells a secret`);
    for (const e of events)
      check(module.text.event(e, NAMES) !== null || contract.silent(e), () => `an untold event: ${JSON.stringify(e)}`);
    log.push({ actor: move.seat, action: move.action });
    state = after;
  }
  none(contract.ended?.(state) ?? [], 'the end');
  if (game.replay) {
    // Through JSON, as a log is stored.
    const again = replay(rules, game.record, JSON.parse(JSON.stringify(log)) as LogEntry[]);
    if (!again.ok) throw new Error(`replay: entry ${again.error.index}: ${again.error.error.message}`);
    check(JSON.stringify(again.value) === JSON.stringify(state), 'the replay ends in another state');
  }
  return { state, actions: log.length, refused };
}

/** An actor, at random, takes one of its listed actions, at random: it must have one. */
function randomMove<Gm extends AnyGame>(game: Gm, state: StateOf<Gm>, rng: Rng) {
  const seat = rng.pick(actorsOf(game, state));
  const legal = legalActionsOf(game, state, seat);
  check(legal.length > 0, `seat ${seat} may act but has no listed action`);
  return { seat, action: legal.at(rng.int(legal.length)) };
}

/**
 * Probes one state, leaving it as it was: listed actions of `seat` apply (all or a sample when
 * `deep`, one else), seats that may not act list only free actions, junk from any seat is refused
 * with a code or was allowed, and views keep secrets (every seat's and the spectator's when `deep`,
 * one seat's else). Returns how many junk actions were refused.
 */
function probe<Gm extends AnyGame>(
  module: GameModule<Gm>,
  contract: GameContract<Gm>,
  state: StateOf<Gm>,
  seat: Seat,
  rng: Rng,
  deep: boolean,
): number {
  const rules = module.game;
  const was = JSON.stringify(state);
  const actors = actorsOf(rules, state);
  // What a seat may do out of turn: the game's free actions, and trade offers (the engine's).
  const free: readonly string[] = [...(rules.free?.types ?? []), ...(rules.offers ? ['propose'] : [])];
  const legal = legalActionsOf(rules, state, seat);
  const tries = deep && legal.length <= LISTED_SAMPLE ? legal.toArray() : sample(legal, deep ? LISTED_SAMPLE : 1, rng);
  for (const a of tries) {
    const r = applyAction(rules, state, seat, a);
    check(r.ok, () => `listed ${JSON.stringify(a)} refused: ${r.ok ? '' : r.error.code}`);
  }
  let refused = 0;
  for (let j = deep ? 3 : 1; j > 0; j--) {
    const raw = contract.junk(rng, state);
    const who = rng.range(SYSTEM, state.players);
    const parsed = parseAction(rules, raw);
    if (!parsed.ok) {
      check(parsed.error.code === EngineError.MalformedAction, `unparsed junk refused as ${parsed.error.code}`);
      continue;
    }
    const r = applyAction(rules, state, who, parsed.value);
    if (r.ok) {
      // Junk may happen to be legal; then its seat was one allowed to take it.
      const type = typeOf(parsed.value);
      check(who === SYSTEM || actors.includes(who) || free.includes(type), `seat ${who} acted out of turn: ${type}`);
    } else {
      refused++;
      check(
        CODE.test(r.error.code) && r.error.message.length > 0,
        `junk refused without a code or words: ${r.error.code}`,
      );
    }
  }
  if (deep) {
    for (let s = 0; s < state.players; s++) {
      if (actors.includes(s)) continue;
      const listed = legalActionsOf(rules, state, s);
      for (const a of listed) check(free.includes(typeOf(a)), () => `seat ${s} may not act, yet lists ${typeOf(a)}`);
      if (listed.length === 0 && legal.length > 0)
        check(!applyAction(rules, state, s, legal.at(0)).ok, `seat ${s} took seat ${seat}'s action`);
    }
  }
  const seats: (Seat | null)[] = deep
    ? [null, ...Array.from({ length: state.players }, (_, s) => s)]
    : [rng.int(state.players)];
  // What a server sends is this very view (on one state in eight: the comparison is slow).
  const texts = deep && state.seq % 8 === 0 ? viewTexts(rules, state) : null;
  for (const s of seats) {
    const view = viewOf(rules, state, s);
    none(contract.viewSecrets(state, s, view), `seat ${s}'s view`);
    if (texts) check(canonical(JSON.parse(texts(s))) === canonical(view), `seat ${s}: the view's text differs`);
  }
  check(JSON.stringify(state) === was, 'a probe changed the state');
  return refused;
}

/** Every action, the engine's (`pass`, `accept`...) and the game's, has a type. */
const typeOf = (action: unknown): string => (action as { readonly type: string }).type;

function sample<A>(legal: { readonly length: number; at(i: number): A }, n: number, rng: Rng): A[] {
  return legal.length === 0 ? [] : Array.from({ length: n }, () => legal.at(rng.int(legal.length)));
}
