import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redis } from '../../test/support/services.js';
import { shutDown } from '../redis-connection.js';
import type { FanOut, MatchNotice } from './fanout.js';
import { LocalFanOut, openFanOut, RedisFanOut, type ErrorReporter } from './index.js';

/** What a listener (or `onError`) heard; tests wait for the nth item instead of sleeping. */
class Inbox<T> {
  readonly items: T[] = [];
  readonly #waiters: { readonly count: number; readonly resolve: () => void }[] = [];

  readonly push = (item: T): void => {
    this.items.push(item);
    for (const waiter of this.#waiters.filter((waiter) => this.items.length >= waiter.count)) waiter.resolve();
  };

  async until(count: number): Promise<readonly T[]> {
    if (this.items.length < count) await new Promise<void>((resolve) => this.#waiters.push({ count, resolve }));
    return this.items;
  }
}

const newMatchId = (): string => `match-${randomUUID()}`;

const notice = (matchId: string, seq: number): MatchNotice => ({ matchId, seq, origin: 'test-process' });

/** The client sockets, open or connecting, that would keep this process from exiting. */
const openSockets = (): number =>
  process.getActiveResourcesInfo().filter((resource) => resource === 'TCPSocketWrap' || resource === 'TCPConnectWrap')
    .length;

type Open = (onError: ErrorReporter) => Promise<FanOut>;

/** The behaviour every fan-out has, whatever carries the notices. */
function behavesAsFanOut(open: Open): void {
  const opened: FanOut[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((fanOut) => fanOut.close()));
  });

  async function start(): Promise<{ fanOut: FanOut; errors: Inbox<Error> }> {
    const errors = new Inbox<Error>();
    const fanOut = await open(errors.push);
    opened.push(fanOut);
    return { fanOut, errors };
  }

  it('delivers every notice of a match to its subscriber, in publish order', async () => {
    const { fanOut, errors } = await start();
    const matchId = newMatchId();
    const heard = new Inbox<MatchNotice>();
    await fanOut.subscribe(matchId, heard.push);
    const seqs = Array.from({ length: 200 }, (_, i) => i + 1);
    // All in flight at once: order must not depend on the publisher waiting between notices.
    await Promise.all(seqs.map((seq) => fanOut.publish(notice(matchId, seq))));
    expect((await heard.until(200)).map((n) => n.seq)).toEqual(seqs);
    expect(heard.items[0]).toEqual(notice(matchId, 1));
    expect(errors.items).toEqual([]);
  });

  it("delivers only the subscribed match's notices", async () => {
    const { fanOut } = await start();
    const [mine, other] = [newMatchId(), newMatchId()];
    const heard = new Inbox<MatchNotice>();
    const elsewhere = new Inbox<MatchNotice>();
    await fanOut.subscribe(mine, heard.push);
    await fanOut.subscribe(other, elsewhere.push);
    // The other match's notices go first: had any been misrouted, it would arrive before ours.
    await fanOut.publish(notice(other, 1));
    await fanOut.publish(notice(other, 2));
    await fanOut.publish(notice(mine, 1));
    await fanOut.publish(notice(newMatchId(), 1));
    await fanOut.publish(notice(mine, 2));
    expect(await heard.until(2)).toEqual([notice(mine, 1), notice(mine, 2)]);
    expect(await elsewhere.until(2)).toEqual([notice(other, 1), notice(other, 2)]);
  });

  it('delivers to every subscriber of a match', async () => {
    const { fanOut } = await start();
    const matchId = newMatchId();
    const [a, b] = [new Inbox<MatchNotice>(), new Inbox<MatchNotice>()];
    await fanOut.subscribe(matchId, a.push);
    await fanOut.subscribe(matchId, b.push);
    await fanOut.publish(notice(matchId, 1));
    await fanOut.publish(notice(matchId, 2));
    expect(await a.until(2)).toEqual([notice(matchId, 1), notice(matchId, 2)]);
    expect(await b.until(2)).toEqual([notice(matchId, 1), notice(matchId, 2)]);
  });

