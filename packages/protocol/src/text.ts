import { z } from 'zod';

/**
 * Text people type that others see (names, chat): NFC-normalised, trimmed, and refused if it holds
 * a character that is not for reading. Control characters (NUL among them) garble a log line or a
 * terminal; bidirectional overrides and isolates make a name read backwards, or pose as another.
 * Refused rather than stripped: the sender learns why, and nothing is stored that they did not
 * write.
 */
export const TextError = {
  /** A control character, a bidirectional override or isolate, or half a surrogate pair. */
  Unprintable: 'text/unprintable',
} as const;

// C0 controls, DEL, C1 controls; the Arabic letter mark, LRM and RLM; embeddings and overrides
// (U+202A to U+202E); isolates (U+2066 to U+2069).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The first character of `text` not for reading, as `U+XXXX`, or null if there is none. */
export function unprintable(text: string): string | null {
  if (LONE_SURROGATE.test(text)) return 'half a surrogate pair';
  const m = UNPRINTABLE.exec(text);
  return m ? `U+${m[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : null;
}

/** Readable text of `min` to `max` UTF-16 units once normalised (NFC) and trimmed. */
export function readableText(min: number, max: number) {
  return z
    .string()
    .check((ctx) => {
      const bad = unprintable(ctx.value);
      if (bad) {
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: `control characters and bidirectional overrides are refused (found ${bad})`,
          params: { code: TextError.Unprintable },
        });
      }
    })
    .normalize('NFC')
    .trim()
    .min(min)
    .max(max);
}

/** The stable code a schema's own check gave (`TextError`), else `fallback`. */
export function codeOfIssues(error: z.ZodError, fallback: string): string {
  for (const issue of error.issues) {
    const code = issue.code === 'custom' ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
    if (typeof code === 'string') return code;
  }
  return fallback;
}
