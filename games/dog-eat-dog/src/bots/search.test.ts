import { playout, randomBot, LazyDecision, type Bot } from '@cutthroat/bots';
import {
  Rng,
  actorsOf,
  legalActionsOf,
  seedFromSecret,
  viewOf,
  type MatchRecord,
  type StateOf,
} from '@cutthroat/engine';
import { checkOnlyTheView } from '@cutthroat/module/testing';
import { describe, expect, it } from 'vitest';
import { content } from '../content.js';
import { dogEatDogContract } from '../contract/index.js';
import { dogEatDog } from '../game.js';
import { dogEatDogModule } from '../module.js';
import { determinizeDogEatDog } from './determinize.js';
import { heuristicBot, lawfulBot } from './heuristic.js';
import { evaluateDogEatDog, searchesAt, strongDogEatDogBot } from './search.js';

type DogEatDog = typeof dogEatDog;
const heuristic = (): Bot<DogEatDog> => ({ kind: 'heuristic', decide: (d) => heuristicBot.decide(d) });

/** Where each of the 40 Red Tape cards is: one place each. */
function cardsOf(s: StateOf<DogEatDog>): string[] {
  const G = s.G;
  const out = [...G.redTape.stack, ...G.redTape.discard, ...G.redTape.laws];
  for (const p of G.players) out.push(...p.officials, ...p.kept);
  for (const w of G.work) if (w.kind === 'drawn') out.push(w.card);
  return out.sort();
}

const drawing = (s: StateOf<DogEatDog>) => s.G.work.some((w) => w.kind === 'drawn' && w.step !== 'discard');

/**
 * States of one game of heuristic and random bots (a short one: a low victory sum), every `every`th
 * and each while a card is being drawn (a secret of its drawer's, rarely open long).
 */
function statesOf(secret: string, players: number, every: number): StateOf<DogEatDog>[] {
  const states: StateOf<DogEatDog>[] = [];
  let n = 0;
  const record: MatchRecord = { game: 'dog-eat-dog', players, secret, options: { victorySwiss: 60 } };
  const bots = Array.from({ length: players }, (_, s) => (s % 2 === 0 ? heuristic() : randomBot<DogEatDog>()));
  playout(dogEatDog, record, bots, {
    observe: (s) => (n++ % every === 0 || drawing(s)) && !s.outcome && states.push(s),
  });
  return states;
}

const rng = (seed: string) => new Rng(seedFromSecret(seed));

