import { runChaos } from './chaos.js';

/**
 * `npm run soak`: the chaos soak (`chaos.ts`): of the distributed mode, against the
 * PostgreSQL of DATABASE_URL and the Redis of REDIS_URL, when both are set; of the embedded mode
 * (one process on SQLite) when neither is. Exit status 1 if a guarantee broke.
 *   --matches N       matches of two people and a bot (60)
 *   --kill-every MS   a process killed every MS on average (2000; 0: none)
 *   --think MS        a person's longest pause before a move (400)
 *   --seconds S       give up on unfinished matches after S (300)
 *   --disrupt-every MS  distributed mode: cut every connection to PostgreSQL and Redis every MS on
 *                       average (off)
 *   --seed S          the moves and which process dies (chaos)
 *   --json            the report as one JSON object
 */
const args = process.argv.slice(2);
const value = (name: string, fallback: string): string => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : (args[i + 1] ?? fallback);
};
const number = (name: string, fallback: number, zero = false): number => {
  const n = Number(value(name, String(fallback)));
  if (!Number.isFinite(n) || n < 0 || (n === 0 && !zero)) {
    process.stderr.write(`${name} takes a number above 0${zero ? ', or 0' : ''}\n`);
    process.exit(2);
  }
  return n;
};

const databaseUrl = process.env['DATABASE_URL'] || null;
const redisUrl = process.env['REDIS_URL'] || null;
if ((databaseUrl === null) !== (redisUrl === null)) {
  process.stderr.write('the distributed mode needs both DATABASE_URL and REDIS_URL; unset both for the embedded one\n');
  process.exit(2);
}
if (databaseUrl === null && args.includes('--disrupt-every')) {
  process.stderr.write('--disrupt-every cuts connections to PostgreSQL and Redis: the distributed mode only\n');
  process.exit(2);
}
const json = args.includes('--json');
const report = await runChaos(
  {
    databaseUrl,
    redisUrl,
    matches: number('--matches', 60),
    killEveryMs: number('--kill-every', 2000, true),
    thinkMs: number('--think', 400),
    seconds: number('--seconds', 300),
    seed: value('--seed', 'chaos'),
    disruptEveryMs: args.includes('--disrupt-every') ? number('--disrupt-every', 5000) : 0,
  },
  (line) => {
    if (!json) process.stdout.write(`${line}\n`);
  },
);
if (json) process.stdout.write(`${JSON.stringify(report)}\n`);
else {
  process.stdout.write(
    `${report.matches} matches, ${report.kills} processes killed, ${report.disruptions} disruptions, ` +
      `${report.failedStarts} failed starts, ` +
      `${report.failedOnTheServer} actions refused with server/internal, ${report.acknowledged} acknowledged actions checked, ` +
      `${report.loggedErrors} error and ${report.loggedWarnings} warning lines logged, ` +
      `${report.seconds} s; unfinished seats: ${report.unfinished.length}; problems: ${report.problems.length}\n`,
  );
  for (const line of [...report.unfinished.map((s) => `unfinished: ${s}`), ...report.problems]) {
    process.stdout.write(`  ${line}\n`);
  }
}
process.exit(report.problems.length > 0 || report.unfinished.length > 0 ? 1 : 0);
