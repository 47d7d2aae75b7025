import { CATALOG } from '@cutthroat/catalog';
import { actorsOf, applyAction, legalActionsOf, setupMatch } from '@cutthroat/engine';
import type { ServerMessage } from '@cutthroat/protocol';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalFanOut } from '../fanout/index.js';
import type { FanOut } from '../fanout/fanout.js';
import { Metrics } from '../metrics.js';
import type { MatchRecordRow, Store } from '../store/index.js';
import { activeMatch, Closer, Inbox } from '../testing/live.js';
import { DEADLINE_CLAIM_MS, MatchHost, type HostDeps } from './host.js';

/** A viewer of match `id` in `h`'s process, at `seat` (null: a spectator), greeted as a socket is. */
async function watch(h: MatchHost, id: string, seat: number | null): Promise<Inbox> {
  const held = await h.get(id);
  const viewer = new Inbox(seat, seat === null ? null : (held?.row.seats[seat]?.playerId ?? null));
  await h.attach(id, viewer, (m) => viewer.send(h.snapshot(m, seat)));
  return viewer;
}

const rigs = new Closer();
afterEach(() => rigs.closeAll());
const sharedStore = () => rigs.store('host');

/** The time every host of a test reads. */
let now = 1_000;
afterEach(() => {
  now = 1_000;
});

/** The waits a host's tests shorten. */
type Waits = Pick<HostDeps, 'botTakeoverMs' | 'startCheckMs' | 'storeRetryMs'>;

/** A process's host: its own origin, over the store and fan-out it is given. */
function host(store: Store, fanout: FanOut, origin: string, waits: Waits = {}): MatchHost {
  const metrics = new Metrics({ liveMatches: () => 0, sockets: () => 0, botMovesWaiting: () => 0 });
  const h = new MatchHost({
    games: CATALOG,
    store,
    fanout,
    now: () => now,
    logger: pino({ level: 'silent' }),
    metrics,
    origin,
    ...waits,
  });
  rigs.add(async () => {
    await h.close();
    metrics.close();
  });
  return h;
}

/** A two-seat Arms Dealers match under way, stored. */
async function anActiveMatch(
  store: Store,
  id: string,
  secret: string,
  clock: unknown,
  seats: MatchRecordRow['seats'],
): Promise<MatchRecordRow> {
  const row = activeMatch(id, seats, { secret, clock });
  await store.createMatch(row);
  return row;
}

/** Alice at seat 0 against a greedy bot at seat 1, no clock. */
function aliceAgainstABot(store: Store): Promise<MatchRecordRow> {
  return anActiveMatch(store, 'alice-vs-bot', 'host-test-secret', { mode: 'none' }, [
    { seat: 0, kind: 'human', bot: null, playerId: 'alice', name: 'Alice', tokenHash: 'x' },
    { seat: 1, kind: 'bot', bot: 'greedy', playerId: null, name: 'greedy bot', tokenHash: null },
  ]);
}

/**
 * Write Alice's moves into the log as a process that then died would have: her first legal
 * action each time, until the bot is to act. Returns the seq the match is then at.
 */
async function aliceMovesUntilTheBotIsToAct(store: Store, row: MatchRecordRow): Promise<number> {
  const game = CATALOG.get(row.game)!.game;
  const setup = setupMatch(game, { game: row.game, players: row.players, options: row.options, secret: row.secret });
  if (!setup.ok) throw new Error(setup.error.code);
  let state = setup.value;
  for (const r of await store.log(row.id)) {
    const next = applyAction(game, state, r.actor, r.action as never);
    if (!next.ok) throw new Error(next.error.code);
    state = next.value.state;
  }
  while (!actorsOf(game, state).includes(1)) {
    expect(actorsOf(game, state)).toEqual([0]);
    const action = legalActionsOf(game, state, 0).toArray()[0];
    expect(await store.append({ matchId: row.id, seq: state.seq, actor: 0, action, at: 1_000 })).toBe(true);
    const next = applyAction(game, state, 0, action as never);
    if (!next.ok) throw new Error(next.error.code);
    state = next.value.state;
  }
  return state.seq;
}

