import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commitmentOf } from '@cutthroat/engine';
import type { ServerMessage } from '@cutthroat/protocol';
import type { Viewer } from '../live/host.js';
import { SqliteStore, type MatchRecordRow, type Store } from '../store/index.js';

/**
 * What the live parts' tests share: stores in temporary folders, closed with everything else a test
 * opened by `closeAll` (call it after each test), newest first; a stored match row; and a viewer
 * that keeps what it is sent.
 */
export class Closer {
  private readonly closing: (() => Promise<void> | void)[] = [];

  /** Closes `close` with the others, after the things opened after it. */
  add(close: () => Promise<void> | void): void {
    this.closing.push(close);
  }

  async closeAll(): Promise<void> {
    for (const close of this.closing.splice(0).reverse()) await close();
  }

  /** A migrated SQLite store in a new temporary folder, removed on closing. */
  async store(prefix: string): Promise<Store> {
    const dir = mkdtempSync(join(tmpdir(), `cutthroat-${prefix}-`));
    const store = new SqliteStore(join(dir, 'cutthroat.db'), { writer: 'loop' });
    await store.migrate();
    this.add(async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    });
    return store;
  }
}

/**
 * An Arms Dealers match under way at time 1,000, no clock, listed: `changes` say the rest (the
 * commitment follows the secret).
 */
export function activeMatch(
  id: string,
  seats: MatchRecordRow['seats'],
  changes: Partial<Omit<MatchRecordRow, 'commitment'>> = {},
): MatchRecordRow {
  const secret = changes.secret ?? `${id}-secret`;
  return {
    id,
    game: 'arms-dealers',
    players: seats.length,
    options: {},
    commitment: commitmentOf(secret),
    clock: { mode: 'none' },
    status: 'active',
    createdBy: null,
    createdAt: 1_000,
    startedAt: 1_000,
    fixture: null,
    listed: true,
    seats,
    ...changes,
    secret,
  };
}

/** A viewer that keeps what it is sent and lets a test wait for a message. */
export class Inbox implements Viewer {
  readonly received: ServerMessage[] = [];
  private waiters: { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  lost: string | null = null;
  readonly spectatorName = null;
  constructor(
    readonly seat: number | null,
    readonly holder: string | null = null,
    readonly tokenHash: string | null = null,
  ) {}
  lose(code: string): void {
    this.lost = code;
  }
  sendText(text: string): void {
    this.send(JSON.parse(text) as ServerMessage);
  }
  send(message: ServerMessage): void {
    this.received.push(message);
    this.waiters = this.waiters.filter((w) => !(w.match(message) && (w.resolve(message), true)));
  }
  next(match: (m: ServerMessage) => boolean): Promise<ServerMessage> {
    const seen = this.received.find(match);
    return seen ? Promise.resolve(seen) : new Promise((resolve) => this.waiters.push({ match, resolve }));
  }
  last<T extends ServerMessage['type']>(type: T): Extract<ServerMessage, { type: T }> | undefined {
    return this.received.findLast((m): m is Extract<ServerMessage, { type: T }> => m.type === type);
  }
}
