// What a chaos soak is given and what it reports.

export interface ChaosOptions {
  /**
   * Both set: the distributed mode. Neither: the embedded mode, one process on a SQLite file of its
   * own in the system's temporary directory.
   */
  readonly databaseUrl: string | null;
  readonly redisUrl: string | null;
  readonly matches: number;
  /** A process is killed every `killEveryMs` on average (from half to one and a half times it); 0: never. */
  readonly killEveryMs: number;
  /** Give up on the matches still being played after this long. */
  readonly seconds: number;
  readonly seed: string;
  /** How long a scripted person thinks before a move, at most (from a tenth of it). */
  readonly thinkMs: number;
  /**
   * Cut the deployment's connections to PostgreSQL and Redis this often on average; 0: never.
   * Distributed mode only.
   */
  readonly disruptEveryMs: number;
}

export interface ChaosReport {
  readonly matches: number;
  readonly kills: number;
  /** Times every connection to PostgreSQL and Redis was cut. */
  readonly disruptions: number;
  /** Processes that could not start (with disruptions, when their connections were cut as they did). */
  readonly failedStarts: number;
  /** Actions refused with `server/internal` (and made again): the store failed under them. */
  readonly failedOnTheServer: number;
  /**
   * Lines the server processes logged at error level, and at warning level. A lost connection is a
   * warning (`failures.ts`), so errors here are worth a look even when nothing broke.
   */
  readonly loggedErrors: number;
  readonly loggedWarnings: number;
  readonly acknowledged: number;
  readonly seconds: number;
  /** Seats whose match was not over when the time ran out. */
  readonly unfinished: readonly string[];
  /**
   * What broke a guarantee: an acknowledged action not in the log, a log that does not verify, a
   * server process that stopped by itself or failed to start.
   */
  readonly problems: readonly string[];
}