/** Alice's first legal action each time, through `h`, until the bot is to act: the seq then. */
async function aliceActsUntilTheBotIsToAct(h: MatchHost, id: string): Promise<number> {
  let m = (await h.get(id))!;
  while (!actorsOf(m.game, m.state).includes(1)) {
    const r = await h.submit(id, 0, legalActionsOf(m.game, m.state, 0).toArray()[0], m.state.seq);
    expect(r.ok).toBe(true);
    m = (await h.get(id))!;
  }
  return m.state.seq;
}

/**
 * Alice against a bot, watched from the start through process b, whose fan-out is its own: only
 * what the test publishes on it reaches b.
 */
async function watchedByAnotherProcess() {
  const store = await sharedStore();
  const row = await aliceAgainstABot(store);
  const fanout = new LocalFanOut();
  rigs.add(() => fanout.close());
  const watcher = await watch(host(store, fanout, 'b'), row.id, null);
  return { store, row, fanout, watcher };
}

const seqOf = (m: ServerMessage) => (m.type === 'snapshot' || m.type === 'event' ? m.seq : -1);

describe('a match held by several processes', () => {
  it('greets a new viewer with the match as the log has it, though this copy missed every notice', async () => {
    const store = await sharedStore();
    const row = await aliceAgainstABot(store);
    // Its own fan-out: this process hears of nothing the other writes.
    const b = host(store, new LocalFanOut(), 'b');
    const watcher = await watch(b, row.id, null);
    expect(seqOf(watcher.received[0]!)).toBe(0);

    const at = await aliceMovesUntilTheBotIsToAct(store, row);
    expect(at).toBeGreaterThan(0);

    const alice = await watch(b, row.id, 0);
    expect(seqOf(alice.received[0]!)).toBe(at);
    // The one already watching hears of the moves it missed, in order.
    const caught = watcher.received.filter((m) => m.type === 'event').map(seqOf);
    expect(caught.slice(0, at)).toEqual(Array.from({ length: at }, (_, i) => i + 1));
    // And the bot, left to act by a writer that is gone, moves from here.
    const moved = await alice.next((m) => m.type === 'event' && m.seq === at + 1);
    expect(moved.type === 'event' && moved.actor).toBe(1);
  });

  it('reads the log and the chat on when its fan-out says it may have missed notices', async () => {
    const { store, row, fanout, watcher } = await watchedByAnotherProcess();
    // Moves and a chat line written by another process whose notices this one never heard.
    const at = await aliceMovesUntilTheBotIsToAct(store, row);
    const line = { id: 'l1', seat: 0, name: 'Alice', text: 'over there', at: 1_700_000_000_000 };
    await store.addChat({ matchId: row.id, ...line });
    await fanout.publish({ matchId: row.id, seq: 0, origin: '', resync: true });
    await watcher.next((m) => m.type === 'event' && m.seq === at);
    const caught = watcher.received.filter((m) => m.type === 'event').map(seqOf);
    expect(caught.slice(0, at)).toEqual(Array.from({ length: at }, (_, i) => i + 1));
    expect(await watcher.next((m) => m.type === 'chat-log')).toEqual({ type: 'chat-log', lines: [line] });
  });

  it("passes on another process's chat to those who hear it: a spectator's line to spectators alone", async () => {
    const { store, row, fanout, watcher } = await watchedByAnotherProcess();
    const b = host(store, fanout, 'b');
    const alice = await watch(b, row.id, 0);
    const spectator = { id: 's1', seat: null, name: 'spectator', text: 'from the rail', at: 1 };
    const player = { id: 'p1', seat: 0, name: 'Alice', text: 'at the table', at: 2 };
    for (const chat of [spectator, player]) {
      await store.addChat({ matchId: row.id, ...chat });
      await fanout.publish({ matchId: row.id, seq: 0, origin: 'a', chat });
    }
    await alice.next((m) => m.type === 'chat' && m.id === 'p1');
    await watcher.next((m) => m.type === 'chat' && m.id === 'p1');
    const heard = (v: Inbox) => v.received.flatMap((m) => (m.type === 'chat' ? [m.id] : []));
    expect(heard(alice)).toEqual(['p1']);
    expect(heard(watcher)).toEqual(['s1', 'p1']);
    // And after a resync, each reads the log it hears.
    await fanout.publish({ matchId: row.id, seq: 0, origin: '', resync: true });
    const log = async (v: Inbox) => {
      const m = await v.next((m) => m.type === 'chat-log' && m.lines.length > 0);
      return m.type === 'chat-log' ? m.lines.map((l) => l.id) : [];
    };
    expect(await log(alice)).toEqual(['p1']);
    expect(await log(watcher)).toEqual(['s1', 'p1']);
  });

  it('reads the log on by itself a while after the store failed under a notice, no other notice needed', async () => {
    const store = await sharedStore();
    const row = await aliceAgainstABot(store);
    const fanout = new LocalFanOut();
    rigs.add(() => fanout.close());
    const watcher = await watch(host(store, fanout, 'b', { storeRetryMs: 5 }), row.id, null);
    const at = await aliceMovesUntilTheBotIsToAct(store, row);
    const log = store.log.bind(store);
    let failures = 2;
    store.log = (...args) =>
      failures-- > 0 ? Promise.reject(new Error('the database is gone for a moment')) : log(...args);
    await fanout.publish({ matchId: row.id, seq: at, origin: 'a' });
    // The notice's read and the first read again fail; the next one brings the moves, and the bot's.
    await watcher.next((m) => m.type === 'event' && m.seq === at + 1);
    expect(failures).toBeLessThan(0);
  });

  it('moves a bot again a while after the store failed under its move', async () => {
    const store = await sharedStore();
    const row = await aliceAgainstABot(store);
    const fanout = new LocalFanOut();
    rigs.add(() => fanout.close());
    const b = host(store, fanout, 'b', { storeRetryMs: 5 });
    const alice = await watch(b, row.id, 0);
    const append = store.append.bind(store);
    let failed = false;
    store.append = (row, ...rest) => {
      if (row.actor !== 1 || failed) return append(row, ...rest);
      failed = true;
      return Promise.reject(new Error('the database is gone for a moment'));
    };
    // Alice plays until it is the bot's move; its first append fails, the next goes in.
    const at = await aliceActsUntilTheBotIsToAct(b, row.id);
    const moved = await alice.next((msg) => msg.type === 'event' && msg.seq === at + 1);
    expect(failed).toBe(true);
    expect(moved.type === 'event' && moved.actor).toBe(1);
  });

  it('takes an action whose notice Redis loses, and moves the bot it leaves to act', async () => {
    const store = await sharedStore();
    const row = await aliceAgainstABot(store);
    const fanout = new LocalFanOut();
    rigs.add(() => fanout.close());
    const b = host(store, fanout, 'b');
    const alice = await watch(b, row.id, 0);
    const publish = fanout.publish.bind(fanout);
    let lost = 0;
    fanout.publish = () => (lost++, Promise.reject(new Error('Redis is gone for a moment')));
    const at = await aliceActsUntilTheBotIsToAct(b, row.id);
    expect(lost).toBeGreaterThan(0);
    fanout.publish = publish;
    const moved = await alice.next((msg) => msg.type === 'event' && msg.seq === at + 1);
    expect(moved.type === 'event' && moved.actor).toBe(1);
  });

  it('survives a store that fails while it follows a notice, and reads the log on at the next', async () => {
    const { store, row, fanout, watcher } = await watchedByAnotherProcess();
    const at = await aliceMovesUntilTheBotIsToAct(store, row);
    // The database is gone for the first read after the notice.
    const log = store.log.bind(store);
    let down = true;
    store.log = (...args) => {
      if (!down) return log(...args);
      down = false;
      return Promise.reject(new Error('the database is gone for a moment'));
    };
    await fanout.publish({ matchId: row.id, seq: at, origin: 'a' });
    await vi.waitFor(() => expect(down).toBe(false));
    expect(watcher.received.filter((m) => m.type === 'event')).toEqual([]);
    await fanout.publish({ matchId: row.id, seq: at, origin: 'a' });
    await watcher.next((m) => m.type === 'event' && m.seq === at);
  });

  it('loads a match whose notice comes while its log is read, applying each move once', async () => {
    const store = await sharedStore();
    const row = await aliceAgainstABot(store);
    const at = await aliceMovesUntilTheBotIsToAct(store, row);
    const fanout = new LocalFanOut();
    rigs.add(() => fanout.close());
    const b = host(store, fanout, 'b');
    // The load's read of the log is held back until the notice of those moves has been heard.
    const log = store.log.bind(store);
    let reads = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    store.log = async (...args) => {
      const rows = await log(...args);
      if (reads++ === 0) await held;
      return rows;
    };
    const loading = b.get(row.id);
    await vi.waitFor(() => expect(reads).toBe(1));
    await fanout.publish({ matchId: row.id, seq: at, origin: 'a' });
    // Whatever the notice sets off runs now (the store's reads take no turn of the event loop).
    await new Promise((resolve) => setImmediate(resolve));
    release();
    const m = await loading;
    expect(m?.state.seq).toBe(at);
    const watcher = await watch(b, row.id, null);
    expect(seqOf(watcher.received[0]!)).toBe(at);
  });

  it('keeps showing a seat its player left through another process to their sockets, and refuses their actions', async () => {
    const store = await sharedStore();
    const row = await anActiveMatch(store, 'two-people', 'leave-secret', { mode: 'none' }, [
      { seat: 0, kind: 'human', bot: null, playerId: 'p0', name: 'P0', tokenHash: 't0' },
      { seat: 1, kind: 'human', bot: null, playerId: 'p1', name: 'P1', tokenHash: 't1' },
    ]);
    const fanout = new LocalFanOut();
    rigs.add(() => fanout.close());
    const [a, b] = [host(store, fanout, 'a'), host(store, fanout, 'b')];
    const m = (await b.get(row.id))!;
    const seat = actorsOf(m.game, m.state)[0]!;
    const leaver = await watch(b, row.id, seat);
    const other = await watch(b, row.id, 1 - seat);
    const action = legalActionsOf(m.game, m.state, seat).toArray()[0];

    expect(await a.leave(row.id, 1 - seat, `p${seat}`)).toMatchObject({
      ok: false,
      error: { code: 'lobby/not-your-seat' },
    });
    expect(await a.leave(row.id, seat, `p${seat}`)).toEqual({ ok: true, value: 'greedy' });
    await other.next((msg) => msg.type === 'seats' && msg.seats[seat]?.kind === 'bot');
    // The seat's view still, with nothing to act on: the bot plays it now.
    await leaver.next((msg) => msg.type === 'snapshot' && msg.legal.length === 0);
    expect(leaver.lost).toBeNull();
    expect(m.viewers.has(leaver)).toBe(true);
    expect(other.lost).toBeNull();
    // An action the socket sent before it heard: refused, whether or not the bot moved first.
    const late = await b.submit(row.id, seat, action, m.state.seq, { viewer: leaver, id: 'late' });
    expect(late).toMatchObject({ ok: false, error: { code: 'protocol/seat-lost' } });
  });

  it('tells every seat, in this process and another, once, that a person left and a bot plays on', async () => {
    const store = await sharedStore();
    const row = await anActiveMatch(store, 'leave-told', 'leave-told-secret', { mode: 'none' }, [
      { seat: 0, kind: 'human', bot: null, playerId: 'p0', name: 'Ada', tokenHash: 't0' },
      { seat: 1, kind: 'human', bot: null, playerId: 'p1', name: 'Bo', tokenHash: 't1' },
      { seat: 2, kind: 'human', bot: null, playerId: 'p2', name: 'Cy', tokenHash: 't2' },
    ]);
    const fanout = new LocalFanOut();
    rigs.add(() => fanout.close());
    const [a, b] = [host(store, fanout, 'a'), host(store, fanout, 'b')];
    const here = await watch(a, row.id, 1);
    const there = await watch(b, row.id, 2);
    const leaver = await watch(a, row.id, 0);
    const seq = (await a.get(row.id))!.state.seq;
    expect(await a.leave(row.id, 0, 'p0')).toEqual({ ok: true, value: 'greedy' });
    const told = {
      type: 'seat-change',
      seq,
      seat: 0,
      was: { kind: 'human', name: 'Ada', bot: null },
      now: { kind: 'bot', bot: 'greedy' },
    };
    for (const v of [here, there, leaver])
      expect(await v.next((msg) => msg.type === 'seat-change')).toMatchObject(told);
    // Once each, though both processes reread the seats.
    await there.next((msg) => msg.type === 'seats' && msg.seats[0]?.kind === 'bot');
    for (const v of [here, there, leaver]) expect(v.received.filter((m) => m.type === 'seat-change')).toHaveLength(1);
    // Kept once, though both processes saw it, for a viewer who connects later, in either process.
    expect(await store.seatChanges(row.id)).toHaveLength(1);
    for (const h of [a, b]) expect(await h.seatChanges((await h.get(row.id))!)).toMatchObject([told]);
  });

  it('drops the sockets whose token a player replaced through another process, and checks a late hello again', async () => {
    const store = await sharedStore();
    const row = await anActiveMatch(store, 'rekeyed', 'rekey-secret', { mode: 'none' }, [
      { seat: 0, kind: 'human', bot: null, playerId: 'p0', name: 'P0', tokenHash: 'seat-0' },
      { seat: 1, kind: 'human', bot: null, playerId: 'p1', name: 'P1', tokenHash: 'seat-1' },
    ]);
    await store.createPlayer({ id: 'p0', name: 'P0', tokenHash: 'player-0', createdAt: 1_000 });
    const fanout = new LocalFanOut();
    rigs.add(() => fanout.close());
    const [a, b] = [host(store, fanout, 'a'), host(store, fanout, 'b')];
    const attach = async (seat: number, holder: string, tokenHash: string) => {
      const viewer = new Inbox(seat, holder, tokenHash);
      await b.attach(row.id, viewer, () => undefined);
      return viewer;
    };
    const bySeatToken = await attach(0, 'p0', 'seat-0');
    const byPlayerToken = await attach(0, 'p0', 'player-0');
    const other = await attach(1, 'p1', 'seat-1');
    // Checked before the replacement, attached after it: the hello's second look.
    const heard = b.replacementsHeard;

    expect(await store.replacePlayerToken('p0', 'player-0', 'player-0-new')).toEqual([row.id]);
    await a.tokensReplaced('p0', [row.id]);
    await vi.waitFor(() =>
      expect([bySeatToken.lost, byPlayerToken.lost]).toEqual(Array(2).fill('protocol/token-replaced')),
    );
    expect(other.lost).toBeNull();
    const m = (await b.get(row.id))!;
    expect(m.viewers.has(other)).toBe(true);
    expect(b.replacementsHeard).toBeGreaterThan(heard);

    const late = await attach(0, 'p0', 'player-0');
    expect(await b.recheck(m, late)).toBe(true);
    expect(late.lost).toBe('protocol/token-replaced');
    const fresh = await attach(0, 'p0', 'player-0-new');
    expect(await b.recheck(m, fresh)).toBe(false);
    expect(m.viewers.has(fresh)).toBe(true);
  });

  it('moves a bot that the writer of the last action left, once it has waited botTakeoverMs', async () => {
    const store = await sharedStore();
    const row = await aliceAgainstABot(store);
    const fanout = new LocalFanOut();
    rigs.add(() => fanout.close());
    const b = host(store, fanout, 'b', { botTakeoverMs: 5 });
    const watcher = await watch(b, row.id, null);

    // Process "a" appends Alice's moves, tells the others, and dies before moving the bot.
    const at = await aliceMovesUntilTheBotIsToAct(store, row);
    await fanout.publish({ matchId: row.id, seq: at, origin: 'a' });

    await watcher.next((m) => m.type === 'event' && m.seq === at);
    const moved = await watcher.next((m) => m.type === 'event' && m.seq === at + 1);
    expect(moved.type === 'event' && moved.actor).toBe(1);
    const log = await store.log(row.id);
    expect(log.slice(0, at + 1).map((r) => r.actor)).toEqual([...Array.from({ length: at }, () => 0), 1]);
  });
});

