import {
  actionText as wordsFor,
  formatMoney,
  termsText,
  type ArmsDealersAction,
  type ArmsDealersView,
  type TradeTerms,
} from '@cutthroat/arms-dealers';
import type { EngineAction, GameEvent, MatchView } from '@cutthroat/engine';

/** Arms Dealers in words: the same sentences as the terminal client (apps/cli/src/text). */

export type AdView = MatchView<ArmsDealersView, TradeTerms>;
export type AdAction = ArmsDealersAction | EngineAction<TradeTerms>;

const list = (xs: readonly string[]) => xs.join(' + ');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export { termsText };

export function actionText(raw: unknown, names: readonly string[]): string {
  return wordsFor(raw as AdAction, names);
}

export function eventText(e: GameEvent, names: readonly string[]): string | null {
  const n = (s: unknown) => names[s as number] ?? `seat ${String(s)}`;
  switch (e.type) {
    case 'turn-started':
      return `Turn ${String(e.turn)}: ${n(e.seat)}.`;
    case 'drew':
      return `${n(e.seat)} drew a card.`;
    case 'discarded':
      return `${n(e.seat)} discarded ${list(e.cards as string[])}.`;
    case 'deal-laid':
      return `${n(e.seat)} lays a deal: ${String(e.seller)} sells ${String(e.count)} ${String(e.weapon)} to ${String(e.buyer)}, worth ${formatMoney(e.profit as number)}.`;
    case 'intercepted':
      return `${n(e.seat)} intercepts with ${list(e.agencies as string[])}!`;
    case 'evaded':
      return `${n(e.seat)} evades with ${list(e.evasions as string[])}.`;
    case 'window-passed':
      return e.kind === 'intercept' ? `${n(e.seat)} lets the deal through.` : `${n(e.seat)} plays no evasion.`;
    case 'window-opened':
      return e.kind === 'evade' ? `${n(e.openedBy)} may now evade the interceptions.` : null;
    case 'deal-destroyed':
      return `${n(e.seat)}'s deal is intercepted and destroyed.`;
    case 'profit':
      return `${n(e.seat)} makes ${formatMoney(e.amount as number)}.`;
    case 'turn-ended':
      return null;
    case 'traded': {
      const t = { give: e.give, want: e.want, money: e.money } as TradeTerms;
      return `${n(e.from)} and ${n(e.to)} trade: ${n(e.from)} gave ${[t.give, t.money > 0 ? formatMoney(t.money) : null].filter(Boolean).join(' + ')}, got ${[t.want, t.money < 0 ? formatMoney(-t.money) : null].filter(Boolean).join(' + ')}.`;
    }
    case 'game-over':
      return 'The deck is empty: the game is over.';
    default:
      return null;
  }
}

const PHASE: Readonly<Record<ArmsDealersView['phase'], string>> = {
  discard: 'draw phase: discarding down to 7 cards',
  deal: 'deal phase: may trade, then lay a deal or end the turn',
  intercept: 'intercept phase: the others may intercept the deal',
  evade: 'evade phase: the dealer may play evasions',
  over: 'the game is over',
};

export function statusText(raw: MatchView<unknown, unknown>, names: readonly string[], me: number | null): string {
  const v = raw as AdView;
  const g = v.game;
  if (v.outcome || g.phase === 'over') return 'The game is over.';
  const who = g.active === me ? 'Your turn' : `${names[g.active] ?? `Seat ${g.active}`}’s turn`;
  return `Turn ${g.turn} · ${who} · ${PHASE[g.phase]}`;
}

export function windowTitle(kind: string): string {
  if (kind === 'intercept') return 'A deal is on the table: intercept it?';
  if (kind === 'evade') return 'Your deal was intercepted: evade?';
  return `Your answer (${kind})`;
}

export function tradeNote(raw: MatchView<unknown, unknown>): string | null {
  const g = (raw as AdView).game;
  if (g.phase !== 'deal') return null;
  const left = Math.max(0, g.options.offersPerTurn - g.offersThisTurn);
  return `${plural(left, 'offer')} left this turn (counters count). The other player may not hold the card you ask for; then they can only decline.`;
}

export function seatFacts(raw: MatchView<unknown, unknown>, seat: number): string[] {
  const g = (raw as AdView).game;
  return [formatMoney(g.money[seat] ?? 0), plural(g.handSizes[seat] ?? 0, 'card')];
}

export { formatMoney, plural };
