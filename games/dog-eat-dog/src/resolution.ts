import type { GameEvent, Rng, Seat } from '@cutthroat/engine';
import { closeAuction } from './acquisition.js';
import { holderOf, powerStands, toSheet } from './bribery.js';
import { report } from './breaking-the-law.js';
import { currentEvent, eventJobs, keptJobs, ownedJobs, mayHoldAt, spaceJobs } from './cards.js';
import { bankrupt, borrow } from './chapter-11.js';
import { content } from './content.js';
import { endAction, param } from './laws.js';
import { inHand, outOfHand, pay, payBank, taxDue } from './money.js';
import { payrollDue } from './payroll.js';
import { run, type Request } from './red-tape.js';
import { carryOut } from './declarations.js';
import { type DogEatDogState, type Work } from './state.js';
import { withPlayer, patch, setPlayer, setTurn } from './copy.js';
import { around, pop, push, replaceTop, top, triggerWork, windowFor, type Advanced } from './work.js';

/**
 * Carry out the work stack until it is empty or someone must answer in a window. Called after
 * every accepted action and every closed window; the turn's own flow (phases) goes on only when
 * the stack is empty.
 */
export function advance(G: DogEatDogState, rng: Rng): Advanced {
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 10_000; guard++) {
    const w = top(G);
    if (!w) return { G, events, window: null };
    const r = step(G, w, rng);
    G = r.G;
    events.push(...r.events);
    if (r.window) return { G, events, window: r.window };
  }
  throw new Error('work stack did not settle');
}

type Out = Advanced;
const go = (G: DogEatDogState, events: GameEvent[] = []): Out => ({ G, events, window: null });

function step(G: DogEatDogState, w: Work, rng: Rng): Out {
  switch (w.kind) {
    case 'effects': {
      if (w.choice) return { G, events: [], window: windowFor('choice', w.choice.seat, [w.choice.seat]) };
      const r = run(G, w.queue, rng);
      let next =
        r.queue.length === 0 && !r.choice ? pop(r.G) : replaceTop(r.G, { ...w, queue: r.queue, choice: r.choice });
      if (r.request) next = request(next, r.request);
      return go(next, [...r.events]);
    }
    case 'encounters': {
      // Spaces that do nothing are passed at once, without a state for each.
      for (let i = 0; i < w.list.length; i++) {
        const jobs = spaceJobs(G, w.seat, w.list[i]!);
        if (jobs.length)
          return go(replaceTop(G, { ...w, list: w.list.slice(i + 1) }, { kind: 'effects', queue: jobs, choice: null }));
      }
      return go(pop(G));
    }
    case 'tax':
      return tax(G, w);
    case 'drawn':
      return drawn(G, w);
    case 'acquire':
      return { G, events: [], window: windowFor('acquire', w.seat, [w.seat]) };
    case 'auction': {
      if (!w.opened)
        return {
          G: replaceTop(G, { ...w, opened: true }),
          events: [],
          window: windowFor('auction', w.auction.high, around(G, w.auction.high)),
        };
      const r = closeAuction(pop(G), w.auction);
      const events: GameEvent[] = [
        { type: 'auction-won', seat: w.auction.high, square: w.auction.square, bid: w.auction.bid },
      ];
      return go(r.over ? push(r.G, { kind: 'give-up', seat: w.auction.high, answered: false }) : r.G, events);
    }
    case 'lobby':
      return { G, events: [], window: windowFor('lobby', w.seat, [w.seat]) };
    case 'war': {
      if (!w.over) return { G, events: [], window: windowFor('war', w.war.next, [w.war.next]) };
      const next = pop(G);
      if (!powerStands(next, w.war)) return go(next, [{ type: 'power-lost', card: w.war.card }]);
      return go(push(next, { kind: 'effects', queue: w.then, choice: null }), [
        { type: 'power-used', card: w.war.card },
      ]);
    }
    case 'trigger':
      return trigger(G, w);
    case 'declared':
      return carryOut(pop(G), w, rng);
    case 'owe':
      return owe(pop(G), w);
    case 'give-up':
      return { G, events: [], window: windowFor('give-up', w.seat, [w.seat]) };
    case 'chapter-11':
      return { G, events: [], window: windowFor('chapter-11', w.seat, [w.seat]) };
    case 'payroll': {
      if (w.step === 'react') return go(replaceTop(G, { ...w, step: 'pay' }, triggerWork('phase:payroll', w.seat)));
      const due = payrollDue(G, w.seat);
      return go(push(pop(G), { kind: 'owe', seat: w.seat, amount: due, to: null, reason: 'payroll' }));
    }
    case 'report': {
      if (w.step === 'react') {
        const breaker = G.breaches.find((b) => b.id === w.breach)?.seat ?? null;
        return go(replaceTop(G, { ...w, step: 'do' }, triggerWork('reported', breaker)));
      }
      const b = G.breaches.find((x) => x.id === w.breach);
      const r = report(pop(G), w.breach, w.reporter, w.cancelled);
      if (!b || !r.ok) return go(pop(G));
      const events: GameEvent[] = [
        {
          type: 'breach-reported',
          breach: w.breach,
          seat: b.seat,
          by: w.reporter,
          fined: !w.cancelled,
          kind: b.goods.kind,
        },
      ];
      return go(
        r.value.due > 0
          ? push(r.value.G, { kind: 'owe', seat: b.seat, amount: r.value.due, to: null, reason: 'breach' })
          : r.value.G,
        events,
      );
    }
  }
}

