import { z } from 'zod';

/**
 * A game's bot ladder (`games/<id>/data/ladder.json`, written by `npm run bench:bots -- --ladder
 * --write`): every bot of the game rated from a seeded round-robin of bot games (Weng-Lin,
 * Plackett-Luce, as `openskill` rates), shifted so that the game's first `easy` bot (the random
 * one) has a mean of 25 in every game: one scale, points above a random player.
 */
const ladderEntry = z.object({
  bot: z.string().min(1),
  mu: z.number(),
  sigma: z.number().positive(),
  /** What the lobby shows: mu - 3 sigma, rounded. */
  rating: z.number().int(),
  /** Games it sat in, and how many of its seats won (a shared first counting). */
  games: z.number().int().nonnegative(),
  seats: z.number().int().nonnegative(),
  seatWins: z.number().int().nonnegative(),
});

const ladderSchema = z.object({
  version: z.literal(1),
  command: z.string(),
  players: z.number().int().positive(),
  gamesPerPair: z.number().int().positive(),
  seed: z.string(),
  /** Each bot's search budget in iterations where not its default, by bot name. */
  budgets: z.record(z.string(), z.number().int().positive()),
  /** Highest rating first. */
  entries: z.array(ladderEntry).min(1),
});

export type Ladder = z.infer<typeof ladderSchema>;
export type LadderEntry = z.infer<typeof ladderEntry>;

/** Reads a ladder shipped with a game; a malformed one is a programming error, thrown at load. */
export function ladderOf(json: unknown): Ladder {
  const parsed = ladderSchema.safeParse(json);
  if (!parsed.success) throw new Error(`ladder.json: ${parsed.error.message}`);
  return parsed.data;
}

/** A bot's rating on its game's ladder, or `null` for a bot the ladder has not rated. */
export function ladderRating(ladder: Ladder | undefined, bot: string): number | null {
  return ladder?.entries.find((e) => e.bot === bot)?.rating ?? null;
}
