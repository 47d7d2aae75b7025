import { performance } from 'node:perf_hooks';
import type { Ctx, LogEntry, State } from 'boardgame.io';
import { SEATS, SMUGGLERS, legalMoves, type SmugglersState } from './bgio-game.js';
import { request } from './http.js';
import { Load, type LoadDeps, type LoadMatch, type Prepared } from './load.js';
import { io, type ClientSocket } from './modules.js';
import { MatchTracker } from './stats.js';

type Filtered = State<SmugglersState>;

interface Seat {
  readonly seat: number;
  readonly playerID: string;
  readonly credentials: string;
  socket: ClientSocket | null;
  acted: number;
  latest: number;
}

interface PreparedMatch extends Prepared<null> {
  readonly matchID: string;
  readonly credentials: readonly string[];
}

class BgioMatch implements LoadMatch {
  readonly seats: Seat[] = [];
  over = false;
  constructor(
    readonly id: string,
    readonly tracker: MatchTracker,
  ) {}

  close(): void {
    for (const s of this.seats) s.socket?.disconnect();
  }
}

/** Who made the move that led to this state: boardgame.io sends it in the delta log. */
function actorOf(deltalog: readonly LogEntry[] | undefined): number {
  const move = deltalog?.find((e) => e.action.type === 'MAKE_MOVE');
  return move ? Number(move.action.payload.playerID) : -1;
}

/**
 * Smugglers matches on boardgame.io's own server, driven as its `SocketIO` client transport
 * drives it: the lobby REST API to create and join, then one socket.io connection per seat on the
 * game's namespace, `sync` once connected, then `update` with the action, the `_stateID` it was
 * made at, the match and the player; every state arrives as an `update` (the whole player view
 * and the delta log). The only departure from boardgame.io's client: no redux store and no local
 * reducer run on the client side, which would only slow the clients down.
 */
export class BgioLoad extends Load<BgioMatch, null, PreparedMatch> {
  /** Random play: about 130 moves (bgio-game.ts). */
  readonly gameLength = 130;

  constructor(deps: LoadDeps) {
    super(deps);
  }

  private api<T>(path: string, body: unknown): Promise<T> {
    this.requests++;
    return request<T>(`${this.deps.server.apiUrl}${path}`, 'POST', body);
  }

  /** boardgame.io's lobby has no player accounts: a seat is joined by its player ID and a name. */
  protected async prepare(): Promise<PreparedMatch> {
    const { matchID } = await this.api<{ matchID: string }>(`/games/${SMUGGLERS}/create`, { numPlayers: SEATS });
    const credentials: string[] = [];
    for (let seat = 0; seat < SEATS; seat++) {
      const { playerCredentials } = await this.api<{ playerCredentials: string }>(
        `/games/${SMUGGLERS}/${matchID}/join`,
        { playerID: String(seat), playerName: `Seat ${seat}` },
      );
      credentials.push(playerCredentials);
    }
    return { matchID, credentials, people: null };
  }

  protected peopleOf(): null {
    return null;
  }

  protected async connect(p: PreparedMatch, onOver: (m: BgioMatch) => void): Promise<BgioMatch> {
    const m = new BgioMatch(p.matchID, new MatchTracker(SEATS, this.deps.stats));
    for (const [seat, credentials] of p.credentials.entries()) {
      m.seats.push({ seat, playerID: String(seat), credentials, socket: null, acted: -1, latest: -1 });
    }
    await Promise.all(m.seats.map((s) => this.connectSeat(m, s, onOver)));
    return m;
  }

  private connectSeat(m: BgioMatch, s: Seat, onOver: (m: BgioMatch) => void): Promise<void> {
    // A connection of its own per seat, as each player's browser has; WebSocket from the start
    // (socket.io would otherwise begin with HTTP long-polling and upgrade).
    const socket = io(`${this.deps.server.url}/${SMUGGLERS}`, {
      forceNew: true,
      transports: ['websocket'],
      reconnection: false,
    });
    s.socket = socket;
    return new Promise((resolve, reject) => {
      socket.once('connect_error', (e: Error & { description?: unknown; context?: unknown }) => {
        const d = e.description as { message?: string; error?: { message?: string } } | undefined;
        const why = d?.error?.message ?? d?.message;
        // socket.io-client's own timeout (20 s, its default) has no description.
        const message = e.message === 'timeout' ? "no connection within socket.io-client's 20 s timeout" : e.message;
        reject(new Error(`boardgame.io socket: ${message}${why ? `: ${why}` : ''}`));
      });
      socket.once('connect', () => socket.emit('sync', m.id, s.playerID, s.credentials, SEATS));
      socket.on('sync', (_matchID: string, info: { state: Filtered }) => {
        resolve();
        this.onState(m, s, info.state, undefined, onOver);
      });
      socket.on('update', (_matchID: string, state: Filtered, deltalog: LogEntry[]) =>
        this.onState(m, s, state, deltalog, onOver),
      );
    });
  }

  private onState(
    m: BgioMatch,
    s: Seat,
    state: Filtered,
    deltalog: readonly LogEntry[] | undefined,
    onOver: (m: BgioMatch) => void,
  ): void {
    const now = performance.now();
    const seq = state._stateID;
    const actor = actorOf(deltalog);
    if (actor === s.seat) m.tracker.acked(s.seat, seq - 1, seq, now);
    else m.tracker.received(s.seat, seq, actor, now);
    if (state.ctx.gameover !== undefined) {
      if (!m.over) {
        m.over = true;
        onOver(m);
      }
      return;
    }
    this.play(m, s, seq, state.G, state.ctx);
  }

  private play(m: BgioMatch, s: Seat, seq: number, G: SmugglersState, ctx: Ctx): void {
    s.latest = Math.max(s.latest, seq);
    if (seq <= s.acted || m.over) return;
    const legal = legalMoves(G, ctx, s.playerID);
    if (legal.length === 0) return;
    s.acted = seq;
    const [move, args] = legal[this.deps.rng.int(legal.length)]!;
    this.offer(m, () => {
      const socket = s.socket;
      if (s.latest !== seq || m.over || !socket?.connected) return false;
      const action = {
        type: 'MAKE_MOVE',
        payload: { type: move, args, playerID: s.playerID, credentials: s.credentials },
      };
      socket.emit('update', action, seq, m.id, s.playerID);
      m.tracker.sent(s.seat, seq, performance.now());
      return true;
    });
  }
}
