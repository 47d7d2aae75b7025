/**
 * Bot moves wait here for a turn of the event loop. Each turn runs every move waiting in a match
 * where people play (someone is waiting for it), then moves of matches of bots only until
 * `budgetMs` is spent, at least one. However many matches of bots only are running, a person's
 * action then waits for them about `budgetMs` at most, and they share what the people leave of
 * the CPU, instead of each taking a move every turn.
 */
export class BotTurns {
  readonly #people = new Fifo<() => void>();
  readonly #botsOnly = new Fifo<() => void>();
  #scheduled = false;
  #closed = false;

  constructor(
    private readonly budgetMs: number,
    private readonly onError: (error: unknown) => void,
    private readonly clock: () => number = () => performance.now(),
    private readonly schedule: (turn: () => void) => void = setImmediate,
  ) {}

  /** Run `move` in a later turn; `botsOnly`: its match has no person at the table. */
  push(move: () => void, botsOnly: boolean): void {
    if (this.#closed) return;
    (botsOnly ? this.#botsOnly : this.#people).push(move);
    if (this.#scheduled) return;
    this.#scheduled = true;
    this.schedule(() => this.#turn());
  }

  /** Moves waiting, of both kinds. */
  get waiting(): number {
    return this.#people.size + this.#botsOnly.size;
  }

  close(): void {
    this.#closed = true;
    this.#people.clear();
    this.#botsOnly.clear();
  }

  #turn(): void {
    this.#scheduled = false;
    // Only what waited before this turn: a move pushed by one run now goes in the next turn.
    for (let n = this.#people.size; n > 0 && !this.#closed; n--) this.#run(this.#people.shift()!);
    const until = this.clock() + this.budgetMs;
    for (let n = this.#botsOnly.size; n > 0 && !this.#closed; n--) {
      this.#run(this.#botsOnly.shift()!);
      if (this.clock() >= until) break;
    }
    if (this.waiting > 0 && !this.#closed && !this.#scheduled) {
      this.#scheduled = true;
      this.schedule(() => this.#turn());
    }
  }

  #run(move: () => void): void {
    try {
      move();
    } catch (error) {
      this.onError(error);
    }
  }
}

/** A queue whose `shift` does not copy the rest of it. */
class Fifo<T> {
  #items: (T | undefined)[] = [];
  #head = 0;

  get size(): number {
    return this.#items.length - this.#head;
  }

  push(item: T): void {
    this.#items.push(item);
  }

  shift(): T | undefined {
    if (this.#head === this.#items.length) return undefined;
    const item = this.#items[this.#head];
    this.#items[this.#head++] = undefined;
    // Drop the taken half once it is most of the array.
    if (this.#head > 1024 && this.#head * 2 > this.#items.length) {
      this.#items = this.#items.slice(this.#head);
      this.#head = 0;
    }
    return item;
  }

  clear(): void {
    this.#items = [];
    this.#head = 0;
  }
}
