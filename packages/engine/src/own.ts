/**
 * Tables looked up by a key that came from outside (a game's id in an export, a code from the
 * server): a plain object would answer `constructor`, `toString` or `__proto__` with what every
 * object inherits. A table made here has no prototype, so only its own entries answer.
 */
export function lookupTable<V>(entries: Readonly<Record<string, V>>): Readonly<Record<string, V | undefined>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, V>, entries));
}

/** `record[key]` if the record holds that key itself, else undefined (never an inherited property). */
export function own<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
