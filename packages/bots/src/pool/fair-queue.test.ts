import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.js';

const all = <T>(q: FairQueue<T>): T[] => {
  const out: T[] = [];
  for (let x = q.shift(); x !== undefined; x = q.shift()) out.push(x);
  return out;
};

describe('FairQueue', () => {
  it("serves a key's one item second behind ten of another key's, not eleventh", () => {
    const q = new FairQueue<string>();
    // As in the pool: the first goes to a free worker at once, the other nine and B's wait.
    q.push('A', 'a1');
    expect(q.shift()).toBe('a1');
    for (let i = 2; i <= 10; i++) q.push('A', `a${i}`);
    q.push('B', 'b1');
    expect(q.length).toBe(10);
    expect(q.keys).toBe(2);
    expect(all(q)).toEqual(['b1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10']);
    expect(q.length).toBe(0);
  });

  it('serves the second key second when every item waited', () => {
    const q = new FairQueue<string>();
    for (let i = 1; i <= 10; i++) q.push('A', `a${i}`);
    q.push('B', 'b1');
    expect(all(q).slice(0, 3)).toEqual(['a1', 'b1', 'a2']);
  });

  it('serves a key once a round however often it empties and comes back', () => {
    const q = new FairQueue<string>();
    q.push('H', 'h1');
    q.push('H', 'h2');
    expect(q.shift()).toBe('h1');
    const order: string[] = [];
    for (let i = 1; i <= 3; i++) {
      // A's queue is empty each time it is served, and fills again before the next turn.
      q.push('A', `a${i}`);
      order.push(q.shift()!);
    }
    expect(order).toEqual(['a1', 'h2', 'a2']);
    expect(all(q)).toEqual(['a3']);
  });

  it('serves the keys waiting in turn, each in its own order, a key come back going last', () => {
    const q = new FairQueue<string>();
    q.push('A', 'a1');
    q.push('A', 'a2');
    q.push('B', 'b1');
    q.push('C', 'c1');
    q.push('C', 'c2');
    expect(q.shift()).toBe('a1');
    expect(q.shift()).toBe('b1');
    // B has nothing left, so it left the round; pushed again, it goes after those still in it.
    q.push('B', 'b2');
    expect(all(q)).toEqual(['c1', 'a2', 'b2', 'c2']);
    expect(q.keys).toBe(0);
  });

  it('is first-come with one key', () => {
    const q = new FairQueue<number>();
    for (let i = 0; i < 5; i++) q.push('', i);
    expect(q.shift()).toBe(0);
    q.push('', 5);
    expect(all(q)).toEqual([1, 2, 3, 4, 5]);
    expect(q.shift()).toBeUndefined();
  });

  it('drains every item and is empty after', () => {
    const q = new FairQueue<number>();
    q.push('x', 1);
    q.push('y', 2);
    q.push('x', 3);
    expect(q.drain().sort()).toEqual([1, 2, 3]);
    expect(q.length).toBe(0);
    expect(q.shift()).toBeUndefined();
  });
});
