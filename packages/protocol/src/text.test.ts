import { describe, expect, it } from 'vitest';
import { ClientMessage } from './messages.js';
import { PlayerName } from './lobby.js';
import { codeOfIssues, readableText, TextError, unprintable } from './text.js';

describe('readable text', () => {
  it.each([
    ['a NUL', 'Ann\u0000', 'U+0000'],
    ['a line break', 'Ann\nBob', 'U+000A'],
    ['a tab', 'Ann\tBob', 'U+0009'],
    ['DEL', 'Ann\u007f', 'U+007F'],
    ['a C1 control', 'Ann\u0085', 'U+0085'],
    ['a right-to-left override', '\u202Enimda', 'U+202E'],
    ['a left-to-right embedding', '\u202AAnn', 'U+202A'],
    ['a first-strong isolate', 'Ann\u2068', 'U+2068'],
    ['a right-to-left mark', 'Ann\u200F', 'U+200F'],
    ['the Arabic letter mark', 'Ann\u061C', 'U+061C'],
    ['half a surrogate pair', 'Ann\ud83d', 'half a surrogate pair'],
  ])('refuses %s, with its code', (_, text, found) => {
    expect(unprintable(text)).toBe(found);
    const r = PlayerName.safeParse(text);
    expect(r.success).toBe(false);
    if (!r.success) expect(codeOfIssues(r.error, 'other')).toBe(TextError.Unprintable);
    const chat = ClientMessage.safeParse({ v: 1, type: 'chat', text });
    expect(chat.success).toBe(false);
    if (!chat.success) expect(codeOfIssues(chat.error, 'other')).toBe(TextError.Unprintable);
  });

  it.each([
    ['Ann', 'Ann'],
    ['  Ann  ', 'Ann'],
    // "e" and a combining acute accent: NFC makes them the one character "é".
    ['Rene\u0301e', 'Renée'],
    ['שרה', 'שרה'],
    ['😀 Zoë', '😀 Zoë'],
  ])('takes %j as %j', (text, name) => {
    expect(unprintable(text)).toBeNull();
    expect(PlayerName.parse(text)).toBe(name);
  });

  it('bounds the text once normalised, and gives other refusals their usual code', () => {
    const forty = 'e\u0301'.repeat(40);
    expect(PlayerName.parse(forty)).toBe('é'.repeat(40));
    const long = PlayerName.safeParse('x'.repeat(41));
    expect(long.success).toBe(false);
    if (!long.success) expect(codeOfIssues(long.error, 'lobby/malformed')).toBe('lobby/malformed');
    expect(readableText(1, 5).safeParse('   ').success).toBe(false);
  });
});
