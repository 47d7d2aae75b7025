// The match as a fold over its log: setup, parse, the order of refusals, apply and views belong together.
import { z } from 'zod';
import { ENGINE_ACTION_TYPES, engineActionSchema, type Action, type EngineAction } from './action.js';
import { EngineError } from './errors.js';
import type { AnyGame, Game, GameEvent, Outcome, Step } from './game.js';
import type { Offer } from './offer.js';
import { concatSpaces, LegalActions, mapSpace, type ActionList, type ActionSpace } from './legal.js';
import { err, ok, type Result } from './result.js';
import { Rng } from './rng.js';
import { SYSTEM, type Actor, type Seat } from './seat.js';
import { schemaRefusal } from './schema-error.js';
import { applyUndo, undoPointOf, undoSeatOf } from './undo.js';
import { matchSeed, SEAT_SEED_MAX, SEAT_SEED_PATTERN, seedFromSecret } from './seed.js';
import {
  isWindowClosed,
  markAnswered,
  openWindow,
  pendingResponders,
  withAnswered,
  type ReactionWindow,
  type WindowSpec,
} from './window.js';
import type { MatchState, Transition } from './state.js';

export type { MatchState, Transition } from './state.js';

/** What is needed to set a match up again: with its log, the whole match. */
export interface MatchRecord {
  readonly game: string;
  readonly players: number;
  readonly options?: unknown;
  /** The secret the seed comes from; kept private until the match ends. */
  readonly secret: string;
  /**
   * Each seat's public seed, in seat order, when the seats helped choose the match's seed
   * (`matchSeed`); absent for a match from before seat seeds, whose seed is the secret's alone.
   */
  readonly seatSeeds?: readonly string[];
  readonly fixture?: unknown;
  readonly dice?: readonly number[];
}

export interface LogEntry {
  readonly actor: Actor;
  readonly action: unknown;
}

