import {
  actionText as wordsFor,
  eventText,
  firstTurnStarted,
  formatMoney,
  termsText,
  type ArmsDealers,
  type ArmsDealersView,
} from '@cutthroat/arms-dealers';
import type { ActionOf, ViewOf } from '@cutthroat/engine';

/** Arms Dealers in words: the game package's own sentences (shared with the terminal), and the status line. */

export type AdView = ViewOf<ArmsDealers>;
export type AdAction = ActionOf<ArmsDealers>;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export { eventText, termsText };

export function actionText(a: AdAction, names: readonly string[]): string {
  return wordsFor(a, names);
}

const PHASE: Readonly<Record<ArmsDealersView['phase'], string>> = {
  discard: 'draw phase: discarding down to 7 cards',
  deal: 'deal phase: may trade, then lay a deal or end the turn',
  intercept: 'intercept phase: the others may intercept the deal',
  evade: 'evade phase: the dealer may play evasions',
  over: 'the game is over',
};

export function statusText(v: AdView, names: readonly string[], me: number | null): string {
  const g = v.game;
  if (v.outcome || g.phase === 'over') return 'The game is over.';
  const who = g.active === me ? 'Your turn' : `${names[g.active] ?? `Seat ${g.active}`}’s turn`;
  return `Turn ${g.turn} · ${who} · ${PHASE[g.phase]}`;
}

/**
 * "Turn 1: Ada.": the setup starts the first turn without a logged event. Turns pass one seat
 * clockwise each, so the first player is the active seat less the turns since.
 */
export function openingText(v: AdView, names: readonly string[]): string | null {
  const first = firstTurnStarted(v.game);
  return first && eventText(first, names);
}

export function windowTitle(kind: string): string {
  if (kind === 'intercept') return 'A deal is on the table: intercept it?';
  if (kind === 'evade') return 'Your deal was intercepted: evade?';
  return `Your answer (${kind})`;
}

export function tradeNote(v: AdView): string | null {
  const g = v.game;
  if (g.phase !== 'deal') return null;
  const left = Math.max(0, g.options.offersPerTurn - g.offersThisTurn);
  return `${plural(left, 'offer')} left this turn (counters count). The other player may not hold the card you ask for; then they can only decline.`;
}

export function seatFacts(v: AdView, seat: number): string[] {
  const g = v.game;
  return [formatMoney(g.money[seat] ?? 0), plural(g.handSizes[seat] ?? 0, 'card')];
}

export { formatMoney, plural };
