import { armsDealersFullState, formatMoney, type ArmsDealersState } from '@cutthroat/arms-dealers';
import { GAMES as BOT_GAMES, type GameEntry } from '@cutthroat/bots';
import type { AnyGame, GameEvent, MatchState } from '@cutthroat/engine';
import { formatCash, type GoCaineState } from '@cutthroat/gocaine';
import { armsDealersText } from './text/arms-dealers.js';
import { gocaineFullState, gocaineText } from './text/gocaine.js';

/** How the terminal speaks about one game: its table, its actions and its events in words. */
export interface GameText {
  /** The table as the seat sees it, from its view. */
  table(view: unknown, names: readonly string[]): string;
  action(action: unknown, names: readonly string[]): string;
  /** A trade offer's terms, e.g. `give Nuclear for India`. */
  terms(terms: unknown): string;
  /** `null` for engine bookkeeping that a player need not read. */
  event(event: GameEvent, names: readonly string[]): string | null;
  /** The question a reaction window of this kind puts to the seat. */
  window(kind: string): string;
  /**
   * Actions too many to number one by one (a cell on any of 100 intersections) share an entry with
   * this label, and are chosen from a second list; `null` for an action numbered on its own.
   */
  group?(action: unknown): string | null;
}

/**
 * Something a simulation times in every game: the first state at which `reached` returns a number
 * (a round, a turn) gives that game's value; games where it never does are counted apart.
 */
export interface Milestone {
  readonly id: string;
  /** What is measured, in words, e.g. `round in which a player first holds $1,000M`. */
  readonly label: string;
  reached(G: unknown): number | null;
}

export interface CliGame extends GameEntry {
  /** Each seat's money, in the game's smallest unit. */
  money(G: unknown): readonly number[];
  formatMoney(amount: number): string;
  /** The whole match state, readable: for scenarios and debugging, never sent to a seat. */
  fullState(state: MatchState<any, any>): unknown;
  /** Turns played so far (in `lengthUnit`). */
  turns(G: unknown): number;
  /** What `turns` counts, plural: `turns` unless the game says otherwise. */
  readonly lengthUnit?: string;
  /** How a finished game ended (`knock`, `round limit`...), counted by `sim`; none to count. */
  ending?(G: unknown): string;
  /** Milestones `sim` reports the distribution of. */
  readonly milestones?: readonly Milestone[];
  readonly text: GameText;
}

export const CLI_GAMES: Readonly<Record<string, CliGame>> = {
  'arms-dealers': {
    ...BOT_GAMES['arms-dealers']!,
    money: (G) => (G as ArmsDealersState).money,
    formatMoney,
    turns: (G) => (G as ArmsDealersState).turn,
    fullState: armsDealersFullState,
    text: armsDealersText,
  },
  gocaine: {
    ...BOT_GAMES['gocaine']!,
    money: (G) => (G as GoCaineState).players.map((p) => p.cash),
    formatMoney: formatCash,
    turns: (G) => (G as GoCaineState).round,
    lengthUnit: 'rounds',
    ending: (G) => {
      const g = G as GoCaineState;
      if (g.knockedBy !== null) return 'knock';
      if (g.players.filter((p) => !p.conceded).length <= 1) return 'concessions';
      return 'round limit';
    },
    milestones: [
      {
        id: 'knock-threshold',
        label: 'round in which a player first holds the knock threshold ($1,000M by default)',
        reached: (G) => {
          const g = G as GoCaineState;
          return g.players.some((p) => p.cash >= g.options.knockThreshold) ? g.round : null;
        },
      },
    ],
    fullState: gocaineFullState,
    text: gocaineText,
  },
};

export function gameNamed(name: string | undefined): CliGame | string {
  const known = Object.keys(CLI_GAMES).join(', ');
  if (!name) return `--game is required (one of: ${known})`;
  return CLI_GAMES[name] ?? `unknown game '${name}' (one of: ${known}; Dog Eat Dog is not built yet)`;
}

export type { AnyGame };
