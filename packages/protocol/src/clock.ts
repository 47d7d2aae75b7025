import { z } from 'zod';

/**
 * A match's clock. Real time: seconds per turn plus a reserve per seat that a slow turn eats into.
 * Turn-based: hours per turn. Either way reaction windows and trade offers have their own, shorter
 * deadline, and expire by auto-passing. When a turn runs out, `onTurnExpiry` applies: a bot makes
 * that one move (`bot`), or the seat is handed to a bot for the rest of the match (`forfeit`).
 */
export const ClockSettings = z
  .discriminatedUnion('mode', [
    z.strictObject({ mode: z.literal('none') }),
    z.strictObject({
      mode: z.literal('realtime'),
      turnSeconds: z.int().min(5).max(3600).default(60),
      reserveSeconds: z.int().min(0).max(36_000).default(120),
      windowSeconds: z.int().min(3).max(600).default(20),
      onTurnExpiry: z.enum(['bot', 'forfeit']).default('bot'),
    }),
    z.strictObject({
      mode: z.literal('turn-based'),
      turnHours: z
        .number()
        .min(1)
        .max(24 * 30)
        .default(24),
      windowHours: z
        .number()
        .min(0.1)
        .max(24 * 7)
        .default(4),
      onTurnExpiry: z.enum(['bot', 'forfeit']).default('bot'),
    }),
  ])
  .default({ mode: 'none' });
/** A clock as the server keeps it, every default filled in. */
export type ClockSettings = z.infer<typeof ClockSettings>;
