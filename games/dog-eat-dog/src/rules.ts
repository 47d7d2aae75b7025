// apply() dispatches every action type of the game; one switch, hence past 400 lines.
import {
  err,
  ok,
  type GameEvent,
  type ReactionWindow,
  type Result,
  type Rng,
  type Seat,
  type Step,
} from '@cutthroat/engine';
import { AcquireError, acquirable, giveUp, openAuction, raise } from './acquisition.js';
import { encounters, pollutionReach } from './board.js';
import { attemptBribe, holderOf, warAttempt } from './bribery.js';
import { LawError, correct, judge } from './breaking-the-law.js';
import { cardsAt, keptJobs, ownedJobs } from './cards.js';
import { reorganise } from './chapter-11.js';
import { content } from './content.js';
import { checkDeclaration, declare } from './declarations.js';
import { DogEatDogError } from './errors.js';
import { gatherPollution } from './extraction.js';
import { held, sellToBank } from './holdings.js';
import { leaveSpace, modifiersFor, param } from './laws.js';
import { isProduct, priceFor, rolledValue } from './market.js';
import { embezzleMax, inHand, intoHand, seenTowardSwiss, toSwiss } from './money.js';
import { fire, buy } from './payroll.js';
import { placeMarker, placements } from './pollution.js';
import { answer, type Run } from './red-tape.js';
import { advance, goBankrupt, request } from './resolution.js';
import { homeCityOf } from './homes.js';
import type { DogEatDogAction } from './schema.js';
import { chooseDivision } from './setup.js';
import { GENEVA_TRANSFERS_PER_TURN, type DogEatDogState, type Work } from './state.js';
import { withPlayer, patch, setPlayer, setTurn } from './copy.js';
import { checkEnd, endPhase, finalDone, nextTurn } from './turn.js';
import { pop, push, replaceTop, top, triggerWork } from './work.js';

export const RuleError = {
  NotNow: 'dog-eat-dog/not-now',
  NotInWindow: 'dog-eat-dog/not-in-this-window',
  BadSquare: 'dog-eat-dog/bad-square',
  PollutionFirst: 'dog-eat-dog/pollution-first',
} as const;

const notNow = (message: string) => err(RuleError.NotNow, message);
const PLAY_PHASES = new Set(['movement', 'sales', 'hiring', 'production', 'extraction']);
const roll2 = (rng: Rng) => rng.die() + rng.die();

/** Carry out the work stack, then the turn's flow and the end conditions. */
export function settle(G: DogEatDogState, rng: Rng, events: GameEvent[]): Step<DogEatDogState> {
  for (let guard = 0; guard < 1000; guard++) {
    const a = advance(G, rng);
    G = a.G;
    events.push(...a.events);
    if (a.window) return { G, events, window: a.window };
    if (PLAY_PHASES.has(G.phase) && G.players[G.active]!.status !== 'playing') {
      const t = nextTurn(G);
      G = t.G;
      events.push(...t.events);
      continue;
    }
    if (G.phase === 'movement' && G.turn.rolled) G = patch(G, { phase: 'sales' });
    const end = checkEnd(G);
    events.push(...end.events);
    return { G: end.G, events, window: null };
  }
  throw new Error('turn flow did not settle');
}

const done = (G: DogEatDogState, rng: Rng, events: GameEvent[] = []): Result<Step<DogEatDogState>> =>
  ok(settle(G, rng, events));

/**
 * The match's first action on a turn: no turn has been told yet (turn.ts `nextTurn` tells the
 * others), whether the divisions were chosen or dealt. Its first player's opening move (a roll, an
 * embezzlement, a card played) is the first to leave a mark on his turn.
 */
const opening = (G: DogEatDogState, seat: Seat): boolean =>
  G.round === 1 &&
  G.phase === 'movement' &&
  seat === G.active &&
  G.active === G.first &&
  !G.firstRollDone &&
  !G.turn.rolled &&
  !G.turn.embezzled &&
  G.work.length === 0 &&
  Object.keys(G.officialUses).length === 0;

export function apply(
  G: DogEatDogState,
  seat: Seat,
  action: DogEatDogAction,
  rng: Rng,
  window: ReactionWindow | null,
): Result<Step<DogEatDogState>> {
  if (window) return inWindow(G, seat, action, rng, window);
  if (!opening(G, seat)) return onTurn(G, seat, action, rng);
  const r = onTurn(G, seat, action, rng);
  // The first turn is told like every other, with the accounts it starts from.
  const told: GameEvent = { type: 'turn', seat, round: G.round, accounts: G.players.map((p) => p.corporate) };
  return r.ok ? ok({ ...r.value, events: [told, ...r.value.events] }) : r;
}