/** What one seat (or a spectator) is sent. */
export interface MatchView<V, T> {
  readonly seq: number;
  readonly players: number;
  readonly seat: Seat | null;
  /**
   * The seats the match waits for (`awaitedOf`): the maker of an open offer may withdraw it but is
   * not one of them, so nobody shows it as having to answer its own offer.
   */
  readonly actors: readonly Seat[];
  readonly window: ReactionWindow | null;
  readonly offer: Offer<T> | null;
  readonly outcome: Outcome | null;
  /** The seat that may take back its last action now (`{ type: 'undo' }`), or null. */
  readonly undo?: Seat | null;
  readonly game: V;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- `any` matches every game in these conditional types */
type G_<Gm> = Gm extends Game<infer G, any, any, any, any, any> ? G : never;
type A_<Gm> = Gm extends Game<any, infer A, any, any, any, any> ? A : never;
type V_<Gm> = Gm extends Game<any, any, infer V, any, any, any> ? V : never;
type T_<Gm> = Gm extends Game<any, any, any, any, any, infer T> ? T : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The game-owned part of a match's state (`MatchState.G`). */
export type GameStateOf<Gm extends AnyGame> = G_<Gm>;
export type StateOf<Gm extends AnyGame> = MatchState<G_<Gm>, T_<Gm>>;
export type ActionOf<Gm extends AnyGame> = Action<A_<Gm>, T_<Gm>>;
export type ViewOf<Gm extends AnyGame> = MatchView<V_<Gm>, T_<Gm>>;
/** The game-owned part of a seat's view (`MatchView.game`). */
export type GameViewOf<Gm extends AnyGame> = V_<Gm>;
/** A trade offer's terms in this game (`never` for a game without trades). */
export type TermsOf<Gm extends AnyGame> = T_<Gm>;

export function setupMatch<Gm extends AnyGame>(game: Gm, record: MatchRecord): Result<StateOf<Gm>> {
  if (!Number.isInteger(record.players) || record.players < game.minPlayers || record.players > game.maxPlayers) {
    return err(
      EngineError.BadPlayerCount,
      `${game.name} is for ${game.minPlayers} to ${game.maxPlayers} players, not ${record.players}`,
    );
  }
  const options = game.options.safeParse(record.options ?? {});
  if (!options.success) {
    return err(EngineError.BadOptions, schemaRefusal(game.options, record.options ?? {}, 'the options', 'options'));
  }
  let fixture: unknown;
  if (record.fixture !== undefined) {
    const parsed = game.fixture.safeParse(record.fixture);
    if (!parsed.success)
      return err(EngineError.BadSetup, schemaRefusal(game.fixture, record.fixture, 'the setup', 'setup'));
    fixture = parsed.data;
  }
  if (record.seatSeeds !== undefined) {
    const { seatSeeds } = record;
    if (seatSeeds.length !== record.players || !seatSeeds.every((s) => SEAT_SEED_PATTERN.test(s))) {
      return err(
        EngineError.BadSetup,
        `a match of ${record.players} needs ${record.players} seat seeds of 0 to ${SEAT_SEED_MAX} base64url characters`,
      );
    }
  }
  const seed = record.seatSeeds ? matchSeed(record.secret, record.seatSeeds) : seedFromSecret(record.secret);
  const rng = new Rng(seed, record.dice ?? []);
  const G = game.setup(record.players, options.data, rng, fixture);
  if (!G.ok) return G;
  return ok({
    players: record.players,
    seq: 0,
    rng: rng.state(),
    forcedDice: rng.remainingForced(),
    G: G.value,
    window: null,
    offer: null,
    outcome: game.outcome(G.value),
  });
}

const schemaCache = new WeakMap<AnyGame, z.ZodType>();
const engineTypes = new Set<string>(ENGINE_ACTION_TYPES);

/** Untrusted input becomes a typed action here, once, or a `action/malformed` error. */
export function parseAction<Gm extends AnyGame>(game: Gm, raw: unknown): Result<ActionOf<Gm>> {
  const type = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown }).type : undefined;
  let schema: z.ZodType;
  if (typeof type === 'string' && engineTypes.has(type)) {
    // Without trades a proposal's terms could only fail to parse: say why instead.
    if (!game.offers && (type === 'propose' || type === 'counter')) {
      return err(EngineError.OffersNotAllowed, `${game.name} has no trades`);
    }
    let cached = schemaCache.get(game);
    if (!cached) {
      cached = engineActionSchema(game.offers?.terms ?? z.never());
      schemaCache.set(game, cached);
    }
    schema = cached;
  } else {
    schema = game.action;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return err(EngineError.MalformedAction, schemaRefusal(schema, raw, 'the action'));
  return ok(parsed.data as ActionOf<Gm>);
}

export function outcomeOf<Gm extends AnyGame>(_game: Gm, state: StateOf<Gm>): Outcome | null {
  return state.outcome;
}

/** Who may act now. */
export function actorsOf<Gm extends AnyGame>(game: Gm, state: StateOf<Gm>): readonly Seat[] {
  if (state.outcome) return [];
  if (state.offer) return [state.offer.to, state.offer.from];
  if (state.window) return pendingResponders(state.window);
  return game.actors(state.G);
}

/**
 * Was `actor`'s `action`, taking the match from `before` to `after`, an aside: a free action of a
 * type the game calls aside (`FreeActions.aside`), taken by a seat the match did not wait for,
 * that left the window, the offer and the seats to act as they were? Then what every other seat
 * was deciding on is unchanged, and an action it made on `before` may be judged on `after`.
 */
export function asideOf<Gm extends AnyGame>(
  game: Gm,
  before: StateOf<Gm>,
  actor: Seat,
  action: { readonly type: string },
  after: StateOf<Gm>,
): boolean {
  if (!game.free?.aside?.includes(action.type) || actor === SYSTEM) return false;
  if (after.window !== before.window || after.offer !== before.offer || after.outcome) return false;
  const was = actorsOf(game, before);
  if (was.includes(actor)) return false;
  const now = actorsOf(game, after);
  return now.length === was.length && now.every((s, i) => s === was[i]);
}

/**
 * Whom the match waits for: who may act, less the maker of a pending offer, who may withdraw it but
 * need not. What a player's list of matches calls "your move", and what a clock runs for.
 */
export function awaitedOf<Gm extends AnyGame>(game: Gm, state: StateOf<Gm>): readonly Seat[] {
  return state.offer && !state.outcome ? [state.offer.to] : actorsOf(game, state);
}

