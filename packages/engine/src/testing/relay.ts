import { z } from 'zod';
import { err, ok } from '../result.js';
import type { Game } from '../game.js';

/**
 * A tiny game for the engine's own tests. Seats take turns adding 1 to a counter; `shout` opens a
 * window in which every other seat may `echo` (adding 10) or pass; seats may trade points; first
 * to `target` wins. With option `tips`, any seat may at any moment `tip` a point of its own to the
 * seat whose turn it is: a free action. It exercises every engine mechanism with nothing else in
 * the way.
 */
export interface RelayState {
  readonly players: number;
  readonly active: number;
  readonly points: readonly number[];
  readonly target: number;
  readonly rolled: readonly number[];
  readonly tips: boolean;
}

export const RelayAction = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('step') }),
  z.strictObject({ type: z.literal('shout'), order: z.enum(['seat-order', 'simultaneous']) }),
  z.strictObject({ type: z.literal('echo') }),
  z.strictObject({ type: z.literal('roll') }),
  z.strictObject({ type: z.literal('tip') }),
]);
export type RelayAction = z.infer<typeof RelayAction>;
const Terms = z.strictObject({ give: z.int().min(1) });
type Terms = z.infer<typeof Terms>;

const next = (G: RelayState, points = G.points): RelayState => ({ ...G, points, active: (G.active + 1) % G.players });
const add = (G: RelayState, seat: number, n: number) => G.points.map((p, s) => (s === seat ? p + n : p));

export const relay: Game<
  RelayState,
  RelayAction,
  RelayState,
  { target: number; tips: boolean },
  { points?: number[] },
  Terms
> = {
  name: 'relay',
  minPlayers: 2,
  maxPlayers: 4,
  options: z.strictObject({ target: z.int().min(1).default(30), tips: z.boolean().default(false) }),
  action: RelayAction,
  fixture: z.strictObject({ points: z.array(z.int()).optional() }),
  setup: (players, options, rng, fixture) =>
    ok({
      players,
      active: rng.int(players),
      points: fixture?.points ?? new Array<number>(players).fill(0),
      target: options.target,
      rolled: [],
      tips: options.tips,
    }),
  actors: (G) => [G.active],
  legalActions(G, seat, window) {
    if (window) return seat === window.openedBy ? [] : [{ type: 'echo' }];
    return [
      { type: 'step' },
      { type: 'shout', order: 'seat-order' },
      { type: 'shout', order: 'simultaneous' },
      { type: 'roll' },
    ];
  },
  apply(G, seat, action, rng, window) {
    switch (action.type) {
      case 'step':
        return ok({ G: next(G, add(G, seat, 1)), events: [{ type: 'stepped', seat }] });
      case 'roll': {
        const die = rng.die();
        return ok({
          G: next({ ...G, rolled: [...G.rolled, die] }, add(G, seat, die)),
          events: [{ type: 'rolled', seat, die }],
        });
      }
      case 'shout': {
        const others = Array.from({ length: G.players - 1 }, (_, i) => (seat + 1 + i) % G.players);
        return ok({
          G,
          events: [],
          window: {
            kind: 'shout',
            openedBy: seat,
            responders: others,
            order: action.order,
            allowed: ['echo'],
            repeatable: false,
          },
        });
      }
      case 'tip':
        if (!G.tips || G.points[seat]! < 1 || seat === G.active)
          return err('relay/no-tip', 'a tip is a point of your own, to the seat whose turn it is, when tips are on');
        return ok({
          G: { ...G, points: add({ ...G, points: add(G, seat, -1) }, G.active, 1) },
          events: [{ type: 'tipped', seat }],
        });
      case 'echo':
        if (!window) return err('relay/no-shout', 'echo only answers a shout');
        return ok({ G: { ...G, points: add(G, seat, 10) }, events: [{ type: 'echoed', seat }] });
    }
  },
  free: {
    types: ['tip'],
    actions: (G, seat) => (G.tips && G.points[seat]! >= 1 && seat !== G.active ? [{ type: 'tip' }] : []),
  },
  windowClosed: (G) => ({ G: next(G), events: [] }),
  offers: {
    terms: Terms,
    canPropose: (G, seat) => seat === G.active,
    propose: (G, from, _to, t) =>
      G.points[from]! >= t.give ? ok(G) : err('relay/too-few-points', 'not enough points'),
    acceptable: (G, o) => G.points[o.from]! >= o.terms.give,
    execute: (G, o) =>
      ok({ G: { ...G, points: add({ ...G, points: add(G, o.from, -o.terms.give) }, o.to, o.terms.give) }, events: [] }),
    enumerate: (G, from, to) => {
      const items: { type: 'propose'; to: number; terms: Terms }[] = [];
      for (let s = 0; s < G.players; s++)
        if (s !== from && (to === null || s === to) && G.points[from]! >= 1)
          items.push({ type: 'propose' as const, to: s, terms: { give: 1 } });
      return { length: items.length, at: (i: number) => items[i]! };
    },
  },
  publicView: (G) => G,
  privateView: () => ({}),
  outcome(G) {
    if (!G.points.some((p) => p >= G.target)) return null;
    return {
      ranking: G.points.map((score, seat) => ({ seat, score, rank: 1 + G.points.filter((p) => p > score).length })),
    };
  },
};
