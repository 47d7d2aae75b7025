import type { MatchPreset } from '@cutthroat/web-kit';

/**
 * The lobby's one-click matches. Arms Dealers ends when the deck runs out, whoever plays, so the
 * presets differ in players and trading. Each `simActions` is the mean of
 * `cutthroat sim --game arms-dealers --players N --bots greedy,... --games 200 --seed 7 [--options ...]`
 * (greedy is the lobby's default bot).
 */
export const presets: readonly MatchPreset[] = [
  {
    name: 'Quick',
    says: 'Three players and no trade offers: draw, deal, intercept.',
    players: 3,
    options: { offersPerTurn: 0 },
    simActions: 105.94,
  },
  {
    name: 'Standard',
    says: 'The rulebook’s game for four, trading cards included.',
    players: 4,
    options: {},
    simActions: 244.0,
  },
  {
    name: 'Full',
    says: 'The rulebook’s game at a full table of six: more dealers to intercept, your turn comes round less often.',
    players: 6,
    options: {},
    simActions: 251.53,
  },
];
