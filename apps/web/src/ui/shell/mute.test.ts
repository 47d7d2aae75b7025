import type { ChatLine } from '@cutthroat/protocol';
import { describe, expect, it } from 'vitest';
import { mutable, speakerKey, unmutedLines } from './mute.js';

const line = (id: string, seat: number | null): ChatLine => ({
  id,
  seat,
  name: seat === null ? 'spectator' : `P${seat}`,
  text: id,
  at: 0,
});
const lines = [line('a', 0), line('b', 1), line('c', null), line('d', 1), line('e', 2)];

describe('muting chat', () => {
  it.each<[string, string[], number | null, string[]]>([
    ['nobody muted', [], 0, ['a', 'b', 'c', 'd', 'e']],
    ['a seat', [speakerKey(1)], 0, ['a', 'c', 'e']],
    ['the spectators', [speakerKey(null)], 0, ['a', 'b', 'd', 'e']],
    ['our own seat, from an older list: our lines still show', [speakerKey(0)], 0, ['a', 'b', 'c', 'd', 'e']],
    ['a spectator mutes a seat', [speakerKey(2)], null, ['a', 'b', 'c', 'd']],
  ])('%s', (_, muted, me, shown) => {
    const r = unmutedLines(lines, new Set(muted), me);
    expect(r.shown.map((l) => l.id)).toEqual(shown);
    expect(r.hidden).toBe(lines.length - shown.length);
  });

  it('offers to mute anyone but ourselves', () => {
    expect(lines.map((l) => mutable(l, 1))).toEqual([true, false, true, false, true]);
    // A spectator cannot tell its own lines from other spectators': it mutes seats only.
    expect(lines.map((l) => mutable(l, null))).toEqual([true, true, false, true, true]);
  });
});
