import { useState } from 'react';
import { storage } from '../../net/storage.js';
import type { Loss } from './losses.js';

/** At most this many losses at once; "Dismiss all" clears the older ones too. */
const SHOWN = 4;

/**
 * News you cannot miss: every loss of ours (what happened, who did it, what it cost) at the top of
 * the decision area, read out as it comes, until dismissed; dismissals are kept in this browser
 * per match. The log keeps each loss too.
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
  return (
    <div className="news" role="alert" data-testid="news">
      {open.length > 0 && (
        <>
          <ul className="news__list">
            {open.slice(-SHOWN).map((l) => (
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
            <button
              type="button"
              className="link-button"
              onClick={() => dismiss(open.map((l) => l.key))}
              data-testid="news-dismiss-all"
            >
              Dismiss all {open.length}
            </button>
          )}
        </>
      )}
    </div>
  );
}