/** Every action `seat` may take now; each one, applied, is accepted. */
export function legalActionsOf<Gm extends AnyGame>(
  game: Gm,
  state: StateOf<Gm>,
  seat: Seat,
): LegalActions<ActionOf<Gm>> {
  if (state.outcome) return LegalActions.none;
  const { offer, window } = state;
  if (offer) {
    if (seat === offer.from) return new LegalActions([{ type: 'withdraw', offer: offer.id }]);
    if (seat !== offer.to) return LegalActions.none;
    const answers: ActionOf<Gm>[] = [{ type: 'decline', offer: offer.id }];
    if (game.offers!.acceptable(state.G, offer)) answers.push({ type: 'accept', offer: offer.id });
    const counters = game.offers!.enumerate(state.G, offer.to, offer.from);
    return new LegalActions(
      answers,
      mapSpace(counters, (p): ActionOf<Gm> => ({ type: 'counter', offer: offer.id, terms: p.terms })),
    );
  }
  if (window) {
    if (!pendingResponders(window).includes(seat)) return LegalActions.none;
    return new LegalActions([{ type: 'pass' }], concatSpaces(game.legalActions(state.G, seat, window)));
  }
  const actor = game.actors(state.G).includes(seat);
  if (!actor && !game.free) return LegalActions.none;
  const own: ActionList<ActionOf<Gm>> = actor ? game.legalActions(state.G, seat, null) : [];
  const free: ActionList<ActionOf<Gm>> = game.free ? game.free.actions(state.G, seat) : [];
  const proposals = game.offers?.canPropose(state.G, seat) ? game.offers.enumerate(state.G, seat, null) : null;
  if (!actor && own.length === 0 && free.length === 0 && !proposals) return LegalActions.none;
  return new LegalActions([], concatSpaces(own, free, proposals as ActionSpace<ActionOf<Gm>> | null));
}

interface Partial_<G, T> {
  G: G;
  window: ReactionWindow | null;
  offer: Offer<T> | null;
  events: GameEvent[];
}

/**
 * Apply one typed action. Pure: on success a new state, on refusal an error and the given state is
 * untouched. Untrusted input goes through `parseAction` first.
 */
export function applyAction<Gm extends AnyGame>(
  game: Gm,
  state: StateOf<Gm>,
  actor: Actor,
  action: ActionOf<Gm>,
): Result<Transition<G_<Gm>, T_<Gm>>> {
  if (!(actor === SYSTEM || (Number.isInteger(actor) && actor >= 0 && actor < state.players))) {
    return err(EngineError.UnknownSeat, `there is no seat ${String(actor)} in a ${state.players}-player match`);
  }
  if (state.outcome) return err(EngineError.GameOver, 'the game is over');
  if ((action as { type: string }).type === 'undo') return applyUndo(state, actor);
  const rng = new Rng(state.rng, state.forcedDice);
  const r = state.offer
    ? duringOffer(game, state, state.offer, actor, action as EngineAction<T_<Gm>>, rng)
    : state.window
      ? inWindow(game, state, state.window, actor, action, rng)
      : onTurn(game, state, actor, action, rng);
  if (!r.ok) return r;
  const { G, window, offer, events } = r.value;
  const outcome = game.outcome(G);
  const undo = outcome ? null : undoPointOf(game, state, actor, action, r.value, rng.used);
  return ok({
    state: {
      players: state.players,
      seq: state.seq + 1,
      rng: rng.used ? rng.state() : state.rng,
      forcedDice: rng.used ? rng.remainingForced() : state.forcedDice,
      G,
      window,
      offer,
      outcome,
      undo,
    },
    events,
  });
}

