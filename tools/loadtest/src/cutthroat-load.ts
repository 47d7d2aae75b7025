import { performance } from 'node:perf_hooks';
import {
  ProtocolError,
  type Created,
  type Join,
  type Joined,
  type NewMatch,
  type NewPlayer,
  type PlayerCreated,
  type ServerMessage,
} from '@cutthroat/protocol';
import { request } from './http.js';
import { Load, type LoadDeps, type LoadMatch, type Prepared } from './load.js';
import { WebSocket } from './modules.js';
import { MatchTracker } from './stats.js';

const SEATS = 4;
const GAME = 'arms-dealers';
/** No trade offers: every action is a plain game action. */
const OPTIONS = { offersPerTurn: 0 };

interface Seat {
  readonly seat: number;
  readonly ws: WebSocket;
  /** The last seq this seat made an action at. */
  acted: number;
  /** The last seq this seat heard of, and its legal actions there. */
  latest: number;
  legal: readonly unknown[];
  /** The seq of this seat's action still waiting for its answer (acknowledgement or refusal), or -1. */
  waiting: number;
}

/** The people at a match's seats, by their player tokens. */
type People = readonly { readonly token: string }[];

interface PreparedMatch extends Prepared<People> {
  readonly id: string;
  readonly seatTokens: readonly string[];
}

class CutthroatMatch implements LoadMatch {
  readonly seats: Seat[] = [];
  over = false;
  closed = false;
  constructor(
    readonly id: string,
    readonly people: People,
    readonly tracker: MatchTracker,
  ) {}

  close(): void {
    this.closed = true;
    for (const s of this.seats) s.ws.close();
  }
}

let reported = 0;
function report(what: string): void {
  if (reported++ < 5) process.stderr.write(`  [cutthroat client] ${what}\n`);
}

/**
 * Arms Dealers matches on the Cutthroat server, every seat a person: players and matches made
 * over the lobby's HTTP API, one WebSocket per seat speaking the protocol of @cutthroat/protocol.
 */
export class CutthroatLoad extends Load<CutthroatMatch, People, PreparedMatch> {
  /** Arms Dealers with `offersPerTurn: 0`, random play: about 100 actions. */
  readonly gameLength = 100;

  constructor(deps: LoadDeps) {
    super(deps);
  }

  private api<T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<T> {
    this.requests++;
    return request<T>(`${this.deps.server.apiUrl}${path}`, method, body, token);
  }

  protected async prepare(given?: People): Promise<PreparedMatch> {
    const people =
      given ??
      (await Promise.all(
        Array.from({ length: SEATS }, (_, seat) =>
          this.api<PlayerCreated>('POST', '/api/players', { name: `Seat ${seat}` } satisfies NewPlayer),
        ),
      ));
    const created = await this.api<Created>('POST', '/api/matches', {
      game: GAME,
      seats: people.map(() => ({ kind: 'open' })),
      options: OPTIONS,
    } satisfies NewMatch);
    const id = created.match.id;
    const seatTokens: string[] = [];
    // One after the other, as people arrive: the last one starts the match.
    for (const [seat, p] of people.entries()) {
      const joined = await this.api<Joined>('POST', `/api/matches/${id}/join`, { seat } satisfies Join, p.token);
      seatTokens.push(joined.seatToken);
    }
    return { id, people, seatTokens };
  }

  protected peopleOf(m: CutthroatMatch): People {
    return m.people;
  }

  protected async connect(p: PreparedMatch, onOver: (m: CutthroatMatch) => void): Promise<CutthroatMatch> {
    const m = new CutthroatMatch(p.id, p.people, new MatchTracker(SEATS, this.deps.stats));
    await Promise.all(p.seatTokens.map((token, seat) => this.connectSeat(m, seat, token, onOver)));
    return m;
  }

  private connectSeat(
    m: CutthroatMatch,
    seat: number,
    token: string,
    onOver: (m: CutthroatMatch) => void,
  ): Promise<void> {
    const ws = new WebSocket(`${this.deps.server.url.replace(/^http/, 'ws')}/ws`, { perMessageDeflate: false });
    const s: Seat = { seat, ws, acted: -1, latest: -1, legal: [], waiting: -1 };
    m.seats.push(s);
    return new Promise((resolve, reject) => {
      ws.once('error', reject);
      ws.once('open', () => ws.send(JSON.stringify({ v: 1, type: 'hello', matchId: m.id, token })));
      ws.on('message', (data) => {
        const msg = JSON.parse(data.toString()) as ServerMessage;
        if (msg.type === 'snapshot') resolve();
        this.onMessage(m, s, msg, onOver);
      });
      ws.on('close', (code) => {
        if (!m.closed) report(`socket closed by the server: ${code}`);
      });
    });
  }

  private onMessage(m: CutthroatMatch, s: Seat, msg: ServerMessage, onOver: (m: CutthroatMatch) => void): void {
    const now = performance.now();
    const { stats } = this.deps;
    switch (msg.type) {
      case 'event':
        m.tracker.received(s.seat, msg.seq, msg.actor, now);
        if (msg.ack !== undefined) this.answered(m, s, msg.ack, msg.seq, now);
        this.play(m, s, msg.seq, msg.legal);
        return;
      case 'snapshot':
        this.play(m, s, msg.seq, msg.legal);
        return;
      case 'ack':
        this.answered(m, s, msg.id, msg.seq, now);
        this.play(m, s, s.latest, s.legal);
        return;
      case 'refused':
        this.answered(m, s, msg.id, null, now);
        this.play(m, s, s.latest, s.legal);
        if (!stats.recording) return;
        if (msg.code === ProtocolError.Stale) stats.refusedStale++;
        else {
          stats.refusedOther++;
          report(`refused: ${msg.code} ${msg.message}`);
        }
        return;
      case 'error':
        if (stats.recording) stats.refusedOther++;
        report(`error: ${msg.code} ${msg.message}`);
        return;
      case 'end':
        if (!m.over) {
          m.over = true;
          onOver(m);
        }
        return;
      default:
        return;
    }
  }

  /** The answer to the seat's action made at seq `id`: accepted, taking the match to `to`, or refused (null). */
  private answered(m: CutthroatMatch, s: Seat, id: string, to: number | null, now: number): void {
    const made = Number(id);
    if (made === s.waiting) s.waiting = -1;
    if (to !== null) m.tracker.acked(s.seat, made, to, now);
  }

  /**
   * A new seq with something to do: choose now, send when the pacer says. Like the browser client,
   * a seat sends nothing more while its last action waits for its answer; once that comes, it
   * acts on the latest state it has.
   */
  private play(m: CutthroatMatch, s: Seat, seq: number, legal: readonly unknown[]): void {
    if (seq >= s.latest) {
      s.latest = seq;
      s.legal = legal;
    }
    if (legal.length === 0 || seq <= s.acted || s.waiting >= 0 || m.over) return;
    s.acted = seq;
    const action = legal[this.deps.rng.int(legal.length)];
    this.offer(m, () => {
      if (s.latest !== seq || s.waiting >= 0 || m.over || s.ws.readyState !== WebSocket.OPEN) return false;
      s.ws.send(JSON.stringify({ v: 1, type: 'action', id: String(seq), seq, action }));
      s.waiting = seq;
      m.tracker.sent(s.seat, seq, performance.now());
      return true;
    });
  }
}
