import { parsePointName } from '../words.js';

/** An intersection by the name the board shows (`F11`); a tutorial naming no intersection is a bug. */
export function at(name: string): number {
  const p = parsePointName(name);
  if (p === null) throw new Error(`no intersection ${name}`);
  return p;
}
