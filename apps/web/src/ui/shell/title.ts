import { isWaiting, type MatchModel } from '../../state/model.js';

/** The page's title when no match is open. */
export const SITE_TITLE = 'Cutthroat';

/**
 * The browser tab's title for a match page: what it waits for first, so that a player whose tab is
 * in the background sees that the move is theirs ("Your move · GoCaine · Cutthroat").
 */
export function pageTitle(m: MatchModel, gameTitle: string): string {
  const over = m.end !== null || (m.view?.outcome ?? null) !== null;
  const state = over
    ? 'Over'
    : isWaiting(m)
      ? 'Waiting for players'
      : m.legal.length > 0 && m.pending === null
        ? 'Your move'
        : null;
  return [state, gameTitle, SITE_TITLE].filter((part) => part !== null).join(' · ');
}
