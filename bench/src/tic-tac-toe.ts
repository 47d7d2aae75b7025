import { z } from 'zod';
import { err, ok, type Game, type GameEvent, type Outcome, type Result, type Seat, type Step } from '@cutthroat/engine';
import { CELLS, isFull, lineOwner } from './board.js';

export const TicTacToeOptions = z.strictObject({});
export type TicTacToeOptions = z.infer<typeof TicTacToeOptions>;

export const TicTacToeAction = z.strictObject({
  type: z.literal('mark'),
  cell: z
    .int()
    .min(0)
    .max(CELLS - 1),
});
export type TicTacToeAction = z.infer<typeof TicTacToeAction>;

export const TicTacToeFixture = z.strictObject({
  /** Seat that marks first; seat 0 otherwise, as in boardgame.io. */
  firstPlayer: z.int().min(0).max(1).optional(),
});
export type TicTacToeFixture = z.infer<typeof TicTacToeFixture>;

export const TicTacToeError = {
  CellTaken: 'tic-tac-toe/cell-taken',
  NoSuchCell: 'tic-tac-toe/no-such-cell',
} as const;

export interface TicTacToeState {
  /** The seat that marked each cell. */
  readonly cells: readonly (Seat | null)[];
  readonly toMove: Seat;
  /** Settled once, when the last mark is made, because the engine asks for it several times per action. */
  readonly outcome: Outcome | null;
}

/** Nothing is hidden in tic-tac-toe: every seat sees the whole state. */
export type TicTacToeView = TicTacToeState;

// Built once: the engine asks for actors and legal actions before every action.
const ACTORS: readonly (readonly Seat[])[] = [[0], [1]];
const MARKS: readonly TicTacToeAction[] = Array.from({ length: CELLS }, (_, cell) => ({ type: 'mark', cell }));

// Scored as in chess, so a draw is worth half a win.
const won = (winner: Seat): Outcome => ({
  ranking: [
    { seat: winner, rank: 1, score: 1 },
    { seat: 1 - winner, rank: 2, score: 0 },
  ],
});
const OUTCOMES = { won: [won(0), won(1)], drawn: { ranking: [0, 1].map((seat) => ({ seat, rank: 1, score: 0.5 })) } };

function apply(G: TicTacToeState, seat: Seat, action: TicTacToeAction): Result<Step<TicTacToeState>> {
  const { cell } = action;
  if (!Number.isInteger(cell) || cell < 0 || cell >= CELLS) {
    return err(TicTacToeError.NoSuchCell, `there is no cell ${cell}; cells are 0 to ${CELLS - 1}`);
  }
  if (G.cells[cell] !== null) return err(TicTacToeError.CellTaken, `cell ${cell} is already marked`);
  const cells = G.cells.slice();
  cells[cell] = seat;
  const winner = lineOwner(cells);
  const outcome = winner !== null ? OUTCOMES.won[winner]! : isFull(cells) ? OUTCOMES.drawn : null;
  const events: GameEvent[] = [{ type: 'marked', seat, cell }];
  if (winner !== null) events.push({ type: 'won', seat: winner });
  else if (outcome) events.push({ type: 'drawn' });
  return ok({ G: { cells, toMove: 1 - seat, outcome }, events });
}

export const ticTacToe: Game<TicTacToeState, TicTacToeAction, TicTacToeView, TicTacToeOptions, TicTacToeFixture> = {
  name: 'tic-tac-toe',
  minPlayers: 2,
  maxPlayers: 2,
  options: TicTacToeOptions,
  action: TicTacToeAction,
  fixture: TicTacToeFixture,
  setup: (_players, _options, _rng, fixture) =>
    ok({ cells: Array<Seat | null>(CELLS).fill(null), toMove: fixture?.firstPlayer ?? 0, outcome: null }),
  actors: (G) => ACTORS[G.toMove]!,
  legalActions: (G) => MARKS.filter((m) => G.cells[m.cell] === null),
  apply: (G, seat, action) => apply(G, seat, action),
  // Tic-tac-toe opens no reaction window, so the engine never calls this.
  windowClosed: (G) => ({ G, events: [] }),
  publicView: (G) => G,
  privateView: () => ({}),
  outcome: (G) => G.outcome,
};

export type TicTacToe = typeof ticTacToe;