describe('determinizeDogEatDog', () => {
  const states = statesOf('determinize', 4, 7);

  it('samples states that give the seat exactly its view and its legal actions', () => {
    expect(states.length).toBeGreaterThan(20);
    // The game reaches the secrets a sample must draw: kept cards, a card being drawn, a breach.
    expect(states.some((s) => s.G.players.some((p) => p.kept.length > 0))).toBe(true);
    expect(states.some(drawing)).toBe(true);
    expect(states.some((s) => s.G.breaches.length > 0)).toBe(true);
    const r = rng('samples');
    const all = content.redTape.map((c) => c.id).sort();
    for (const state of states) {
      expect(cardsOf(state)).toEqual(all);
      for (let seat = 0; seat < 4; seat++) {
        const view = viewOf(dogEatDog, state, seat);
        const sample = determinizeDogEatDog(view, seat, r);
        expect(viewOf(dogEatDog, sample, seat)).toEqual(view);
        expect(legalActionsOf(dogEatDog, sample, seat).toArray()).toEqual(
          legalActionsOf(dogEatDog, state, seat).toArray(),
        );
        expect(cardsOf(sample)).toEqual(all);
      }
    }
  });

  it('draws the hidden cards and balances differently from sample to sample', () => {
    const state = states.find((s) => s.G.round > 3 && s.G.players.some((p) => p.swiss > 0))!;
    const view = viewOf(dogEatDog, state, 0);
    const r = rng('differ');
    const a = determinizeDogEatDog(view, 0, r);
    const b = determinizeDogEatDog(view, 0, r);
    expect(b.G.players[0]).toEqual(a.G.players[0]);
    expect([b.G.redTape.stack, b.G.players.map((p) => p.swiss)]).not.toEqual([
      a.G.redTape.stack,
      a.G.players.map((p) => p.swiss),
    ]);
  });

  it('keeps every Swiss balance within the public record of what went towards it', () => {
    // The rules' invariant the samples lean on: embezzlements declared and transfers made are
    // public, each bounded by the account it came from.
    for (const state of states) {
      const seen = state.G.swissSeen ?? [];
      state.G.players.forEach((p, s) => expect(p.swiss).toBeLessThanOrEqual(seen[s]?.most ?? 0));
    }
    expect(states.some((s) => (s.G.swissSeen ?? []).some((r) => r.declared > 1))).toBe(true);
  });

  it("draws other seats' Swiss balances within what the public record allows", () => {
    const r = rng('record');
    for (const state of states) {
      const victory = state.G.options.victorySwiss;
      for (let seat = 0; seat < 4; seat++) {
        const view = viewOf(dogEatDog, state, seat);
        const sample = determinizeDogEatDog(view, seat, r);
        view.game.players.forEach((p, s) => {
          const swiss = sample.G.players[s]!.swiss;
          if (s === seat || p.swiss !== null) return expect(swiss).toBe(state.G.players[s]!.swiss);
          const most = view.game.record.swissSeen[s]!.most;
          expect(swiss).toBeGreaterThanOrEqual(Math.min(p.shownSwiss ?? 0, most));
          expect(swiss).toBeLessThanOrEqual(Math.min(most, victory - 1));
        });
      }
    }
  });

  it('gives the same samples for two states that give the seat the same view', () => {
    // Another seat's Swiss balance is its secret: a second state with it changed (within the
    // public record) is one the seat cannot tell from the first.
    const hidden = (s: StateOf<DogEatDog>, rival: number) =>
      s.G.players[rival]!.swiss > 2 && viewOf(dogEatDog, s, 0).game.players[rival]!.swiss === null;
    const state = states.find((s) => [1, 2, 3].some((rival) => hidden(s, rival)))!;
    const rival = [1, 2, 3].find((r) => hidden(state, r))!;
    const other = {
      ...state,
      G: { ...state.G, players: state.G.players.map((p, s) => (s === rival ? { ...p, swiss: p.swiss - 2 } : p)) },
    };
    const view = viewOf(dogEatDog, state, 0);
    expect(viewOf(dogEatDog, other, 0)).toEqual(view);
    const a = determinizeDogEatDog(view, 0, rng('same'));
    const b = determinizeDogEatDog(viewOf(dogEatDog, other, 0), 0, rng('same'));
    expect(b).toEqual(a);
  });

  it("refuses a view that is not the seat's own", () => {
    expect(() => determinizeDogEatDog(viewOf(dogEatDog, states[0]!, null), 0, rng('x'))).toThrow(/own/);
    expect(() => determinizeDogEatDog(viewOf(dogEatDog, states[0]!, 1), 0, rng('x'))).toThrow(/own/);
  });
});

