import { isWaiting, type MatchModel } from '../../state/model.js';

const isOver = (m: MatchModel): boolean => m.end !== null || (m.view?.outcome ?? null) !== null;

/** Whether a move waits for us: listed actions, none in flight, the match started and not over. */
export function isOurMove(m: MatchModel): boolean {
  // Free actions alone (open to a seat whatever the turn) are not a move waiting for us.
  const awaited = m.view === null || (m.seat !== null && m.view.actors.includes(m.seat));
  return !isOver(m) && !isWaiting(m) && m.legal.length > 0 && m.pending === null && awaited;
}

/** The page's title when no match is open. */
export const SITE_TITLE = 'Cutthroat';

/**
 * The browser tab's title for a match page: what it waits for first, so that a player whose tab is
 * in the background sees that the move is theirs ("Your move · GoCaine · Cutthroat").
 */
export function pageTitle(m: MatchModel, gameTitle: string): string {
  const state = isOver(m) ? 'Over' : isWaiting(m) ? 'Waiting for players' : isOurMove(m) ? 'Your move' : null;
  return [state, gameTitle, SITE_TITLE].filter((part) => part !== null).join(' · ');
}
