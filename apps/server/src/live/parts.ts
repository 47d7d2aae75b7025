import type { BotPool } from '@cutthroat/bots/pool';
import type { Catalog } from '@cutthroat/module';
import type { Logger } from 'pino';
import type { FanOut } from '../fanout/fanout.js';
import type { Metrics } from '../metrics.js';
import type { Store } from '../store/store.js';
import { Bots } from './bots.js';
import { MatchCache } from './cache.js';
import { Deadlines } from './deadlines.js';
import { Moves } from './moves.js';
import { Seats } from './seats.js';
import { Viewers } from './viewers.js';

export interface HostDeps {
  /** The games this server plays, from the composition root. */
  readonly games: Catalog;
  readonly store: Store;
  readonly fanout: FanOut;
  /** The clock is an input: tests inject their own. */
  readonly now: () => number;
  readonly logger: Logger;
  readonly metrics: Metrics;
  /** This process's name in fan-out notices. */
  readonly origin: string;
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
  /**
   * How often a process reads the record of a waiting match its sockets watch again: the notice
   * of its start may never come (the process that started it may die before sending it).
   */
  readonly startCheckMs?: number;
  /**
   * Runs `run` once `ms` have gone by (default: `setTimeout`): the bots' pace (`Bots.drive`) waits
   * on it, and tests run it by hand.
   */
  readonly later?: (run: () => void, ms: number) => void;
  /** How long after the store failed under a read of the log or a bot's move to try again. */
  readonly storeRetryMs?: number;
}

/**
 * The host's parts, one job each, wired to one another: each part holds this object and reaches
 * the others through it when it runs, so that none needs another at construction.
 */
export class Parts {
  /** Set once, as the process closes: no timer is armed and no bot moves after it. */
  closed = false;
  readonly cache: MatchCache;
  readonly moves: Moves;
  readonly deadlines: Deadlines;
  readonly seats: Seats;
  readonly viewers: Viewers;
  readonly bots: Bots;

  constructor(readonly deps: HostDeps) {
    this.cache = new MatchCache(this);
    this.moves = new Moves(this);
    this.deadlines = new Deadlines(this);
    this.seats = new Seats(this);
    this.viewers = new Viewers(this);
    this.bots = new Bots(this);
  }
}
