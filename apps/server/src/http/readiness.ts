import { connectionLoss } from '../failures.js';

/** How long a check may take before it counts as down: a load balancer asks every few seconds. */
export const READY_TIMEOUT_MS = 1_000;

export interface Readiness {
  readonly ready: boolean;
  /** Each part: "ok", or "down: " and why (a lost connection's code, or the error's message). */
  readonly checks: Readonly<Record<string, string>>;
}

/**
 * Whether this process can serve now: each part it needs answers within `timeoutMs`. `/healthz`
 * says the process is alive (restart it if not); this says whether to send it work, which a load
 * balancer or a supervisor asks separately. Every process of a deployment shares the database and
 * Redis, so in a failover all say "not ready" at once: the answer is for the operator as much as
 * for the balancer.
 */
export async function readiness(
  parts: Readonly<Record<string, () => Promise<void>>>,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<Readiness> {
  const entries = await Promise.all(
    Object.entries(parts).map(async ([name, check]): Promise<[string, string]> => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([check(), late]);
        return [name, 'ok'];
      } catch (e) {
        return [name, `down: ${connectionLoss(e)?.code ?? (e as Error).message}`];
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return { ready: entries.every(([, v]) => v === 'ok'), checks: Object.fromEntries(entries) };
}
