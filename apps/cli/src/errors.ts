/** Stable codes for what the command line refuses. */
export const CliError = {
  UnknownCommand: 'cli/unknown-command',
  BadArgument: 'cli/bad-argument',
  Unreadable: 'scenario/unreadable',
  InvalidScenario: 'scenario/invalid',
} as const;

export class CliFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
