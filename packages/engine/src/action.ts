import { z } from 'zod';
import type { Seat } from './seat.js';

/**
 * Actions the engine itself understands, beside each game's own. Their `type` names are reserved:
 * no game may use them.
 */
export type EngineAction<T> =
  | { readonly type: 'pass' }
  | { readonly type: 'deadline' }
  | { readonly type: 'propose'; readonly to: Seat; readonly terms: T }
  | { readonly type: 'accept'; readonly offer: number }
  /** `reason`: why, in one line, shown to the table with the decline ("keeps coal: it makes steel"). */
  | { readonly type: 'decline'; readonly offer: number; readonly reason?: string }
  | { readonly type: 'counter'; readonly offer: number; readonly terms: T }
  | { readonly type: 'withdraw'; readonly offer: number }
  /** Take back one's own last action, when the rules allow it (`undo.ts`). */
  | { readonly type: 'undo' };

export type Action<A, T> = A | EngineAction<T>;

export const ENGINE_ACTION_TYPES = [
  'pass',
  'deadline',
  'propose',
  'accept',
  'decline',
  'counter',
  'withdraw',
  'undo',
] as const;

const seat = z.int().min(0).max(63);
const offerId = z.int().min(0);
/** A decline's reason: one line of at most 120 characters. */
export const DECLINE_REASON_MAX = 120;
const reason = z
  .string()
  .trim()
  .min(1)
  .max(DECLINE_REASON_MAX)
  .regex(/^[^\r\n]*$/, 'one line');

export function engineActionSchema<T>(terms: z.ZodType<T>) {
  return z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('pass') }),
    z.strictObject({ type: z.literal('deadline') }),
    z.strictObject({ type: z.literal('propose'), to: seat, terms }),
    z.strictObject({ type: z.literal('accept'), offer: offerId }),
    z.strictObject({ type: z.literal('decline'), offer: offerId, reason: reason.optional() }),
    z.strictObject({ type: z.literal('counter'), offer: offerId, terms }),
    z.strictObject({ type: z.literal('withdraw'), offer: offerId }),
    z.strictObject({ type: z.literal('undo') }),
  ]);
}
