import { botKind, defaultBot } from '@cutthroat/module';
import type { DecideTask } from '@cutthroat/bots/pool';
import { Rng, awaitedOf, legalActionsOf, seedFromSecret, viewOf } from '@cutthroat/engine';
import type { BotPool } from '@cutthroat/bots/pool';
import type { Logger } from 'pino';
import { logFailure } from '../failures.js';
import type { Metrics } from '../metrics.js';
import { BotTurns } from './bot-turns.js';
import type { LiveEmitter } from './events.js';
import { ServerError, botsToAct, exclusive, type LiveMatch } from './match.js';
import type { Moves } from './moves.js';
import type { LogReader } from './reader.js';

const BOT_TAKEOVER_MS = 2_000;
const STORE_RETRY_MS = 1_000;
/** A bot decision slower than this (ms) is logged, unless the deps say otherwise. */
const BOT_BUDGET_MS = 50;
/** What each turn of the event loop may spend on matches of bots only (ms), unless the deps say otherwise. */
const BOTS_ONLY_TURN_MS = 2;

/** How the bots play, as the composition root sets it (`HostDeps`); each has a default. */
export interface BotSettings {
  /**
   * Where search bots (level `strong` of a game with search hooks) decide, off the event loop; one
   * pool per process, made and closed at the composition root. Without it they decide in the
   * event loop's thread, as the heuristics always do.
   */
  readonly botPool?: Pick<BotPool, 'decide'>;
  /** A bot decision slower than this is logged. */
  readonly botBudgetMs?: number;
  /**
   * How long each turn of the event loop may spend on moves of matches of bots only, once the
   * bots of matches with people have moved (default 2 ms; see `BotTurns`).
   */
  readonly botsOnlyTurnMs?: number;
  /**
   * How long a bot may wait on the process that wrote the match's last action before this one
   * moves it instead (that process may have died between its append and the bot's move).
   */
  readonly botTakeoverMs?: number;
  /** How long after the store failed under a read of the log or a bot's move to try again. */
  readonly storeRetryMs?: number;
  /**
   * Runs `run` once `ms` have gone by (default: `setTimeout`): the bots' pace (`Bots.drive`) waits
   * on it, and tests run it by hand.
   */
  readonly later?: (run: () => void, ms: number) => void;
}

/** What the bots use. */
export interface BotsDeps extends BotSettings {
  readonly logger: Logger;
  readonly metrics: Pick<Metrics, 'failed'>;
  /** Where the bots' actions go in, as a seat's do. */
  readonly moves: Pick<Moves, 'submit'>;
  readonly reader: Pick<LogReader, 'catchUp'>;
  readonly closed: () => boolean;
  /**
   * Where the bots hear that a match may leave them to act: an action appended here (`appended`),
   * a match loaded (`loaded`), its record read again (`reread`).
   */
  readonly events: LiveEmitter;
}

/**
 * The bots' turns: a bot moves when the match leaves it to act, from its seat's view and legal
 * actions only, in a later turn of the event loop. The process that wrote an action moves the
 * bots it leaves to act; another one takes over if that process went quiet, and after the store
 * failed under a move, the log is read on again later until the bots have moved. Search bots
 * decide in the host's bot pool, off the event loop, when it has one (`HostDeps.botPool`). The
 * bots look for a move at every event that may leave them one to make.
 */
export class Bots {
  private readonly turns: BotTurns;
  private readonly moveFailed: (e: unknown) => void;

  constructor(private readonly deps: BotsDeps) {
    this.moveFailed = (e: unknown) => logFailure(deps.logger, e, {}, 'a bot move failed');
    this.turns = new BotTurns(deps.botsOnlyTurnMs ?? BOTS_ONLY_TURN_MS, this.moveFailed);
    const drive = ({ m }: { m: LiveMatch }) => this.drive(m);
    deps.events.on('appended', drive);
    deps.events.on('loaded', drive);
    deps.events.on('reread', drive);
  }

  /** Decisions in the pool, not answered yet. */
  private thinking = 0;
  /** `match/seat/seq` of the decisions paced or in the pool, not submitted yet. */
  private readonly deciding = new Set<string>();

