import type { Identity } from './storage.js';

/** The lobby API (docs/server.md), typed as the client uses it. */

export type SeatKind = 'open' | 'human' | 'bot';
export type MatchStatus = 'waiting' | 'active' | 'finished';

export interface PublicSeat {
  readonly seat: number;
  readonly kind: SeatKind;
  readonly bot: string | null;
  readonly name: string | null;
}

export interface PublicMatch {
  readonly id: string;
  readonly game: string;
  readonly players: number;
  readonly options: unknown;
  readonly clock: unknown;
  readonly status: MatchStatus;
  readonly commitment: string;
  readonly createdAt: number;
  readonly seats: readonly PublicSeat[];
  readonly secret?: string;
  readonly links: { readonly pick: string; readonly seats: readonly string[] };
}

export interface MatchSummary {
  readonly id: string;
  readonly game: string;
  readonly players: number;
  readonly status: MatchStatus;
  readonly createdAt: number;
  readonly openSeats: number;
}

export type SeatSpec = { readonly kind: 'open' } | { readonly kind: 'bot'; readonly bot: string };

export type ClockSpec =
  | { readonly mode: 'none' }
  | {
      readonly mode: 'realtime';
      readonly turnSeconds: number;
      readonly reserveSeconds: number;
      readonly windowSeconds: number;
      readonly onTurnExpiry: 'bot' | 'forfeit';
    }
  | {
      readonly mode: 'turn-based';
      readonly turnHours: number;
      readonly windowHours: number;
      readonly onTurnExpiry: 'bot' | 'forfeit';
    };

export interface NewMatch {
  readonly game: string;
  readonly seats: readonly SeatSpec[];
  readonly options?: Record<string, unknown>;
  readonly clock?: ClockSpec;
  readonly join?: boolean;
}

export interface Joined {
  readonly matchId: string;
  readonly seat: number;
  readonly seatToken: string;
}

export interface Created {
  readonly match: PublicMatch;
  readonly joined: Joined | null;
}

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
  newPlayer: (name: string) => request<Identity>('POST', '/api/players', name.trim() ? { name: name.trim() } : {}),
  createMatch: (body: NewMatch, token?: string) => request<Created>('POST', '/api/matches', body, token),
  openMatches: () => request<{ matches: MatchSummary[] }>('GET', '/api/matches'),
  match: (id: string) => request<PublicMatch>('GET', `/api/matches/${encodeURIComponent(id)}`),
  join: (id: string, seat: number | undefined, token: string) =>
    request<Joined>('POST', `/api/matches/${encodeURIComponent(id)}/join`, seat === undefined ? {} : { seat }, token),
  leave: (id: string, seat: number, token: string) =>
    request<{ left: number }>('POST', `/api/matches/${encodeURIComponent(id)}/leave`, { seat }, token),
  myMatches: (token: string) => request<{ matches: MatchSummary[] }>('GET', '/api/me/matches', undefined, token),
  exportMatch: (id: string) => request<unknown>('GET', `/api/matches/${encodeURIComponent(id)}/export`),
};
