import { commitmentOf, replay, type AnyGame, type MatchRecord, type Outcome } from '@cutthroat/engine';
import { z } from 'zod';
import { ExportedMatch } from './lobby.js';

/**
 * Checking a finished match, as `cutthroat verify` does and as the browser does at the end of a
 * match and in its replays: one implementation, so that both say the same of the same export.
 */

export const VerifyError = {
  /** Not an export of this format. */
  Malformed: 'verify/malformed',
  /** A game this verifier has no rules for. */
  UnknownGame: 'verify/unknown-game',
  /** The commitment differs from the one published when the match began. */
  CommitmentChanged: 'verify/commitment-changed',
  /** The revealed secret does not hash to the commitment. */
  Commitment: 'verify/commitment-mismatch',
  /**
   * The export carries a fixture: a setup that decides the shuffle in the secret's place, so the
   * secret proves nothing. Accepted only when the verifier is told to (a scenario's test match).
   */
  Fixture: 'verify/fixture',
  /** The seed this verifier's player gave for its seat is not the one the match was dealt with. */
  SeatSeed: 'verify/seat-seed-changed',
  LogOrder: 'verify/log-out-of-order',
  Replay: 'verify/replay-refused',
  NotOver: 'verify/not-over',
  Outcome: 'verify/outcome-mismatch',
} as const;
export type VerifyErrorCode = (typeof VerifyError)[keyof typeof VerifyError];

export type Verdict =
  | { readonly ok: true; readonly actions: number; readonly outcome: Outcome }
  | { readonly ok: false; readonly code: VerifyErrorCode; readonly message: string };

/** What the verifier knows beforehand, from elsewhere than the export. */
export interface Expected {
  /** The commitment published when the match was created. */
  readonly commitment?: string;
  /** The outcome the server announced. */
  readonly outcome?: unknown;
  /** The seed the verifier's own player gave for its seat, which the match must have been dealt with. */
  readonly seatSeed?: { readonly seat: number; readonly seed: string };
  /** Accept an export with a fixture (a test server's scenario); refused otherwise. */
  readonly allowFixture?: boolean;
}

/** An export read from anywhere, checked once: the export, or why it is not one. */
export function parseExport(raw: unknown): { ok: true; value: ExportedMatch } | { ok: false; message: string } {
  const parsed = ExportedMatch.safeParse(raw);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: z.prettifyError(parsed.error) };
}

/** The match record the export's log replays from. */
export function recordOfExport(x: ExportedMatch): MatchRecord {
  return {
    game: x.match.game,
    players: x.match.players,
    options: x.match.options,
    secret: x.match.secret,
    ...(x.match.seatSeeds !== undefined ? { seatSeeds: x.match.seatSeeds } : {}),
    ...(x.match.fixture !== undefined && x.match.fixture !== null ? { fixture: x.match.fixture } : {}),
  };
}

/** JSON-equal, whatever the key order. */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (typeof v === 'object' && v !== null) {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/**
 * The revealed secret hashes to the commitment (and that commitment is the one published, when
 * given), no fixture stands in for the seed (unless allowed), the seat's own seed is among those
 * the match was dealt with (when given), and the log replays from the seed of the secret and the
 * seat seeds, every shuffle and die included, to the export's outcome (and the announced one,
 * when given). Every random thing in a match comes from that seed, so a replay that accepts every
 * action and ends the same way confirms them all.
 */
export function verifyExport(
  raw: unknown,
  gameOf: (name: string) => AnyGame | undefined,
  expected: Expected = {},
): Verdict {
  const parsed = parseExport(raw);
  if (!parsed.ok) return { ok: false, code: VerifyError.Malformed, message: parsed.message };
  const x = parsed.value;
  const game = gameOf(x.match.game);
  if (!game) return { ok: false, code: VerifyError.UnknownGame, message: `no rules for the game ${x.match.game}` };
  if (expected.commitment !== undefined && expected.commitment !== x.match.commitment) {
    return {
      ok: false,
      code: VerifyError.CommitmentChanged,
      message: 'the export’s commitment is not the one published when the match began',
    };
  }
  if (commitmentOf(x.match.secret) !== x.match.commitment) {
    return { ok: false, code: VerifyError.Commitment, message: 'the revealed secret does not hash to the commitment' };
  }
  if (x.match.fixture !== undefined && x.match.fixture !== null && !expected.allowFixture) {
    return {
      ok: false,
      code: VerifyError.Fixture,
      message: 'the export has a fixed setup, which decides the deal in the secret’s place: it proves nothing fair',
    };
  }
  if (expected.seatSeed !== undefined) {
    const { seat, seed } = expected.seatSeed;
    if (x.match.seatSeeds?.[seat] !== seed) {
      return {
        ok: false,
        code: VerifyError.SeatSeed,
        message: `the match was not dealt with the seed given for seat ${seat}`,
      };
    }
  }
  if (x.log.some((r, i) => r.seq !== i)) {
    return { ok: false, code: VerifyError.LogOrder, message: 'the log skips or repeats a move' };
  }
  const state = replay(game, recordOfExport(x), x.log);
  if (!state.ok) {
    const { index, error } = state.error;
    return {
      ok: false,
      code: VerifyError.Replay,
      message: `move ${index} does not replay: ${error.message} (${error.code})`,
    };
  }
  const outcome = state.value.outcome;
  if (!outcome) return { ok: false, code: VerifyError.NotOver, message: 'the log does not reach the end of the game' };
  if (!sameJson(outcome, x.outcome)) {
    return { ok: false, code: VerifyError.Outcome, message: 'the replay ends with another ranking than the export' };
  }
  if (expected.outcome !== undefined && !sameJson(outcome, expected.outcome)) {
    return {
      ok: false,
      code: VerifyError.Outcome,
      message: 'the replay ends with another ranking than the server announced',
    };
  }
  return { ok: true, actions: x.log.length, outcome };
}
