import type { Outcome, Seat } from '@cutthroat/engine';
import type { BgioGameover } from './tic-tac-toe.bgio.js';

/** A finished tic-tac-toe game in the same terms for both frameworks: the winning seat, or a draw. */
export type Winner = Seat | 'draw';

export function winnerOfOutcome(outcome: Outcome): Winner {
  const first = outcome.ranking.filter((s) => s.rank === 1);
  return first.length === 1 ? first[0]!.seat : 'draw';
}

/** boardgame.io names players by string ID; the IDs are the seat numbers. */
export function winnerOfGameover(gameover: BgioGameover): Winner {
  return 'winner' in gameover ? Number(gameover.winner) : 'draw';
}

/**
 * How many games each result took. Random play is known to give the first player about 58.5% of
 * the games, the second 28.8% and draws 12.7%, so shares far from those mean a driver is wrong.
 */
export class Tally {
  readonly counts = { first: 0, second: 0, draw: 0 };

  add(winner: Winner): void {
    this.counts[winner === 'draw' ? 'draw' : winner === 0 ? 'first' : 'second']++;
  }

  get games(): number {
    return this.counts.first + this.counts.second + this.counts.draw;
  }

  shares(): { readonly first: number; readonly second: number; readonly draw: number } {
    const n = this.games || 1;
    return { first: this.counts.first / n, second: this.counts.second / n, draw: this.counts.draw / n };
  }
}