function onTurn(G: DogEatDogState, seat: Seat, action: DogEatDogAction, rng: Rng): Result<Step<DogEatDogState>> {
  if (G.work.length > 0) return notNow('something is still being resolved');
  const p = G.players[seat]!;
  const mine = seat === G.active;
  switch (action.type) {
    case 'choose-division': {
      const r = chooseDivision(G, seat, action.division);
      return r.ok ? done(r.value, rng, [{ type: 'division-chosen', seat, division: action.division }]) : r;
    }
    case 'reorganise': {
      if (G.phase !== 'reorganize' || !mine)
        return notNow('only a player back from Chapter 11 reorganises, at his turn');
      const r = reorganise(G, seat, action.division);
      if (!r.ok) return r;
      // He may begin this turn by trying to take a square.
      const next = push(
        { ...r.value, phase: 'movement' },
        { kind: 'acquire', seat, methods: ['auction', 'sealedBid'], from: { kind: 'reorganised' }, answered: false },
      );
      return done(next, rng, [{ type: 'reorganised', seat, division: action.division }]);
    }
    case 'embezzle': {
      const final = G.phase === 'final' && G.final!.step === 'embezzle';
      if (!mine || !(final || PLAY_PHASES.has(G.phase)) || G.turn.embezzled || G.turn.embezzleBlocked)
        return notNow('you may embezzle once in your turn (not between passing the IRS and paying it)');
      if (judge(G, seat, 'embezzle', 0).kind === 'refused')
        return err(LawError.Forbidden, 'you may not embezzle this turn');
      if (action.amount > embezzleMax(p.corporate))
        return err(DogEatDogError.TooMuch, `at most half your corporate account: $${embezzleMax(p.corporate)}M`);
      // The amount goes into his hand now; it reaches Switzerland once nothing stops it.
      const seen = seenTowardSwiss(G, seat, embezzleMax(p.corporate), true);
      let next = declare(intoHand(seen, seat, action.amount), seat, { action: 'embezzle', amount: action.amount });
      if (final) next = patch(next, { turn: setTurn(next.turn, { embezzled: true }) });
      return done(next, rng, [{ type: 'embezzle-declared', seat }]);
    }
    case 'roll': {
      if (!mine || G.phase !== 'movement' || G.turn.rolled) return notNow('roll to move at the start of your turn');
      const dice = [rng.die(), rng.die()];
      const met = encounters(p.position, dice[0]! + dice[1]!);
      const last = met[met.length - 1]!.space;
      const irs = met.some((e) => e.space === 0);
      let next = withPlayer(leaveSpace(G, seat, p.position), seat, (x) => setPlayer(x, { position: last }));
      next = patch(next, {
        firstRollDone: true,
        turn: setTurn(next.turn, { rolled: true, embezzleBlocked: irs && !G.turn.embezzled }),
      });
      return done(push(next, { kind: 'encounters', seat, list: met }), rng, [{ type: 'rolled', seat, dice, to: last }]);
    }
    case 'roll-value': {
      const final = G.phase === 'final' && G.final!.step === 'sell';
      const values = final ? G.final!.values : G.turn.values;
      if (!mine || !(final || G.phase === 'sales')) return notNow('market values are rolled in your Phase 2');
      if (values[action.item] !== undefined) return notNow(`the value of ${action.item} is already set this turn`);
      if (held(G, seat, action.item) === 0) return err(DogEatDogError.NotHeld, `you hold no ${action.item}`);
      const value = rolledValue(action.item, roll2(rng));
      const next = final
        ? patch(G, { final: { ...G.final!, values: { ...values, [action.item]: value } } })
        : patch(G, { turn: setTurn(G.turn, { values: { ...values, [action.item]: value } }) });
      const ev: GameEvent[] = [{ type: 'value-rolled', seat, item: action.item, value }];
      if (final || !isProduct(action.item)) return done(next, rng, ev);
      return done(push(next, triggerWork('valueRolled:product', null, { item: action.item })), rng, ev);
    }
    case 'sell': {
      const final = G.phase === 'final' && G.final!.step === 'sell';
      // In the final bonus round a value holds for every holder, whoever rolled it and when.
      const rolled = final
        ? G.final!.values[action.item]
        : G.phase === 'sales'
          ? G.turn.values[action.item]
          : undefined;
      if (rolled === undefined || p.status !== 'playing') return notNow(`no market value of ${action.item} holds now`);
      if (action.count > held(G, seat, action.item))
        return err(DogEatDogError.NotHeld, `you hold ${held(G, seat, action.item)} ${action.item}`);
      const price = priceFor(action.item, rolled, modifiersFor(G, seat));
      return done(sellToBank(G, seat, action.item, action.count, price), rng, [
        { type: 'sold', seat, item: action.item, count: action.count, price },
      ]);
    }
    case 'done': {
      if (!mine) return notNow('it is not your turn');
      if (G.phase === 'final') return flow(finalDone(G), rng);
      if (!PLAY_PHASES.has(G.phase) || G.phase === 'movement') return notNow('roll to move first');
      if (G.phase === 'production' && G.turn.pollutionOwed > 0 && pollutionSquares(G, seat).length > 0)
        return err(RuleError.PollutionFirst, `place your ${G.turn.pollutionOwed} pollution marker(s) first`);
      const cleared = G.phase === 'production' ? patch(G, { turn: setTurn(G.turn, { pollutionOwed: 0 }) }) : G;
      return flow(endPhase(cleared), rng);
    }
    case 'hire': {
      if (!mine || G.phase !== 'hiring') return notNow('hire in your Hiring phase');
      const checked = checkDeclaration(G, seat, { action: 'hire', count: action.count });
      if (!checked.ok) return checked;
      return done(declare(G, seat, { action: 'hire', count: action.count }), rng);
    }
    case 'fire': {
      if (!mine || G.phase !== 'hiring') return notNow('fire in your Hiring phase');
      const r = fire(G, seat, action.count);
      return r.ok ? done(r.value, rng, [{ type: 'fired', seat, count: action.count }]) : r;
    }
    case 'produce': {
      const final = G.phase === 'final' && G.final!.step === 'produce';
      if (!mine || !(final || G.phase === 'production')) return notNow('produce in your Production phase');
      const decl = {
        action: 'produce' as const,
        product: action.product,
        count: action.count,
        anyRaw: action.raw ?? null,
      };
      const checked = checkDeclaration(G, seat, decl);
      if (!checked.ok) return checked;
      return done(declare(G, seat, decl), rng);
    }
    case 'pollute': {
      if (!mine || G.phase !== 'production' || G.turn.pollutionOwed === 0) return notNow('you owe no pollution now');
      if (!pollutionSquares(G, seat).includes(action.square))
        return err(RuleError.BadSquare, 'pollute a legal square, spreading evenly');
      const r = placeMarker(G.map, action.square);
      if (!r.ok) return r;
      const turn = setTurn(G.turn, {
        pollutionOwed: G.turn.pollutionOwed - 1,
        placed: G.turn.placed.map((n, s) => (s === action.square ? n + 1 : n)),
      });
      return done(patch(G, { map: r.value.map, turn }), rng, [
        { type: 'polluted', seat, square: action.square, degraded: r.value.degraded },
      ]);
    }
    case 'extract': {
      if (!mine || G.phase !== 'extraction') return notNow('extract in your Extraction phase');
      if (G.control[action.square] !== seat)
        return err(DogEatDogError.NotYourSquare, 'extract only from a square you control');
      if (G.turn.extractedOn[action.square]! > 0) return notNow('one extraction from a square a turn');
      const decl = { action: 'extract' as const, square: action.square, items: action.items };
      const checked = checkDeclaration(G, seat, decl);
      if (!checked.ok) return checked;
      return done(declare(G, seat, decl), rng);
    }
    case 'gather': {
      const division = p.division === null ? null : content.divisionById.get(p.division)!;
      if (!mine || G.phase !== 'extraction' || !division?.collectsPollution)
        return notNow('only Waste Mismanagement gathers pollution, in Phase 6');
      if (p.workers + param(G, seat, 'extraTasks') - G.turn.tasks < 1)
        return err(DogEatDogError.NoWorkers, 'no unused worker');
      const r = gatherPollution(G.map, action.square);
      if (!r.ok) return r;
      const next = withPlayer(
        patch(G, { map: r.value, turn: setTurn(G.turn, { tasks: G.turn.tasks + 1 }) }),
        seat,
        (x) => setPlayer(x, { pollution: x.pollution + 1 }),
      );
      return done(next, rng, [{ type: 'gathered', seat, square: action.square }]);
    }
    case 'buy': {
      if (!mine || G.phase !== 'extraction') return notNow('buy from the sheet in your Phase 6');
      const r = buy(G, seat, action.item, action.count);
      const cost = p.corporate - (r.ok ? r.value.players[seat]!.corporate : 0);
      return r.ok ? done(r.value, rng, [{ type: 'bought', seat, item: action.item, count: action.count, cost }]) : r;
    }
    case 'bribe': {
      if (!G.firstRollDone || !PLAY_PHASES.has(G.phase) || p.status !== 'playing')
        return notNow('officials may be bribed once the first movement roll is made');
      if (!G.redTape.laws.includes(action.card)) return notNow('only an official on the sheet may be bribed now');
      const roll = roll2(rng);
      const r = attemptBribe(G, seat, action.card, action.offer, roll);
      if (!r.ok) return r;
      return done(r.value.G, rng, [
        { type: 'bribe', seat, card: action.card, offer: action.offer, roll, success: r.value.success },
      ]);
    }
    case 'report': {
      const b = G.breaches.find((x) => x.id === action.breach);
      if (!b || b.seat === seat || p.status !== 'playing' || !PLAY_PHASES.has(G.phase))
        return notNow('there is no such breach for you to report');
      return done(push(G, { kind: 'report', breach: b.id, reporter: seat, cancelled: false, step: 'react' }), rng);
    }
    case 'correct': {
      const kind = G.breaches.find((x) => x.id === action.breach)?.goods.kind;
      const r = correct(G, action.breach, seat);
      if (!r.ok) return r;
      const next =
        r.value.due > 0
          ? push(r.value.G, { kind: 'owe', seat, amount: r.value.due, to: null, reason: 'breach' })
          : r.value.G;
      return done(next, rng, [{ type: 'breach-corrected', seat, breach: action.breach, kind }]);
    }
    case 'transfer': {
      if (p.status !== 'playing' || param(G, seat, 'freeSwissTransfer') < 1 || !PLAY_PHASES.has(G.phase))
        return notNow('free transfers only while standing on Geneva');
      if (action.amount === 0 || action.amount > p.corporate || -action.amount > p.swiss)
        return err(DogEatDogError.NotHeld, 'move money you hold');
      const made = G.turn.transfers[seat] ?? 0;
      if (made >= GENEVA_TRANSFERS_PER_TURN)
        return notNow(`you made your ${GENEVA_TRANSFERS_PER_TURN} Geneva transfers this turn: one moves any amount`);
      // The record bounds it by the account the table sees (an amount in hand still shows in it).
      const seen = action.amount > 0 ? seenTowardSwiss(G, seat, p.corporate + inHand(G, seat), false) : G;
      const moved = toSwiss(seen, seat, action.amount);
      const turn = setTurn(moved.turn, { transfers: { ...moved.turn.transfers, [seat]: made + 1 } });
      return done({ ...moved, turn }, rng, [{ type: 'geneva-transfer', seat }]);
    }
    case 'play': {
      if (!PLAY_PHASES.has(G.phase) || !cardsAt(G, seat, 'anytime', null).includes(action.card))
        return notNow('you hold no such card to play now');
      const kept = p.kept.includes(action.card);
      let next = G;
      if (kept)
        next = withPlayer(
          patch(G, { redTape: { ...G.redTape, discard: [...G.redTape.discard, action.card] } }),
          seat,
          (x) => setPlayer(x, { kept: x.kept.filter((c) => c !== action.card) }),
        );
      if (!kept) next = patch(next, { officialUses: { ...next.officialUses, [action.card]: next.round } });
      const jobs = kept ? keptJobs(action.card, seat) : ownedJobs(action.card, seat);
      return done(push(next, { kind: 'effects', queue: jobs, choice: null }), rng, [
        { type: 'card-played', seat, card: action.card },
      ]);
    }
    default:
      return notNow(`${action.type} answers a window, and none is open`);
  }
}

