import { faceOf, formatMoney, type ArmsDealersState } from '@cutthroat/arms-dealers';
import { GAMES as BOT_GAMES, type GameEntry } from '@cutthroat/bots';
import type { AnyGame, GameEvent, MatchState } from '@cutthroat/engine';
import { armsDealersText } from './text/arms-dealers.js';

/** How the terminal speaks about one game: its table, its actions and its events in words. */
export interface GameText {
  /** The table as the seat sees it, from its view. */
  table(view: unknown, names: readonly string[]): string;
  action(action: unknown, names: readonly string[]): string;
  /** A trade offer's terms, e.g. `give Nuclear for India`. */
  terms(terms: unknown): string;
  /** `null` for engine bookkeeping that a player need not read. */
  event(event: GameEvent, names: readonly string[]): string | null;
}

export interface CliGame extends GameEntry {
  /** Each seat's money, in the game's smallest unit. */
  money(G: unknown): readonly number[];
  formatMoney(amount: number): string;
  /** The whole match state, readable: for scenarios and debugging, never sent to a seat. */
  fullState(state: MatchState<any, any>): unknown;
  /** Turns played so far. */
  turns(G: unknown): number;
  readonly text: GameText;
}

export const CLI_GAMES: Readonly<Record<string, CliGame>> = {
  'arms-dealers': {
    ...BOT_GAMES['arms-dealers']!,
    money: (G) => (G as ArmsDealersState).money,
    formatMoney,
    turns: (G) => (G as ArmsDealersState).turn,
    fullState: (state) => {
      const G = state.G as ArmsDealersState;
      const faces = (ids: readonly number[]) => ids.map(faceOf);
      return {
        ...state,
        G: { ...G, hands: G.hands.map(faces), deck: faces(G.deck.slice(G.drawn)), discard: faces(G.discard) },
      };
    },
    text: armsDealersText,
  },
};

export function gameNamed(name: string | undefined): CliGame | string {
  const known = Object.keys(CLI_GAMES).join(', ');
  if (!name) return `--game is required (one of: ${known})`;
  return CLI_GAMES[name] ?? `unknown game '${name}' (one of: ${known}; GoCaine and Dog Eat Dog are not built yet)`;
}

export type { AnyGame };
