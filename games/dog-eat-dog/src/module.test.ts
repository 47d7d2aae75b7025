import { playout } from '@cutthroat/bots';
import { applyAction, legalActionsOf, setupMatch, viewOf, type GameEvent, type StateOf } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { dogEatDogModule } from './module.js';

type Gm = typeof dogEatDogModule.game;
const game = dogEatDogModule.game;
const { text, sim } = dogEatDogModule;
const names = ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo'];
const kinds = Object.fromEntries(dogEatDogModule.bots.map((b) => [b.name, b]));

/** A whole seeded game through `playout`, the log kept so every step can be shown again. */
function play(bots: readonly string[], secret: string) {
  const record = { game: 'dog-eat-dog', players: bots.length, secret };
  const result = playout(
    game,
    record,
    bots.map((b) => kinds[b]!.make()),
    { keepLog: true, maxActions: 200_000 },
  );
  return { record, result };
}

/**
 * Replays the log and renders what the terminal would: every seat's table and the spectator's, the
 * actor's legal actions and their groups (a long list sampled), the open window and offer, and
 * every event. Returns the events' lines that were not bookkeeping.
 */
function renderAll(
  record: { game: string; players: number; secret: string },
  log: readonly { actor: number; action: unknown }[],
) {
  const s = setupMatch(game, record);
  if (!s.ok) throw new Error(s.error.message);
  let state: StateOf<Gm> = s.value;
  const seen: string[] = [];
  const seats = names.slice(0, record.players);
  log.forEach((entry, i) => {
    // Tables every few steps keep the test quick; the actor's actions at every step.
    if (i % 7 === 0)
      for (const seat of [null, ...seats.keys()])
        expect(text.table(viewOf(game, state, seat).game, seats)).toBeTruthy();
    const legal = legalActionsOf(game, state, entry.actor);
    const step = Math.max(1, Math.floor(legal.length / 40));
    for (let k = 0; k < legal.length; k += step) {
      expect(text.action(legal.at(k), seats)).toBeTruthy();
      text.group?.(legal.at(k));
    }
    if (state.window) expect(text.window(state.window.kind)).toBeTruthy();
    if (state.offer) expect(text.terms(state.offer.terms)).toMatch(/^give .+ for .+$/);
    const next = applyAction(game, state, entry.actor, entry.action as never);
    if (!next.ok) throw new Error(next.error.code);
    for (const e of next.value.events as readonly GameEvent[]) {
      const line = text.event(e, seats);
      if (line !== null) seen.push(line);
    }
    state = next.value.state as StateOf<Gm>;
  });
  for (const seat of [null, ...seats.keys()])
    expect(text.table(viewOf(game, state, seat).game, seats)).toMatch(/game ended/);
  return seen;
}

describe('Dog Eat Dog as a game module', () => {
  it('lists its bots, the stand-in first, each making a bot of its kind', () => {
    expect(dogEatDogModule.id).toBe(game.name);
    expect(dogEatDogModule.bots.map((b) => [b.name, b.level])).toEqual([
      ['heuristic', 'normal'],
      ['strong', 'strong'],
      ['hoarder', 'normal'],
      ['lawful', 'normal'],
      ['random', 'easy'],
    ]);
    expect(dogEatDogModule.search).toBeDefined();
    for (const b of dogEatDogModule.bots) expect(b.make().kind).toBe(b.name);
  });

  it.each([
    [['heuristic', 'heuristic', 'heuristic', 'heuristic'], 'module-1'],
    [['heuristic', 'random', 'heuristic'], 'module-2'],
    [['random', 'heuristic', 'random', 'heuristic', 'random'], 'module-3'],
  ])('plays %j to the end and renders every step (%s)', (bots, secret) => {
    const { record, result } = play(bots, secret);
    const lines = renderAll(record, result.log!);
    expect(lines.some((l) => l.includes('rolls'))).toBe(true);
    expect(lines.at(-1)).toBe('The game is over.');

    const G = result.state.G;
    const money = sim.money(G);
    expect(money).toHaveLength(bots.length);
    for (const m of money) expect(Number.isInteger(m) && m >= 0).toBe(true);
    const rounds = sim.turns(G);
    expect(rounds).toBeGreaterThanOrEqual(1);
    expect(rounds).toBeLessThanOrEqual(G.options.roundLimit + 1);
    expect(['Swiss victory', 'map destroyed', 'round limit', 'last standing']).toContain(sim.ending!(G));
    // The most Swiss money is ranked first: `money` is what decides the winner.
    const winner = result.outcome.ranking[0]!.seat;
    expect(money[winner]).toBe(Math.max(...money));
    const reached = sim.milestones![0]!.reached(G);
    if (sim.ending!(G) === 'Swiss victory') expect(reached).toBe(rounds);
    if (reached === null) expect(Math.max(...money)).toBeLessThan(G.options.victorySwiss);
    expect(() => JSON.stringify(sim.fullState(result.state))).not.toThrow();
  });

  it('speaks money, answers and trade terms in words', () => {
    expect(sim.formatMoney(150)).toBe('$150M');
    expect(text.action({ type: 'answer', answer: { kind: 'may', yes: false } }, names)).toBe('Answer: no');
    expect(text.action({ type: 'answer', answer: { kind: 'target', seat: 1 } }, names)).toBe('Answer: Bob');
    expect(text.terms({ give: { money: 5, raw: { wood: 2 } }, get: { products: { steel: 1 } } })).toBe(
      'give $5M, 2 timber for 1 steel',
    );
    expect(text.group!({ type: 'embezzle', amount: 3 })).toBe('Embezzle…');
    expect(text.group!({ type: 'roll' })).toBeNull();
  });

  it('shows a seat its own Swiss account, and the others only while a law makes them public', () => {
    let hidden = 0;
    for (let i = 0; i < 6; i++) {
      const s = setupMatch(game, { game: 'dog-eat-dog', players: 3, secret: `swiss-${i}` });
      if (!s.ok) throw new Error(s.error.message);
      const view = viewOf(game, s.value, null).game;
      const spectator = text.table(view, names);
      expect(spectator).not.toMatch(/your Swiss account/);
      const open = view.players.every((p) => p.swiss !== null);
      if (!open) hidden++;
      expect(spectator.includes('Swiss ?')).toBe(!open);
      expect(text.table(viewOf(game, s.value, 0).game, names)).toMatch(/You are Ann · your Swiss account: \$0M/);
    }
    expect(hidden).toBeGreaterThan(0);
  });
});
