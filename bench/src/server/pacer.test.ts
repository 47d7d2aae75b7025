import { afterEach, describe, expect, it } from 'vitest';
import { Pacer } from './pacer.js';

describe('Pacer', () => {
  let clock = 0;
  let pacer: Pacer | null = null;
  const make = () => (pacer = new Pacer(() => clock));
  afterEach(() => pacer?.close());

  /** `n` actions offered, each counted in `sent` when released. */
  function offer(p: Pacer, n: number, sent: number[]): void {
    for (let i = 0; i < n; i++)
      p.offer(() => {
        sent.push(i);
        return true;
      });
  }

  it('releases at its rate, a millisecond at a time', () => {
    clock = 0;
    const p = make();
    p.setRate(1000);
    const sent: number[] = [];
    offer(p, 100, sent);
    for (let ms = 1; ms <= 10; ms++) {
      clock = ms;
      p.tick();
    }
    expect(sent.length).toBe(10);
    expect(p.heldBack).toBe(0);
  });

  it('counts as held back the credit a late tick loses while actions wait (the clients stalled)', () => {
    clock = 0;
    const p = make();
    p.setRate(1000);
    const sent: number[] = [];
    offer(p, 100, sent);
    // 50 ms without a tick: 50 actions earned, 20 ms of credit kept.
    clock = 50;
    p.tick();
    expect(sent.length).toBe(20);
    expect(p.heldBack).toBe(30);
  });

  it('counts nothing held back when there was nothing to send (the clients waited for the server)', () => {
    clock = 0;
    const p = make();
    p.setRate(1000);
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
    clock = 0;
    const p = make();
    p.setRate(Infinity);
    const sent: number[] = [];
    offer(p, 5, sent);
    expect(sent.length).toBe(5);
    clock = 100;
    p.tick();
    expect(p.heldBack).toBe(0);
  });
});