function flow(f: { G: DogEatDogState; events: GameEvent[] }, rng: Rng): Result<Step<DogEatDogState>> {
  return ok(settle(f.G, rng, [...f.events]));
}

/** Squares the active seat may pollute now (the even spread of this turn). */
export function pollutionSquares(G: DogEatDogState, seat: Seat): number[] {
  const d = G.players[seat]!.division;
  return d === null ? [] : placements(G.map, pollutionReach(G.map.stage, homeCityOf(G.options, d)), G.turn.placed);
}

function inWindow(
  G: DogEatDogState,
  seat: Seat,
  action: DogEatDogAction,
  rng: Rng,
  window: ReactionWindow,
): Result<Step<DogEatDogState>> {
  const w = top(G);
  const wrong = () => err(RuleError.NotInWindow, `that does not answer the ${window.kind} window`);
  if (!w) return wrong();
  // Inside a window the answer only changes the state; the window's close carries on.
  const stay = (next: DogEatDogState, events: GameEvent[] = []): Result<Step<DogEatDogState>> =>
    ok({ G: next, events });
  switch (action.type) {
    case 'answer': {
      if (window.kind !== 'choice' || w.kind !== 'effects' || !w.choice || w.choice.seat !== seat) return wrong();
      const pending: Run = { G, events: [], queue: w.queue, choice: w.choice, request: null };
      const r = answer(G, pending, action.answer, rng);
      if (!r.ok) return r;
      let next = replaceTop(r.value.G, {
        kind: 'effects',
        queue: r.value.queue,
        choice: r.value.choice,
        answered: true,
      });
      if (r.value.request) next = request(next, r.value.request);
      return stay(next, [...r.value.events]);
    }
    case 'use': {
      if (window.kind !== 'trigger' || w.kind !== 'trigger') return wrong();
      if (!cardsAt(G, seat, w.trigger, w.victim).includes(action.card) || w.uses.some((u) => u.card === action.card))
        return err(RuleError.NotInWindow, 'you hold no such card to use now');
      return stay(replaceTop(G, { ...w, uses: [...w.uses, { seat, card: action.card }] }));
    }
    case 'bribe': {
      const roll = roll2(rng);
      const ev = (success: boolean): GameEvent[] => [
        { type: 'bribe', seat, card: action.card, offer: action.offer, roll, success },
      ];
      if (window.kind === 'first-bribe' && w.kind === 'drawn' && w.seat === seat && w.card === action.card) {
        const r = attemptBribe(G, seat, action.card, action.offer, roll);
        return r.ok ? stay(replaceTop(r.value.G, { ...w, answered: true }), ev(r.value.success)) : r;
      }
      if (window.kind === 'war' && w.kind === 'war' && w.war.next === seat && w.war.card === action.card) {
        const r = warAttempt(G, w.war, action.offer, roll);
        if (!r.ok) return r;
        const next: Work = r.value.war
          ? { ...w, war: r.value.war, answered: true }
          : { ...w, answered: true, over: true };
        return stay(replaceTop(r.value.G, next), ev(r.value.war !== null));
      }
      if (window.kind === 'lobby' && w.kind === 'lobby' && w.seat === seat) {
        const holder = holderOf(G, action.card);
        if (holder === 'law') {
          const r = attemptBribe(G, seat, action.card, action.offer, roll);
          return r.ok ? stay(replaceTop(r.value.G, { ...w, answered: true }), ev(r.value.success)) : r;
        }
        if (holder === null || holder === seat)
          return err(RuleError.NotInWindow, "bribe an official on the sheet or another player's");
        const war = { card: action.card, owner: holder, victim: seat, next: seat };
        const r = warAttempt(G, war, action.offer, roll);
        if (!r.ok) return r;
        if (!r.value.war) return stay(replaceTop(r.value.G, { ...w, answered: true }), ev(false));
        // Taken: the owner may bribe it back, and so on (no power is being used: nothing follows).
        return stay(
          replaceTop(r.value.G, {
            kind: 'war',
            war: { ...war, owner: seat, victim: holder, next: holder },
            then: [],
            answered: true,
            over: false,
          }),
          ev(true),
        );
      }
      return wrong();
    }
    case 'acquire': {
      if (window.kind !== 'acquire' || w.kind !== 'acquire' || w.seat !== seat || !w.methods.includes(action.method))
        return wrong();
      if (!acquirable(G).includes(action.square)) return err(AcquireError.NotAcquirable, 'that square cannot be taken');
      if (action.method === 'sealedBid') {
        const decl = { action: 'sealedBid' as const, square: action.square, offer: action.offer };
        const c = checkDeclaration(G, seat, decl);
        if (!c.ok) return c;
        return stay(declare(pop(G), seat, decl), [{ type: 'sealed-bid-declared', seat, square: action.square }]);
      }
      const a = openAuction(G, seat, action.square, action.offer);
      if (!a.ok) return a;
      return stay(replaceTop(G, { kind: 'auction', auction: a.value, opened: false }), [
        { type: 'auction-opened', seat, square: action.square, bid: action.offer },
      ]);
    }
    case 'bid': {
      if (window.kind !== 'auction' || w.kind !== 'auction') return wrong();
      const a = raise(G, w.auction, seat, action.amount);
      return a.ok ? stay(replaceTop(G, { ...w, auction: a.value }), [{ type: 'bid', seat, amount: action.amount }]) : a;
    }
    case 'give-up': {
      if (window.kind !== 'give-up' || w.kind !== 'give-up' || w.seat !== seat) return wrong();
      const r = giveUp(G, seat, action.square);
      return r.ok
        ? stay(replaceTop(r.value, { ...w, answered: true }), [
            { type: 'square-given-up', seat, square: action.square },
          ])
        : r;
    }
    case 'leave': {
      if (window.kind !== 'chapter-11' || w.kind !== 'chapter-11' || w.seat !== seat) return wrong();
      return stay(replaceTop(G, { ...w, answered: true }));
    }
    default:
      return wrong();
  }
}