  it('stops delivering to a listener once it unsubscribes', async () => {
    const { fanOut } = await start();
    const matchId = newMatchId();
    const [leaving, staying] = [new Inbox<MatchNotice>(), new Inbox<MatchNotice>()];
    const stop = await fanOut.subscribe(matchId, leaving.push);
    await fanOut.subscribe(matchId, staying.push);
    await fanOut.publish(notice(matchId, 1));
    await leaving.until(1);
    await stop();
    await stop();
    await fanOut.publish(notice(matchId, 2));
    await fanOut.publish(notice(matchId, 3));
    // Both listeners hear a notice in the same delivery, so by now `leaving` would have heard 2.
    await staying.until(3);
    expect(leaving.items).toEqual([notice(matchId, 1)]);
  });

  it('does not deliver a notice still on its way to a listener that has unsubscribed', async () => {
    const { fanOut } = await start();
    const matchId = newMatchId();
    const [leaving, staying] = [new Inbox<MatchNotice>(), new Inbox<MatchNotice>()];
    const stop = await fanOut.subscribe(matchId, leaving.push);
    await fanOut.subscribe(matchId, staying.push);
    // Neither awaited before the other starts: the notice is published, not yet delivered, when the
    // listener leaves.
    await Promise.all([fanOut.publish(notice(matchId, 1)), stop()]);
    expect(await staying.until(1)).toEqual([notice(matchId, 1)]);
    expect(leaving.items).toEqual([]);
  });

  it('counts one function subscribed twice as two subscriptions', async () => {
    const { fanOut } = await start();
    const matchId = newMatchId();
    const heard = new Inbox<MatchNotice>();
    const stopFirst = await fanOut.subscribe(matchId, heard.push);
    await fanOut.subscribe(matchId, heard.push);
    await fanOut.publish(notice(matchId, 1));
    await heard.until(2);
    await stopFirst();
    await fanOut.publish(notice(matchId, 2));
    expect((await heard.until(3)).map((n) => n.seq)).toEqual([1, 1, 2]);
  });

  it('delivers to a listener that subscribes while the previous last one is still unsubscribing', async () => {
    const { fanOut } = await start();
    const matchId = newMatchId();
    const [before, after] = [new Inbox<MatchNotice>(), new Inbox<MatchNotice>()];
    const stop = await fanOut.subscribe(matchId, before.push);
    const stopping = stop();
    await fanOut.subscribe(matchId, after.push);
    await stopping;
    await fanOut.publish(notice(matchId, 1));
    expect(await after.until(1)).toEqual([notice(matchId, 1)]);
    expect(before.items).toEqual([]);
  });

  it('carries chat intact', async () => {
    const { fanOut } = await start();
    const matchId = newMatchId();
    const heard = new Inbox<MatchNotice>();
    await fanOut.subscribe(matchId, heard.push);
    const said: MatchNotice = {
      ...notice(matchId, 4),
      chat: { id: 'line-1', seat: 2, name: 'Zoë', text: 'Deal? «ça marche» 🤝\n"quoted"', at: 1_700_000_000_123 },
    };
    const spectator: MatchNotice = {
      ...notice(matchId, 4),
      chat: { id: 'line-2', seat: null, name: 'guest', text: '', at: 0 },
    };
    await fanOut.publish(said);
    await fanOut.publish(spectator);
    expect(await heard.until(2)).toEqual([said, spectator]);
  });

  it('carries whose tokens were replaced', async () => {
    const { fanOut } = await start();
    const matchId = newMatchId();
    const heard = new Inbox<MatchNotice>();
    await fanOut.subscribe(matchId, heard.push);
    const replaced: MatchNotice = { ...notice(matchId, 0), tokensOf: 'player-1' };
    await fanOut.publish(replaced);
    expect(await heard.until(1)).toEqual([replaced]);
  });

  it('keeps delivering to the other listeners when one throws, and reports the error', async () => {
    const { fanOut, errors } = await start();
    const matchId = newMatchId();
    const boom = new Error('boom');
    const heard = new Inbox<MatchNotice>();
    // Subscribed first, so it runs first: the listener after it must still be called.
    await fanOut.subscribe(matchId, () => {
      throw boom;
    });
    await fanOut.subscribe(matchId, heard.push);
    await fanOut.publish(notice(matchId, 1));
    await fanOut.publish(notice(matchId, 2));
    expect(await heard.until(2)).toEqual([notice(matchId, 1), notice(matchId, 2)]);
    const reported = await errors.until(2);
    expect(reported.map((error) => error.cause)).toEqual([boom, boom]);
    expect(reported[0]?.message).toContain(matchId);
  });

