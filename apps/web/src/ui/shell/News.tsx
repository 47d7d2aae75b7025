import { useState } from 'react';
import { storage } from '../../net/storage.js';
import type { Loss } from './losses.js';

/** At most this many losses in the strip, newest first; older ones are counted, "N more in the log". */
const SHOWN = 4;

/**
 * News you cannot miss: every loss of ours (what happened, who did it, what it cost) at the top of
 * the decision area, read out as it comes, until dismissed; dismissals are kept in this browser
 * per match. The log keeps each loss too. The strip is bounded (`.news__list` scrolls within a few
 * lines, match-header.css) so that however many losses arrive, the decision under it stays on
 * screen.
 */
export function News({ matchId, losses }: { matchId: string; losses: readonly Loss[] }) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set(storage.dismissedNews(matchId)));
  const open = losses.filter((l) => !dismissed.has(l.key));
  const dismiss = (keys: readonly string[]) => {
    const next = new Set([...dismissed, ...keys]);
    // Only the keys of losses still in the log are worth keeping.
    storage.setDismissedNews(
      matchId,
      losses.map((l) => l.key).filter((k) => next.has(k)),
    );
    setDismissed(next);
  };
  const more = open.length - SHOWN;
  return (
    <div className="news" role="alert" data-testid="news">
      {open.length > 0 && (
        <>
          <ul className="news__list" data-testid="news-list">
            {open
              .slice(-SHOWN)
              .reverse()
              .map((l) => (
                <li key={l.key} className="news__item" data-testid="news-item" data-seq={l.seq}>
                  <span className="news__text">{l.text}</span>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => dismiss([l.key])}
                    aria-label={`OK, dismiss: ${l.text}`}
                    data-testid="news-dismiss"
                  >
                    OK
                  </button>
                </li>
              ))}
          </ul>
          {open.length > 1 && (
            <p className="news__foot">
              {more > 0 && (
                <span className="muted" data-testid="news-more">
                  {more} more in the log
                </span>
              )}
              <button
                type="button"
                className="link-button"
                onClick={() => dismiss(open.map((l) => l.key))}
                data-testid="news-dismiss-all"
              >
                Dismiss all {open.length}
              </button>
            </p>
          )}
        </>
      )}
    </div>
  );
}
