import { verifyExport, VerifyError, type Expected, type Verdict } from '@cutthroat/protocol';
import { CliError, CliFailure } from './errors.js';
import { gameNamed } from './games.js';

export { VerifyError, type ExportedMatch, type Verdict } from '@cutthroat/protocol';

/**
 * `cutthroat verify`: the shared verifier (`@cutthroat/protocol`'s `verifyExport`), with the
 * CLI's games. A file that is not an export, or of a game the CLI lacks, is bad input (exit 2)
 * rather than a match that fails its check (exit 1).
 */
export function verifyMatch(raw: unknown, expected: Expected = {}): Verdict {
  let unknownGame = '';
  const verdict = verifyExport(
    raw,
    (name) => {
      const entry = gameNamed(name);
      if (typeof entry !== 'string') return entry.game;
      unknownGame = entry;
      return undefined;
    },
    expected,
  );
  if (!verdict.ok && verdict.code === VerifyError.Malformed)
    throw new CliFailure(CliError.InvalidScenario, verdict.message);
  if (!verdict.ok && verdict.code === VerifyError.UnknownGame)
    throw new CliFailure(CliError.InvalidScenario, unknownGame);
  return verdict;
}

/**
 * What the verifier is told beside the file: the commitment the player saw when the match began
 * (64 hex digits), their seat's seed (`SEAT:SEED`), whether a fixed setup may stand in for the
 * seed. Bad flags are bad input.
 */
export function verifyExpectations(
  commitment: string | undefined,
  seatSeed: string | undefined,
  allowFixture: boolean,
): Expected {
  if (commitment !== undefined && !/^[0-9a-f]{64}$/.test(commitment.toLowerCase())) {
    throw new CliFailure(
      CliError.BadArgument,
      '--commitment is the 64 hex digits of SHA-256 shown when the match began',
    );
  }
  let seat: { seat: number; seed: string } | undefined;
  if (seatSeed !== undefined) {
    const m = /^([0-5]):([A-Za-z0-9_-]{0,128})$/.exec(seatSeed);
    if (!m)
      throw new CliFailure(CliError.BadArgument, '--seat-seed is SEAT:SEED, a seat from 0 to 5 and its base64url seed');
    seat = { seat: Number(m[1]), seed: m[2]! };
  }
  return {
    ...(commitment !== undefined ? { commitment: commitment.toLowerCase() } : {}),
    ...(seat ? { seatSeed: seat } : {}),
    ...(allowFixture ? { allowFixture } : {}),
  };
}
