import { err, ok, type GameEvent, type Result, type Rng, type Seat } from '@cutthroat/engine';
import { sealedBid } from './acquisition.js';
import { LawError, judge, recordBreach } from './breaking-the-law.js';
import { content } from './content.js';
import { DogEatDogError } from './errors.js';
import { extract } from './extraction.js';
import { endAction } from './laws.js';
import { markersFor } from './pollution.js';
import { hire } from './payroll.js';
import { produce, tasksLeft } from './production.js';
import { type Declaration, type DogEatDogState, type Work } from './state.js';
import { withPlayer, patch, setPlayer, setTurn } from './copy.js';
import { push, triggerWork, type Advanced } from './work.js';
import type { Raw } from './vocabulary.js';
import { checkOffer, outOfHand } from './money.js';

/**
 * Declarations: embezzling, extracting, producing, hiring and Sealed Bids are declared first, so
 * that owners of officials and holders of kept cards may react (their triggers `declared:*`), and
 * carried out afterwards, as the reactions and the laws in force leave them: a ban from a card or
 * an owned official refuses or cuts the declaration down; a breakable Public Law lets it through as
 * a recorded breach.
 */

const trig = {
  embezzle: 'declared:embezzle',
  extract: 'declared:extract',
  produce: 'declared:produce',
  hire: 'declared:hire',
  sealedBid: 'declared:sealedBid',
} as const;

export function declare(G: DogEatDogState, seat: Seat, decl: Declaration): DogEatDogState {
  const square = decl.action === 'extract' || decl.action === 'sealedBid' ? decl.square : null;
  return push(G, { kind: 'declared', seat, decl, cancelled: false }, triggerWork(trig[decl.action], seat, { square }));
}

/**
 * What can be checked when a declaration is made, checked then: a declaration the rules refuse
 * (an icon the square does not show, more units than unused workers, an empty supply, a division's
 * own limits, a ban already in force, an offer out of range) is refused with a code and changes
 * nothing; above all, a refused extraction does not use up that square's extraction for the turn.
 * Only what a card played on the declaration does is left for `carryOut`. (Embezzling is checked
 * where it is declared, in `rules.ts`, and the acquisition window checks its square.)
 */
export function checkDeclaration(G: DogEatDogState, seat: Seat, decl: Declaration): Result<Declaration> {
  const banned = (action: 'extract' | 'produce' | 'sealedBid', done: number, square: number | null, on: number) => {
    const v = judge(G, seat, action, done, square, on);
    return v.kind === 'refused' ? err(LawError.Forbidden, v.message) : null;
  };
  const t = G.turn;
  switch (decl.action) {
    case 'extract': {
      const division = content.divisionById.get(G.players[seat]!.division!)!;
      const r = extract(G.map, G.supply.raw, decl.square, decl.items, {
        freeWorkers: tasksLeft(G, seat, t.tasks),
        mayDegrade: division.mayDegrade,
      });
      if (!r.ok) return r;
      const n = decl.items.length;
      return banned('extract', t.extractions + n - 1, decl.square, t.extractedOn[decl.square]! + n - 1) ?? ok(decl);
    }
    case 'produce': {
      const r = produce(G, seat, decl.product, decl.count, {
        tasks: tasksLeft(G, seat, t.tasks),
        typeThisTurn: t.productType,
        anyRaw: decl.anyRaw ?? undefined,
      });
      if (!r.ok) return r;
      return banned('produce', t.produced + decl.count - 1, null, 0) ?? ok(decl);
    }
    case 'hire': {
      const r = hire(G, seat, decl.count, t.freeHiresUsed);
      return r.ok ? ok(decl) : r;
    }
    case 'sealedBid': {
      const c = checkOffer('sealedBid', decl.offer, G.players[seat]!.corporate);
      if (!c.ok) return c;
      return banned('sealedBid', 0, null, 0) ?? ok(decl);
    }
    case 'embezzle':
      return ok(decl);
  }
}

const roll2 = (rng: Rng) => rng.die() + rng.die();

