import type { ViewOf } from '@cutthroat/engine';
import { formatCash, type DogEatDog } from '@cutthroat/dog-eat-dog';

/** Why a Dog Eat Dog game ended, as the rules record it (`ended`). */
export function endText(view: ViewOf<DogEatDog>): string | null {
  const g = view.game;
  switch (g.ended) {
    case 'victory':
      return `A player reached ${formatCash(g.options.victorySwiss)} in a Swiss bank account.`;
    case 'turnLimit':
      return `The ${g.options.turnLimit ?? 0}-round limit was reached (Short Game 2): the most Swiss money won.`;
    case 'finalRound':
      return 'The map was destroyed and the final bonus round was played: the most Swiss money won.';
    case 'lastStanding':
      return 'Every other player left the game in Chapter 11.';
    default:
      return null;
  }
}