  /** Bot moves waiting for a turn of the event loop or for the pool. */
  get waiting(): number {
    return this.turns.waiting + this.thinking;
  }

  /**
   * Bots act in a later turn of the event loop, those of matches of bots only with what a turn
   * leaves (see `BotTurns`), so that however many of those run, they never starve the others.
   */
  drive(m: LiveMatch): void {
    if (m.row.status !== 'active' || m.state.outcome || this.deps.closed()) return;
    const seq = m.state.seq;
    const botsOnly = m.row.seats.every((s) => s.kind === 'bot');
    const pace = botsOnly ? 0 : paceOf(m);
    // The seats the match waits for: the maker of an open offer is not one of them, so a bot
    // never withdraws its offer because it is asked to move on; the offer waits for its answer
    // or its deadline.
    for (const seat of awaitedOf(m.game, m.state)) {
      const s = m.row.seats[seat];
      const kind = s?.kind === 'bot' ? s.bot : null;
      if (!kind) continue;
      // One decision per seat and seq: the match is driven again (a seat changed, a notice came)
      // while a paced or pooled decision is on its way, and a search is too dear to make twice.
      const key = `${m.id}/${seat}/${seq}`;
      if (this.deciding.has(key)) continue;
      this.deciding.add(key);
      this.paced(pace, botsOnly, () => {
        if (m.state.seq !== seq || this.deps.closed()) return void this.deciding.delete(key);
        const task = this.poolTask(m, seat, kind);
        if (!task) {
          this.deciding.delete(key);
          return this.submit(m, seat, this.decide(m, seat, kind), seq);
        }
        // Off the event loop: this turn only sends the task. A bot at a table with people goes first.
        this.moveFromPool(m, seat, task, !botsOnly, seq)
          .catch(this.moveFailed)
          .finally(() => this.deciding.delete(key));
      });
    }
  }

  /** Push `move` to the bots' turns now, or once `pace` ms have gone by. */
  private paced(pace: number, botsOnly: boolean, move: () => void): void {
    if (pace <= 0) return this.turns.push(move, botsOnly);
    (this.deps.later ?? later)(() => {
      if (!this.deps.closed()) this.turns.push(move, false);
    }, pace);
  }

  /** A bot's choice, from the seat's view and legal actions only, in this thread. */
  decide(m: LiveMatch, seat: number, kind: string): unknown {
    const { deps } = this;
    const started = performance.now();
    // The lobby admits only the game's own bot names; a record written otherwise gets the default.
    const bot = (botKind(m.module, kind) ?? defaultBot(m.module)).make();
    const action = bot.decide({
      view: viewOf(m.game, m.state, seat),
      legal: legalActionsOf(m.game, m.state, seat),
      rng: this.rngOf(m, seat),
    });
    const took = performance.now() - started;
    if (took > (deps.botBudgetMs ?? BOT_BUDGET_MS))
      deps.logger.warn({ match: m.id, seat, ms: took }, 'slow bot decision');
    return action;
  }

  /**
   * The bot's randomness comes from the match's secret, the seat and the seq only, so that two
   * processes deciding the same move (a takeover) decide the same.
   */
  private rngOf(m: LiveMatch, seat: number): Rng {
    return new Rng(seedFromSecret(`${m.row.secret}/bot/${seat}/${m.state.seq}`));
  }

  /**
   * The decision as data for the pool, for a search bot (level `strong` of a game with search
   * hooks) when the host has a pool; null for a bot that decides in this thread. No budget: the
   * kind's default, in iterations, keeps the decision a pure function of the match (a takeover).
   */
  private poolTask(m: LiveMatch, seat: number, kind: string): DecideTask | null {
    const found = botKind(m.module, kind);
    if (!this.deps.botPool || !m.module.search || found?.level !== 'strong') return null;
    const view = viewOf(m.game, m.state, seat);
    return { game: m.module.id, bot: found.name, seat, view, rng: this.rngOf(m, seat).state() };
  }

