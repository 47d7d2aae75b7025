import { describe, expect, it } from 'vitest';
import { aheadByDateHeader, ServerClock } from './server-clock.js';

describe('ServerClock', () => {
  it('knows nothing until the server says its time', () => {
    expect(new ServerClock().aheadMs).toBe(0);
  });

  it("takes the welcome's time as of its arrival, then the pong with the shortest round trip", () => {
    // The server's clock is 10 minutes ahead of the browser's; the network takes 20 ms each way.
    const ahead = 600_000;
    const clock = new ServerClock();
    clock.welcomed(1_000 + ahead - 20, 1_000);
    expect(clock.aheadMs).toBe(ahead - 20);
    // A pong held up behind a long history: 400 ms out and back, the server answering at 1,360.
    clock.ponged(1_000, 1_360 + ahead, 1_400);
    expect(clock.aheadMs).toBe(ahead + 160);
    // A quick one: 20 ms each way, as the network is.
    clock.ponged(1_400, 1_420 + ahead, 1_440);
    expect(clock.aheadMs).toBe(ahead);
    // A slower one later changes nothing.
    clock.ponged(2_000, 2_100 + ahead, 2_150);
    expect(clock.aheadMs).toBe(ahead);
  });

  it('works as well for a browser ahead of the server', () => {
    const clock = new ServerClock();
    clock.welcomed(50_000, 3_650_000);
    clock.ponged(3_650_000, 50_010, 3_650_020);
    expect(clock.aheadMs).toBe(-3_600_000);
  });

  it("ignores a pong that came back before it left (the browser's clock set back meanwhile)", () => {
    const clock = new ServerClock();
    clock.welcomed(10_000, 10_000);
    clock.ponged(10_000, 10_005, 9_000);
    expect(clock.aheadMs).toBe(0);
  });

  it('starts afresh at each welcome', () => {
    const clock = new ServerClock();
    clock.welcomed(10_000, 10_000);
    clock.ponged(10_000, 10_005, 10_010);
    expect(clock.aheadMs).toBe(0);
    // The browser's clock was set an hour back while the connection was down.
    clock.welcomed(20_000 + 3_600_000, 20_000);
    clock.ponged(20_000, 3_620_010, 20_020);
    expect(clock.aheadMs).toBe(3_600_000);
  });
});

describe('aheadByDateHeader', () => {
  it("reads an HTTP Date header as the server's clock, half a second into its second", () => {
    const at = Date.parse('Mon, 30 Nov 2026 15:00:00 GMT');
    expect(aheadByDateHeader('Mon, 30 Nov 2026 15:00:00 GMT', at - 7_200_000)).toBe(7_200_500);
    expect(aheadByDateHeader('Mon, 30 Nov 2026 15:00:00 GMT', at + 500)).toBe(0);
  });

  it('says nothing without a header, or with one it cannot read', () => {
    expect(aheadByDateHeader(null, 0)).toBeNull();
    expect(aheadByDateHeader('yesterday-ish', 0)).toBeNull();
  });
});
