import { Redis } from 'ioredis';
import { shutDown } from '../redis-connection.js';
import type { AddressLimits, LimitSettings } from './limits.js';
import { HEARTBEAT, SET_SOCKETS, TAKE_SOCKET, TAKE_TOKEN } from './scripts.js';

export interface RedisLimitsOptions {
  /** Keys start with it; tests give each run its own. */
  readonly prefix: string;
  /** The connection's name in CLIENT LIST (`cutthroat-limits` by default); no spaces. */
  readonly connectionName?: string | undefined;
  /** This process's id (the fan-out's origin): its socket counts are kept under it. */
  readonly process: string;
  readonly onError: (error: unknown) => void;
  /** How often this process says it is alive; it counts as gone after three missed. */
  readonly heartbeatMs?: number;
}

export const defaultLimitsPrefix = 'cutthroat:limits:';

/** An address's socket counts outlive a day without a socket opened or closed only by mistake. */
const KEEP_SOCKET_COUNTS_MS = 24 * 3600 * 1000;

interface LimitScripts {
  cutthroatTakeToken(key: string, rate: string, burst: string): Promise<number>;
  cutthroatTakeSocket(
    key: string,
    processes: string,
    process: string,
    count: string,
    limit: string,
    keepMs: string,
  ): Promise<number>;
  cutthroatSetSockets(key: string, process: string, count: string, keepMs: string): Promise<number>;
  cutthroatHeartbeat(processes: string, process: string, ttlMs: string): Promise<number>;
}

/**
 * The limits per address shared by every process on one Redis. Socket counts are kept per
 * process, so that a process that dies takes its counts with it once its heartbeat runs out; each
 * process also counts its own in memory and writes that figure, so a call that failed is mended by
 * the next one for the same address.
 */
export class RedisLimits implements AddressLimits {
  readonly #redis: Redis & LimitScripts;
  readonly #settings: LimitSettings;
  readonly #prefix: string;
  readonly #process: string;
  readonly #report: (error: unknown) => void;
  readonly #heartbeatMs: number;
  readonly #held = new Map<string, number>();
  #heartbeat: NodeJS.Timeout | null = null;
  /** Reported once when Redis stops answering, and not again until it has answered. */
  #failing = false;
  #closing: Promise<void> | null = null;

  constructor(url: string, settings: LimitSettings, options: RedisLimitsOptions) {
    this.#settings = settings;
    this.#prefix = options.prefix;
    this.#process = options.process;
    this.#report = options.onError;
    this.#heartbeatMs = options.heartbeatMs ?? 10_000;
    // No offline queue and a timeout: while Redis is away a limit answers at once, and lets the
    // client through, rather than holding a request or a socket until Redis is back.
    const redis = new Redis(url, {
      lazyConnect: true,
      connectionName: options.connectionName ?? 'cutthroat-limits',
      enableOfflineQueue: false,
      commandTimeout: 1000,
    });
    redis.on('error', (error: Error) => this.#failed(error));
    redis.defineCommand('cutthroatTakeToken', { numberOfKeys: 1, lua: TAKE_TOKEN });
    redis.defineCommand('cutthroatTakeSocket', { numberOfKeys: 2, lua: TAKE_SOCKET });
    redis.defineCommand('cutthroatSetSockets', { numberOfKeys: 1, lua: SET_SOCKETS });
    redis.defineCommand('cutthroatHeartbeat', { numberOfKeys: 1, lua: HEARTBEAT });
    this.#redis = redis as Redis & LimitScripts;
  }

  get socketLimit(): number {
    return this.#settings.socketsPerAddress;
  }

  /** Connects, and says this process is alive; rejects when Redis cannot be reached. */
  async connect(): Promise<void> {
    try {
      await this.#redis.connect();
      await this.#beat();
    } catch (error) {
      throw new Error('limits: cannot connect to Redis', { cause: error });
    }
    this.#heartbeat = setInterval(() => void this.#beat().catch((e: unknown) => this.#failed(e)), this.#heartbeatMs);
    this.#heartbeat.unref();
  }

  takeWrite(address: string): Promise<number> {
    return this.#takeToken('writes', address);
  }

  takeOpen(address: string): Promise<number> {
    return this.#takeToken('opens', address);
  }

  takeChat(address: string): Promise<number> {
    return this.#takeToken('chat', address);
  }

  /** A token from the address's bucket of that kind (the same script for each). */
  async #takeToken(what: 'writes' | 'opens' | 'chat', address: string): Promise<number> {
    const { rate, burst } = this.#settings[what];
    try {
      return this.#answered(
        await this.#redis.cutthroatTakeToken(this.#key(what, address), String(rate), String(burst)),
      );
    } catch (error) {
      this.#failed(error);
      return 0;
    }
  }

  async takeSocket(address: string): Promise<boolean> {
    const count = (this.#held.get(address) ?? 0) + 1;
    this.#held.set(address, count);
    let taken: boolean;
    try {
      const answer = await this.#redis.cutthroatTakeSocket(
        this.#key('sockets', address),
        this.#prefix + 'processes',
        this.#process,
        String(count),
        String(this.#settings.socketsPerAddress),
        String(KEEP_SOCKET_COUNTS_MS),
      );
      taken = this.#answered(answer) === 1;
    } catch (error) {
      this.#failed(error);
      return true;
    }
    if (!taken) {
      // Another socket of the address may have been counted meanwhile with this one in its figure.
      this.#drop(address);
    }
    return taken;
  }

  releaseSocket(address: string): void {
    this.#drop(address);
  }

  close(): Promise<void> {
    this.#closing ??= (async () => {
      if (this.#heartbeat) clearInterval(this.#heartbeat);
      // The others stop counting this process's sockets at once, rather than when its heartbeat runs out.
      await this.#redis.hdel(this.#prefix + 'processes', this.#process).catch(() => undefined);
      await shutDown(this.#redis);
    })();
    return this.#closing;
  }

  /** Resolves once Redis has answered every call made before (it answers in order). */
  async settled(): Promise<void> {
    await this.#redis.ping();
  }

  #drop(address: string): void {
    const count = (this.#held.get(address) ?? 0) - 1;
    if (count > 0) this.#held.set(address, count);
    else this.#held.delete(address);
    if (this.#closing) return;
    this.#redis
      .cutthroatSetSockets(
        this.#key('sockets', address),
        this.#process,
        String(Math.max(0, count)),
        String(KEEP_SOCKET_COUNTS_MS),
      )
      .then((answer) => this.#answered(answer))
      .catch((error: unknown) => this.#failed(error));
  }

  #beat(): Promise<number> {
    return this.#redis.cutthroatHeartbeat(this.#prefix + 'processes', this.#process, String(3 * this.#heartbeatMs));
  }

  #key(what: 'writes' | 'opens' | 'chat' | 'sockets', address: string): string {
    return `${this.#prefix}${what}:${address}`;
  }

  #answered<T>(answer: T): T {
    this.#failing = false;
    return answer;
  }

  #failed(error: unknown): void {
    if (this.#failing || this.#closing) return;
    this.#failing = true;
    this.#report(new Error('limits: Redis does not answer; clients are let through until it does', { cause: error }));
  }
}