/** Two people, 30 s a turn and no reserve. */
function aClockedMatch(store: Store): Promise<MatchRecordRow> {
  const clock = { mode: 'realtime', turnSeconds: 30, reserveSeconds: 0, windowSeconds: 10, onTurnExpiry: 'bot' };
  return anActiveMatch(
    store,
    'clocked',
    'host-test-clock',
    clock,
    [0, 1].map((seat) => ({
      seat,
      kind: 'human',
      bot: null,
      playerId: `p${seat}`,
      name: `P${seat}`,
      tokenHash: `t${seat}`,
    })),
  );
}

/** The first legal action of whoever is to act, submitted through `h`. */
async function actThrough(h: MatchHost, id: string): Promise<number> {
  const m = (await h.get(id))!;
  const seat = actorsOf(m.game, m.state)[0]!;
  const r = await h.submit(id, seat, legalActionsOf(m.game, m.state, seat).toArray()[0], m.state.seq);
  if (!r.ok) throw new Error(r.error.code);
  return r.value.seq;
}

/** A clocked match, stored, with one move made through process "a" at `at`. */
async function oneMoveIn(at: number): Promise<{ store: Store; row: MatchRecordRow; a: MatchHost; seq: number }> {
  const store = await sharedStore();
  const row = await aClockedMatch(store);
  const a = host(store, new LocalFanOut(), 'a');
  now = at;
  return { store, row, a, seq: await actThrough(a, row.id) };
}