  it('closes cleanly: refuses new work afterwards, and tolerates a late unsubscribe and a second close', async () => {
    const { fanOut } = await start();
    const matchId = newMatchId();
    const heard = new Inbox<MatchNotice>();
    const stop = await fanOut.subscribe(matchId, heard.push);
    await fanOut.publish(notice(matchId, 1));
    await heard.until(1);
    // Ready while open (`/readyz`), not once closed.
    await fanOut.ping();
    await fanOut.close();
    await expect(fanOut.ping()).rejects.toThrow(/closed/);
    await expect(fanOut.publish(notice(matchId, 2))).rejects.toThrow(/closed/);
    await expect(fanOut.subscribe(matchId, heard.push)).rejects.toThrow(/closed/);
    await stop();
    await fanOut.close();
    expect(heard.items).toEqual([notice(matchId, 1)]);
  });
}

describe('LocalFanOut', () => {
  behavesAsFanOut(async (onError) => new LocalFanOut({ onError }));

  it('never runs a listener inside publish', async () => {
    const fanOut = new LocalFanOut();
    const matchId = newMatchId();
    const heard = new Inbox<MatchNotice>();
    await fanOut.subscribe(matchId, heard.push);
    const publishing = fanOut.publish(notice(matchId, 1));
    expect(heard.items).toEqual([]);
    await publishing;
    await heard.until(1);
    await fanOut.close();
  });
});

const service = redis();

