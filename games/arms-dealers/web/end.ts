import type { ViewOf } from '@cutthroat/engine';
import type { ArmsDealers } from '@cutthroat/arms-dealers';

/** Why an Arms Dealers game ended: its only end, a draw from an empty deck. */
export const endText = (view: ViewOf<ArmsDealers>): string | null =>
  view.game.deckSize === 0 ? 'The deck ran out: a player had to draw and none was left, so the game ended.' : null;
