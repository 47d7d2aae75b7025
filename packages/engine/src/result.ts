/**
 * Errors are values. Rules never throw on bad input: they return a `RuleError` whose `code` is a
 * stable, namespaced string (`action/not-your-turn`, `<game>/wrong-phase`)
 * that clients map to words, and whose `message` is an English sentence for logs and terminals.
 */
export interface RuleError {
  readonly code: string;
  readonly message: string;
}

export type Result<T, E = RuleError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function err(code: string, message: string): Result<never, RuleError> {
  return { ok: false, error: { code, message } };
}
