import { verifyExport, VerifyError, type Verdict } from '@cutthroat/protocol';
import { CliError, CliFailure } from './errors.js';
import { gameNamed } from './games.js';

export { VerifyError, type ExportedMatch, type Verdict } from '@cutthroat/protocol';

/**
 * `cutthroat verify`: the shared verifier (`@cutthroat/protocol`'s `verifyExport`), with the
 * CLI's games. A file that is not an export, or of a game the CLI lacks, is bad input (exit 2)
 * rather than a match that fails its check (exit 1).
 */
export function verifyMatch(raw: unknown): Verdict {
  let unknownGame = '';
  const verdict = verifyExport(raw, (name) => {
    const entry = gameNamed(name);
    if (typeof entry !== 'string') return entry.game;
    unknownGame = entry;
    return undefined;
  });
  if (!verdict.ok && verdict.code === VerifyError.Malformed)
    throw new CliFailure(CliError.InvalidScenario, verdict.message);
  if (!verdict.ok && verdict.code === VerifyError.UnknownGame)
    throw new CliFailure(CliError.InvalidScenario, unknownGame);
  return verdict;
}
