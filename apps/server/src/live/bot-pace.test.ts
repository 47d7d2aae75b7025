import { CATALOG } from '@cutthroat/catalog';
import { actorsOf, legalActionsOf } from '@cutthroat/engine';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalFanOut } from '../fanout/index.js';
import { Metrics } from '../metrics.js';
import type { SeatRecord } from '../store/index.js';
import { activeMatch, Closer } from '../testing/live.js';
import { paceOf } from './bots.js';
import { MatchHost, type LiveMatch } from './host.js';

const rigs = new Closer();
afterEach(() => rigs.closeAll());

/** Waits handed to `later`, run by the test when it says so: no wall clock. */
interface Wait {
  readonly ms: number;
  readonly run: () => void;
}

async function rig(seats: SeatRecord[], botPaceMs: number) {
  const store = await rigs.store('pace');
  const fanout = new LocalFanOut();
  const metrics = new Metrics({ liveMatches: () => 0, sockets: () => 0, botMovesWaiting: () => 0 });
  const waits: Wait[] = [];
  const h = new MatchHost({
    games: CATALOG,
    store,
    fanout,
    now: () => 1_000,
    logger: pino({ level: 'silent' }),
    metrics,
    origin: 'a',
    later: (run, ms) => waits.push({ run, ms }),
  });
  rigs.add(async () => {
    await h.close();
    metrics.close();
    await fanout.close();
  });
  const row = activeMatch('paced', seats, { secret: 'bot-pace-secret', botPaceMs });
  await store.createMatch(row);
  return { h, store, waits, id: row.id };
}

const alice: SeatRecord = { seat: 0, kind: 'human', bot: null, playerId: 'alice', name: 'Alice', tokenHash: 'x' };
const bot = (seat: number): SeatRecord => ({
  seat,
  kind: 'bot',
  bot: 'greedy',
  playerId: null,
  name: 'greedy bot',
  tokenHash: null,
});

/** Alice's first legal action each time, until the bot at seat 1 is to act: the seq then. */
async function aliceActsUntilTheBotIsToAct(h: MatchHost, id: string): Promise<number> {
  let m = (await h.get(id))!;
  while (!actorsOf(m.game, m.state).includes(1)) {
    const r = await h.submit(id, 0, legalActionsOf(m.game, m.state, 0).toArray()[0], m.state.seq);
    expect(r.ok).toBe(true);
    m = (await h.get(id))!;
  }
  return m.state.seq;
}

/** Let the event loop run the bots' turns that are due. */
const turns = () => new Promise((resolve) => setImmediate(resolve));

describe('the bots’ pace', () => {
  it('makes a bot wait the match’s pace before it acts against a person, then act', async () => {
    const { h, store, waits, id } = await rig([alice, bot(1)], 700);
    const seq = await aliceActsUntilTheBotIsToAct(h, id);
    await turns();
    await turns();
    expect((await store.log(id)).length).toBe(seq);
    expect(waits.map((w) => w.ms)).toEqual([700]);
    waits.shift()!.run();
    await vi.waitFor(async () => expect((await store.log(id)).length).toBeGreaterThan(seq));
    expect((await store.log(id))[seq]?.actor).toBe(1);
  });

  it('plays a match of bots only at once, whatever its pace', async () => {
    const { h, store, waits, id } = await rig([bot(0), bot(1)], 700);
    await h.seatsChanged(id);
    await vi.waitFor(async () => expect((await store.getMatch(id))?.status).toBe('finished'), {
      timeout: 60_000,
      interval: 10,
    });
    expect(waits).toEqual([]);
  });

  it('moves bots at once with a pace of 0, as matches from before', async () => {
    const { h, store, waits, id } = await rig([alice, bot(1)], 0);
    const seq = await aliceActsUntilTheBotIsToAct(h, id);
    await vi.waitFor(async () => expect((await store.log(id)).length).toBeGreaterThan(seq));
    expect(waits).toEqual([]);
  });

  it('waits no pace for a pass after another pass in the same reaction window, but after an aside', () => {
    const match = (moves: { seq: number; seat: number; pass: boolean }[]) =>
      ({ row: { botPaceMs: 700 }, quiet: { from: 10, moves } }) as unknown as LiveMatch;
    expect(paceOf(match([]))).toBe(700);
    expect(paceOf(match([{ seq: 10, seat: 2, pass: true }]))).toBe(0);
    expect(paceOf(match([{ seq: 10, seat: 2, pass: false }]))).toBe(700);
  });

  it('is stored with the match and read back', async () => {
    const { store, id } = await rig([alice, bot(1)], 1_200);
    expect((await store.getMatch(id))?.botPaceMs).toBe(1_200);
  });
});
