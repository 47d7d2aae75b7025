import { afterEach, describe, expect, it, vi } from 'vitest';
import { readiness } from './readiness.js';

describe('readiness', () => {
  afterEach(() => vi.useRealTimers());

  it('is ready when every part answers', async () => {
    expect(await readiness({ database: async () => undefined, redis: async () => undefined })).toEqual({
      ready: true,
      checks: { database: 'ok', redis: 'ok' },
    });
  });

  it('says which part is down and why: a lost connection by its code, anything else by its message', async () => {
    const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(
      await readiness({
        database: () => Promise.reject(lost),
        redis: () => Promise.reject(new Error('fan-out: the subscriber is reconnecting')),
      }),
    ).toEqual({
      ready: false,
      checks: { database: 'down: 57P01', redis: 'down: fan-out: the subscriber is reconnecting' },
    });
  });

  it('counts a part that does not answer in time as down, without waiting for it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const asked = readiness(
      { database: () => new Promise<void>(() => undefined), redis: async () => undefined },
      1_000,
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await asked).toEqual({ ready: false, checks: { database: 'down: no answer in 1000 ms', redis: 'ok' } });
  });
});