/** A step the interpreter hands back to the turn's rules. */
export function request(G: DogEatDogState, r: Request): DogEatDogState {
  switch (r.kind) {
    case 'move':
      return push(G, { kind: 'encounters', seat: r.seat, list: r.encounters });
    case 'tax':
      return push(G, { kind: 'tax', seat: r.seat, step: 'check', cancelled: false });
    case 'drawn':
      return push(G, { kind: 'drawn', seat: r.seat, card: r.card, step: 'offer', cancelled: false, answered: false });
    case 'acquire':
      return push(G, { kind: 'acquire', seat: r.seat, methods: r.methods, from: r.from, answered: false });
    case 'bribe':
      return push(G, { kind: 'lobby', seat: r.seat, answered: false });
    case 'owe':
      return push(G, { kind: 'owe', seat: r.seat, amount: r.amount, to: r.to, reason: 'card' });
    case 'cancel': {
      // The nearest work below that this cancellation names.
      const kind = { embezzle: 'declared', tax: 'tax', fine: 'report', currentEvent: 'drawn' }[r.action];
      for (let i = G.work.length - 1; i >= 0; i--) {
        const w = G.work[i]!;
        if (w.kind !== kind || (w.kind === 'declared' && w.decl.action !== 'embezzle')) continue;
        const work = G.work.map((x, j) => (j === i ? ({ ...x, cancelled: true } as Work) : x));
        return patch(G, { work });
      }
      return G;
    }
  }
}

function tax(G: DogEatDogState, w: Extract<Work, { kind: 'tax' }>): Out {
  if (w.step === 'check') return go(replaceTop(G, { ...w, step: 'due' }, triggerWork('taxCheck', w.seat)));
  const p = G.players[w.seat]!;
  const due = taxDue(p.corporate, param(G, w.seat, 'taxThreshold'));
  if (w.step === 'due' && due > 0) return go(replaceTop(G, { ...w, step: 'pay' }, triggerWork('taxDue', w.seat)));
  let next = endAction(pop(G));
  next = patch(next, { turn: w.seat === G.active ? setTurn(next.turn, { embezzleBlocked: false }) : next.turn });
  if (due === 0 || w.cancelled) return go(next, [{ type: 'tax', seat: w.seat, amount: 0 }]);
  return go(payBank(next, w.seat, due), [{ type: 'tax', seat: w.seat, amount: due }]);
}

function drawn(G: DogEatDogState, w: Extract<Work, { kind: 'drawn' }>): Out {
  const card = content.cardById.get(w.card)!;
  if (card.type === 'official') {
    if (!w.answered) return { G, events: [], window: windowFor('first-bribe', w.seat, [w.seat]) };
    const next = toSheet(pop(G), w.card);
    // `law`: not bought, he went onto the Public Laws sheet (the log says so, not "drew" again).
    return go(next, [{ type: 'official-drawn', seat: w.seat, card: w.card, law: holderOf(next, w.card) === 'law' }]);
  }
  switch (w.step) {
    case 'offer':
    case 'react':
      return go(replaceTop(G, { ...w, step: 'resolve' }, triggerWork('redTapeDrawn', w.seat)));
    case 'resolve': {
      if (w.cancelled) return go(discard(pop(G), w.card), [{ type: 'event-cancelled', seat: w.seat, card: w.card }]);
      if (currentEvent(w.card).keep) {
        // Kept: its identity stays with its holder; the table learns only that he keeps a card.
        const next = withPlayer(pop(G), w.seat, (p) => setPlayer(p, { kept: [...p.kept, w.card] }));
        return go(next, [{ type: 'card-kept', seat: w.seat }]);
      }
      const next = replaceTop(G, { ...w, step: 'discard' });
      return go(push(next, { kind: 'effects', queue: eventJobs(w.card, w.seat), choice: null }), [
        { type: 'event-drawn', seat: w.seat, card: w.card },
      ]);
    }
    case 'discard':
      return go(discard(pop(G), w.card));
  }
}