function duringOffer<G, T>(
  game: AnyGame,
  state: MatchState<G, T>,
  offer: Offer<T>,
  actor: Actor,
  action: EngineAction<T>,
  rng: Rng,
): Result<Partial_<G, T>> {
  const closed = (events: GameEvent[], G: G = state.G): Result<Partial_<G, T>> =>
    ok({ G, window: state.window, offer: null, events });
  if (action.type === 'deadline' && actor === SYSTEM) {
    return closed([{ type: 'offer-declined', offer: offer.id, by: offer.to, expired: true }]);
  }
  if (actor !== offer.from && actor !== offer.to) {
    return err(EngineError.OfferPending, `seat ${offer.to} has a trade offer to answer first`);
  }
  const named = 'offer' in action ? action.offer : undefined;
  if (named === undefined) {
    return err(
      EngineError.OfferPending,
      'a trade offer is waiting for an answer: accept, decline, counter or withdraw it',
    );
  }
  if (named !== offer.id) return err(EngineError.OfferNotFound, `offer ${named} is not the open offer (${offer.id})`);
  if (action.type === 'withdraw') {
    if (actor !== offer.from) return err(EngineError.OfferNotYours, 'only the seat that made an offer can withdraw it');
    return closed([{ type: 'offer-withdrawn', offer: offer.id, by: actor }]);
  }
  if (actor !== offer.to) return err(EngineError.OfferNotYours, 'only the seat an offer is made to can answer it');
  switch (action.type) {
    case 'decline':
      return closed([
        { type: 'offer-declined', offer: offer.id, by: actor, ...(action.reason ? { reason: action.reason } : {}) },
      ]);
    case 'accept': {
      const done = game.offers!.execute(state.G, offer);
      if (!done.ok) return done;
      const events: GameEvent[] = [{ type: 'offer-accepted', offer: offer.id, by: actor }, ...done.value.events];
      const opens = done.value.window;
      if (!opens) return closed(events, done.value.G);
      if (state.window)
        throw new Error(`${game.name}: a trade opened a window while the ${state.window.kind} window was open`);
      return ok(closeWindows(game, done.value.G, openWindow(opens), [...events, windowOpened(opens)], rng, null));
    }
    case 'counter': {
      const made = game.offers!.propose(state.G, offer.to, offer.from, action.terms);
      if (!made.ok) return made;
      const counter: Offer<T> = {
        id: state.seq,
        from: offer.to,
        to: offer.from,
        terms: action.terms,
        counters: offer.id,
      };
      return ok({
        G: made.value,
        window: state.window,
        offer: counter,
        events: [
          { type: 'offer-countered', offer: offer.id, by: actor },
          { type: 'offer-made', offer: counter },
        ],
      });
    }
    default:
      return err(EngineError.OfferPending, 'a trade offer is waiting for an answer');
  }
}

function inWindow<G, T>(
  game: AnyGame,
  state: MatchState<G, T>,
  window: ReactionWindow,
  actor: Actor,
  action: Action<{ type: string }, T>,
  rng: Rng,
): Result<Partial_<G, T>> {
  if (action.type === 'deadline' && actor === SYSTEM) {
    const expired = withAnswered(window, window.responders);
    const events: GameEvent[] = [{ type: 'window-expired', kind: window.kind, passed: pendingResponders(window) }];
    return ok(closeWindows(game, state.G, expired, events, rng, state.offer));
  }
  const pending = pendingResponders(window);
  if (!pending.includes(actor)) {
    return err(EngineError.NotYourTurn, `seat ${actor} may not answer the ${window.kind} window now`);
  }
  if (action.type === 'pass') {
    const events: GameEvent[] = [{ type: 'window-passed', kind: window.kind, seat: actor }];
    return ok(closeWindows(game, state.G, markAnswered(window, actor), events, rng, state.offer));
  }
  if (engineTypes.has(action.type) || !window.allowed.includes(action.type)) {
    return err(
      EngineError.NotAllowedInWindow,
      `in the ${window.kind} window the answers are: pass${window.allowed.map((a) => `, ${a}`).join('')}`,
    );
  }
  const step: Result<Step<G>> = game.apply(state.G, actor, action, rng, window);
  if (!step.ok) return step;
  const after = window.repeatable ? window : markAnswered(window, actor);
  return ok(closeWindows(game, step.value.G, after, [...step.value.events], rng, state.offer));
}