describe('where the strong bot searches', () => {
  const states = statesOf('searches-at', 4, 5);
  const at = states.flatMap((state) => {
    const seat = actorsOf(dogEatDog, state)[0]!;
    const legal = legalActionsOf(dogEatDog, state, seat);
    return legal.length < 2 ? [] : [{ state, seat, legal }];
  });
  const decisionOf = (i: number) => new LazyDecision(dogEatDog, at[i]!.state, at[i]!.seat, at[i]!.legal, rng(`${i}`));
  const decisions = at.map((_, i) => decisionOf(i));

  it('searches embezzling before the roll, and not sales or card answers', () => {
    const searched = decisions.filter(searchesAt);
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.length).toBeLessThan(decisions.length);
    const movement = decisions.filter(
      (d) => !d.view.window && d.view.game.phase === 'movement' && d.legal.some((a) => a.type === 'embezzle'),
    );
    expect(movement.length).toBeGreaterThan(0);
    expect(movement.every(searchesAt)).toBe(true);
    const elsewhere = decisions.filter(
      (d) => d.view.window?.kind === 'choice' || (!d.view.window && d.view.game.phase === 'sales'),
    );
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere.some(searchesAt)).toBe(false);
  });

  it("plays the heuristic's choice, without a search, where it does not search", () => {
    const bot = strongDogEatDogBot({ budget: { iterations: 6 } });
    const skipped = decisions.flatMap((d, i) => (searchesAt(d) ? [] : [i])).slice(0, 20);
    expect(skipped).toHaveLength(20);
    for (const i of skipped) {
      expect(bot.decide(decisionOf(i))).toEqual(heuristicBot.decide(decisionOf(i)));
      expect(bot.last).toBeNull();
    }
    bot.decide(decisions.find(searchesAt)!);
    expect(bot.last?.iterations).toBe(6);
  });

  it("searches an embezzlement over four amounts at most: the heuristic's, none, half and all", () => {
    const bot = strongDogEatDogBot({ budget: { iterations: 12 } });
    const i = decisions.findIndex((d) => searchesAt(d) && d.legal.filter((a) => a.type === 'embezzle').length > 4);
    expect(i).toBeGreaterThanOrEqual(0);
    const action = bot.decide(decisionOf(i));
    expect(bot.last?.rootEdges).toBeLessThanOrEqual(4);
    const most = decisions[i]!.legal.filter((a) => a.type === 'embezzle').length;
    const heuristic = lawfulBot.decide(decisionOf(i));
    const amounts = [0, Math.ceil(most / 2), most];
    expect(
      JSON.stringify(action) === JSON.stringify(heuristic) ||
        amounts.includes(action.type === 'embezzle' ? action.amount : 0),
    ).toBe(true);
  });
});

describe('evaluateDogEatDog', () => {
  const state = statesOf('evaluate', 2, 5)[2]!;
  const withMoney = (swiss: [number, number], corporate: [number, number]): StateOf<DogEatDog> => ({
    ...state,
    G: {
      ...state.G,
      control: state.G.control.map(() => null),
      players: state.G.players.map((p, s) => ({
        ...p,
        swiss: swiss[s]!,
        corporate: corporate[s]!,
        debt: 0,
        officials: [],
      })),
    },
  });

  // The learned model (data/evaluation.json) reads the seat's own balance and public facts.
  it('rises with its own Swiss balance and its corporate account, stays a probability', () => {
    const level = evaluateDogEatDog(withMoney([20, 20], [30, 30]), 0);
    expect(level).toBeGreaterThan(0);
    expect(level).toBeLessThan(1);
    expect(evaluateDogEatDog(withMoney([45, 20], [30, 30]), 0)).toBeGreaterThan(level);
    expect(evaluateDogEatDog(withMoney([20, 20], [60, 30]), 0)).toBeGreaterThan(level);
  });

  it("falls with a rival's richer corporate account", () => {
    expect(evaluateDogEatDog(withMoney([20, 20], [30, 90]), 0)).toBeLessThan(
      evaluateDogEatDog(withMoney([20, 20], [30, 30]), 0),
    );
  });

  it("reads a rival's Swiss balance only while the financial-disclosure law shows it", () => {
    const under = (laws: string[], s: StateOf<DogEatDog>): StateOf<DogEatDog> => ({
      ...s,
      G: { ...s.G, shown: s.G.shown.map(() => null), redTape: { ...s.G.redTape, laws } },
    });
    const secret = (rival: number) => evaluateDogEatDog(under([], withMoney([20, rival], [30, 30])), 0);
    expect(secret(90)).toBe(secret(20));
    // RT02, the Special Prosecutor: every balance public.
    const open = (rival: number) => evaluateDogEatDog(under(['RT02'], withMoney([20, rival], [30, 30])), 0);
    expect(open(90)).toBeLessThan(open(20));
  });
});

describe('only the view, where the strong bot searches', () => {
  // The contract kit compares the strong bot's decisions along a game, most of them the
  // heuristic's; here, those it searches at.
  it('decides the same on two states with the same view', () => {
    const strong = dogEatDogModule.bots.find((b) => b.name === 'strong')!;
    checkOnlyTheView(dogEatDogModule, dogEatDogContract, strong, searchesAt);
  });
});
