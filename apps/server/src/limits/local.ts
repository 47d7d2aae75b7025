import { KeyedRateLimit } from '../rate-limit.js';
import type { AddressLimits, LimitSettings } from './limits.js';

/** How many sockets each address holds open, up to a limit. */
export class SocketsPerAddress {
  private readonly open = new Map<string, number>();

  constructor(readonly limit: number) {}

  /** Count one more socket for `address`; false (and not counted) when it holds the limit already. */
  take(address: string): boolean {
    const n = this.open.get(address) ?? 0;
    if (n >= this.limit) return false;
    this.open.set(address, n + 1);
    return true;
  }

  release(address: string): void {
    const n = (this.open.get(address) ?? 0) - 1;
    if (n > 0) this.open.set(address, n);
    else this.open.delete(address);
  }

  held(address: string): number {
    return this.open.get(address) ?? 0;
  }
}

/** The limits of one process, in its memory: right for the embedded default's single process. */
export class LocalLimits implements AddressLimits {
  readonly #writes: KeyedRateLimit;
  readonly #opens: KeyedRateLimit;
  readonly #chat: KeyedRateLimit;
  readonly #sockets: SocketsPerAddress;

  constructor(settings: LimitSettings, now: () => number) {
    this.#writes = new KeyedRateLimit(settings.writes.rate, settings.writes.burst, now);
    this.#opens = new KeyedRateLimit(settings.opens.rate, settings.opens.burst, now);
    this.#chat = new KeyedRateLimit(settings.chat.rate, settings.chat.burst, now);
    this.#sockets = new SocketsPerAddress(settings.socketsPerAddress);
  }

  get socketLimit(): number {
    return this.#sockets.limit;
  }

  takeWrite(address: string): Promise<number> {
    return Promise.resolve(this.#writes.take(address));
  }

  takeOpen(address: string): Promise<number> {
    return Promise.resolve(this.#opens.take(address));
  }

  takeChat(address: string): Promise<number> {
    return Promise.resolve(this.#chat.take(address));
  }

  takeSocket(address: string): Promise<boolean> {
    return Promise.resolve(this.#sockets.take(address));
  }

  releaseSocket(address: string): void {
    this.#sockets.release(address);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
