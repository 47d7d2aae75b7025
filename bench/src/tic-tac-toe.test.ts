import { describe, expect, it, vi } from 'vitest';
import {
  actorsOf,
  applyAction,
  outcomeOf,
  parseAction,
  Rng,
  seedFromSecret,
  setupMatch,
  type StateOf,
} from '@cutthroat/engine';
import { enginePlayout } from './engine-playout.js';
import { ticTacToe, TicTacToeError, type TicTacToe } from './tic-tac-toe.js';
import { bgioRandomPlayout, gameoverOf, markBgio, newBgioMatch } from './tic-tac-toe.bgio.js';
import { winnerOfGameover, winnerOfOutcome, type Winner } from './tic-tac-toe.result.js';

const record = (secret = 'test') => ({ game: ticTacToe.name, players: 2, secret });

function newMatch(): StateOf<TicTacToe> {
  const start = setupMatch(ticTacToe, record());
  if (!start.ok) throw new Error(start.error.code);
  return start.value;
}

function markCutthroat(state: StateOf<TicTacToe>, cell: number) {
  return applyAction(ticTacToe, state, actorsOf(ticTacToe, state)[0]!, { type: 'mark', cell });
}

/** Plays `cells` in order; every mark but the last must leave the game running. */
function afterCutthroat(cells: readonly number[]): StateOf<TicTacToe> {
  let state = newMatch();
  for (const cell of cells) {
    expect(outcomeOf(ticTacToe, state)).toBeNull();
    const next = markCutthroat(state, cell);
    if (!next.ok) throw new Error(`mark(${cell}): ${next.error.code}`);
    state = next.value.state;
  }
  return state;
}

function playCutthroat(cells: readonly number[]): Winner | null {
  const outcome = outcomeOf(ticTacToe, afterCutthroat(cells));
  return outcome && winnerOfOutcome(outcome);
}

function playBgio(cells: readonly number[]): Winner | null {
  let state = newBgioMatch();
  for (const cell of cells) {
    expect(gameoverOf(state.ctx)).toBeUndefined();
    state = markBgio(state, cell);
  }
  const gameover = gameoverOf(state.ctx);
  return gameover ? winnerOfGameover(gameover) : null;
}

// Seat 0 marks first in both frameworks, so even positions in a sequence are seat 0's marks.
const games: readonly { name: string; cells: number[]; winner: Winner | null }[] = [
  { name: 'top row', cells: [0, 3, 1, 4, 2], winner: 0 },
  { name: 'middle row', cells: [0, 3, 1, 4, 8, 5], winner: 1 },
  { name: 'left column', cells: [1, 0, 4, 3, 2, 6], winner: 1 },
  { name: 'right column', cells: [2, 0, 5, 1, 8], winner: 0 },
  { name: 'main diagonal', cells: [0, 1, 4, 2, 8], winner: 0 },
  { name: 'anti-diagonal', cells: [2, 0, 4, 1, 6], winner: 0 },
  { name: 'second player on a diagonal', cells: [1, 0, 2, 4, 5, 8], winner: 1 },
  { name: 'a line on the ninth mark', cells: [2, 1, 4, 3, 0, 7, 5, 8, 6], winner: 0 },
  { name: 'draw', cells: [0, 1, 2, 4, 3, 5, 7, 6, 8], winner: 'draw' },
  { name: 'unfinished', cells: [4, 0, 8], winner: null },
];

describe('tic-tac-toe in Cutthroat and in boardgame.io', () => {
  it.each(games)('$name: both say $winner', ({ cells, winner }) => {
    expect(playCutthroat(cells)).toEqual(winner);
    expect(playBgio(cells)).toEqual(winner);
  });

  it('ranks the winner 1 and the loser 2, and both 1 on a draw', () => {
    const ranks = (cells: number[]) =>
      outcomeOf(ticTacToe, afterCutthroat(cells))?.ranking.map((s) => [s.seat, s.rank]);
    expect(ranks([1, 0, 4, 3, 2, 6])).toEqual([
      [1, 1],
      [0, 2],
    ]);
    expect(ranks([0, 1, 2, 4, 3, 5, 7, 6, 8])).toEqual([
      [0, 1],
      [1, 1],
    ]);
  });

  it('agree move for move on random games from the same seed', () => {
    for (let seed = 0; seed < 200; seed++) {
      const secret = `agree/${seed}`;
      const ours = enginePlayout(ticTacToe, record(), new Rng(seedFromSecret(secret)));
      const theirs = bgioRandomPlayout(new Rng(seedFromSecret(secret)));
      expect([winnerOfOutcome(ours.outcome), ours.actions]).toEqual([winnerOfGameover(theirs.gameover), theirs.moves]);
    }
  });
});

describe('refusals', () => {
  it('refuses a mark on a taken cell with a stable code, leaving the state as it was', () => {
    const first = markCutthroat(newMatch(), 4);
    if (!first.ok) throw new Error(first.error.code);
    const again = markCutthroat(first.value.state, 4);
    expect(again.ok ? null : again.error.code).toBe(TicTacToeError.CellTaken);
    expect(first.value.state.G.cells[4]).toBe(0);
  });

  it('boardgame.io refuses it too, as an invalid move', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => markBgio(markBgio(newBgioMatch(), 4), 4)).toThrow(/action\/invalid_move/);
      expect(() => markBgio(newBgioMatch(), 4, '1')).toThrow(/action\/inactive_player/);
    } finally {
      quiet.mockRestore();
    }
  });

  it.each([
    { name: 'a cell off the board', cell: 9, code: TicTacToeError.NoSuchCell },
    { name: 'a fractional cell', cell: 1.5, code: TicTacToeError.NoSuchCell },
  ])('refuses $name', ({ cell, code }) => {
    const next = markCutthroat(newMatch(), cell);
    expect(next.ok ? null : next.error.code).toBe(code);
  });

  it('refuses malformed input, the wrong seat and any mark after the end', () => {
    const parsed = parseAction(ticTacToe, { type: 'mark', cell: 9 });
    expect(parsed.ok ? null : parsed.error.code).toBe('action/malformed');
    const wrongSeat = applyAction(ticTacToe, newMatch(), 1, { type: 'mark', cell: 0 });
    expect(wrongSeat.ok ? null : wrongSeat.error.code).toBe('action/not-your-turn');
    const late = applyAction(ticTacToe, afterCutthroat([0, 3, 1, 4, 2]), 1, { type: 'mark', cell: 8 });
    expect(late.ok ? null : late.error.code).toBe('action/game-over');
  });
});

describe('random playouts', () => {
  it('end within 9 moves, with a result, in both frameworks', () => {
    for (let seed = 0; seed < 300; seed++) {
      const rng = new Rng(seedFromSecret(`bounded/${seed}`));
      const ours = enginePlayout(ticTacToe, record(`bounded/${seed}`), rng, 9);
      expect(ours.actions).toBeGreaterThanOrEqual(5);
      expect(ours.actions).toBeLessThanOrEqual(9);
      const theirs = bgioRandomPlayout(rng);
      expect(theirs.moves).toBeGreaterThanOrEqual(5);
      expect(theirs.moves).toBeLessThanOrEqual(9);
    }
  });

  it('are a function of the seed', () => {
    const play = () => enginePlayout(ticTacToe, record(), new Rng(seedFromSecret('same'))).state.G.cells;
    expect(play()).toEqual(play());
  });
});
