import { GlossaryContext, Terms, type Glossary, type Guide } from '@cutthroat/web-kit';
import type { ReactNode } from 'react';
import { ServerClockAhead } from '../common/Countdown.js';

/**
 * The goal and the end condition, as the guide says them, their game terms explained: on the table
 * and atop the guide.
 */
export function GoalLine({ guide }: { guide: Guide }) {
  return (
    <div className="goal-line" data-testid="goal-line">
      <p>
        <strong>Goal:</strong> <Terms text={guide.goal} />
      </p>
      <p>
        <strong>End:</strong> <Terms text={guide.end} />
      </p>
    </div>
  );
}

/** The table's "?": how to play the game, in a new tab so that the table stays open. */
export function HelpLink({ game, title }: { game: string; title: string }) {
  return (
    <a
      href={`/learn/${game}`}
      target="_blank"
      rel="noopener"
      className="help-link"
      aria-label={`How to play ${title} (opens in a new tab)`}
      title={`How to play ${title}`}
      data-testid="help-link"
    >
      ?
    </a>
  );
}

/** What a match page provides its parts: the server clock's lead and the game's glossary. */
export function MatchProviders({
  serverAheadMs,
  glossary = [],
  children,
}: {
  serverAheadMs: number;
  glossary?: Glossary | undefined;
  children: ReactNode;
}) {
  return (
    <ServerClockAhead.Provider value={serverAheadMs}>
      <GlossaryContext.Provider value={glossary}>{children}</GlossaryContext.Provider>
    </ServerClockAhead.Provider>
  );
}
