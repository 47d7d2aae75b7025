import type { ChatLine } from '@cutthroat/protocol';
import { describe, expect, it } from 'vitest';
import { mutable, speakerKey, unmutedLines, type ChatSelf } from './mute.js';

const line = (id: string, seat: number | null, name = seat === null ? 'spectator' : `P${seat}`): ChatLine => ({
  id,
  seat,
  name,
  text: id,
  at: 0,
});
// Players' lines, and, as a spectator hears them, spectators': Hal, Ivy, and one without a name.
const lines = [
  line('a', 0),
  line('b', 1),
  line('c', null, 'Hal'),
  line('d', 1),
  line('e', null, 'Ivy'),
  line('f', null),
];
const seat0: ChatSelf = { seat: 0, spectatorName: null };
const hal: ChatSelf = { seat: null, spectatorName: 'Hal' };
const anonymous: ChatSelf = { seat: null, spectatorName: null };

describe('muting chat', () => {
  it.each<[string, string[], ChatSelf, string[]]>([
    ['nobody muted', [], seat0, ['a', 'b', 'c', 'd', 'e', 'f']],
    ['a seat', [speakerKey(line('', 1))], seat0, ['a', 'c', 'e', 'f']],
    [
      'our own seat, from an older list: our lines still show',
      [speakerKey(line('', 0))],
      seat0,
      ['a', 'b', 'c', 'd', 'e', 'f'],
    ],
    ['a spectator mutes a seat', [speakerKey(line('', 1))], hal, ['a', 'c', 'e', 'f']],
    ['a spectator mutes another, by name', [speakerKey(line('', null, 'Ivy'))], hal, ['a', 'b', 'c', 'd', 'f']],
    ['a spectator mutes those without a name', [speakerKey(line('', null))], hal, ['a', 'b', 'c', 'd', 'e']],
    ['a list from before names: "spectators" mutes nobody now', ['spectators'], hal, ['a', 'b', 'c', 'd', 'e', 'f']],
  ])('%s', (_, muted, self, shown) => {
    const r = unmutedLines(lines, new Set(muted), self);
    expect(r.shown.map((l) => l.id)).toEqual(shown);
    expect(r.hidden).toBe(lines.length - shown.length);
  });

  it('offers to mute anyone but ourselves', () => {
    expect(lines.map((l) => mutable(l, { seat: 1, spectatorName: null }))).toEqual([
      true,
      false,
      true,
      false,
      true,
      true,
    ]);
    expect(lines.map((l) => mutable(l, hal))).toEqual([true, true, false, true, true, true]);
    // Without a name, a spectator's own lines are the other nameless spectators': none of them is offered.
    expect(lines.map((l) => mutable(l, anonymous))).toEqual([true, true, true, true, true, false]);
  });

  it('keys spectators by name, seats by number', () => {
    expect([speakerKey(line('', 2)), speakerKey(line('', null, 'Hal')), speakerKey(line('', null))]).toEqual([
      'seat:2',
      'spectator:Hal',
      'spectator:spectator',
    ]);
  });
});
