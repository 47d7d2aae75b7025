import { describe, expect, it } from 'vitest';
import { Rng } from './rng.js';
import { commitmentOf, matchSeed, seatSeedEncoding, seedFromSecret, sha256 } from './seed.js';

describe('Rng', () => {
  it('is a pure function of its state', () => {
    const a = new Rng(seedFromSecret('x'));
    const b = new Rng(seedFromSecret('x'));
    const xs = Array.from({ length: 100 }, () => a.nextU32());
    expect(Array.from({ length: 100 }, () => b.nextU32())).toEqual(xs);
    expect(new Set(xs).size).toBe(100);
  });

  it('continues identically from a saved state', () => {
    const a = new Rng(seedFromSecret('y'));
    a.int(10);
    const b = new Rng(a.state());
    expect(Array.from({ length: 20 }, () => b.int(1000))).toEqual(Array.from({ length: 20 }, () => a.int(1000)));
  });

  it('keeps int() in range and reaches every value', () => {
    const r = new Rng(seedFromSecret('range'));
    const seen = new Array<number>(7).fill(0);
    for (let i = 0; i < 7000; i++) seen[r.int(7)]!++;
    for (const n of seen) expect(n).toBeGreaterThan(800);
    for (let i = 0; i < 1000; i++) {
      const v = r.range(-3, 3);
      expect(v).toBeGreaterThanOrEqual(-3);
      expect(v).toBeLessThanOrEqual(3);
    }
  });

  it('shuffles into a permutation', () => {
    const r = new Rng(seedFromSecret('shuffle'));
    const items = Array.from({ length: 76 }, (_, i) => i);
    const shuffled = r.shuffle(items.slice());
    expect(shuffled).not.toEqual(items);
    expect(shuffled.slice().sort((a, b) => a - b)).toEqual(items);
  });

  it('returns forced dice first, then random ones', () => {
    const r = new Rng(seedFromSecret('dice'), [6, 1, 4]);
    expect([r.die(), r.die(), r.die()]).toEqual([6, 1, 4]);
    expect(r.remainingForced()).toEqual([]);
    for (let i = 0; i < 100; i++) expect(r.die()).toBeGreaterThanOrEqual(1);
  });

  it('refuses a bad bound rather than returning garbage', () => {
    expect(() => new Rng(seedFromSecret('b')).int(0)).toThrow(RangeError);
  });
});

describe('seed commitment', () => {
  it('commits with the plain SHA-256 of the secret (FIPS 180-2 test vector)', () => {
    expect(commitmentOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it("hashes the same with Node's native SHA-256 and the portable one browsers use", () => {
    for (const text of ['', 'abc', 'sim/7/12345', 'ünïcødé ♠', 'x'.repeat(1000)]) {
      expect(sha256(text, true)).toEqual(new Uint8Array(sha256(text, false)));
    }
  });

  it('derives a seed that the commitment does not reveal', () => {
    const seed = seedFromSecret('abc');
    const hex = seed.map((n) => n.toString(16).padStart(8, '0')).join('');
    expect(commitmentOf('abc').startsWith(hex)).toBe(false);
    expect(seedFromSecret('abc')).toEqual(seed);
    expect(seedFromSecret('abd')).not.toEqual(seed);
  });

  it('encodes a secret and its seat seeds so that no two lists read alike', () => {
    expect(seatSeedEncoding('s', ['ab', '', 'c'])).toBe('1:s2:ab0:1:c');
    const lists: [string, string[]][] = [
      ['s', ['ab', 'c']],
      ['s', ['a', 'bc']],
      ['s', ['abc']],
      ['sa', ['bc']],
      ['s', ['ab', 'c', '']],
      ['s', ['', 'ab', 'c']],
    ];
    expect(new Set(lists.map(([s, seeds]) => seatSeedEncoding(s, seeds))).size).toBe(lists.length);
    expect(new Set(lists.map(([s, seeds]) => matchSeed(s, seeds).join())).size).toBe(lists.length);
  });

  it('fixes the match seed of a secret and its seat seeds for good (docs/server/fairness.md gives this example)', () => {
    const hex = matchSeed('secret', ['seat0', '']).map((n) => n.toString(16).padStart(8, '0'));
    expect(hex.join('')).toBe(
      Buffer.from(sha256('cutthroat/match-seed/2\u00006:secret5:seat00:')).subarray(0, 16).toString('hex'),
    );
  });
});
