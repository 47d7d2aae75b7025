import type { MatchPreset } from '@cutthroat/web-kit';

/**
 * The lobby's one-click matches: the knock threshold sets the length. Each `simActions` is the mean
 * of `cutthroat sim --game gocaine --players N --bots heuristic,... --games 100 --seed 7 --options
 * '{"knockThreshold":K}'` (60 games for six players; heuristic is the lobby's default bot).
 */
export const presets: readonly MatchPreset[] = [
  {
    name: 'Quick',
    says: 'Three players; a player with $250M may knock.',
    players: 3,
    options: { knockThreshold: 250 },
    simActions: 156.59,
  },
  {
    name: 'Standard',
    says: 'Four players; a player with $500M may knock.',
    players: 4,
    options: { knockThreshold: 500 },
    simActions: 251.35,
  },
  {
    name: 'Full',
    says: 'The rulebook’s game for six: a player with $1,000M may knock.',
    players: 6,
    options: { knockThreshold: 1000 },
    simActions: 496.93,
  },
];
