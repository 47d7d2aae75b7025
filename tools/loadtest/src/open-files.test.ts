import { describe, expect, it } from 'vitest';
import { openFileLimit, readySparesCap } from './open-files.js';

const limits = (openFiles: string) => () =>
  [
    'Limit                     Soft Limit           Hard Limit           Units     ',
    'Max processes             96364                96364                processes ',
    `Max open files            ${openFiles}   files     `,
  ].join('\n');

describe('openFileLimit', () => {
  it.each([
    ['20000                20000             ', 20000],
    ['1024                 524288            ', 1024],
    ['unlimited            unlimited         ', Infinity],
    ['soft                 hard              ', Infinity],
  ])('reads the soft limit from %j', (fields, limit) => {
    expect(openFileLimit(limits(fields))).toBe(limit);
  });

  it('is Infinity with no line for it, or no file', () => {
    expect(openFileLimit(() => 'Limit Soft Limit\nMax processes 10 10 processes')).toBe(Infinity);
    expect(
      openFileLimit(() => {
        throw new Error('ENOENT');
      }),
    ).toBe(Infinity);
  });

  it("reads this process's own", () => {
    const limit = openFileLimit();
    expect(limit === Infinity || (Number.isInteger(limit) && limit > 0)).toBe(true);
  });
});

describe('readySparesCap', () => {
  it.each([
    // The benchmark's machine: 20,000 files, two servers of 1,000 matches (8,000 sockets).
    [2, 1000, 20000, 1375],
    [1, 1000, 20000, 3750],
    [2, 1000, 9000, 0],
    [2, 1000, 5000, 0],
    [2, 1000, Infinity, Infinity],
  ])('%i servers of %i matches, %d files: %d each', (servers, matches, limit, cap) => {
    expect(readySparesCap(servers, matches, limit)).toBe(cap);
  });
});
