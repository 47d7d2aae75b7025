import { BotPool, PoolError, type DecideTask, type Decided } from '@cutthroat/bots/pool';
import { CATALOG } from '@cutthroat/catalog';
import { Rng, actorsOf, legalActionsOf, viewOf } from '@cutthroat/engine';
import { pino } from 'pino';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { LocalFanOut } from '../fanout/index.js';
import { Metrics } from '../metrics.js';
import type { MatchRecordRow, Store } from '../store/index.js';
import { activeMatch, Closer } from '../testing/live.js';
import { MatchHost, type HostDeps } from './host.js';

// Workers load the build (`tsc -b`), as the server's composition root gives it.
const resolver = new URL('../../../../games/catalog/dist/src/bot-resolver.js', import.meta.url).href;
const pool = new BotPool({ resolver, size: 1 });
afterAll(() => pool.close());

/** A pool in front of another that keeps every task it is given and its answer. */
class Recording {
  readonly asked: { task: DecideTask; urgent: boolean; key: string | undefined; decided: Decided }[] = [];
  constructor(private readonly answer: (task: DecideTask) => Promise<Decided>) {}
  async decide(task: DecideTask, urgent = false, key?: string): Promise<Decided> {
    const decided = await this.answer(task);
    this.asked.push({ task, urgent, key, decided });
    return decided;
  }
}

const rigs = new Closer();
afterEach(() => rigs.closeAll());

const aStore = () => rigs.store('bot-pool');

function host(store: Store, botPool: HostDeps['botPool']): MatchHost {
  const metrics = new Metrics({ liveMatches: () => 0, sockets: () => 0, botMovesWaiting: () => 0 });
  const h = new MatchHost({
    games: CATALOG,
    store,
    fanout: new LocalFanOut(),
    now: () => 1_000,
    logger: pino({ level: 'silent' }),
    metrics,
    origin: 'a',
    ...(botPool ? { botPool } : {}),
  });
  rigs.add(async () => {
    await h.close();
    metrics.close();
  });
  return h;
}

type Seats = MatchRecordRow['seats'];
const human = (seat: number): Seats[number] => ({
  seat,
  kind: 'human',
  bot: null,
  playerId: `p${seat}`,
  name: `P${seat}`,
  tokenHash: `t${seat}`,
});
const bot = (seat: number, name: string): Seats[number] => ({
  seat,
  kind: 'bot',
  bot: name,
  playerId: null,
  name: `${name} bot`,
  tokenHash: null,
});

/** A two-seat Arms Dealers match under way, stored, no clock. */
async function aMatch(store: Store, id: string, seats: Seats): Promise<MatchRecordRow> {
  const row = activeMatch(id, seats, { secret: `bot-pool-test/${id}`, createdFrom: '192.0.2.7' });
  await store.createMatch(row);
  return row;
}

/** The person at seat 0 takes their first legal action until seat 1, a bot, is to act: the seq then. */
async function personActsUntilTheBotIsToAct(h: MatchHost, id: string): Promise<number> {
  let m = (await h.get(id))!;
  while (!actorsOf(m.game, m.state).includes(1)) {
    const r = await h.submit(id, 0, legalActionsOf(m.game, m.state, 0).toArray()[0], m.state.seq);
    expect(r.ok).toBe(true);
    m = (await h.get(id))!;
  }
  return m.state.seq;
}

async function finished(store: Store, id: string): Promise<void> {
  await vi.waitFor(async () => expect((await store.getMatch(id))?.status).toBe('finished'), {
    timeout: 50_000,
    interval: 20,
  });
}

describe('search bots in the bot pool', () => {
  it("decides a strong bot's move in the pool, from its seat's view, before other matches' moves", async () => {
    const store = await aStore();
    const recording = new Recording((t) => pool.decide(t));
    const h = host(store, recording);
    const row = await aMatch(store, 'person-vs-strong', [human(0), bot(1, 'strong')]);
    await h.seatsChanged(row.id);
    const at = await personActsUntilTheBotIsToAct(h, row.id);
    const m = (await h.get(row.id))!;
    const view = viewOf(m.game, m.state, 1);
    const legal = legalActionsOf(m.game, m.state, 1);
    await vi.waitFor(async () => expect((await store.log(row.id)).length).toBeGreaterThan(at), { timeout: 60_000 });

    // The bot may already be asked for its next move (its turn goes on): the first ask is this one.
    expect(recording.asked.length).toBeGreaterThanOrEqual(1);
    const { task, urgent, key, decided } = recording.asked[0]!;
    expect(urgent).toBe(true);
    // The pool serves the addresses that made matches in turn.
    expect(key).toBe('192.0.2.7');
    expect(task).toMatchObject({ game: 'arms-dealers', bot: 'strong', seat: 1 });
    expect(task.budget).toBeUndefined();
    // The seat's view and nothing else of the match.
    expect(task.view).toEqual(view);
    expect(decided.ok).toBe(true);
    const logged = (await store.log(row.id))[at]!;
    expect(logged).toMatchObject({ actor: 1, action: (decided as { action: unknown }).action });
    // The decision this thread would make from the real state's legal actions, at the default budget.
    const strong = CATALOG.get('arms-dealers')!
      .bots.find((b) => b.name === 'strong')!
      .make();
    expect(strong.decide({ view, legal, rng: new Rng(task.rng) })).toEqual(logged.action);
  });

  it('leaves a heuristic bot in this thread', async () => {
    const store = await aStore();
    const recording = new Recording((t) => pool.decide(t));
    const h = host(store, recording);
    const row = await aMatch(store, 'person-vs-greedy', [human(0), bot(1, 'greedy')]);
    await h.seatsChanged(row.id);
    const at = await personActsUntilTheBotIsToAct(h, row.id);
    await vi.waitFor(async () => expect((await store.log(row.id)).length).toBeGreaterThan(at));
    expect((await store.log(row.id))[at]!.actor).toBe(1);
    expect(recording.asked).toEqual([]);
  });

  it("lets the game's stand-in decide each move the pool fails, and the match plays out", async () => {
    const store = await aStore();
    const failure: Decided = { ok: false, code: PoolError.WorkerFailed, message: 'a bot worker stopped' };
    const recording = new Recording(() => Promise.resolve(failure));
    const h = host(store, recording);
    const row = await aMatch(store, 'strong-vs-strong', [bot(0, 'strong'), bot(1, 'strong')]);
    await h.seatsChanged(row.id);
    await finished(store, row.id);
    const log = await store.log(row.id);
    // Every move went to the pool first (a decision can also go stale when both seats may act),
    // none before another match's with a person at the table.
    expect(recording.asked.length).toBeGreaterThanOrEqual(log.filter((r) => r.actor >= 0).length);
    expect(recording.asked.every((a) => !a.urgent)).toBe(true);
  });
});
