import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { redis } from '../../test/support/services.js';
import type { AddressLimits, LimitSettings } from './limits.js';
import { LocalLimits, SocketsPerAddress } from './local.js';
import { RedisLimits } from './redis.js';

const rd = redis();
/** A write a thousand seconds: none comes back while a test runs, whatever the clocks do. */
const settings: LimitSettings = {
  writes: { rate: 0.001, burst: 3 },
  opens: { rate: 0.001, burst: 2 },
  chat: { rate: 0.001, burst: 1 },
  socketsPerAddress: 2,
};

describe('sockets per address', () => {
  it('counts up to the limit, per address, and frees a place when one closes', () => {
    const sockets = new SocketsPerAddress(2);
    expect(['a', 'a', 'a', 'b'].map((x) => sockets.take(x))).toEqual([true, true, false, true]);
    sockets.release('a');
    expect(sockets.held('a')).toBe(1);
    expect(sockets.take('a')).toBe(true);
    sockets.release('b');
    expect(sockets.held('b')).toBe(0);
  });
});

/** What every kind of limits does, in one process. */
function sharedSuite(open: () => Promise<AddressLimits>): void {
  let limits: AddressLimits | null = null;
  afterEach(async () => {
    await limits?.close();
    limits = null;
  });

  it('takes a burst of writes per address, then says how long to wait', async () => {
    limits = await open();
    const takes = [];
    for (let i = 0; i < 4; i++) takes.push(await limits.takeWrite('203.0.113.9'));
    expect(takes.slice(0, 3)).toEqual([0, 0, 0]);
    // One write in a thousand seconds: the wait is all of it, less what came back meanwhile.
    expect(takes[3]).toBeGreaterThan(990_000);
    expect(takes[3]).toBeLessThanOrEqual(1_000_000);
    expect(await limits.takeWrite('198.51.100.7')).toBe(0);
  });

  it('takes a burst of socket openings per address, apart from its writes, then says how long to wait', async () => {
    limits = await open();
    const takes = [];
    for (let i = 0; i < 3; i++) takes.push(await limits.takeOpen('203.0.113.9'));
    expect(takes.slice(0, 2)).toEqual([0, 0]);
    expect(takes[2]).toBeGreaterThan(990_000);
    expect(takes[2]).toBeLessThanOrEqual(1_000_000);
    expect(await limits.takeOpen('198.51.100.7')).toBe(0);
    expect(await limits.takeWrite('203.0.113.9')).toBe(0);
    // Chat lines, a bucket of their own.
    expect(await limits.takeChat('203.0.113.9')).toBe(0);
    expect(await limits.takeChat('203.0.113.9')).toBeGreaterThan(990_000);
    expect(await limits.takeChat('198.51.100.7')).toBe(0);
  });

  it('counts the sockets of an address up to the limit, and frees a place when one closes', async () => {
    limits = await open();
    const taken = [];
    for (const address of ['a', 'a', 'a', 'b']) taken.push(await limits.takeSocket(address));
    expect(taken).toEqual([true, true, false, true]);
    expect(limits.socketLimit).toBe(2);
    limits.releaseSocket('a');
    expect(await limits.takeSocket('a')).toBe(true);
    expect(await limits.takeSocket('a')).toBe(false);
  });
}

describe('limits kept in the process', () => {
  sharedSuite(() => Promise.resolve(new LocalLimits(settings, () => 0)));
});

