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
    // Invisible: default-ignorable code points, and the braille blank.
    ['zero-width spaces alone', '\u200B\u200B', 'U+200B'],
    ['a zero-width space inside a name', 'Ad\u200Ba', 'U+200B'],
    ['a zero-width non-joiner alone', '\u200C', 'U+200C'],
    ['a zero-width joiner between Latin and nothing', 'Ada\u200D', 'U+200D'],
    ['a word joiner', 'Ada\u2060', 'U+2060'],
    ['a zero-width no-break space (BOM)', '\uFEFFAda', 'U+FEFF'],
    ['the Hangul choseong filler', '\u115F', 'U+115F'],
    ['the Hangul jungseong filler', '\u1160', 'U+1160'],
    ['the Hangul filler', '\u3164\u3164', 'U+3164'],
    ['the halfwidth Hangul filler', 'Ada\uFFA0', 'U+FFA0'],
    ['the braille blank', '\u2800', 'U+2800'],
    ['a tag character alone', '\u{E0041}', 'U+E0041'],
    ['tag characters spelling hidden text', 'hi\u{E0068}\u{E0069}', 'U+E0068'],
    ['the language tag', '\u{E0001}Ada', 'U+E0001'],
    ['the cancel tag alone', '\u{E007F}', 'U+E007F'],
    ['a variation selector alone', '\uFE0F', 'U+FE0F'],
    ['a variation selector after a letter', 'Ada\uFE00', 'U+FE00'],
    ['an ideographic variation selector', '\u{E0100}', 'U+E0100'],
    ['a Mongolian free variation selector', '\u180B', 'U+180B'],
    ['the Mongolian vowel separator', '\u180E', 'U+180E'],
    ['a soft hyphen', 'A\u00ADda', 'U+00AD'],
    ['the combining grapheme joiner', '\u034F', 'U+034F'],
    ['a Khmer inherent vowel', '\u17B4', 'U+17B4'],
    ['an invisible operator', 'Ada\u2062', 'U+2062'],
    ['a Hangul filler between letters', 'A\u3164da', 'U+3164'],
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
    // What invisible characters are for: joiners between letters (Persian, Devanagari) and emoji.
    ['می\u200Cخواهم', 'می\u200Cخواهم'],
    ['क्\u200Dष', 'क्\u200Dष'],
    ['Ada ❤\uFE0F', 'Ada ❤\uFE0F'],
    ['Ada 👩🏽\u200D💻', 'Ada 👩🏽\u200D💻'],
    ['Ada 🏳\uFE0F\u200D🌈', 'Ada 🏳\uFE0F\u200D🌈'],
    ['Ada 1\uFE0F\u20E3', 'Ada 1\uFE0F\u20E3'],
    [
      'Ada 🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}',
      'Ada 🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}',
    ],
    ['7', '7'],
    ['李', '李'],
  ])('takes %j as %j', (text, name) => {
    expect(unprintable(text)).toBeNull();
    expect(PlayerName.parse(text)).toBe(name);
    expect(ClientMessage.parse({ v: 1, type: 'chat', text })).toMatchObject({ text: name });
  });

  it.each([
    ['punctuation alone', '...'],
    ['an emoji alone', '😀'],
    ['lone combining marks', '\u0301\u0308'],
    ['an emoji sequence alone', '👩🏽\u200D💻'],
  ])('refuses a name of %s, with its code, and takes it as chat', (_, text) => {
    const r = PlayerName.safeParse(text);
    expect(r.success).toBe(false);
    if (!r.success) expect(codeOfIssues(r.error, 'other')).toBe(TextError.NoLetter);
    expect(ClientMessage.safeParse({ v: 1, type: 'chat', text }).success).toBe(true);
  });

  it('says which invisible character it found', () => {
    const r = PlayerName.safeParse('\u3164');
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0]?.message).toMatch(/invisible characters are refused \(found U\+3164\)/);
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
