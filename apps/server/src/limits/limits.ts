/**
 * Limits per client address: the lobby's writes, the WebSockets opened and the chat lines said
 * (token buckets), and the WebSockets held open.
 * Embedded default: kept in the process. With REDIS_URL: kept in Redis, so that behind a load
 * balancer an address gets the limit once, not once per process.
 *
 * When Redis cannot answer, a limit lets the client through (and the error is reported): the limits
 * guard against floods, and an outage of Redis should not lock every player out of the lobby.
 */
export interface AddressLimits {
  /** Take one lobby write for `address`: 0 when taken, else the milliseconds to wait for one. */
  takeWrite(address: string): Promise<number>;
  /** Take one WebSocket opening for `address`: 0 when taken, else the milliseconds to wait. */
  takeOpen(address: string): Promise<number>;
  /** Take one chat line for `address`, whichever of its sockets says it: 0, or the wait. */
  takeChat(address: string): Promise<number>;
  /** Count one more open socket for `address`; false (and not counted) when it holds the limit. */
  takeSocket(address: string): Promise<boolean>;
  /** One socket counted by `takeSocket` has closed. */
  releaseSocket(address: string): void;
  /** The most sockets one address may hold open. */
  readonly socketLimit: number;
  close(): Promise<void>;
}

export interface LimitSettings {
  /** Lobby writes a second, and the burst, per address. */
  readonly writes: { readonly rate: number; readonly burst: number };
  /** WebSockets opened a second, and the burst, per address. */
  readonly opens: { readonly rate: number; readonly burst: number };
  /** Chat lines a second, and the burst, per address (each is kept for good, as a write is). */
  readonly chat: { readonly rate: number; readonly burst: number };
  readonly socketsPerAddress: number;
}