/** The largest part of `n` units that no ban refuses (a `limit` cuts a declaration down). */
function allowed(
  G: DogEatDogState,
  seat: Seat,
  action: 'extract' | 'produce',
  n: number,
  done: number,
  square: number | null,
  onSquare: number,
) {
  let k = n;
  while (k > 0 && judge(G, seat, action, done + k - 1, square, onSquare + k - 1).kind === 'refused') k--;
  return k;
}

/** Why a declaration that was accepted is stopped later, in words: what stopped it and what comes back. */
const STOPPED: Readonly<Record<Declaration['action'], string>> = {
  embezzle: 'the money in hand goes back to the corporate account',
  extract: 'nothing is extracted and no worker is used',
  produce: 'nothing is produced and the raw materials stay',
  hire: 'nobody is hired and nothing is paid',
  sealedBid: 'nothing is paid; the opportunity stays, by Public Auction only',
};

export function carryOut(G: DogEatDogState, w: Extract<Work, { kind: 'declared' }>, rng: Rng): Advanced {
  const { seat, decl } = w;
  // A stopped embezzlement gives back what its declarer took into his hand.
  const back = (S: DogEatDogState) => (decl.action === 'embezzle' ? outOfHand(S, seat, decl.amount, 'corporate') : S);
  const failed = (why: string, cause: string): Advanced => ({
    G: endAction(back(G)),
    events: [
      { type: 'declaration-failed', seat, action: decl.action, why, message: `${cause}: ${STOPPED[decl.action]}` },
    ],
    window: null,
  });
  if (G.players[seat]!.status !== 'playing') return { G: back(G), events: [], window: null };
  if (w.cancelled) {
    if (decl.action === 'embezzle') G = patch(G, { turn: setTurn(G.turn, { embezzled: true }) });
    return failed(DogEatDogError.Cancelled, 'a Red Tape card cancelled it');
  }
  const events: GameEvent[] = [];
  switch (decl.action) {
    case 'embezzle': {
      const v = judge(G, seat, 'embezzle', 0);
      G = patch(G, { turn: setTurn(G.turn, { embezzled: true }) });
      if (v.kind === 'refused') return failed(LawError.Forbidden, `a ban played on it: ${v.message}`);
      // The amount was checked against half the account when declared, and left it then.
      const amount = decl.amount;
      G = outOfHand(G, seat, amount, 'swiss');
      if (v.kind === 'breach') {
        G = recordBreach(G, seat, v.law, { kind: 'embezzle', amount });
        events.push({ type: 'law-broken', seat, law: v.law });
      }
      // The amount is secret: the event says only that it happened.
      events.push({ type: 'embezzled', seat });
      return { G, events, window: null };
    }
    case 'extract': {
      const t = G.turn;
      const k = allowed(G, seat, 'extract', decl.items.length, t.extractions, decl.square, t.extractedOn[decl.square]!);
      if (k === 0)
        return failed(LawError.Forbidden, `a ban played on it: you may not extract from that square this turn`);
      const items = decl.items.slice(0, k);
      const v = judge(G, seat, 'extract', t.extractions + k - 1, decl.square, t.extractedOn[decl.square]! + k - 1);
      const division = content.divisionById.get(G.players[seat]!.division!)!;
      const r = extract(G.map, G.supply.raw, decl.square, items, {
        freeWorkers: tasksLeft(G, seat, t.tasks),
        mayDegrade: division.mayDegrade,
      });
      if (!r.ok) return failed(r.error.code, r.error.message);
      G = withPlayer(patch(G, { map: r.value.map, supply: { ...G.supply, raw: r.value.supply } }), seat, (p) => {
        const raw = { ...p.raw };
        for (const i of items) raw[i]++;
        return setPlayer(p, { raw });
      });
      G = patch(G, {
        turn: setTurn(G.turn, {
          tasks: t.tasks + k,
          extractions: t.extractions + k,
          extractedOn: t.extractedOn.map((n, s) => (s === decl.square ? n + k : n)),
        }),
      });
      if (v.kind === 'breach') {
        G = recordBreach(G, seat, v.law, { kind: 'extract', square: decl.square, items: items as Raw[] });
        events.push({ type: 'law-broken', seat, law: v.law });
      }
      events.push({ type: 'extracted', seat, square: decl.square, items, degraded: r.value.degraded });
      return { G: endAction(G), events, window: null };
    }
    case 'produce': {
      const t = G.turn;
      const k = allowed(G, seat, 'produce', decl.count, t.produced, null, 0);
      if (k === 0) return failed(LawError.Forbidden, 'a ban played on it: you may not produce now');
      const v = judge(G, seat, 'produce', t.produced + k - 1);
      const r = produce(G, seat, decl.product, k, {
        tasks: tasksLeft(G, seat, t.tasks),
        typeThisTurn: t.productType,
        anyRaw: decl.anyRaw ?? undefined,
      });
      if (!r.ok) return failed(r.error.code, r.error.message);
      G = r.value;
      const pollutes = content.divisionById.get(G.players[seat]!.division!)!.pollutes;
      const produced = t.produced + k;
      const owed = pollutes ? markersFor(produced) - markersFor(t.produced) : 0;
      G = patch(G, {
        turn: setTurn(G.turn, {
          tasks: t.tasks + k,
          produced,
          productType: decl.product,
          pollutionOwed: t.pollutionOwed + owed,
        }),
      });
      if (v.kind === 'breach') {
        const over = produced - lawMax(G);
        G = recordBreach(G, seat, v.law, { kind: 'produce', products: { [decl.product]: Math.min(k, over) } });
        events.push({ type: 'law-broken', seat, law: v.law });
      }
      events.push({ type: 'produced', seat, product: decl.product, count: k });
      return { G: endAction(G), events, window: null };
    }
    case 'hire': {
      const r = hire(G, seat, decl.count, G.turn.freeHiresUsed);
      if (!r.ok) return failed(r.error.code, r.error.message);
      const cost = G.players[seat]!.corporate - r.value.players[seat]!.corporate;
      return {
        G: endAction({ ...r.value, turn: { ...r.value.turn, freeHiresUsed: G.turn.freeHiresUsed + decl.count } }),
        events: [{ type: 'hired', seat, count: decl.count, cost }],
        window: null,
      };
    }
    case 'sealedBid': {
      const v = judge(G, seat, 'sealedBid', 0);
      if (v.kind === 'refused') {
        // Forbidden by an owner: the opportunity stays, by Public Auction only.
        return {
          ...failed(LawError.Forbidden, `a ban played on it: ${v.message}`),
          G: push(endAction(G), {
            kind: 'acquire',
            seat,
            methods: ['auction'],
            from: { kind: 'banned' },
            answered: false,
          }),
        };
      }
      const roll = roll2(rng);
      const r = sealedBid(G, seat, decl.square, decl.offer, roll);
      if (!r.ok) return failed(r.error.code, r.error.message);
      G = endAction(r.value.G);
      events.push({ type: 'sealed-bid', seat, square: decl.square, offer: decl.offer, roll, success: r.value.success });
      if (r.value.success && v.kind === 'breach') {
        G = recordBreach(G, seat, v.law, { kind: 'sealedBid', square: decl.square });
        events.push({ type: 'law-broken', seat, law: v.law });
      }
      if (r.value.over) G = push(G, { kind: 'give-up', seat, answered: false });
      return { G, events, window: null };
    }
  }
}

/** The production cap of the Public Law in force (the lowest), for what a breach must give back. */
function lawMax(G: DogEatDogState): number {
  let max = Infinity;
  for (const law of G.redTape.laws) {
    const c = content.cardById.get(law)!;
    if (c.type !== 'official') continue;
    const op = c.effect.law;
    if (!Array.isArray(op) && 'action' in op && op.op === 'limit' && op.action === 'produce')
      max = Math.min(max, op.max);
  }
  return max === Infinity ? G.turn.produced : max;
}