/** A window has closed: what nobody answered takes its default, then play goes on. */
export function windowClosed(G: DogEatDogState, window: ReactionWindow, rng: Rng): Step<DogEatDogState> {
  const w = top(G);
  const events: GameEvent[] = [];
  if (w) G = closeTop(G, w, window, rng, events);
  return settle(G, rng, events);
}

function closeTop(G: DogEatDogState, w: Work, window: ReactionWindow, rng: Rng, events: GameEvent[]): DogEatDogState {
  switch (window.kind) {
    case 'choice': {
      if (w.kind !== 'effects') return G;
      if (w.answered || !w.choice) return replaceTop(G, { ...w, answered: false });
      const r = answer(
        G,
        { G, events: [], queue: w.queue, choice: w.choice, request: null },
        defaultAnswer(G, w.choice),
        rng,
      );
      if (!r.ok) return replaceTop(G, { ...w, queue: w.queue.slice(1), choice: null });
      events.push(...r.value.events);
      const next = replaceTop(r.value.G, { kind: 'effects', queue: r.value.queue, choice: r.value.choice });
      return r.value.request ? request(next, r.value.request) : next;
    }
    case 'first-bribe':
      return w.kind === 'drawn' ? replaceTop(G, { ...w, answered: true }) : G;
    case 'war':
      if (w.kind !== 'war') return G;
      return replaceTop(G, w.answered ? { ...w, answered: false } : { ...w, over: true });
    case 'lobby':
      if (w.kind === 'war') return replaceTop(G, { ...w, answered: false });
      return w.kind === 'lobby' ? pop(G) : G;
    case 'acquire':
      return w.kind === 'acquire' ? pop(G) : G;
    case 'give-up': {
      if (w.kind !== 'give-up') return G;
      if (w.answered) return pop(G);
      const square = G.control.findIndex((c) => c === w.seat);
      const r = square < 0 ? null : giveUp(G, w.seat, square);
      return pop(r?.ok ? r.value : G);
    }
    case 'chapter-11':
      return w.kind === 'chapter-11' ? goBankrupt(pop(G), w.seat, w.answered) : G;
    default:
      return G;
  }
}

function defaultAnswer(G: DogEatDogState, c: NonNullable<Extract<Work, { kind: 'effects' }>['choice']>) {
  switch (c.kind) {
    case 'may':
      return { kind: 'may', yes: false } as const;
    case 'option':
      return { kind: 'option', index: 0 } as const;
    case 'target':
      return { kind: 'target', seat: c.seats[0]! } as const;
    case 'square':
      return { kind: 'square', square: c.optional ? null : c.squares[0]! } as const;
    case 'product':
      return { kind: 'product', product: 'steel' } as const;
    case 'official':
      return { kind: 'official', card: c.cards[0]! } as const;
    case 'sell':
      return { kind: 'sell', counts: {} } as const;
  }
}
