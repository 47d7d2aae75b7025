import type { ViewOf } from '@cutthroat/engine';
import { formatCash, type GoCaine } from '@cutthroat/gocaine';

/** Why a GoCaine game ended: a knock and its last round, the round limit, or everyone else conceding. */
export function endText(view: ViewOf<GoCaine>, names: readonly string[]): string | null {
  const g = view.game;
  if (g.knockedBy !== null) {
    return `${names[g.knockedBy] ?? 'A player'} knocked with ${formatCash(g.options.knockThreshold)} or more, and everyone else took one last turn.`;
  }
  if (g.players.filter((p) => !p.conceded).length <= 1) return 'Every other player conceded.';
  if (g.round >= g.options.roundLimit) return `Nobody knocked within the ${g.options.roundLimit}-round limit.`;
  return null;
}
