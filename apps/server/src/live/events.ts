import type { MatchNotice } from '../fanout/fanout.js';
import type { LiveMatch } from './match.js';

/**
 * What the parts of the host announce about a match, for the parts above them to act on: a part
 * never calls up into the parts that use it, it announces, and they subscribe.
 */
export interface LiveEvents {
  /** This process appended `actor`'s action to the match's log, and its copy moved on with it. */
  readonly appended: { readonly m: LiveMatch; readonly actor: number };
  /** The match was loaded into this process, its log read to the end. */
  readonly loaded: { readonly m: LiveMatch };
  /** The match's record (seats, status) was read again. */
  readonly reread: { readonly m: LiveMatch };
  /** Another process's notice about a match held here. */
  readonly notice: { readonly m: LiveMatch; readonly notice: MatchNotice };
}

type Listener<E> = (event: E) => void | Promise<void>;

/**
 * A typed event emitter. Listeners run in the order they subscribed, each after the last one's
 * promise settled, so that what announces an event inside a match's queue (`exclusive`) has every
 * listener's work done there too before it goes on.
 */
export class Emitter<Events> {
  private readonly listeners = new Map<keyof Events, Listener<never>[]>();

  /** Call `listener` at every `name` event from now on. */
  on<K extends keyof Events>(name: K, listener: Listener<Events[K]>): void {
    const list = this.listeners.get(name) ?? [];
    list.push(listener as Listener<never>);
    this.listeners.set(name, list);
  }

  /** Tell every listener of `name`; settles once they all have, rejects with the first that failed. */
  async emit<K extends keyof Events>(name: K, event: Events[K]): Promise<void> {
    for (const listener of this.listeners.get(name) ?? []) await (listener as Listener<Events[K]>)(event);
  }
}

/** The host's events, as its parts announce and hear them. */
export type LiveEmitter = Emitter<LiveEvents>;
