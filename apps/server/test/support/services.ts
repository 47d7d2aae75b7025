/**
 * Which external services the distributed-mode tests may use. On a newcomer's laptop without
 * PostgreSQL or Redis those tests are skipped, and say so; in CI (CI=true) a missing service fails
 * the run instead, so a green CI always means they ran.
 */
export interface Service {
  readonly url: string | null;
  /** Why the tests that need it are skipped; null when they run. */
  readonly skipped: string | null;
}

function service(variable: 'DATABASE_URL' | 'REDIS_URL', what: string): Service {
  const url = process.env[variable] ?? null;
  if (url) return { url, skipped: null };
  if (process.env['CI'] === 'true') {
    throw new Error(`${variable} is not set, and CI=true: the ${what} tests must run in CI (see .ci/run)`);
  }
  const skipped = `skipped: ${variable} is not set, so the ${what} tests do not run (set it, as .ci/run does, to run them)`;
  console.warn(skipped);
  return { url: null, skipped };
}

export const postgres = (): Service => service('DATABASE_URL', 'PostgreSQL');
export const redis = (): Service => service('REDIS_URL', 'Redis');
