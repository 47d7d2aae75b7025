import type { Rng } from '@cutthroat/engine';
import type { ServerUnderLoad } from './child.js';
import { inPool } from './http.js';
import type { Pacer, Send } from './pacer.js';
import type { LoadStats } from './stats.js';

/** Finished matches replaced at once, at most (setup makes 32 at a time too). */
const REPLACING_AT_ONCE = 32;
/** A staggered match plays up to this share of a game before the measured phases. */
const STAGGER_SHARE = 0.8;
/**
 * Actions/s while staggering, paced: boardgame.io's server, unpaced for a minute, stalls its event
 * loop for longer than socket.io's heartbeat allows (20 s and more), and its clients' sockets drop.
 */
const STAGGER_RATE = 700;
const STAGGER_TIMEOUT_MS = 300_000;

export interface LoadDeps {
  readonly server: ServerUnderLoad;
  readonly stats: LoadStats;
  readonly pacer: Pacer;
  /** Picks every action, uniformly among the legal ones. */
  readonly rng: Rng;
}

/** One live match as its four clients see it. */
export interface LoadMatch {
  readonly over: boolean;
  /** Each seat's latest seq: the highest is the actions the match has taken. */
  readonly seats: readonly { readonly latest: number }[];
  close(): void;
}

const seqOf = (m: LoadMatch): number => Math.max(...m.seats.map((s) => s.latest));

/** A match made and joined over HTTP whose people have not connected yet. */
export interface Prepared<People> {
  /** Who sits there: a spare match seats the same people again (a second match of theirs). */
  readonly people: People;
}

/** How long setting up took, in seconds. */
export interface SetupFigures {
  readonly seconds: number;
  /** HTTP requests made (players, matches, joins). */
  readonly requests: number;
  readonly sockets: number;
}

/** The actions the matches played to be staggered, and how long that took. */
export interface StaggerFigures {
  readonly actions: number;
  readonly seconds: number;
}

/** A match held at its share of a game while the others reach theirs. */
interface Gate {
  /** The seq it plays to. */
  readonly seq: number;
  /** Its seats' actions that came after that, sent once every match is in place. */
  readonly held: Send[];
}

/** What the runner needs of a load, whatever its server. */
export interface RunningLoad {
  readonly live: ReadonlySet<unknown>;
  /** Matches that finished and were replaced. */
  readonly replaced: number;
  readonly sparesLeft: number;
  /** Spares whose people are connected, each to start the moment a match ends. */
  readonly readyLeft: number;
  /** Matches that ended with no ready spare left, replaced by connecting one then. */
  readonly startedLate: number;
  /** About how many actions a game takes with random play. */
  readonly gameLength: number;
  setup(matches: number, progress: (done: number) => void): Promise<SetupFigures>;
  prepareSpares(count: number): Promise<{ spares: number; seconds: number }>;
  readySpares(count: number): Promise<{ connected: number; seconds: number }>;
  stagger(rng: Rng): Promise<StaggerFigures>;
  close(): Promise<void>;
}

/**
 * N matches played by scripted clients, all sockets in this process. A finished match is replaced
 * at once, so that N stay live: by a ready spare, whose people connected before the window and
 * hold its first state, which starts in the same turn of the loop; when none is left, by a spare
 * made and joined over the lobby before (its people then connect), or else through the lobby.
 * Matches start together and move at the same pace, so they also end at about the same time, and
 * under full load the lobby would take seconds to make a thousand new ones: hence the spares.
 * And a server at full load takes seconds to answer new sockets too: connected in the window, the
 * spares came in a few a second while dozens of matches ended, and in one unpaced window the
 * Cutthroat server was down to 27 live matches of 1,000: hence ready ones.
 */
export abstract class Load<
  M extends LoadMatch,
  People,
  P extends Prepared<People> = Prepared<People>,
