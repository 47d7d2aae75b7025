/**
 * The kit's checks are plain code, thousands per game (a test framework's assertions would cost
 * more than the games): a broken contract throws, and the test that ran it fails with the message.
 */
export function check(ok: boolean, what: string | (() => string)): asserts ok {
  if (!ok) throw new Error(typeof what === 'string' ? what : what());
}

/** Throws with every problem a hook found, prefixed by where. */
export function none(problems: readonly string[], where: string): void {
  if (problems.length) throw new Error(`${where}: ${problems.join('; ')}`);
}

/**
 * Frozen, any write by the rules to a state they were given would throw. Typed arrays (a board's
 * cells) cannot be frozen; their writes are caught by the same state's JSON before and after.
 */
export function deepFreeze(x: unknown): void {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x) || ArrayBuffer.isView(x)) return;
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
}

/** JSON with object keys sorted: two values that serialise to the same data compare equal. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** A refusal's code: a namespace and a name, lowercase words (`arms-dealers/wrong-phase`). */
export const CODE = /^[a-z-]+\/[a-z-]+$/;

/** Seat names for the terminal's sentences, enough for the largest table. */
export const NAMES = ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'];
