import { z } from 'zod';

/**
 * Text people type that others see (names, chat): NFC-normalised, trimmed, and refused if it holds
 * a character that is not for reading. Control characters (NUL among them) garble a log line or a
 * terminal; bidirectional overrides and isolates make a name read backwards, or pose as another.
 * Invisible characters (Unicode's default-ignorable code points, the braille blank) make a name
 * that shows as nothing, or as another's with something hidden in it, and carry hidden text in
 * chat (tag characters spell out a whole message nobody sees). Refused rather than stripped: the
 * sender learns why, and nothing is stored that they did not write.
 *
 * Chat gets the same rule as names: what invisible characters are for stays allowed in both, and
 * nothing else is lost. That is an emoji's joiners and variation selectors (ZWJ between pictographs
 * as in 👩‍💻, U+FE0F after an emoji as in ❤️, tag characters in a flag such as England's), and the
 * joiners (ZWNJ, ZWJ) between two letters, which Persian and the Indic scripts need.
 */
export const TextError = {
  /** A control character, a bidirectional override or isolate, an invisible character, or half a surrogate pair. */
  Unprintable: 'text/unprintable',
  /** A person's name without a letter or a digit anyone can see. */
  NoLetter: 'text/no-letter',
} as const;

// C0 controls, DEL, C1 controls; the Arabic letter mark, LRM and RLM; embeddings and overrides
// (U+202A to U+202E); isolates (U+2066 to U+2069).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

// Default-ignorable code points (zero-width spaces and joiners, variation selectors, tag
// characters, the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, the soft hyphen...) and the
// braille blank U+2800, which is not one but shows as nothing all the same.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const EMOJI = /\p{Emoji}/u;
const MODIFIER = /\p{Emoji_Modifier}/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
const ZWNJ = '\u200c';
const ZWJ = '\u200d';
const BLACK_FLAG = '\u{1f3f4}';
const CANCEL_TAG = '\u{e007f}';
const TAG_LETTER = /[\u{e0061}-\u{e007a}]/u;

const hex = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
const visible = (c: string | undefined) => c !== undefined && !INVISIBLE.test(c) && !UNPRINTABLE.test(c);

/** Whether the invisible character at `i` of `cps` (code points) serves the one before or after it. */
function invisibleAllowed(cps: readonly string[], i: number): boolean {
  const [before, c, after] = [cps[i - 1], cps[i]!, cps[i + 1]];
  // A text or emoji presentation selector, after a character that has both.
  if ((c === '\ufe0e' || c === '\ufe0f') && before !== undefined && EMOJI.test(before)) return true;
  if (c === ZWJ && after !== undefined && PICTOGRAPH.test(after) && before !== undefined) {
    if (PICTOGRAPH.test(before) || MODIFIER.test(before) || before === '\ufe0f') return true;
  }
  if ((c === ZWNJ || c === ZWJ) && visible(before) && visible(after)) {
    if (LETTER_OR_MARK.test(before!) && LETTER_OR_MARK.test(after!)) return true;
  }
  return false;
}

/** The length of a subdivision flag's tag run at `i` (🏴 then tag letters then the cancel tag), or 0. */
function flagTags(cps: readonly string[], i: number): number {
  if (cps[i - 1] !== BLACK_FLAG) return 0;
  let n = 0;
  while (cps[i + n] !== undefined && TAG_LETTER.test(cps[i + n]!)) n++;
  return n > 0 && cps[i + n] === CANCEL_TAG ? n + 1 : 0;
}

/** The first character of `text` not for reading, as `U+XXXX`, or null if there is none. */
export function unprintable(text: string): string | null {
  if (LONE_SURROGATE.test(text)) return 'half a surrogate pair';
  const m = UNPRINTABLE.exec(text);
  if (m) return hex(m[0]);
  const cps = Array.from(text);
  for (let i = 0; i < cps.length; i++) {
    if (!INVISIBLE.test(cps[i]!)) continue;
    const tags = flagTags(cps, i);
    if (tags > 0) i += tags - 1;
    else if (!invisibleAllowed(cps, i)) return hex(cps[i]!);
  }
  return null;
}

// Letters and digits, but not the Hangul fillers (letters to Unicode, blank to the eye).
const HANGUL_FILLERS = /[\u115f\u1160\u3164\uffa0]/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether `text` holds a letter or a digit anyone can see. */
export const hasLetter = (text: string): boolean => LETTER_OR_DIGIT.test(text.replace(HANGUL_FILLERS, ''));

/**
 * Readable text of `min` to `max` UTF-16 units once normalised (NFC) and trimmed. With `letter`
 * (a person's name), it must also hold a letter or a digit: a name of punctuation or lone
 * combining marks alone names nobody.
 */
export function readableText(min: number, max: number, options: { readonly letter?: boolean } = {}) {
  const text = z
    .string()
    .check((ctx) => {
      const bad = unprintable(ctx.value);
      if (bad) {
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: `control characters, bidirectional overrides and invisible characters are refused (found ${bad})`,
          params: { code: TextError.Unprintable },
        });
      }
    })
    .normalize('NFC')
    .trim()
    .min(min)
    .max(max);
  if (!options.letter) return text;
  return text.check((ctx) => {
    if (ctx.value.length === 0 || hasLetter(ctx.value)) return;
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      message: 'a name needs at least one visible letter or digit',
      params: { code: TextError.NoLetter },
    });
  });
}

/** The stable code a schema's own check gave (`TextError`), else `fallback`. */
export function codeOfIssues(error: z.ZodError, fallback: string): string {
  for (const issue of error.issues) {
    const code = issue.code === 'custom' ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
    if (typeof code === 'string') return code;
  }
  return fallback;
}
