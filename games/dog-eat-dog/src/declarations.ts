import type { GameEvent, Rng, Seat } from '@cutthroat/engine';
import { sealedBid } from './acquisition.js';
import { judge, recordBreach } from './breaking-the-law.js';
import { content } from './content.js';
import { extract } from './extraction.js';
import { endAction } from './laws.js';
import { markersFor } from './pollution.js';
import { hire } from './payroll.js';
import { produce, tasksLeft } from './production.js';
import { withPlayer, type Declaration, type DogEatDogState, type Work } from './state.js';
import { push, triggerWork, type Advanced } from './work.js';
import type { Raw } from './vocabulary.js';
import { toSwiss } from './money.js';

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

export function carryOut(G: DogEatDogState, w: Extract<Work, { kind: 'declared' }>, rng: Rng): Advanced {
  const { seat, decl } = w;
  const failed = (why: string): Advanced => ({
    G: endAction(G),
    events: [{ type: 'declaration-failed', seat, action: decl.action, why }],
    window: null,
  });
  if (G.players[seat]!.status !== 'playing') return { G, events: [], window: null };
  if (w.cancelled) {
    if (decl.action === 'embezzle') G = { ...G, turn: { ...G.turn, embezzled: true } };
    return failed('cancelled');
  }
  const events: GameEvent[] = [];
  switch (decl.action) {
    case 'embezzle': {
      const v = judge(G, seat, 'embezzle', 0);
      G = { ...G, turn: { ...G.turn, embezzled: true } };
      if (v.kind === 'refused') return failed('forbidden');
      const amount = Math.min(decl.amount, Math.floor(G.players[seat]!.corporate / 2));
      G = toSwiss(G, seat, amount);
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
      // One declaration a square a turn, even one that fails.
      const tried = {
        ...G,
        turn: { ...t, extractedOn: t.extractedOn.map((n, s) => (s === decl.square ? Math.max(n, 1) : n)) },
      };
      if (k === 0) return { ...failed('forbidden'), G: endAction(tried) };
      const items = decl.items.slice(0, k);
      const v = judge(G, seat, 'extract', t.extractions + k - 1, decl.square, t.extractedOn[decl.square]! + k - 1);
      const division = content.divisionById.get(G.players[seat]!.division!)!;
      const r = extract(G.map, G.supply.raw, decl.square, items, {
        freeWorkers: tasksLeft(G, seat, t.tasks),
        mayDegrade: division.mayDegrade,
      });
      if (!r.ok) return { ...failed(r.error.code), G: endAction(tried) };
      G = withPlayer({ ...G, map: r.value.map, supply: { ...G.supply, raw: r.value.supply } }, seat, (p) => {
        const raw = { ...p.raw };
        for (const i of items) raw[i]++;
        return { ...p, raw };
      });
      G = {
        ...G,
        turn: {
          ...G.turn,
          tasks: t.tasks + k,
          extractions: t.extractions + k,
          extractedOn: t.extractedOn.map((n, s) => (s === decl.square ? n + k : n)),
        },
      };
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
      if (k === 0) return failed('forbidden');
      const v = judge(G, seat, 'produce', t.produced + k - 1);
      const r = produce(G, seat, decl.product, k, {
        tasks: tasksLeft(G, seat, t.tasks),
        typeThisTurn: t.productType,
        anyRaw: decl.anyRaw ?? undefined,
      });
      if (!r.ok) return failed(r.error.code);
      G = r.value;
      const pollutes = content.divisionById.get(G.players[seat]!.division!)!.pollutes;
      const produced = t.produced + k;
      const owed = pollutes ? markersFor(produced) - markersFor(t.produced) : 0;
      G = {
        ...G,
        turn: {
          ...G.turn,
          tasks: t.tasks + k,
          produced,
          productType: decl.product,
          pollutionOwed: t.pollutionOwed + owed,
        },
      };
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
      if (!r.ok) return failed(r.error.code);
      return {
        G: endAction({ ...r.value, turn: { ...r.value.turn, freeHiresUsed: G.turn.freeHiresUsed + decl.count } }),
        events: [{ type: 'hired', seat, count: decl.count }],
        window: null,
      };
    }
    case 'sealedBid': {
      const v = judge(G, seat, 'sealedBid', 0);
      if (v.kind === 'refused') {
        // Forbidden by an owner: the opportunity stays, by Public Auction only.
        return {
          ...failed('forbidden'),
          G: push(endAction(G), { kind: 'acquire', seat, methods: ['auction'], answered: false }),
        };
      }
      const roll = roll2(rng);
      const r = sealedBid(G, seat, decl.square, decl.offer, roll);
      if (!r.ok) return failed(r.error.code);
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
