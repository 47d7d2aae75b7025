/**
 * Why the server failed on something it goes on from. `connection`: a connection to PostgreSQL or
 * Redis was lost or refused, which a failover, a restart of either or a network blip causes by the
 * dozen, and which the server rides out (it answers `server/internal`, reads the log on later,
 * reconnects). `other`: anything else, which is worth a person's look.
 */
export type FailureCause = 'connection' | 'other';

export interface ConnectionLoss {
  /** The error's own code (`ECONNRESET`, SQLSTATE `57P01`...), or one named here for a driver's message. */
  readonly code: string;
  /** Its message, after those of the errors that wrap it, if any (joined by ": "). */
  readonly reason: string;
}

/** Node's codes for a socket that broke, was refused or never reached its host. */
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for a lost connection: class 08 (connection exception), and a server
 * that shuts down or is not yet up (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
 * cannot_connect_now).
 */
const LOST_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;

/** The drivers' errors for a lost connection that carry no code, by message, with the code given them here. */
const DRIVER_MESSAGES = new Map([
  // pg (lib/client.js) and pg-pool (index.js)
  ['Connection terminated unexpectedly', 'pg/connection-terminated'],
  ['Connection terminated', 'pg/connection-terminated'],
  ['Client has encountered a connection error and is not queryable', 'pg/connection-terminated'],
  ['Connection terminated due to connection timeout', 'pg/connect-timeout'],
  ['timeout exceeded when trying to connect', 'pg/connect-timeout'],
  // ioredis (utils CONNECTION_CLOSED_ERROR_MSG; Redis.js without an offline queue)
  ['Connection is closed.', 'redis/connection-closed'],
  ["Stream isn't writeable and enableOfflineQueue options is false", 'redis/connection-closed'],
]);

/** How deep to follow `cause`: errors here wrap at most once or twice. */
const MAX_CAUSES = 5;

/**
 * Whether an error (or one of its causes) is a lost or refused connection to PostgreSQL or Redis,
 * and if so its code and reason; null for anything else.
 */
export function connectionLoss(error: unknown): ConnectionLoss | null {
  let e = error;
  const messages: string[] = [];
  for (let depth = 0; depth < MAX_CAUSES && typeof e === 'object' && e !== null; depth++) {
    const { code, message, name, cause } = e as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown };
    const own = typeof message === 'string' ? message : '';
    messages.push(own);
    const reason = messages.join(': ');
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || LOST_SQLSTATE.test(code))) return { code, reason };
    const named = DRIVER_MESSAGES.get(own);
    if (named) return { code: named, reason };
    // ioredis, once a command has waited through maxRetriesPerRequest reconnections.
    if (name === 'MaxRetriesPerRequestError') return { code: 'redis/max-retries', reason };
    e = cause;
  }
  return null;
}

/** What logs here: pino's logger, and Fastify's (which is pino's). */
export interface WarnsAndErrs {
  warn(fields: object, msg: string): void;
  error(fields: object, msg: string): void;
}

/**
 * Log a failure the server goes on from. A lost connection is a warning with its code and reason,
 * since a failover brings dozens and nothing is wrong with the server: an alert on errors then
 * fires for what needs a person, not for every failover. Anything else is an error, with its stack.
 */
export function logFailure(logger: WarnsAndErrs, error: unknown, fields: object, msg: string): FailureCause {
  const loss = connectionLoss(error);
  if (loss) {
    logger.warn({ ...fields, code: loss.code, reason: loss.reason }, msg);
    return 'connection';
  }
  logger.error({ ...fields, err: error }, msg);
  return 'other';
}

/**
 * A warning for events that come in bursts (every idle connection of a pool lost at once, in a
 * failover): the first of a burst is logged at once, the others in the `periodMs` after it are
 * counted and logged as one line at its end.
 */
export class BurstWarning {
  private pending = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly logger: WarnsAndErrs,
    private readonly msg: string,
    private readonly periodMs = 10_000,
  ) {}

  warn(fields: object): void {
    if (this.timer) {
      this.pending++;
      return;
    }
    this.logger.warn(fields, this.msg);
    this.timer = setTimeout(() => this.flush(), this.periodMs);
    this.timer.unref();
  }

  /** Log what is counted now (at shutdown), and start afresh. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending > 0) this.logger.warn({ more: this.pending, periodMs: this.periodMs }, this.msg);
    this.pending = 0;
  }
}
