import type {
  Created,
  GameList,
  Joined,
  Left,
  MatchList,
  Me,
  NewMatch,
  PlayerCreated,
  PlayerMatchList,
  PublicMatch,
  Renamed,
  Replaced,
  TokenReplaced,
} from '@cutthroat/protocol';
import { fairness, newSeatSeed } from './fairness.js';
import { aheadByDateHeader } from './server-clock.js';

/** The lobby API (docs/server/lobby.md), with the types the server's routes are checked against. */
export type {
  ClockSettings,
  GameInfo,
  GameList,
  MatchSummary,
  NewMatch,
  PlayerMatchSummary,
  PublicMatch,
  SeatSpec,
} from '@cutthroat/protocol';

/** A refusal from the API, with the server's stable code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Server minus browser, by the last answer of the API (`aheadByDateHeader`); 0 before any. */
let serverAheadMs = 0;

/** The server's time now, as well as the lobby needs it (to the second). */
export const serverNow = (): number => Date.now() + serverAheadMs;

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError(0, 'net/unreachable', 'the server cannot be reached');
  }
  serverAheadMs = aheadByDateHeader(res.headers.get('date'), Date.now()) ?? serverAheadMs;
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    // fall through: a body that is not JSON is reported below
  }
  if (!res.ok) {
    const e = (json as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    throw new ApiError(
      res.status,
      typeof e?.code === 'string' ? e.code : `http/${res.status}`,
      typeof e?.message === 'string' ? e.message : res.statusText,
    );
  }
  return json as T;
}

export const api = {
  games: () => request<GameList>('GET', '/api/games'),
  newPlayer: (name: string) => request<PlayerCreated>('POST', '/api/players', name.trim() ? { name: name.trim() } : {}),
  /** Joining as it creates, the browser gives its seat a seed of its own, and keeps it. */
  createMatch: async (body: NewMatch, token?: string) => {
    const seed = body.join ? newSeatSeed() : undefined;
    const created = await request<Created>('POST', '/api/matches', seed ? { ...body, seed } : body, token);
    fairness.told(created.match.id, created.match.commitment);
    if (seed && created.joined) fairness.tookSeat(created.match.id, created.joined.seat, seed);
    return created;
  },
  openMatches: () => request<MatchList>('GET', '/api/matches'),
  liveMatches: () => request<MatchList>('GET', '/api/matches/live'),
  match: (id: string) => request<PublicMatch>('GET', `/api/matches/${encodeURIComponent(id)}`),
  join: async (id: string, seat: number | undefined, token: string) => {
    const seed = newSeatSeed();
    const body = seat === undefined ? { seed } : { seat, seed };
    const joined = await request<Joined>('POST', `/api/matches/${encodeURIComponent(id)}/join`, body, token);
    fairness.tookSeat(id, joined.seat, seed);
    return joined;
  },
  leave: (id: string, seat: number, token: string) =>
    request<Left>('POST', `/api/matches/${encodeURIComponent(id)}/leave`, { seat }, token),
  replace: (id: string, seat: number, token: string) =>
    request<Replaced>('POST', `/api/matches/${encodeURIComponent(id)}/replace`, { seat }, token),
  me: (token: string) => request<Me>('GET', '/api/me', undefined, token),
  rename: (name: string, token: string) => request<Renamed>('POST', '/api/me/name', { name: name.trim() }, token),
  replaceToken: (token: string, newToken: string) =>
    request<TokenReplaced>('POST', '/api/me/token', { token: newToken }, token),
  myMatches: (token: string) => request<PlayerMatchList>('GET', '/api/me/matches', undefined, token),
  exportMatch: (id: string) => request<unknown>('GET', `/api/matches/${encodeURIComponent(id)}/export`),
};
