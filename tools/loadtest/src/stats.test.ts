import { describe, expect, it } from 'vitest';
import { LoadStats, MatchTracker, Samples } from './stats.js';

describe('Samples', () => {
  it('gives nearest-rank percentiles', () => {
    const s = new Samples();
    for (let i = 100; i >= 1; i--) s.add(i);
    expect(s.percentile(50)).toBe(50);
    expect(s.percentile(99)).toBe(99);
    expect(s.percentile(100)).toBe(100);
    expect(s.percentile(0)).toBe(1);
    s.clear();
    expect(s.percentile(50)).toBeNaN();
  });

  it('grows past its first buffer', () => {
    const s = new Samples();
    for (let i = 0; i < 10_000; i++) s.add(i);
    expect(s.count).toBe(10_000);
    expect(s.percentile(100)).toBe(9_999);
  });
});

describe('MatchTracker', () => {
  const recording = () => Object.assign(new LoadStats(), { recording: true });

  it('times an action until the last other seat hears of it', () => {
    const stats = recording();
    const t = new MatchTracker(4, stats);
    t.sent(2, 7, 100);
    t.acked(2, 7, 8, 102);
    t.received(0, 8, 2, 103);
    t.received(2, 8, 2, 104); // the actor itself: not counted
    t.received(1, 8, 2, 105);
    expect(stats.broadcast.count).toBe(0);
    t.received(3, 8, 2, 109);
    expect(stats.broadcast.count).toBe(1);
    expect(stats.broadcast.percentile(50)).toBe(9);
    expect(stats.sent).toBe(1);
  });

  it('times only the action that won the seq, and acks by the seq sent at', () => {
    const stats = recording();
    const t = new MatchTracker(4, stats);
    t.sent(1, 3, 10);
    t.sent(2, 3, 11);
    for (const viewer of [0, 2, 3]) t.received(viewer, 4, 1, 20);
    expect(stats.broadcast.count).toBe(0);
    // The acknowledgement, arriving after the others heard, says whose action it was.
    t.acked(1, 3, 4, 25);
    expect(stats.broadcast.percentile(50)).toBe(10);
    expect(stats.acked).toBe(1);
    expect(stats.ack.percentile(50)).toBe(15);
  });

  it('times an answer accepted after other seats passed from when it was sent', () => {
    const stats = recording();
    const t = new MatchTracker(4, stats);
    t.sent(1, 3, 10);
    t.sent(2, 3, 10);
    t.sent(3, 3, 10);
    for (const viewer of [0, 2, 3]) t.received(viewer, 4, 1, 12);
    t.acked(1, 3, 4, 12);
    // Seat 2's answer, made at 3, is accepted at 4 and leads to 5.
    t.acked(2, 3, 5, 14);
    for (const viewer of [0, 1, 3]) t.received(viewer, 5, 2, 15);
    expect(stats.acked).toBe(2);
    expect([stats.broadcast.percentile(0), stats.broadcast.percentile(100)]).toEqual([2, 5]);
  });

  it('records nothing outside the window', () => {
    const stats = new LoadStats();
    const t = new MatchTracker(4, stats);
    t.sent(0, 0, 0);
    for (const viewer of [1, 2, 3]) t.received(viewer, 1, 0, 5);
    t.acked(0, 0, 1, 5);
    expect([stats.sent, stats.acked, stats.broadcast.count]).toEqual([0, 0, 0]);
  });
});
