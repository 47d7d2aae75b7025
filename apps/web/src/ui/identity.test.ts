import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../net/api.js';

/** The browser's localStorage, as much of it as the client uses. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(i: number): string | null {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string): string | null {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.items.set(k, v);
  }
  removeItem(k: string): void {
    this.items.delete(k);
  }
  keys(): string[] {
    return [...this.items.keys()].sort();
  }
}

type Answer = Promise<{ playerId: string; name: string; token: string }>;
const server = vi.hoisted(() => ({
  replaceToken: vi.fn<(token: string, newToken: string) => Answer>(),
  newPlayer: vi.fn<(name: string) => Answer>(),
  me: vi.fn<(token: string) => Promise<{ playerId: string; name: string }>>(),
}));
vi.mock('../net/api.js', async (original) => ({
  ...(await original<typeof import('../net/api.js')>()),
  api: server,
}));

const local = new MemoryStorage();
vi.stubGlobal('localStorage', local);
const gus = { playerId: 'p-gus', name: 'Gus', token: 'old-token' };
local.setItem('cutthroat/player', JSON.stringify(gus));
// Imported once the storage holds Gus: the module reads it as it loads, as a page does.
const { followStoredIdentity, replaceIdentityToken, withIdentity } = await import('./identity.js');
const { storage } = await import('../net/storage.js');

const unauthorized = () => new ApiError(401, 'lobby/unauthorized', 'send your player token');

beforeEach(() => {
  server.replaceToken.mockReset();
  server.newPlayer.mockReset();
  server.me.mockReset();
  storage.setPendingToken(null);
});

/** A server that takes the token the browser made, as the real one does. */
const takesTheToken = (_old: string, token: string) => Promise.resolve({ ...gus, token });

describe('the identity', () => {
  it('is kept under its new token when it gets one, and the seat tokens this browser held are forgotten', async () => {
    storage.setIdentity(gus);
    followStoredIdentity();
    await withIdentity('', async (id) => expect(id.token).toBe('old-token'));
    storage.setSeat('m1', { seat: 0, seatToken: 'seat-1' });
    storage.setSeat('m2', { seat: 2, seatToken: 'seat-2' });
    storage.setMuted('m1', ['seat:1']);
    storage.setNotify(true);
    server.replaceToken.mockImplementationOnce(takesTheToken);

    await replaceIdentityToken();
    const [old, made] = server.replaceToken.mock.calls[0]!;
    expect(old).toBe('old-token');
    // 128 random bits, made here.
    expect(made).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(storage.identity()).toEqual({ ...gus, token: made });
    expect(local.keys()).toEqual(['cutthroat/muted/m1', 'cutthroat/notify', 'cutthroat/player']);
    // What this tab calls the server with from now on.
    await withIdentity('', async (id) => expect(id.token).toBe(made));
  });

  it('loses nothing when the answer to a new token is lost: the server is asked whether it took it', async () => {
    storage.setIdentity(gus);
    followStoredIdentity();
    server.replaceToken.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    server.me.mockImplementationOnce(() => Promise.resolve({ playerId: gus.playerId, name: gus.name }));
    await replaceIdentityToken();
    const made = server.replaceToken.mock.calls[0]![1];
    expect(server.me).toHaveBeenCalledWith(made);
    expect(storage.identity()).toEqual({ ...gus, token: made });
    expect(storage.pendingToken()).toBeNull();
  });

  it('keeps the new token to try while it cannot tell whether the server took it, and uses it then', async () => {
    storage.setIdentity(gus);
    followStoredIdentity();
    const offline = new TypeError('Failed to fetch');
    server.replaceToken.mockRejectedValueOnce(offline);
    server.me.mockRejectedValueOnce(offline);
    await expect(replaceIdentityToken()).rejects.toBe(offline);
    const made = server.replaceToken.mock.calls[0]![1];
    expect(storage.pendingToken()).toEqual({ playerId: gus.playerId, token: made });
    expect(storage.identity()).toEqual(gus);
    // Back online: the old token is refused (the server had taken the new one), the new one is kept.
    server.me.mockImplementationOnce(() => Promise.resolve({ playerId: gus.playerId, name: gus.name }));
    const call = async (id: { token: string }) => {
      if (id.token === 'old-token') throw unauthorized();
      return id.token;
    };
    expect(await withIdentity('', call)).toBe(made);
    expect(storage.identity()).toEqual({ ...gus, token: made });
    expect(storage.pendingToken()).toBeNull();
    expect(server.newPlayer).not.toHaveBeenCalled();
  });

  it('follows a new token another tab stored, instead of forgetting the identity', async () => {
    storage.setIdentity(gus);
    followStoredIdentity();
    // Another tab of this browser made a new link; its storage event has not come yet.
    storage.setIdentity({ ...gus, token: 'from-the-other-tab' });
    const call = vi.fn(async (id: { token: string }) => {
      if (id.token === 'old-token') throw unauthorized();
      return id.token;
    });
    expect(await withIdentity('', call)).toBe('from-the-other-tab');
    expect(server.newPlayer).not.toHaveBeenCalled();
    expect(storage.identity()).toEqual({ ...gus, token: 'from-the-other-tab' });
  });

  it('is started anew when the server knows neither its token nor one stored since', async () => {
    storage.setIdentity({ ...gus, token: 'gone' });
    followStoredIdentity();
    server.newPlayer.mockResolvedValueOnce({ playerId: 'p-new', name: 'Gus', token: 'fresh' });
    const call = async (id: { token: string }) => {
      if (id.token !== 'fresh') throw unauthorized();
      return id.token;
    };
    expect(await withIdentity('', call)).toBe('fresh');
    expect(storage.identity()).toEqual({ playerId: 'p-new', name: 'Gus', token: 'fresh' });
  });

  it('refuses to make a new token for an identity the server no longer knows, and keeps what is stored', async () => {
    server.replaceToken.mockRejectedValueOnce(unauthorized());
    server.me.mockRejectedValueOnce(unauthorized());
    const before = storage.identity();
    await expect(replaceIdentityToken()).rejects.toMatchObject({ code: 'lobby/unauthorized' });
    expect(storage.identity()).toEqual(before);
    // The server said it does not know the token asked for: nothing is pending.
    expect(storage.pendingToken()).toBeNull();
  });
});
