import type { Claim, ClaimResult, Estimate, Proportion } from '@cutthroat/module';
import type { CliGame } from '../games.js';
import type { RunFigures } from './aggregate.js';

/** A claim as the report records it: what was claimed, how it was tested, and the verdict. */
export interface ClaimReport extends ClaimResult {
  readonly id: string;
  readonly section: string;
  readonly claim: string;
  readonly players: number;
  readonly bots: readonly string[];
  readonly options: unknown;
  readonly games: number;
  readonly seed: string;
  readonly run: RunFigures;
}

/** The seats' bots of a claim: one kind for every seat, or one per seat. */
export function claimBots(claim: Claim): string[] {
  return claim.bots.length === 1 ? new Array<string>(claim.players).fill(claim.bots[0]!) : [...claim.bots];
}

/** A claim's setup must be one the game can play: a programming error in the module if not. */
export function checkClaim(entry: CliGame, claim: Claim): void {
  const { minPlayers, maxPlayers } = entry.game;
  const bad = (why: string) => new Error(`${entry.id} claim ${claim.id}: ${why}`);
  if (claim.players < minPlayers || claim.players > maxPlayers) throw bad(`${claim.players} players`);
  const bots = claimBots(claim);
  if (bots.length !== claim.players) throw bad(`${bots.length} bots for ${claim.players} seats`);
  for (const b of bots) if (!entry.bots.some((k) => k.name === b)) throw bad(`no bot '${b}'`);
  if (!entry.game.options.safeParse(claim.options ?? {}).success) throw bad('invalid options');
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** A figure and its interval in words: a proportion (it has `successes`) as percentages. */
export function formatEstimate(e: Estimate | Proportion): string {
  const f = 'successes' in e ? pct : (x: number) => x.toFixed(2);
  return `${f(e.value)} (95% interval ${f(e.low)} to ${f(e.high)})`;
}

/** The verdicts as `cutthroat report --claims` prints them. */
export function formatClaims(game: string, claims: readonly ClaimReport[]): string {
  return claims
    .map((c) =>
      [
        `${game} ${c.id} [${c.section}]: ${c.verdict.toUpperCase()}`,
        `  claim: ${c.claim}`,
        `  tested with ${c.games} games, ${c.players} players, bots ${c.bots.join(',')}, seed ${c.seed}` +
          (c.options === undefined ? '' : `, options ${JSON.stringify(c.options)}`),
        `  ${c.figure}: ${formatEstimate(c.estimate)}`,
        `  ${c.why}`,
      ].join('\n'),
    )
    .join('\n\n');
}
