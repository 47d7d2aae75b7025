import { describe, expect, it } from 'vitest';
import { Heartbeat, type Pingable } from './heartbeat.js';

class Socket implements Pingable {
  pings = 0;
  terminated = false;
  ping(): void {
    this.pings++;
  }
  terminate(): void {
    this.terminated = true;
  }
}

const sockets = (n: number) => Array.from({ length: n }, () => new Socket());

describe('Heartbeat', () => {
  it('pings every socket once a period, a group of about the same size each tick', () => {
    const beat = new Heartbeat<Socket>(120);
    const all = sockets(4_000);
    for (const s of all) beat.add(s);
    const perTick: number[] = [];
    for (let t = 0; t < 120; t++) {
      const before = all.reduce((n, s) => n + s.pings, 0);
      beat.tick();
      for (const s of all) beat.answer(s);
      perTick.push(all.reduce((n, s) => n + s.pings, 0) - before);
    }
    expect(all.every((s) => s.pings === 1)).toBe(true);
    // 4,000 / 120: 33 or 34 a tick, never all at once.
    expect(Math.min(...perTick)).toBe(33);
    expect(Math.max(...perTick)).toBe(34);
    // The next period pings each once more.
    expect(beat.round()).toBe(0);
    expect(all.every((s) => s.pings === 2)).toBe(true);
  });

  it('drops a socket at its first turn after a ping it did not answer, and only then', () => {
    const beat = new Heartbeat<Socket>(4);
    const [quiet, chatty] = sockets(2) as [Socket, Socket];
    beat.add(quiet);
    beat.add(chatty);
    // Opened since the last visit: pinged, not dropped.
    expect(beat.round()).toBe(0);
    expect([quiet.pings, chatty.pings]).toEqual([1, 1]);
    beat.answer(chatty);
    expect(beat.round()).toBe(1);
    expect(quiet.terminated).toBe(true);
    expect(quiet.pings).toBe(1);
    expect([chatty.terminated, chatty.pings]).toEqual([false, 2]);
    expect(beat.size).toBe(1);
    // A pong that comes after the socket was dropped does not bring it back.
    beat.answer(quiet);
    expect(beat.round()).toBe(1);
    expect(beat.size).toBe(0);
  });

  it('forgets a socket that closed, and deals new ones into the groups left smallest', () => {
    const beat = new Heartbeat<Socket>(3);
    const first = sockets(6);
    for (const s of first) beat.add(s);
    // Both sockets of the group the first tick visits close.
    beat.delete(first[0]!);
    beat.delete(first[3]!);
    const later = sockets(2);
    for (const s of later) beat.add(s);
    beat.tick();
    expect(later.map((s) => s.pings)).toEqual([1, 1]);
    expect(first.map((s) => s.pings)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(beat.size).toBe(6);
    expect(beat.round()).toBe(2);
  });

  it('tells a socket that has not been introduced by its second visit, once, and drops it if it stays', () => {
    const beat = new Heartbeat<Socket>(4);
    const [stranger, guest, plain] = sockets(3) as [Socket, Socket, Socket];
    const late: Socket[] = [];
    beat.add(stranger, () => late.push(stranger));
    beat.add(guest, () => late.push(guest));
    beat.add(plain);
    // The first visit pings them all: it may come a moment after a socket opened.
    expect(beat.round()).toBe(0);
    expect(late).toEqual([]);
    beat.introduced(guest);
    for (const s of [stranger, guest, plain]) beat.answer(s);
    // The second: the stranger's time is up, told instead of pinged; the others pinged.
    expect(beat.round()).toBe(0);
    expect(late).toEqual([stranger]);
    expect([stranger.pings, guest.pings, plain.pings]).toEqual([1, 2, 2]);
    for (const s of [guest, plain]) beat.answer(s);
    // Told once; a socket that did not close after it is dropped at the next visit.
    expect(beat.round()).toBe(1);
    expect(late).toEqual([stranger]);
    expect(stranger.terminated).toBe(true);
    expect(beat.size).toBe(2);
  });

  it('drops a stranger that stops answering as any other socket, without telling it', () => {
    const beat = new Heartbeat<Socket>(2);
    const [stranger] = sockets(1) as [Socket];
    const late: Socket[] = [];
    beat.add(stranger, () => late.push(stranger));
    beat.round();
    expect(beat.round()).toBe(1);
    expect(stranger.terminated).toBe(true);
    expect(late).toEqual([]);
  });

  it('refuses a number of groups that is not a positive integer', () => {
    expect(() => new Heartbeat(0)).toThrow(RangeError);
    expect(() => new Heartbeat(2.5)).toThrow(RangeError);
  });
});
