import type { MatchPreset } from '@cutthroat/web-kit';

/**
 * The lobby's one-click matches: Short Game 2's round limit sets the length, or the rulebook's race
 * to $150M. Each `simActions` is the mean of `cutthroat sim --game dog-eat-dog --players 4 --bots
 * heuristic,heuristic,heuristic,heuristic --games 60 --seed 7 --options '{"turnLimit":R}'`
 * (heuristic is the lobby's default bot).
 */
export const presets: readonly MatchPreset[] = [
  {
    name: 'Quick',
    says: 'Short Game 2 over three rounds: the most Swiss money then wins.',
    players: 4,
    options: { turnLimit: 3 },
    simActions: 144.12,
  },
  {
    name: 'Standard',
    says: 'The rulebook’s Short Game 2: six rounds, the most Swiss money then wins.',
    players: 4,
    options: { turnLimit: 6 },
    simActions: 291.72,
  },
  {
    name: 'Full',
    says: 'The rulebook’s game: the first with $150M in Switzerland wins.',
    players: 4,
    options: {},
    simActions: 1407.47,
  },
];