describe.skipIf(service.skipped !== null)(`RedisFanOut${service.skipped ? ` (${service.skipped})` : ''}`, () => {
  const url = service.url ?? '';
  // Per run, so that runs sharing a Redis never hear each other.
  const channelPrefix = `cutthroat-test:${randomUUID()}:`;
  const open = (onError: ErrorReporter): Promise<FanOut> => openFanOut({ redisUrl: url, onError, channelPrefix });

  behavesAsFanOut(open);

  it('is what openFanOut gives with a Redis URL', async () => {
    const fanOut = await open(() => undefined);
    expect(fanOut).toBeInstanceOf(RedisFanOut);
    await fanOut.close();
  });

  /** Two instances stand for two server processes behind a load balancer. */
  describe('between processes', () => {
    const opened: FanOut[] = [];
    const raw: Redis[] = [];
    afterEach(async () => {
      await Promise.all([...opened.splice(0).map((fanOut) => fanOut.close()), ...raw.splice(0).map(shutDown)]);
    });

    async function startProcess(): Promise<{ fanOut: FanOut; errors: Inbox<Error> }> {
      const errors = new Inbox<Error>();
      const fanOut = await open(errors.push);
      opened.push(fanOut);
      return { fanOut, errors };
    }

    /** A plain client, to look at Redis and to publish what no fan-out would. */
    function client(): Redis {
      const connection = new Redis(url);
      raw.push(connection);
      return connection;
    }

    /** A process whose Redis connections have a name of their own, by which a test finds them. */
    async function namedProcess(): Promise<{ fanOut: RedisFanOut; errors: Inbox<Error>; connectionName: string }> {
      const connectionName = `cutthroat-test-${randomUUID()}`;
      const errors = new Inbox<Error>();
      const fanOut = new RedisFanOut(url, { channelPrefix, connectionName, onError: errors.push });
      opened.push(fanOut);
      await fanOut.connect();
      return { fanOut, errors, connectionName };
    }

    /** Cut a process's subscriber connection, as Redis going away for a moment would. */
    async function killSubscriber(admin: Redis, connectionName: string): Promise<void> {
      const clients = (await admin.client('LIST')) as string;
      const id = /^id=(\d+) /.exec(
        clients.split('\n').find((line) => line.includes(` name=${connectionName}:subscribe `)) ?? '',
      )?.[1];
      expect(id).toBeDefined();
      await admin.client('KILL', 'ID', id ?? '');
    }

    async function subscriberCount(admin: Redis, matchId: string): Promise<number> {
      const reply = (await admin.pubsub('NUMSUB', channelPrefix + matchId)) as [string, number];
      return Number(reply[1]);
    }

    it('delivers a notice published by one process to a listener in another, in order', async () => {
      const [a, b] = [await startProcess(), await startProcess()];
      const matchId = newMatchId();
      const [onA, onB] = [new Inbox<MatchNotice>(), new Inbox<MatchNotice>()];
      await a.fanOut.subscribe(matchId, onA.push);
      await b.fanOut.subscribe(matchId, onB.push);
      const seqs = Array.from({ length: 50 }, (_, i) => i + 1);
      await Promise.all(seqs.map((seq) => a.fanOut.publish(notice(matchId, seq))));
      expect((await onB.until(50)).map((n) => n.seq)).toEqual(seqs);
      // The publisher hears itself too: skipping its own notices is the listener's job, by origin.
      expect((await onA.until(50)).map((n) => n.seq)).toEqual(seqs);
      expect([...a.errors.items, ...b.errors.items]).toEqual([]);
    });

    it('subscribes before resolving, even on a connection that was not open yet', async () => {
      const { fanOut: publisher } = await startProcess();
      // Not connected: the SUBSCRIBE waits behind the whole connection handshake, and a notice
      // published the moment `subscribe` resolved would be lost if it resolved any earlier.
      const late = new RedisFanOut(url, { channelPrefix });
      opened.push(late);
      const matchId = newMatchId();
      const heard = new Inbox<MatchNotice>();
      await late.subscribe(matchId, heard.push);
      await publisher.publish(notice(matchId, 1));
      expect(await heard.until(1)).toEqual([notice(matchId, 1)]);
    });

    it('shares one SUBSCRIBE among the listeners of a match, and the last to leave unsubscribes', async () => {
      const [a, b] = [await startProcess(), await startProcess()];
      const admin = client();
      const matchId = newMatchId();
      const [first, second] = [new Inbox<MatchNotice>(), new Inbox<MatchNotice>()];
      const stopFirst = await b.fanOut.subscribe(matchId, first.push);
      const stopSecond = await b.fanOut.subscribe(matchId, second.push);
      expect(await subscriberCount(admin, matchId)).toBe(1);

      await stopFirst();
      expect(await subscriberCount(admin, matchId)).toBe(1);
      await a.fanOut.publish(notice(matchId, 1));
      expect(await second.until(1)).toEqual([notice(matchId, 1)]);

      await stopSecond();
      expect(await subscriberCount(admin, matchId)).toBe(0);
      // Nobody in process B listens any more: Redis has no one to send to.
      expect(await admin.publish(channelPrefix + matchId, JSON.stringify(notice(matchId, 2)))).toBe(0);
      expect(first.items).toEqual([]);
      expect(second.items).toEqual([notice(matchId, 1)]);
    });

    it('resubscribes by itself when its connection is lost, and tells its listeners to catch up', async () => {
      const { fanOut: publisher } = await startProcess();
      const admin = client();
      const { fanOut, connectionName } = await namedProcess();
      const matchId = newMatchId();
      const heard = new Inbox<MatchNotice>();
      await fanOut.subscribe(matchId, heard.push);

      await killSubscriber(admin, connectionName);

      // Notices published while it is away are lost: once subscribed again, it tells each match's
      // listeners to read the store on, and the next notice arrives.
      expect(await heard.until(1)).toEqual([{ matchId, seq: 0, origin: '', resync: true }]);
      expect(await subscriberCount(admin, matchId)).toBe(1);
      await publisher.publish(notice(matchId, 1));
      expect((await heard.until(2))[1]).toEqual(notice(matchId, 1));
    });

    it('subscribes a match asked for while its connection is lost, with no error (ioredis#2037)', async () => {
      const { fanOut: publisher } = await startProcess();
      const admin = client();
      const { fanOut, errors, connectionName } = await namedProcess();
      const [before, during] = [newMatchId(), newMatchId()];
      const [heardBefore, heardDuring] = [new Inbox<MatchNotice>(), new Inbox<MatchNotice>()];
      await fanOut.subscribe(before, heardBefore.push);

      await killSubscriber(admin, connectionName);
      // Viewers come for other matches, one each turn of the event loop, until the connection is
      // back: some SUBSCRIBEs go out in the reconnection's handshake, where ioredis 5.9's ready
      // check (an INFO) then failed, and the connection went down again.
      const subscribing: Promise<unknown>[] = [];
      while (heardBefore.items.length === 0) {
        subscribing.push(fanOut.subscribe(newMatchId(), () => undefined));
        await new Promise((resolve) => setImmediate(resolve));
      }
      await Promise.all(subscribing);
      await fanOut.subscribe(during, heardDuring.push);
      expect(await heardBefore.until(1)).toEqual([{ matchId: before, seq: 0, origin: '', resync: true }]);
      // Both matches hear what is published from now on (each may have had a resync first).
      await publisher.publish(notice(during, 1));
      await publisher.publish(notice(before, 2));
      await vi.waitFor(() => {
        expect(heardDuring.items).toContainEqual(notice(during, 1));
        expect(heardBefore.items).toContainEqual(notice(before, 2));
      });
      expect(errors.items.map((e) => e.message)).toEqual([]);
    });

    it('reports malformed messages and drops them, and goes on delivering', async () => {
      const { fanOut, errors } = await startProcess();
      const admin = client();
      const matchId = newMatchId();
      const heard = new Inbox<MatchNotice>();
      await fanOut.subscribe(matchId, heard.push);
      const malformed = [
        'not json',
        '',
        'null',
        '42',
        '[]',
        JSON.stringify({ seq: 1, origin: 'x' }),
        JSON.stringify({ matchId, seq: 'one', origin: 'x' }),
        JSON.stringify({ matchId, seq: -1, origin: 'x' }),
        JSON.stringify({ matchId, seq: 1.5, origin: 'x' }),
        JSON.stringify({ matchId, seq: 1, origin: 'x', chat: { id: 'l', seat: 'north', name: 'a', text: 'b', at: 0 } }),
        // A chat line without its name could not be told from the same line in a chat log.
        JSON.stringify({ matchId, seq: 1, origin: 'x', chat: { seat: 1, name: 'a', text: 'b', at: 0 } }),
        JSON.stringify({ matchId, seq: 1, origin: 'x', tokensOf: '' }),
        JSON.stringify({ matchId, seq: 1, origin: 'x', tokensOf: 7 }),
        // Well formed, but on the wrong match's channel.
        JSON.stringify(notice(newMatchId(), 1)),
      ];
      for (const message of malformed) await admin.publish(channelPrefix + matchId, message);
      await admin.publish(channelPrefix + matchId, JSON.stringify(notice(matchId, 7)));

      expect(await heard.until(1)).toEqual([notice(matchId, 7)]);
      // Reported as they arrived, so all before the good notice was delivered.
      expect(errors.items).toHaveLength(malformed.length);
      for (const error of errors.items) expect(error.message).toMatch(/malformed notice/);

      await fanOut.publish(notice(matchId, 8));
      expect(await heard.until(2)).toEqual([notice(matchId, 7), notice(matchId, 8)]);
    });

    it('leaves no socket open once closed', async () => {
      const before = openSockets();
      const { fanOut } = await startProcess();
      const matchId = newMatchId();
      const heard = new Inbox<MatchNotice>();
      await fanOut.subscribe(matchId, heard.push);
      await fanOut.publish(notice(matchId, 1));
      await heard.until(1);
      expect(openSockets()).toBe(before + 2);
      await fanOut.close();
      expect(openSockets()).toBe(before);
    });
  });
});

describe('openFanOut', () => {
  it('is in-process without a Redis URL', async () => {
    for (const redisUrl of [undefined, null, '']) {
      const fanOut = await openFanOut({ redisUrl });
      expect(fanOut).toBeInstanceOf(LocalFanOut);
      await fanOut.close();
    }
  });

  it('rejects when Redis cannot be reached, and leaves nothing open', async () => {
    // A port that was free a moment ago: nothing listens there.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    if (address === null || typeof address === 'string') throw new Error('no port');

    const before = openSockets();
    const errors = new Inbox<Error>();
    const opening = openFanOut({ redisUrl: `redis://127.0.0.1:${address.port}`, onError: errors.push });
    await expect(opening).rejects.toThrow(/cannot connect to Redis/);
    await expect(opening).rejects.toHaveProperty('cause.code', 'ECONNREFUSED');
    expect(openSockets()).toBe(before);
    expect(errors.items.length).toBeGreaterThan(0);
  });
});
