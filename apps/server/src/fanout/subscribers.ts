import type { MatchNotice } from './fanout.js';

/** Where a fan-out reports what it cannot throw at anyone: failing listeners, bad messages, lost connections. */
export type ErrorReporter = (error: Error) => void;

export const reportToConsole: ErrorReporter = (error) => console.error(error);

export type Listener = (notice: MatchNotice) => void;

/** One `subscribe` call: the same function subscribed twice is two subscriptions, each stopped on its own. */
export interface Subscription {
  readonly matchId: string;
  readonly listener: Listener;
  active: boolean;
}

/** The local listeners of each match, shared by both fan-outs. */
export class Subscribers {
  readonly #byMatch = new Map<string, Set<Subscription>>();

  add(matchId: string, listener: Listener): Subscription {
    const subscription: Subscription = { matchId, listener, active: true };
    let set = this.#byMatch.get(matchId);
    if (!set) this.#byMatch.set(matchId, (set = new Set()));
    set.add(subscription);
    return subscription;
  }

  /** Returns true when this was the match's last subscription. Stopping twice is harmless. */
  remove(subscription: Subscription): boolean {
    if (!subscription.active) return false;
    subscription.active = false;
    const set = this.#byMatch.get(subscription.matchId);
    set?.delete(subscription);
    if (set?.size !== 0) return false;
    this.#byMatch.delete(subscription.matchId);
    return true;
  }

  /**
   * Copied, so that a listener subscribing during delivery does not hear the notice that was
   * already under way when it subscribed.
   */
  of(matchId: string): readonly Subscription[] {
    return [...(this.#byMatch.get(matchId) ?? [])];
  }

  /** The matches with at least one listener. */
  matches(): string[] {
    return [...this.#byMatch.keys()];
  }

  clear(): void {
    for (const set of this.#byMatch.values()) for (const subscription of set) subscription.active = false;
    this.#byMatch.clear();
  }
}

/**
 * Calls each listener that is still subscribed. A listener's failure is its own: it is reported and
 * the others still hear the notice.
 */
export function deliver(subscriptions: readonly Subscription[], notice: MatchNotice, report: ErrorReporter): void {
  for (const subscription of subscriptions) {
    // Checked at delivery, not at publish: a listener that has unsubscribed hears nothing more.
    if (!subscription.active) continue;
    try {
      subscription.listener(notice);
    } catch (cause) {
      report(new Error(`fan-out: a listener of match ${notice.matchId} threw`, { cause }));
    }
  }
}
