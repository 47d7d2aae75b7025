import { z } from 'zod';
import type { MatchNotice } from './fanout.js';

// Not strict: during a rolling deploy a newer process may add fields that an older one should ignore,
// not drop the whole notice for.
const schema = z.object({
  matchId: z.string().min(1),
  seq: z.int().min(0),
  origin: z.string(),
  seats: z.literal(true).optional(),
  chat: z
    .object({
      id: z.string().min(1),
      seat: z.int().min(0).nullable(),
      name: z.string(),
      text: z.string(),
      at: z.number(),
    })
    .optional(),
  tokensOf: z.string().min(1).optional(),
});

/**
 * A notice as received from another process: anything on the wire is untrusted, so it must be a
 * well-formed notice of the match whose channel it arrived on. Throws when it is not.
 */
export function parseNotice(text: string, matchId: string): MatchNotice {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new Error('not JSON', { cause });
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new Error(z.prettifyError(result.error));
  if (result.data.matchId !== matchId) throw new Error(`it is about match ${result.data.matchId}`);
  return result.data;
}
