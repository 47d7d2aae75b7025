/**
 * A queue that serves its keys in turn: each key has a first-come queue of its own, and the queue
 * goes in rounds, each key waiting served once a round, in the order the keys came. So a key with
 * many items waiting holds back another key's item by one item at most, however many it queued
 * first. Items of one key keep their order.
 *
 * Invariants: a key with items is in `current` (not served yet this round) or in `upcoming` (served
 * this round), never both; `served` holds the keys served this round with nothing left. A key that
 * comes back within the round it was served in waits for the next round (`upcoming`), as if it had
 * never left, so that emptying its queue for a moment cannot get it served twice in one round; from
 * the next round on it is as new.
 */
export class FairQueue<T> {
  private current = new Map<string, T[]>();
  private upcoming = new Map<string, T[]>();
  private readonly served = new Set<string>();
  private count = 0;

  get length(): number {
    return this.count;
  }

  /** Keys with items waiting. */
  get keys(): number {
    return this.current.size + this.upcoming.size;
  }

  push(key: string, item: T): void {
    this.count++;
    const queue = this.current.get(key) ?? this.upcoming.get(key);
    if (queue) return void queue.push(item);
    if (this.served.delete(key)) this.upcoming.set(key, [item]);
    else this.current.set(key, [item]);
  }

  /** The oldest item of the key whose turn it is, or undefined when empty. */
  shift(): T | undefined {
    if (this.current.size === 0) {
      this.current = this.upcoming;
      this.upcoming = new Map();
      this.served.clear();
    }
    const first = this.current.entries().next();
    if (first.done) return undefined;
    const [key, queue] = first.value;
    const item = queue.shift()!;
    this.current.delete(key);
    if (queue.length > 0) this.upcoming.set(key, queue);
    else this.served.add(key);
    this.count--;
    return item;
  }

  /** Every item, the queue left empty (in no particular order between keys). */
  drain(): T[] {
    const all = [...this.current.values(), ...this.upcoming.values()].flat();
    this.current.clear();
    this.upcoming.clear();
    this.served.clear();
    this.count = 0;
    return all;
  }
}
