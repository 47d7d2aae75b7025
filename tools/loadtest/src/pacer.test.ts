import { afterEach, describe, expect, it } from 'vitest';
import { Pacer } from './pacer.js';

describe('Pacer', () => {
  let clock = 0;
  let pacer: Pacer | null = null;
  afterEach(() => pacer?.close());

  /** `n` actions offered, each counted in `sent` when released. */
  function offer(p: Pacer, n: number, sent: number[]): void {
    for (let i = 0; i < n; i++)
      p.offer(() => {
        sent.push(i);
        return true;
      });
  }

  /** A pacer on a clock at 0, set to `rate`, with `offered` actions waiting. */
  function started(rate: number, offered: number): { p: Pacer; sent: number[] } {
    clock = 0;
    const p = (pacer = new Pacer(() => clock));
    p.setRate(rate);
    const sent: number[] = [];
    offer(p, offered, sent);
    return { p, sent };
  }

  it('releases at its rate, a millisecond at a time', () => {
    const { p, sent } = started(1000, 100);
    for (let ms = 1; ms <= 10; ms++) {
      clock = ms;
      p.tick();
    }
    expect(sent.length).toBe(10);
    expect(p.heldBack).toBe(0);
  });

  it('counts as held back the credit a late tick loses while actions wait (the clients stalled)', () => {
    const { p, sent } = started(1000, 100);
    // 50 ms without a tick: 50 actions earned, 20 ms of credit kept.
    clock = 50;
    p.tick();
    expect(sent.length).toBe(20);
    expect(p.heldBack).toBe(30);
  });

  it('counts nothing held back when there was nothing to send (the clients waited for the server)', () => {
    const { p } = started(1000, 0);
    clock = 50;
    p.tick();
    expect(p.heldBack).toBe(0);
    // The 20 ms of credit it kept go out at once when actions come, and no more.
    const sent: number[] = [];
    offer(p, 100, sent);
    clock = 51;
    p.tick();
    expect(sent.length).toBe(20);
    expect(p.heldBack).toBe(0);
  });

  it('unpaced, sends each action at once and holds nothing back', () => {
    const { p, sent } = started(Infinity, 5);
    expect(sent.length).toBe(5);
    clock = 100;
    p.tick();
    expect(p.heldBack).toBe(0);
  });
});