> implements RunningLoad {
  readonly live = new Set<M>();
  replaced = 0;
  requests = 0;
  /** Made and joined over the lobby, their people not connected. */
  private readonly spares: P[] = [];
  /** Connected, their seats' first actions held until they start. */
  private readonly ready: M[] = [];
  /** What the seats of a match not started yet decided: offered once it starts. */
  private readonly notStarted = new Map<M, Send[]>();
  startedLate = 0;
  private closing = false;
  /** Finished matches waiting for their replacement, and replacements under way. */
  private toReplace = 0;
  private replacing = 0;
  /** While the load staggers: each match's gate. */
  private gates: Map<M, Gate> | null = null;

  constructor(protected readonly deps: LoadDeps) {}

  abstract readonly gameLength: number;

  /**
   * A seat's action goes to the pacer, through its match's gate while the load staggers; a match
   * not started yet (connecting, or a ready spare) keeps it until it starts.
   */
  protected offer(m: M, send: Send): void {
    if (m.over) return;
    if (!this.live.has(m)) {
      const held = this.notStarted.get(m);
      if (held) held.push(send);
      else this.notStarted.set(m, [send]);
      return;
    }
    const gate = this.gates?.get(m);
    if (!gate) return this.deps.pacer.offer(send);
    const gated: Send = () => {
      if (seqOf(m) < gate.seq) return send();
      gate.held.push(send);
      return false;
    };
    if (seqOf(m) >= gate.seq) gate.held.push(send);
    else this.deps.pacer.offer(gated);
  }

  /**
   * Before anything is measured, each live match plays a random share of a game (0 to 80% of its
   * usual length, counted in the actions its server took), at 700 actions/s in all, and waits
   * there until all are in place. The
   * matches then end at different times, as on a server that has been up a while. Started
   * together, they would all end within seconds of each other, in the middle of some phase, and
   * their replacements' 4,000 sockets would connect in one burst.
   */
  async stagger(rng: Rng): Promise<StaggerFigures> {
    const started = performance.now();
    const gates = new Map<M, Gate>();
    let actions = 0;
    for (const m of this.live) {
      const seq = seqOf(m) + rng.int(Math.floor(STAGGER_SHARE * this.gameLength) + 1);
      actions += seq - seqOf(m);
      gates.set(m, { seq, held: [] });
    }
    this.gates = gates;
    this.deps.pacer.setRate(STAGGER_RATE);
    const inPlace = () => [...gates].every(([m, g]) => seqOf(m) >= g.seq || m.over);
    while (!inPlace()) {
      if (performance.now() - started > STAGGER_TIMEOUT_MS) {
        throw new Error(`the matches were not staggered in ${STAGGER_TIMEOUT_MS / 1000} s`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    // The last actions sent are answered meanwhile; what their answers make the seats do is held.
    await new Promise((r) => setTimeout(r, 500));
    this.deps.pacer.setRate(0);
    this.gates = null;
    for (const g of gates.values()) for (const send of g.held) this.deps.pacer.offer(send);
    return { actions, seconds: (performance.now() - started) / 1000 };
  }

  /** Creates a match and seats four people in it (new ones unless given). */
  protected abstract prepare(people?: People): Promise<P>;
  /** Connects the four people's sockets and waits for their first state. */
  protected abstract connect(prepared: P, onOver: (m: M) => void): Promise<M>;

  private async open(): Promise<M> {
    return this.connect(await this.prepare(), (m) => this.over(m));
  }

  /** The match's seats play from now on, starting with what they decided while it waited. */
  private start(m: M): void {
    this.live.add(m);
    const held = this.notStarted.get(m) ?? [];
    this.notStarted.delete(m);
    for (const send of held) this.offer(m, send);
  }

  async setup(matches: number, progress: (done: number) => void): Promise<SetupFigures> {
    const started = performance.now();
    let done = 0;
    await inPool(matches, 32, async () => {
      this.start(await this.open());
      if (++done % 100 === 0) progress(done);
    });
    return {
      seconds: (performance.now() - started) / 1000,
      requests: this.requests,
      sockets: this.live.size * 4,
    };
  }

  /** Makes `count` spare matches, each with the people of a live match. */
  async prepareSpares(count: number): Promise<{ spares: number; seconds: number }> {
    const started = performance.now();
    const live = [...this.live];
    const spares = await inPool(count, 32, (i) => this.prepare(this.peopleOf(live[i % live.length]!) ?? undefined));
    this.spares.push(...spares);
    return { spares: spares.length, seconds: (performance.now() - started) / 1000 };
  }

  /**
   * Connects spares until `count` are ready, taking the ones made over the lobby first and making
   * more when they run out. One that cannot connect is left out, as a replacement is (`replace`):
   * the run goes on with fewer ready.
   */
  async readySpares(count: number): Promise<{ connected: number; seconds: number }> {
    const started = performance.now();
    const before = this.ready.length;
    await inPool(Math.max(0, count - before), 32, async () => {
      try {
        const prepared = this.spares.pop() ?? (await this.prepare());
        this.ready.push(await this.connect(prepared, (x) => this.over(x)));
      } catch (e) {
        process.stderr.write(`could not connect a spare match: ${String(e)}\n`);
      }
    });
    return { connected: this.ready.length - before, seconds: (performance.now() - started) / 1000 };
  }

  /** The people of a live match, for a spare. */
  protected abstract peopleOf(m: M): People | null;

  private over(m: M): void {
    if (!this.live.delete(m) || this.closing) return;
    m.close();
    this.replaced++;
    const next = this.ready.pop();
    if (next) return this.start(next);
    this.startedLate++;
    this.toReplace++;
    while (this.replacing < REPLACING_AT_ONCE && this.toReplace > 0) void this.replace();
  }

  /**
   * Replace finished matches, a few at a time as at setup: matches that started together end
   * together, and hundreds of them connecting 4 sockets each at once overflow the server's listen
   * backlog (the kernel then resets some of the connections).
   */
  private async replace(): Promise<void> {
    this.replacing++;
    while (this.toReplace > 0 && !this.closing) {
      this.toReplace--;
      const spare = this.spares.pop();
      try {
        const n = await (spare ? this.connect(spare, (x) => this.over(x)) : this.open());
        if (this.closing) n.close();
        else this.start(n);
      } catch (e) {
        process.stderr.write(`could not replace a finished match: ${String(e)}\n`);
      }
    }
    this.replacing--;
  }

  /** Spares made over the lobby and not connected yet. */
  get sparesLeft(): number {
    return this.spares.length;
  }

  get readyLeft(): number {
    return this.ready.length;
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const m of [...this.live, ...this.ready]) m.close();
    this.live.clear();
    this.ready.length = 0;
    this.notStarted.clear();
    // Let the close frames go out before the servers stop.
    await new Promise((r) => setTimeout(r, 200));
  }
}