describe('limits kept in Redis, when it cannot answer', () => {
  it('lets clients through, and reports it once until Redis answers again', async () => {
    const errors: unknown[] = [];
    // Never connected, and without an offline queue: every call fails at once, as during an outage.
    const limits = new RedisLimits('redis://127.0.0.1:1', settings, {
      prefix: 'unused:',
      process: 'p',
      onError: (e) => errors.push(e),
    });
    for (let i = 0; i < 5; i++) expect(await limits.takeWrite('a')).toBe(0);
    for (let i = 0; i < 5; i++) expect(await limits.takeOpen('a')).toBe(0);
    for (let i = 0; i < 5; i++) expect(await limits.takeChat('a')).toBe(0);
    for (let i = 0; i < 5; i++) expect(await limits.takeSocket('a')).toBe(true);
    limits.releaseSocket('a');
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('clients are let through');
    await limits.close();
  });

  it('refuses to start when Redis cannot be reached', async () => {
    const limits = new RedisLimits('redis://127.0.0.1:1', settings, {
      prefix: 'unused:',
      process: 'p',
      onError: () => undefined,
    });
    await expect(limits.connect()).rejects.toThrow('limits: cannot connect to Redis');
    await limits.close();
  });
});

describe.skipIf(rd.skipped !== null)(`limits kept in Redis${rd.skipped ? ` (${rd.skipped})` : ''}`, () => {
  const prefixes: string[] = [];
  const opened: RedisLimits[] = [];
  const admin = rd.url ? new Redis(rd.url, { lazyConnect: true }) : null;

  /** A process's limits, on a prefix of its own unless it shares one. */
  async function open(
    process: string = randomUUID(),
    prefix = `cutthroat-test:${randomUUID()}:limits:`,
  ): Promise<RedisLimits> {
    prefixes.push(prefix);
    const limits = new RedisLimits(rd.url!, settings, {
      prefix,
      process,
      onError: (e) => {
        throw e;
      },
    });
    await limits.connect();
    opened.push(limits);
    return limits;
  }

  afterAll(async () => {
    for (const limits of opened) await limits.close();
    if (!admin) return;
    for (const prefix of prefixes) {
      const keys = await admin.keys(`${prefix}*`);
      if (keys.length) await admin.del(...keys);
    }
    admin.disconnect();
  });

  sharedSuite(() => open());

  it('are shared by the processes on one Redis: an address has them once, not once per process', async () => {
    const prefix = `cutthroat-test:${randomUUID()}:limits:`;
    const [one, two] = [await open('one', prefix), await open('two', prefix)];
    expect([await one.takeWrite('a'), await two.takeWrite('a'), await one.takeWrite('a')]).toEqual([0, 0, 0]);
    expect(await two.takeWrite('a')).toBeGreaterThan(0);
    expect([await two.takeOpen('a'), await one.takeOpen('a')]).toEqual([0, 0]);
    expect(await two.takeOpen('a')).toBeGreaterThan(0);
    expect(await one.takeChat('a')).toBe(0);
    expect(await two.takeChat('a')).toBeGreaterThan(0);
    expect(await two.takeChat('b')).toBe(0);

    expect([await one.takeSocket('a'), await two.takeSocket('a')]).toEqual([true, true]);
    expect([await one.takeSocket('a'), await two.takeSocket('a')]).toEqual([false, false]);
    two.releaseSocket('a');
    await two.settled();
    expect(await one.takeSocket('a')).toBe(true);
    expect(await two.takeSocket('a')).toBe(false);
  });

  it("forget a process's sockets when it closes, or when its heartbeat runs out", async () => {
    const prefix = `cutthroat-test:${randomUUID()}:limits:`;
    const [one, two] = [await open('one', prefix), await open('two', prefix)];
    expect([await two.takeSocket('a'), await two.takeSocket('a')]).toEqual([true, true]);
    expect(await one.takeSocket('a')).toBe(false);
    await two.close();
    expect([await one.takeSocket('a'), await one.takeSocket('a')]).toEqual([true, true]);

    // A process killed without a word: its heartbeat is in the past, as three missed beats leave it.
    const three = await open('three', prefix);
    expect(await three.takeSocket('b')).toBe(true);
    await admin!.connect().catch(() => undefined);
    await admin!.hset(`${prefix}processes`, 'three', '1');
    expect([await one.takeSocket('b'), await one.takeSocket('b')]).toEqual([true, true]);
    expect(await admin!.hgetall(`${prefix}sockets:b`)).toEqual({ one: '2' });
  });
});
