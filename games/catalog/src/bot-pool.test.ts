import { BotPool, PoolError, type DecideTask } from '@cutthroat/bots/pool';
import { playout, randomBot } from '@cutthroat/bots';
import { Rng, actorsOf, legalActionsOf, viewOf, type AnyGame, type RngState, type StateOf } from '@cutthroat/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOG } from './index.js';

// Workers load the build (`tsc -b`): the resolver as the server would give it.
const resolver = new URL('../dist/src/bot-resolver.js', import.meta.url).href;
const pool = new BotPool({ resolver, size: 2 });
afterAll(() => pool.close());

/** A few mid-game decisions of a game, as tasks for `bot` with a small budget. */
function tasks(game: string, players: number, bot: string, iterations: number): DecideTask[] {
  const module = CATALOG.get(game)!;
  const states: StateOf<AnyGame>[] = [];
  let n = 0;
  const record = { game, players, secret: `pool/${game}`, options: game === 'gocaine' ? { roundLimit: 6 } : {} };
  const bots = Array.from({ length: players }, () => randomBot<AnyGame>());
  playout(module.game, record, bots, { observe: (s) => n++ % 7 === 5 && !s.outcome && states.push(s) });
  return states.slice(0, 3).map((state, i) => {
    const seat = actorsOf(module.game, state)[0]!;
    const rng: RngState = [i + 1, 2, 3, 4];
    return { game, bot, seat, view: viewOf(module.game, state, seat), rng, budget: { iterations } };
  });
}

/** The same decision in this thread, from the real state's legal actions. */
function here(task: DecideTask): unknown {
  const module = CATALOG.get(task.game)!;
  const view = task.view as ReturnType<typeof viewOf>;
  const sample = module.search!.determinize(view, task.seat, new Rng([9, 9, 9, 9]));
  const bot = module.bots.find((b) => b.name === task.bot)!.make({ budget: task.budget! });
  return bot.decide({ view, legal: legalActionsOf(module.game, sample, task.seat), rng: new Rng(task.rng) });
}

describe('BotPool', () => {
  it.each([
    ['arms-dealers', 4, 'strong', 20],
    ['gocaine', 3, 'strong', 4],
    ['dog-eat-dog', 4, 'strong', 4],
    ['arms-dealers', 4, 'greedy', 1],
  ] as const)('answers %s decisions of %i players (%s) exactly as this thread does', async (game, players, bot, n) => {
    const all = tasks(game, players, bot, n);
    expect(all.length).toBe(3);
    // More decisions than workers at once: the queue holds the rest.
    const answers = await Promise.all(all.map((t) => pool.decide(t)));
    answers.forEach((a, i) => expect(a).toEqual({ ok: true, action: here(all[i]!) }));
  });

  it.each([
    [{ game: 'chess', bot: 'strong' }, PoolError.UnknownGame],
    [{ game: 'gocaine', bot: 'grandmaster' }, PoolError.UnknownBot],
  ])('refuses %j with a stable code', async (what, code) => {
    const task = { ...tasks('gocaine', 3, 'strong', 1)[0]!, ...what };
    expect(await pool.decide(task)).toMatchObject({ ok: false, code });
  });

  it('answers an urgent decision before those queued before it', async () => {
    const one = new BotPool({ resolver, size: 1 });
    const [a, b, c] = tasks('gocaine', 3, 'strong', 2);
    const done: string[] = [];
    const ask = (name: string, task: DecideTask, urgent: boolean) =>
      one.decide(task, urgent).then((d) => done.push(d.ok ? name : `${name} failed`));
    // The first goes to the worker at once; the others wait, and the urgent one goes before them.
    await Promise.all([ask('first', a!, false), ask('second', b!, false), ask('urgent', c!, true)]);
    await one.close();
    expect(done).toEqual(['first', 'urgent', 'second']);
  });

  it("serves a key's one decision second behind ten of another key's, not eleventh", async () => {
    const one = new BotPool({ resolver, size: 1 });
    const [task] = tasks('gocaine', 3, 'strong', 1);
    const done: string[] = [];
    const ask = (name: string, key: string) =>
      one.decide(task!, false, key).then((d) => done.push(d.ok ? name : `${name} failed`));
    // One worker: the order of the answers is the order the queue handed them out.
    const asked = Array.from({ length: 10 }, (_, i) => ask(`a${i + 1}`, 'match A'));
    asked.push(ask('b1', 'match B'));
    await Promise.all(asked);
    await one.close();
    expect(done).toEqual(['a1', 'b1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10']);
  });

  it('fails the decisions it can no longer answer once closed', async () => {
    const other = new BotPool({ resolver, size: 1 });
    await other.close();
    expect(await other.decide(tasks('gocaine', 3, 'strong', 1)[0]!)).toMatchObject({
      ok: false,
      code: PoolError.Closed,
    });
  });
});
