import { describe, expect, it } from 'vitest';
import { lookupTable, own } from './own.js';

const INHERITED = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

describe('lookups by an untrusted key', () => {
  it.each(INHERITED)('a table answers %s with nothing', (key) => {
    const table = lookupTable({ a: 1 });
    expect(table[key]).toBeUndefined();
    expect(table.a).toBe(1);
    expect(own({ a: 1 }, key)).toBeUndefined();
  });
  it('own answers what the record itself holds, whatever its prototype', () => {
    expect(own({ a: 1 }, 'a')).toBe(1);
    expect(own(lookupTable({ b: 2 }), 'b')).toBe(2);
  });
});