  /**
   * The pool's decision, submitted unless the match moved on meanwhile; should the pool fail, the
   * game's stand-in decides in this thread.
   */
  private async moveFromPool(m: LiveMatch, seat: number, task: DecideTask, urgent: boolean, seq: number) {
    const { deps } = this;
    this.thinking++;
    // Keyed by the address that made the match: the pool serves keys in turn, so one address's
    // many matches hold another table's decision back by one decision at most.
    const key = m.row.createdFrom ?? `match ${m.id}`;
    const decided = await deps.botPool!.decide(task, urgent, key).finally(() => this.thinking--);
    if (m.state.seq !== seq || this.deps.closed()) return;
    if (decided.ok) return this.submit(m, seat, decided.action, seq);
    deps.logger.warn(
      { match: m.id, seat, code: decided.code, reason: decided.message },
      'the bot pool failed a decision: the stand-in decides',
    );
    this.submit(m, seat, this.decide(m, seat, defaultBot(m.module).name), seq);
  }

  private submit(m: LiveMatch, seat: number, action: unknown, seq: number): void {
    const { deps } = this;
    deps.moves.submit(m.id, seat, action, seq).then(
      (r) => {
        if (!r.ok && r.error.code !== ServerError.Stale) {
          deps.logger.error({ match: m.id, seat, code: r.error.code }, 'a bot action was refused');
        }
      },
      (e: unknown) => {
        const cause = logFailure(deps.logger, e, { match: m.id, seat }, 'a bot action failed');
        deps.metrics.failed('bot-move', cause);
        this.readOnLater(m);
      },
    );
  }

  /**
   * The process that wrote an action moves the bots it leaves to act. If that process dies first,
   * nobody would: so when a notice leaves a bot to act, this process waits `botTakeoverMs`, and if
   * the match has not moved by then, reads the log on and moves the bots itself. Should the writer
   * be alive after all, both ask for the same seq with the same decision (the bot's randomness
   * comes from the match's secret and the seq) and the conditional append keeps one.
   */
  watch(m: LiveMatch): void {
    if (m.takeover) clearTimeout(m.takeover);
    m.takeover = null;
    if (this.deps.closed() || !botsToAct(m)) return;
    const seq = m.state.seq;
    m.takeover = setTimeout(
      () => {
        m.takeover = null;
        if (this.deps.closed() || m.state.seq !== seq) return;
        this.readOnAndMove(m, 'bot takeover');
        // The writer waits the bot's pace first (`drive`).
      },
      (this.deps.botTakeoverMs ?? BOT_TAKEOVER_MS) + paceOf(m),
    );
    m.takeover.unref();
  }

  /**
   * After the store failed under a read of the log (following a notice) or under a bot's move, read
   * the log on again a little later and move the bots that are to act, until it works. Without it,
   * a match whose notice or bot's move was lost to the failure would wait for a move that nobody
   * makes: its people for a state they never hear of, or everyone for the bot.
   */
  readOnLater(m: LiveMatch): void {
    if (m.readOn || this.deps.closed() || m.evicted) return;
    m.readOn = setTimeout(() => {
      m.readOn = null;
      if (this.deps.closed() || m.evicted) return;
      this.readOnAndMove(m, 'reading the log on');
    }, this.deps.storeRetryMs ?? STORE_RETRY_MS);
    m.readOn.unref();
  }

  /** Read the log on and move the bots that are to act; if the store fails, say so and try again later. */
  private readOnAndMove(m: LiveMatch, what: string): void {
    const { deps } = this;
    void exclusive(m, () => deps.reader.catchUp(m, true))
      .then(() => this.drive(m))
      .catch((e: unknown) => {
        deps.metrics.failed('read-again', logFailure(deps.logger, e, { match: m.id }, what));
        this.readOnLater(m);
      });
  }

  /** No bot moves from now on. */
  close(): void {
    this.turns.close();
  }
}

/**
 * How long a bot of the match waits before it acts where people play: the match's pace, so that
 * a person can follow each move; none for a pass in a reaction window whose first answer was a
 * pass already (the log folds those), so that a window of bots that pass takes one pace, not one
 * per bot.
 */
export function paceOf(m: LiveMatch): number {
  if (m.quiet.moves.some((p) => p.pass)) return 0;
  return m.row.botPaceMs ?? 0;
}

function later(run: () => void, ms: number): void {
  setTimeout(run, ms).unref();
}