describe('deadlines of a match held by several processes', () => {
  it('stores the next deadline with the action, in its commit', async () => {
    const { store, row, seq } = await oneMoveIn(5_000);
    const [deadline, ...more] = await store.dueDeadlines(Number.MAX_SAFE_INTEGER, 10);
    expect(more).toEqual([]);
    expect(deadline).toMatchObject({ matchId: row.id, seq, dueAt: 5_000 + 30_000 });
  });

  it('fires a deadline on the match as the log has it, though this copy missed the action that set it', async () => {
    const store = await sharedStore();
    const row = await aClockedMatch(store);
    const a = host(store, new LocalFanOut(), 'a');
    // Its own fan-out: b never hears of a's action.
    const b = host(store, new LocalFanOut(), 'b');
    await watch(b, row.id, null);
    const seq = await actThrough(a, row.id);
    const [deadline] = await store.dueDeadlines(Number.MAX_SAFE_INTEGER, 1);
    expect(deadline).toMatchObject({ seq, what: { kind: 'turn' } });

    now = 1_000 + 30_000;
    expect(await b.fireDue(now)).toBe(1);
    const log = await store.log(row.id);
    expect(log.map((r) => r.seq)).toEqual([0, seq]);
    // The expired turn's move, made for the seat whose turn it was.
    expect(log[1]!.actor).toBe((deadline!.what as { seat: number }).seat);
    expect(await b.fireDue(now)).toBe(0);
  });

  it('fires a deadline again whose claimer died before acting, once the claim has lapsed', async () => {
    const { store, row, a, seq } = await oneMoveIn(5_000);
    const due = 5_000 + 30_000;
    // A process claims it, and dies.
    expect(await store.claimDeadline(row.id, seq, due, due + DEADLINE_CLAIM_MS)).toBe(true);
    expect(await a.fireDue(due)).toBe(0);
    expect(await a.fireDue(due + DEADLINE_CLAIM_MS - 1)).toBe(0);
    now = due + DEADLINE_CLAIM_MS;
    expect(await a.fireDue(now)).toBe(1);
    expect((await store.log(row.id)).map((r) => r.seq)).toEqual([0, seq]);
    expect(await a.fireDue(now)).toBe(0);
  });

  it('drops a deadline whose action is refused, instead of trying it at every claim’s end', async () => {
    const { store, row, a, seq } = await oneMoveIn(1_000);
    // A window's deadline with no window open: the engine refuses it (deadline/nothing-pending).
    await store.setDeadline({ matchId: row.id, seq, dueAt: 2_000, what: { kind: 'window' } });
    expect(await a.fireDue(2_000)).toBe(0);
    expect(await store.dueDeadlines(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
    expect((await store.log(row.id)).map((r) => r.seq)).toEqual([0]);
  });

  it('replaces a deadline the match has moved past (left by an older server) with the one it is at', async () => {
    const { store, row, a, seq } = await oneMoveIn(2_000);
    // As a server that stored deadlines in a second commit, and died between the two, left it.
    await store.setDeadline({ matchId: row.id, seq: 0, dueAt: 1_500, what: { kind: 'turn', seat: 0 } });

    expect(await a.fireDue(2_000)).toBe(0);
    expect(await store.dueDeadlines(Number.MAX_SAFE_INTEGER, 10)).toMatchObject([
      { matchId: row.id, seq, dueAt: 2_000 + 30_000 },
    ]);
    now = 32_000;
    expect(await a.fireDue(now)).toBe(1);
    expect((await store.log(row.id)).map((r) => r.seq)).toEqual([0, seq]);
  });
});

/** Two people seated, 30 s a turn and 60 s of reserve, not started yet. */
async function aFullWaitingMatch(store: Store): Promise<MatchRecordRow> {
  const row: MatchRecordRow = {
    ...(await aClockedMatch(store)),
    id: 'full',
    clock: { mode: 'realtime', turnSeconds: 30, reserveSeconds: 60, windowSeconds: 10, onTurnExpiry: 'bot' },
    status: 'waiting',
    startedAt: null,
  };
  await store.createMatch(row);
  return row;
}

/** As `aFullWaitingMatch`, but seat 1 is still open (`takeSeat1` takes it). */
async function aWaitingMatch(store: Store): Promise<MatchRecordRow> {
  const full = await aFullWaitingMatch(store);
  const row: MatchRecordRow = {
    ...full,
    id: 'waiting',
    seats: [full.seats[0]!, { seat: 1, kind: 'open', bot: null, playerId: null, name: null, tokenHash: null }],
  };
  await store.createMatch(row);
  return row;
}

async function takeSeat1(store: Store, row: MatchRecordRow): Promise<void> {
  expect(await store.claimSeat(row.id, 1, 'p1', 'P1', 't1')).toBe(true);
}

/** End the turn of whoever is to act (their first legal action until the turn passes), through `h`. */
async function endTurnThrough(h: MatchHost, id: string): Promise<void> {
  const m = (await h.get(id))!;
  const seat = actorsOf(m.game, m.state)[0]!;
  while (actorsOf(m.game, m.state)[0] === seat) {
    const legal = legalActionsOf(m.game, m.state, seat).toArray();
    const action = legal.find((a) => (a as { type: string }).type === 'end-turn') ?? legal[0];
    const r = await h.submit(id, seat, action, m.state.seq);
    if (!r.ok) throw new Error(r.error.code);
  }
}

const clockOf = (m: ServerMessage) => (m.type === 'snapshot' ? { deadline: m.deadline, reserves: m.reserves } : null);

describe('the clock of a match loaded again', () => {
  it('runs the first turn from the start, in the start’s commit, whichever process loads the match', async () => {
    const store = await sharedStore();
    const row = await aFullWaitingMatch(store);
    const a = host(store, new LocalFanOut(), 'a');
    now = 5_000;
    await a.seatsChanged(row.id);
    expect((await store.getMatch(row.id))?.startedAt).toBe(5_000);
    const [first] = await store.dueDeadlines(Number.MAX_SAFE_INTEGER, 10);
    expect(first).toMatchObject({ matchId: row.id, seq: 0, dueAt: 5_000 + 90_000 });

    // Another process loads it before anyone has moved: the same deadline, not none.
    now = 20_000;
    const b = host(store, new LocalFanOut(), 'b');
    expect(clockOf(b.snapshot((await b.get(row.id))!, null))).toEqual({
      deadline: { dueAt: 95_000, kind: 'turn' },
      reserves: [60_000, 60_000],
    });

    // 40 s into a 30 s turn: the seat to act spends 10 s of its reserve, as a third process,
    // replaying the log, agrees.
    now = 45_000;
    const held = (await a.get(row.id))!;
    const seat = actorsOf(held.game, held.state)[0]!;
    await endTurnThrough(a, row.id);
    const spent = seat === 0 ? [50_000, 60_000] : [60_000, 50_000];
    const c = host(store, new LocalFanOut(), 'c');
    expect(clockOf(c.snapshot((await c.get(row.id))!, null))?.reserves).toEqual(spent);
    expect(clockOf(a.snapshot((await a.get(row.id))!, null))?.reserves).toEqual(spent);
  });
});

describe('a start another process made', () => {
  it('is found by a copy that missed its notice, at the next action or the next viewer', async () => {
    const store = await sharedStore();
    const row = await aWaitingMatch(store);
    // Each its own fan-out: b never hears that a started the match.
    const a = host(store, new LocalFanOut(), 'a');
    const b = host(store, new LocalFanOut(), 'b');
    const first = await watch(b, row.id, 0);
    expect((await b.get(row.id))?.row.status).toBe('waiting');
    now = 5_000;
    await takeSeat1(store, row);
    await a.seatsChanged(row.id);

    const second = await watch(b, row.id, 1);
    expect(clockOf(second.received[0]!)?.deadline).toEqual({ dueAt: 95_000, kind: 'turn' });
    // The seat already there was told of the start as well.
    await first.next((m) => m.type === 'snapshot' && m.deadline !== null);
    expect(await actThrough(b, row.id)).toBe(1);
  });

  it('is looked for before an action on a waiting match is refused', async () => {
    const store = await sharedStore();
    const row = await aWaitingMatch(store);
    const a = host(store, new LocalFanOut(), 'a');
    const b = host(store, new LocalFanOut(), 'b');
    await watch(b, row.id, null);
    await takeSeat1(store, row);
    await a.seatsChanged(row.id);
    // b's copy still says waiting: the action makes it look.
    expect((await b.get(row.id))?.row.status).toBe('waiting');
    expect(await actThrough(b, row.id)).toBe(1);
  });

  it('reaches the seats already waiting in a copy that never hears of it, at its next check', async () => {
    const store = await sharedStore();
    const row = await aWaitingMatch(store);
    const a = host(store, new LocalFanOut(), 'a');
    // Its own fan-out, and a check every 5 ms: b never hears that a started the match.
    const b = host(store, new LocalFanOut(), 'b', { startCheckMs: 5 });
    const waiting = await watch(b, row.id, 0);
    now = 5_000;
    await takeSeat1(store, row);
    await a.seatsChanged(row.id);
    const greeted = await waiting.next((m) => m.type === 'snapshot' && m.deadline !== null);
    expect(clockOf(greeted)?.deadline).toEqual({ dueAt: 95_000, kind: 'turn' });
  });

  it('is made by the next process to meet a full match that nobody started', async () => {
    const store = await sharedStore();
    // Every seat taken, and the process that took the last one died before it started the match.
    const row = await aFullWaitingMatch(store);
    const b = host(store, new LocalFanOut(), 'b');
    now = 7_000;
    const seat0 = await watch(b, row.id, 0);
    expect(clockOf(seat0.received[0]!)?.deadline).toEqual({ dueAt: 7_000 + 90_000, kind: 'turn' });
    expect(await store.getMatch(row.id)).toMatchObject({ status: 'active', startedAt: 7_000 });
    expect(await store.dueDeadlines(Number.MAX_SAFE_INTEGER, 10)).toMatchObject([{ matchId: row.id, seq: 0 }]);
  });

  it('still refuses an action while seats are open', async () => {
    const store = await sharedStore();
    const row = await aWaitingMatch(store);
    const b = host(store, new LocalFanOut(), 'b');
    const r = await b.submit(row.id, 0, { type: 'end-turn' }, 0);
    expect(r).toMatchObject({ ok: false, error: { code: 'match/not-started' } });
  });
});

describe('what a process keeps in memory', () => {
  it('does not keep a match that seats were taken in but nobody has connected to', async () => {
    const store = await sharedStore();
    const row = await aFullWaitingMatch(store);
    const a = host(store, new LocalFanOut(), 'a');
    await a.seatsChanged(row.id);
    expect((await store.getMatch(row.id))?.status).toBe('active');
    expect(a.has(row.id)).toBe(false);
    // Loaded again on demand, started.
    expect((await a.get(row.id))?.row.status).toBe('active');
  });

  it('keeps a match whose bots are to move while they play, and lets it go once it is over', async () => {
    const store = await sharedStore();
    const row = await twoBots(store);
    const a = host(store, new LocalFanOut(), 'a');
    await a.seatsChanged(row.id);
    expect(a.has(row.id)).toBe(true);
    // Nobody watches: the bots play it to the end all the same.
    await finished(store, row.id);
    await vi.waitFor(() => expect(a.has(row.id)).toBe(false));
  });
});

describe('the end of a match', () => {
  it('goes in with the last action; a record an older server left active is mended on load', async () => {
    const store = await sharedStore();
    const row = await twoBots(store);
    const a = host(store, new LocalFanOut(), 'a');
    await a.seatsChanged(row.id);
    await finished(store, row.id);
    // As a server that marked the end in a second commit, and died between the two, left it.
    await store.setStatus(row.id, 'active');
    const b = host(store, new LocalFanOut(), 'b');
    expect((await b.get(row.id))?.row.status).toBe('finished');
    expect((await store.getMatch(row.id))?.status).toBe('finished');
  });
});

/** Two greedy bots, no clock, under way. */
function twoBots(store: Store): Promise<MatchRecordRow> {
  return anActiveMatch(store, 'bots', 'host-test-bots', { mode: 'none' }, [
    { seat: 0, kind: 'bot', bot: 'greedy', playerId: null, name: 'greedy bot', tokenHash: null },
    { seat: 1, kind: 'bot', bot: 'greedy', playerId: null, name: 'greedy bot', tokenHash: null },
  ]);
}

/** Until the store has the match finished (its bots play it out). */
async function finished(store: Store, id: string): Promise<void> {
  await vi.waitFor(async () => expect((await store.getMatch(id))?.status).toBe('finished'), {
    timeout: 60_000,
    interval: 10,
  });
}
