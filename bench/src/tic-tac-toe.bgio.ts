import type { CredentialedActionShape, Ctx, Game, PlayerID, State } from 'boardgame.io';
import type { Rng } from '@cutthroat/engine';
import { CreateGameReducer, InitializeGame, INVALID_MOVE, ProcessGameConfig } from './boardgame-io.js';
import { CELLS, emptyCells, isFull, lineOwner } from './board.js';

export interface BgioTicTacToeState {
  /** The player that marked each cell. */
  cells: (PlayerID | null)[];
}

export type BgioGameover = { winner: PlayerID } | { draw: true };

/** Tic-tac-toe as boardgame.io's own tutorial writes it: one move per turn, mutating `G` under Immer. */
export const ticTacToeBgio: Game<BgioTicTacToeState> = {
  name: 'tic-tac-toe',
  minPlayers: 2,
  maxPlayers: 2,
  // A fixed seed keeps boardgame.io's own random plugin from seeding itself from the clock.
  seed: 'bench',
  setup: () => ({ cells: Array<PlayerID | null>(CELLS).fill(null) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    mark: ({ G, playerID }, cell: number) => {
      if (!Number.isInteger(cell) || cell < 0 || cell >= CELLS || G.cells[cell] !== null) return INVALID_MOVE;
      G.cells[cell] = playerID;
    },
  },
  endIf: ({ G }): BgioGameover | undefined => {
    const winner = lineOwner(G.cells);
    if (winner !== null) return { winner };
    if (isFull(G.cells)) return { draw: true };
    return undefined;
  },
};

// Processed once, as a server does at start-up, rather than by every `InitializeGame` call.
const game = ProcessGameConfig(ticTacToeBgio);
const reduce = CreateGameReducer({ game });

/**
 * boardgame.io's `makeMove` action creator is not exported from any entry point; this is its shape.
 * No authentication is set up, so the credentials are empty; the reducer never reads them.
 */
export function makeMove(type: string, args: unknown[], playerID: PlayerID): CredentialedActionShape.MakeMove {
  return { type: 'MAKE_MOVE', payload: { type, args, playerID, credentials: '' } };
}

export type BgioState = State<BgioTicTacToeState>;

export function newBgioMatch(): BgioState {
  return InitializeGame({ game, numPlayers: 2 });
}

/**
 * One move through the reducer, as the master dispatches it. boardgame.io refuses a move by
 * returning the old state with a transient error instead of throwing, so the error is surfaced here.
 */
export function markBgio(state: BgioState, cell: number, playerID: PlayerID = state.ctx.currentPlayer): BgioState {
  const next = reduce(state, makeMove('mark', [cell], playerID)) as BgioState & {
    transients?: { error?: { type: string } };
  };
  const error = next.transients?.error;
  if (error) throw new Error(`boardgame.io refused mark(${cell}) by ${playerID}: ${error.type}`);
  return next;
}

export function gameoverOf(ctx: Ctx): BgioGameover | undefined {
  return ctx.gameover as BgioGameover | undefined;
}

export interface BgioPlayout {
  readonly gameover: BgioGameover;
  readonly moves: number;
}

/** A random game: the player to move marks an empty cell chosen uniformly by `rng`. */
export function bgioRandomPlayout(rng: Rng): BgioPlayout {
  let state = newBgioMatch();
  let moves = 0;
  for (;;) {
    const gameover = gameoverOf(state.ctx);
    if (gameover) return { gameover, moves };
    if (moves >= CELLS) throw new Error('boardgame.io tic-tac-toe: no end after 9 moves');
    state = markBgio(state, rng.pick(emptyCells(state.G.cells)));
    moves++;
  }
}
