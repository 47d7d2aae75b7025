import pg from 'pg';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BurstWarning, connectionLoss, logFailure } from './failures.js';

/** An error as Node's sockets make them: a message and a `code`. */
const systemError = (code: string, message: string) => Object.assign(new Error(message), { code });

/** PostgreSQL's answer, as pg hands it over (pg-protocol's DatabaseError, its code the SQLSTATE). */
const databaseError = (code: string, message: string) =>
  Object.assign(new pg.DatabaseError(message, message.length, 'error'), { code });

const maxRetries = Object.assign(new Error('Reached the max retries per request limit (which is 20).'), {
  name: 'MaxRetriesPerRequestError',
});

describe('connectionLoss', () => {
  it.each([
    ['a socket reset', systemError('ECONNRESET', 'read ECONNRESET'), 'ECONNRESET'],
    ['a refused connection', systemError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), 'ECONNREFUSED'],
    ['a broken pipe', systemError('EPIPE', 'write EPIPE'), 'EPIPE'],
    [
      'PostgreSQL terminating the backend (admin_shutdown)',
      databaseError('57P01', 'terminating connection due to administrator command'),
      '57P01',
    ],
    [
      'PostgreSQL starting up (cannot_connect_now)',
      databaseError('57P03', 'the database system is starting up'),
      '57P03',
    ],
    ['a connection exception (class 08)', databaseError('08006', 'connection failure'), '08006'],
    [
      'pg, the connection gone under a query',
      new Error('Connection terminated unexpectedly'),
      'pg/connection-terminated',
    ],
    [
      'pg, a client whose connection broke',
      new Error('Client has encountered a connection error and is not queryable'),
      'pg/connection-terminated',
    ],
    ['pg-pool, no connection in time', new Error('timeout exceeded when trying to connect'), 'pg/connect-timeout'],
    ['ioredis, a command on a closed connection', new Error('Connection is closed.'), 'redis/connection-closed'],
    ['ioredis, a command that waited through its retries', maxRetries, 'redis/max-retries'],
    [
      'a loss wrapped by the limits',
      new Error('limits: Redis does not answer; clients are let through until it does', {
        cause: systemError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:6379'),
      }),
      'ECONNREFUSED',
    ],
  ])('%s is a lost connection', (_what, error, code) => {
    expect(connectionLoss(error)).toMatchObject({ code });
  });

  it("gives the messages of the errors that wrap the loss, and the loss's own", () => {
    const wrapped = new Error('limits: Redis does not answer', {
      cause: systemError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:6379'),
    });
    expect(connectionLoss(wrapped)).toEqual({
      code: 'ECONNREFUSED',
      reason: 'limits: Redis does not answer: connect ECONNREFUSED 127.0.0.1:6379',
    });
    expect(connectionLoss(new Error('Connection is closed.'))).toEqual({
      code: 'redis/connection-closed',
      reason: 'Connection is closed.',
    });
  });

  it.each([
    ['a unique violation', databaseError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error in SQL', databaseError('42601', 'syntax error at or near "SELEC"')],
    ['a query cancelled on a timeout (57014, not a lost connection)', databaseError('57014', 'canceling statement')],
    ['SQLite busy', Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'seq')")],
    ['a file not found', systemError('ENOENT', 'no such file or directory')],
    ['a string thrown', 'Connection is closed.'],
    ['nothing', undefined],
  ])('%s is not', (_what, error) => {
    expect(connectionLoss(error)).toBeNull();
  });

  it('follows causes only so deep, and not round a cycle', () => {
    const a: Error & { cause?: unknown } = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(connectionLoss(a)).toBeNull();
  });
});

/** A logger whose lines are kept, parsed. */
function captured() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('logFailure', () => {
  it('makes a lost connection a warning with its code and reason, without the error object', () => {
    const { logger, lines } = captured();
    const cause = logFailure(logger, databaseError('57P01', 'terminating connection'), { match: 'm1' }, 'notice');
    expect(cause).toBe('connection');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: 'notice',
      match: 'm1',
      code: '57P01',
      reason: 'terminating connection',
    });
    expect(lines[0]).not.toHaveProperty('err');
  });

  it('makes anything else an error, with its stack', () => {
    const { logger, lines } = captured();
    const cause = logFailure(logger, new TypeError('x is undefined'), { match: 'm1' }, 'notice');
    expect(cause).toBe('other');
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'notice',
      match: 'm1',
      err: { type: 'TypeError', message: 'x is undefined' },
    });
    expect((lines[0]!.err as { stack: string }).stack).toContain('TypeError: x is undefined');
  });
});

describe('BurstWarning', () => {
  afterEach(() => vi.useRealTimers());

  it('logs the first of a burst at once and the rest as one line at the end of the period', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { logger, lines } = captured();
    const idle = new BurstWarning(logger, 'database connection lost while idle', 10_000);
    for (let i = 0; i < 20; i++) idle.warn({ code: '57P01' });
    expect(lines.map((l) => [l.msg, l.code, l.more])).toEqual([
      ['database connection lost while idle', '57P01', undefined],
    ]);
    vi.advanceTimersByTime(10_000);
    expect(lines.slice(1).map((l) => [l.level, l.more, l.periodMs])).toEqual([[40, 19, 10_000]]);
    // A burst later begins again with a line of its own.
    idle.warn({ code: '57P01' });
    vi.advanceTimersByTime(10_000);
    expect(lines.slice(2).map((l) => [l.code, l.more])).toEqual([['57P01', undefined]]);
  });

  it('logs what it counted when flushed at shutdown', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { logger, lines } = captured();
    const idle = new BurstWarning(logger, 'lost', 10_000);
    idle.warn({});
    idle.warn({});
    idle.flush();
    expect(lines.map((l) => l.more)).toEqual([undefined, 1]);
    vi.advanceTimersByTime(10_000);
    expect(lines).toHaveLength(2);
  });
});
