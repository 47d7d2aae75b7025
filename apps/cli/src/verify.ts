import { commitmentOf, replay } from '@cutthroat/engine';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { CliError, CliFailure } from './errors.js';
import { gameNamed } from './games.js';

/** A finished match as the server exports it (`GET /api/matches/:id/export`). */
export const ExportedMatch = z.object({
  format: z.literal('cutthroat-match/1'),
  match: z.object({
    id: z.string(),
    game: z.string(),
    players: z.int(),
    options: z.unknown(),
    commitment: z.string().regex(/^[0-9a-f]{64}$/),
    secret: z.string(),
    fixture: z.unknown().optional(),
  }),
  log: z.array(z.object({ seq: z.int().min(0), actor: z.int().min(-1), action: z.unknown(), at: z.number() })),
  outcome: z.unknown(),
});
export type ExportedMatch = z.infer<typeof ExportedMatch>;

export const VerifyError = {
  Commitment: 'verify/commitment-mismatch',
  LogOrder: 'verify/log-out-of-order',
  Replay: 'verify/replay-refused',
  Outcome: 'verify/outcome-mismatch',
  NotOver: 'verify/not-over',
} as const;

export type Verdict =
  | { readonly ok: true; readonly actions: number; readonly outcome: unknown }
  | { readonly ok: false; readonly code: string; readonly message: string };

/**
 * Check a finished match: the revealed secret hashes to the commitment published at the start,
 * and replaying the log from the secret's seed gives the exported outcome. Every shuffle and die
 * comes from that seed, so a replay that accepts every action and ends the same way confirms them.
 */
export function verifyMatch(raw: unknown): Verdict {
  const parsed = ExportedMatch.safeParse(raw);
  if (!parsed.success) throw new CliFailure(CliError.InvalidScenario, z.prettifyError(parsed.error));
  const { match, log, outcome } = parsed.data;
  const entry = gameNamed(match.game);
  if (typeof entry === 'string') throw new CliFailure(CliError.InvalidScenario, entry);
  if (commitmentOf(match.secret) !== match.commitment) {
    return { ok: false, code: VerifyError.Commitment, message: 'the revealed secret does not hash to the commitment' };
  }
  if (log.some((r, i) => r.seq !== i))
    return { ok: false, code: VerifyError.LogOrder, message: 'the log skips or repeats a move' };
  const record = {
    game: match.game,
    players: match.players,
    options: match.options,
    secret: match.secret,
    fixture: match.fixture,
  };
  const state = replay(entry.game, record, log);
  if (!state.ok) {
    const { index, error } = state.error;
    return {
      ok: false,
      code: VerifyError.Replay,
      message: `move ${index} does not replay: ${error.code}: ${error.message}`,
    };
  }
  if (!state.value.outcome)
    return { ok: false, code: VerifyError.NotOver, message: 'the log does not reach the end of the game' };
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(state.value.outcome)), outcome)) {
    return { ok: false, code: VerifyError.Outcome, message: 'the replay ends with another ranking than the export' };
  }
  return { ok: true, actions: log.length, outcome: state.value.outcome };
}
