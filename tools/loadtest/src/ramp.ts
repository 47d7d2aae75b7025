/** A measured window: whether the server kept up with its rate (see `kept` in run.ts). */
export interface Step {
  readonly kept: boolean;
}

/**
 * Which rate a server's ramp tries next, and what it found: the last rate kept (`best`, the
 * capacity) and the one that missed (`missed`).
 *
 * The paced run is the first try at its rate. A rate that misses runs once more before the ramp
 * gives it up: on a shared machine one burst of other work can push a single window over, and the
 * ramp should find the server's limit. Going up, the ramp stops at a rate's second miss. If that
 * rate is the paced one (it never kept anything), the ramp goes down instead, through `downRates`
 * highest first, and stops at the first rate kept, so that a server which cannot keep the paced
 * rate still has a capacity to compare.
 */
export class Ramp<S extends Step> {
  best: S | null = null;
  missed: S | null = null;
  private rates: number[] = [];
  private tries = 0;
  private direction: 'up' | 'down' = 'up';

  constructor(
    private readonly pacedRate: number,
    private readonly upRates: readonly number[],
    private readonly downRates: readonly number[],
  ) {}

  /** The rate to try next, or undefined when the ramp is done. */
  get next(): number | undefined {
    return this.rates[0];
  }

  /** How many times the next rate has been tried already. */
  get triesOfNext(): number {
    return this.tries;
  }

  /** The paced run's result. */
  paced(step: S): void {
    const above = this.upRates.filter((r) => r > this.pacedRate);
    if (step.kept) {
      this.best = step;
      this.rates = above;
    } else if (this.upRates.length === 0 && this.downRates.length === 0) {
      // No ramp at all (--no-ramp): the paced run is all there is.
      this.missed = step;
    } else {
      this.tries = 1;
      this.rates = [this.pacedRate, ...above];
    }
  }

  /** The result of a try of `next`. */
  record(step: S): void {
    if (this.rates.length === 0) throw new Error('the ramp is done');
    const up = this.direction === 'up';
    this.tries++;
    if (step.kept) {
      this.best = step;
      this.tries = 0;
      this.rates = up ? this.rates.slice(1) : [];
    } else if (this.tries >= 2) {
      this.missed = step;
      this.tries = 0;
      if (up && this.best === null) {
        this.direction = 'down';
        this.rates = this.downRates.filter((r) => r < this.pacedRate).sort((a, b) => b - a);
      } else {
        this.rates = up ? [] : this.rates.slice(1);
      }
    }
  }
}
