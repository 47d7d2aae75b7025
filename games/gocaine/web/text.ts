import type { GameEvent } from '@cutthroat/engine';
import { actionText as wordsFor, eventText as eventWords, formatCash, STEP_CHOICES } from '@cutthroat/gocaine';
import type { GcAction, GcView } from './legal.js';

/** GoCaine in words: the game package's own sentences (shared with the terminal), and the status line. */

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function actionText(a: GcAction, names: readonly string[]): string {
  return wordsFor(a, names);
}

export function eventText(e: GameEvent, names: readonly string[]): string | null {
  return eventWords(e, names);
}

export function stepText(g: GcView['game']): string {
  const move = g.step === 'transport' || g.step === 'action' ? ` (${plural(g.movementLeft, 'movement unit')})` : '';
  return `${STEP_CHOICES[g.step]}${move}`;
}

export function statusText(v: GcView, names: readonly string[], me: number | null): string {
  const g = v.game;
  if (v.outcome || g.over) return 'The game is over.';
  const who = g.active === me ? 'Your turn' : `${names[g.active] ?? `Seat ${g.active + 1}`}’s turn`;
  const knock =
    g.knockedBy !== null
      ? ` · ${g.knockedBy === me ? 'you' : (names[g.knockedBy] ?? 'someone')} knocked: last round`
      : '';
  return `Round ${g.round} · ${who} · ${stepText(g)}${knock}`;
}

export function seatFacts(v: GcView, seat: number): string[] {
  const p = v.game.players[seat];
  if (!p) return [];
  return [
    formatCash(p.cash),
    plural(p.cellsOnBoard, 'cell') + ' on the board',
    plural(p.taskForceChips, 'Task Force chip'),
    ...(p.loan ? ['bank loan'] : []),
    ...(p.conceded ? ['conceded'] : []),
  ];
}

export { formatCash };

/** Cash, or points when the match is played with a points table (rulebook section L). */
export function scoreText(score: number, view: GcView | null): string {
  const points = view?.game.options.points;
  return points ? plural(score, 'point') : formatCash(score);
}
