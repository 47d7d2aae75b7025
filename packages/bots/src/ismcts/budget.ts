/**
 * How long a search runs: a number of iterations (deterministic: tests and simulations give the
 * same decision on every machine), or milliseconds of wall clock (live play), or both (whichever
 * ends first). At least one iteration always runs.
 */
export interface Budget {
  readonly iterations?: number;
  readonly ms?: number;
}

/** Reads the clock only for a budget in milliseconds, so an iteration budget stays pure. */
export class BudgetClock {
  private readonly deadline: number;
  private readonly maxIterations: number;

  constructor(
    budget: Budget,
    private readonly now: () => number = () => performance.now(),
  ) {
    if (budget.iterations === undefined && budget.ms === undefined) {
      throw new RangeError('a search budget needs iterations or ms');
    }
    this.maxIterations = budget.iterations ?? Number.POSITIVE_INFINITY;
    this.deadline = budget.ms === undefined ? Number.POSITIVE_INFINITY : this.now() + budget.ms;
  }

  /** May iteration number `done` (0-based) run? */
  more(done: number): boolean {
    if (done === 0) return true;
    if (done >= this.maxIterations) return false;
    return this.deadline === Number.POSITIVE_INFINITY || this.now() < this.deadline;
  }
}
