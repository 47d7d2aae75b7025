import { Redis } from 'ioredis';
import { shutDown } from '../redis-connection.js';
import type { FanOut, MatchNotice } from './fanout.js';
import { parseNotice } from './notice.js';
import { deliver, reportToConsole, Subscribers, type ErrorReporter, type Listener } from './subscribers.js';

export interface RedisFanOutOptions {
  /** A match's channel is this followed by its id. Tests give each run its own. */
  readonly channelPrefix?: string;
  /** Names the two connections in CLIENT LIST (`<name>:publish`, `<name>:subscribe`); no spaces. */
  readonly connectionName?: string | undefined;
  readonly onError?: ErrorReporter;
}

export const defaultChannelPrefix = 'cutthroat:match:';

/**
 * Fan-out between processes over Redis pub/sub: one channel per match, JSON notices. A process
 * hears its own notices too; listeners skip them by `origin`.
 *
 * Two connections, because a connection that has subscribed can do nothing but (un)subscribe. Each
 * channel is subscribed once however many local listeners it has. ioredis reconnects, and
 * resubscribes, by itself; notices published while a connection is down are lost, which the store
 * (the truth) makes up for.
 */
export class RedisFanOut implements FanOut {
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #prefix: string;
  readonly #report: ErrorReporter;
  readonly #subscribers = new Subscribers();
  /** The SUBSCRIBE of each match with listeners, which every listener that joins waits for. */
  readonly #acknowledged = new Map<string, Promise<unknown>>();
  #closing: Promise<void> | null = null;
  /** The subscriber connection was ready once already: a 'ready' now is a reconnection. */
  #readyBefore = false;

  constructor(url: string, options: RedisFanOutOptions = {}) {
    this.#prefix = options.channelPrefix ?? defaultChannelPrefix;
    this.#report = options.onError ?? reportToConsole;
    const name = options.connectionName ?? 'cutthroat-fanout';
    // Lazy, so that `connect` can report a wrong URL; used without it, the first command connects.
    this.#publisher = new Redis(url, { lazyConnect: true, connectionName: `${name}:publish` });
    // No ready check (an INFO) on the subscriber: a check of whether Redis is still loading its
    // data means nothing to pub/sub, which works meanwhile. In ioredis 5.8 to 5.11 the check also
    // broke reconnections: a SUBSCRIBE asked for meanwhile went out before that INFO, which Redis
    // then refused in subscriber mode (ioredis#2037; 6.0 fixed it, and fanout.test.ts passes on it
    // with the check on as well as off).
    this.#subscriber = new Redis(url, {
      lazyConnect: true,
      connectionName: `${name}:subscribe`,
      enableReadyCheck: false,
    });
    for (const connection of [this.#publisher, this.#subscriber]) {
      // Without a listener, ioredis prints connection errors itself and keeps going.
      connection.on('error', (error: Error) => this.#report(error));
    }
    this.#subscriber.on('message', (channel: string, message: string) => this.#receive(channel, message));
    this.#subscriber.on('ready', () => {
      if (this.#readyBefore) void this.#resync();
      this.#readyBefore = true;
    });
  }

  /**
   * The subscriber connection is back after a drop: what was published meanwhile is lost. Once
   * ioredis's own SUBSCRIBEs of the channels are answered (Redis answers in order, so a PING after
   * them is answered after them), tell every match's listeners to catch up from the store.
   */
  async #resync(): Promise<void> {
    try {
      await this.#subscriber.ping();
    } catch (error) {
      // Dropped again: the next 'ready' resyncs.
      return this.#report(new Error('fan-out: could not resync after a reconnection', { cause: error }));
    }
    if (this.#closing) return;
    for (const matchId of this.#subscribers.matches()) {
      deliver(this.#subscribers.of(matchId), { matchId, seq: 0, origin: '', resync: true }, this.#report);
    }
  }

  /** Connects both connections; rejects when Redis cannot be reached. Call once, before anything else. */
  async connect(): Promise<void> {
    const connections = [this.#publisher, this.#subscriber];
    // ioredis rejects with a bare "Connection is closed."; the error event before it says why.
    let why: Error | undefined;
    const remember = (error: Error): void => {
      why ??= error;
    };
    for (const connection of connections) connection.on('error', remember);
    try {
      await Promise.all(connections.map((connection) => connection.connect()));
    } catch (error) {
      // The connection's own error says why; the rejection only that it failed.
      // eslint-disable-next-line preserve-caught-error
      throw new Error('fan-out: cannot connect to Redis', { cause: why ?? error });
    } finally {
      for (const connection of connections) connection.off('error', remember);
    }
  }

  async publish(notice: MatchNotice): Promise<void> {
    this.#assertOpen();
    await this.#publisher.publish(this.#channel(notice.matchId), JSON.stringify(notice));
  }

  async subscribe(matchId: string, listener: Listener): Promise<() => Promise<void>> {
    this.#assertOpen();
    const subscription = this.#subscribers.add(matchId, listener);
    let acknowledged = this.#acknowledged.get(matchId);
    if (!acknowledged) {
      acknowledged = this.#subscriber.subscribe(this.#channel(matchId));
      this.#acknowledged.set(matchId, acknowledged);
    }
    const stop = async (): Promise<void> => {
      if (!this.#subscribers.remove(subscription)) return;
      this.#acknowledged.delete(matchId);
      if (this.#closing) return;
      // Redis handles a connection's commands in order, so an UNSUBSCRIBE followed by the next
      // listener's SUBSCRIBE leaves the channel subscribed, even when neither has been answered yet.
      await this.#subscriber.unsubscribe(this.#channel(matchId));
    };
    try {
      // Resolving before Redis has answered would let the caller miss a notice published right after.
      await acknowledged;
    } catch (error) {
      await stop().catch(() => undefined);
      throw error;
    }
    return stop;
  }

  async ping(): Promise<void> {
    this.#assertOpen();
    // A subscriber that is not connected hears nothing; ioredis queues a command meanwhile, so
    // its PING would only say so once the caller's patience ran out.
    if (this.#subscriber.status !== 'ready') throw new Error(`fan-out: the subscriber is ${this.#subscriber.status}`);
    await this.#publisher.ping();
  }

  close(): Promise<void> {
    this.#closing ??= this.#shutDown();
    return this.#closing;
  }

  async #shutDown(): Promise<void> {
    this.#subscribers.clear();
    this.#acknowledged.clear();
    await Promise.all([shutDown(this.#publisher), shutDown(this.#subscriber)]);
  }

  #receive(channel: string, message: string): void {
    if (!channel.startsWith(this.#prefix)) return;
    const matchId = channel.slice(this.#prefix.length);
    let notice: MatchNotice;
    try {
      notice = parseNotice(message, matchId);
    } catch (cause) {
      // Another process, or anyone with access to Redis, may publish anything: drop it, say so.
      this.#report(new Error(`fan-out: dropped a malformed notice on ${channel}`, { cause }));
      return;
    }
    deliver(this.#subscribers.of(matchId), notice, this.#report);
  }

  #channel(matchId: string): string {
    return this.#prefix + matchId;
  }

  #assertOpen(): void {
    if (this.#closing) throw new Error('fan-out: closed');
  }
}