function onTurn<G, T>(
  game: AnyGame,
  state: MatchState<G, T>,
  actor: Actor,
  action: Action<{ type: string }, T>,
  rng: Rng,
): Result<Partial_<G, T>> {
  switch (action.type) {
    case 'deadline':
      return err(EngineError.NothingToExpire, 'no window or offer is waiting, so no deadline can expire');
    case 'pass':
      if (game.endTurnAction && actor !== SYSTEM && game.actors(state.G).includes(actor)) {
        return err(
          EngineError.NoWindow,
          `there is nothing to pass on (no reaction window is open): to end your turn, use ${game.endTurnAction}`,
        );
      }
      return err(EngineError.NoWindow, 'there is nothing to pass on: no reaction window is open');
    case 'accept':
    case 'decline':
    case 'counter':
    case 'withdraw':
      return err(EngineError.OfferNotFound, 'no trade offer is open');
  }
  if (actor === SYSTEM) return err(EngineError.NotYourTurn, 'the system only submits deadlines');
  if (!game.actors(state.G).includes(actor) && !outOfTurn(game, state.G, actor, action)) {
    return err(EngineError.NotYourTurn, `it is not seat ${actor}'s turn`);
  }
  if (action.type === 'propose') {
    const { to, terms } = action as { to: Seat; terms: T };
    if (!game.offers) return err(EngineError.OffersNotAllowed, `${game.name} has no trades`);
    // The game's own check names the reason when it has one (a per-turn limit reached, the wrong
    // phase): more use to a player than the engine's general "not now".
    const made = game.offers.propose(state.G, actor, to, terms);
    if (!game.offers.canPropose(state.G, actor)) {
      return made.ok ? err(EngineError.OffersNotAllowed, 'trades cannot be proposed now') : made;
    }
    if (!made.ok) return made;
    const offer: Offer<T> = { id: state.seq, from: actor, to, terms, counters: null };
    return ok({ G: made.value, window: null, offer, events: [{ type: 'offer-made', offer }] });
  }
  const step: Result<Step<G>> = game.apply(state.G, actor, action, rng, null);
  if (!step.ok) return step;
  const { G, events, window } = step.value;
  if (!window) return ok({ G, window: null, offer: null, events: [...events] });
  return ok(closeWindows(game, G, openWindow(window), [...events, windowOpened(window)], rng, null));
}

/** May a seat that is not an actor submit this: a free action, or an offer the game lets it make? */
function outOfTurn<G>(game: AnyGame, G: G, seat: Seat, action: { readonly type: string }): boolean {
  if (action.type === 'propose') return game.offers?.canPropose(G, seat) ?? false;
  return game.free?.types.includes(action.type) ?? false;
}

/** Close every window whose responders have all answered, letting the game open the next. */
function closeWindows<G, T>(
  game: AnyGame,
  G: G,
  window: ReactionWindow,
  events: GameEvent[],
  rng: Rng,
  offer: Offer<T> | null,
): Partial_<G, T> {
  let open: ReactionWindow | null = window;
  while (open && isWindowClosed(open)) {
    events.push({ type: 'window-closed', kind: open.kind });
    const step: Step<G> = game.windowClosed(G, open, rng);
    G = step.G;
    events.push(...step.events);
    open = step.window ? openWindow(step.window) : null;
    if (step.window) events.push(windowOpened(step.window));
  }
  return { G, window: open, offer, events };
}

function windowOpened(spec: WindowSpec): GameEvent {
  return { type: 'window-opened', kind: spec.kind, openedBy: spec.openedBy, responders: spec.responders };
}

export function viewOf<Gm extends AnyGame>(game: Gm, state: StateOf<Gm>, seat: Seat | null): ViewOf<Gm> {
  return {
    seq: state.seq,
    players: state.players,
    seat,
    actors: awaitedOf(game, state),
    window: state.window,
    offer: state.offer,
    outcome: state.outcome,
    undo: undoSeatOf(state),
    game: gameView(game, state.G, seat),
  };
}

/** The game's part of `seat`'s view: its public and private parts together. */
export function gameView<Gm extends AnyGame>(game: Gm, G: G_<Gm>, seat: Seat | null): V_<Gm> {
  if (game.view) return game.view(G, seat) as V_<Gm>;
  return { ...game.publicView(G), ...game.privateView(G, seat) } as V_<Gm>;
}