const discard = (G: DogEatDogState, card: string): DogEatDogState =>
  patch(G, {
    redTape: { ...G.redTape, discard: [...G.redTape.discard, card] },
  });

function trigger(G: DogEatDogState, w: Extract<Work, { kind: 'trigger' }>): Out {
  if (!w.opened) {
    // Most triggers find no card in anyone's hand: nothing to look for then.
    if (G.players.every((p) => p.officials.length === 0 && p.kept.length === 0)) return go(pop(G));
    // Asked by what the table sees, not by what each holds (see `mayHoldAt`).
    const seats = around(G, G.active).filter((s) => mayHoldAt(G, s, w.trigger, w.victim));
    if (seats.length === 0) return go(pop(G));
    return { G: replaceTop(G, { ...w, opened: true }), events: [], window: windowFor('trigger', G.active, seats) };
  }
  let next = pop(G);
  const events: GameEvent[] = [];
  // Uses in the order made; the last pushed runs first, so push them in reverse.
  for (const use of [...w.uses].reverse()) {
    const more = { victim: w.victim, square: w.square, item: w.item };
    const c = content.cardById.get(use.card)!;
    if (c.type === 'event') {
      next = withPlayer(next, use.seat, (p) => setPlayer(p, { kept: p.kept.filter((k) => k !== use.card) }));
      next = push(discard(next, use.card), {
        kind: 'effects',
        queue: keptJobs(use.card, use.seat, more),
        choice: null,
      });
      continue;
    }
    next = patch(next, { officialUses: { ...next.officialUses, [use.card]: next.round } });
    const jobs = ownedJobs(use.card, use.seat, more);
    if (w.victim !== null && w.victim !== use.seat && next.players[w.victim]!.status === 'playing')
      next = push(next, {
        kind: 'war',
        war: { card: use.card, owner: use.seat, victim: w.victim, next: w.victim },
        then: jobs,
        answered: false,
        over: false,
      });
    else next = push(next, { kind: 'effects', queue: jobs, choice: null });
  }
  for (const use of w.uses) events.push({ type: 'card-used', seat: use.seat, card: use.card, trigger: w.trigger });
  return go(next, events);
}

/**
 * A payment: from the account if it holds enough; else a loan in Phase 1 or 2 of the payer's own
 * turn; else Chapter 11.
 */
function owe(G: DogEatDogState, w: Extract<Work, { kind: 'owe' }>): Out {
  const p = G.players[w.seat]!;
  if (p.status !== 'playing') return go(G);
  let next = G;
  // What a loan lends: the shortfall (repaid double by the end of Phase 2).
  const borrowed = Math.max(0, w.amount - p.corporate);
  if (p.corporate < w.amount) {
    const ownEarly = w.seat === G.active && (G.phase === 'movement' || G.phase === 'sales');
    if (!ownEarly)
      return go(push(next, { kind: 'chapter-11', seat: w.seat, answered: false }), [
        { type: 'chapter-11', seat: w.seat },
      ]);
    next = borrow(next, w.seat, w.amount);
  }
  next = w.to === null ? payBank(next, w.seat, w.amount) : pay(next, w.seat, w.to, w.amount);
  return go(next, [{ type: 'paid', seat: w.seat, amount: w.amount, to: w.to, reason: w.reason, borrowed }]);
}

/** Chapter 11 goes through: the player leaves or waits to reorganise; his own turn ends at once. */
export function goBankrupt(G: DogEatDogState, seat: Seat, leave: boolean): DogEatDogState {
  // An embezzlement he has pending fails: the money in his hand is his corporate account's again.
  const next = bankrupt(outOfHand(G, seat, inHand(G, seat), 'corporate'), seat, leave);
  // Work that concerns only him is dropped; other players' pending work goes on.
  return patch(next, { work: next.work.filter((w) => !('seat' in w) || w.seat !== seat) });
}
