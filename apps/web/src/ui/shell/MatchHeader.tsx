import type { DeadlineInfo } from '@cutthroat/protocol';
import { SeatBadge, type Guide } from '@cutthroat/web-kit';
import { useEffect, useRef, type ReactNode } from 'react';
import { Countdown } from '../common/Countdown.js';
import { Link } from '../common/Link.js';
import { GoalLine, HelpLink } from '../learn/GoalLine.js';

/**
 * The match's one header line: the game, the round and whose move (the game's status line), the
 * clock, the connection, and a menu holding the rest (who you are, the goal, notifications,
 * sound, help, leaving), so that the table starts right under it.
 */
export function MatchHeader({
  title,
  headingId,
  status,
  who,
  deadline,
  connection,
  me,
  myName,
  handed,
  guide,
  game,
  menu,
}: {
  title: string;
  headingId: string;
  status: string | null;
  who: string;
  deadline: DeadlineInfo | null;
  connection: ReactNode;
  me: number | null;
  myName: string;
  handed: boolean;
  guide: Guide | undefined;
  game: string;
  /** The settings and "Leave", drawn in the menu. */
  menu: ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  // The menu closes on Escape and on a click outside it, as a menu does.
  useEffect(() => {
    const close = (e: Event) => {
      const d = details.current;
      if (!d?.open) return;
      if (e instanceof KeyboardEvent) {
        if (e.key !== 'Escape') return;
        d.open = false;
        d.querySelector('summary')?.focus();
        return;
      }
      if (!d.contains(e.target as Node)) d.open = false;
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, []);
  const stop = who && status && !/[.!?]$/.test(status) ? '.' : '';
  return (
    <header className="match__header">
      <h1 id={headingId} className="match__title">
        <Link href="/" className="home-link" aria-label="Cutthroat lobby">
          Cutthroat
        </Link>{' '}
        · {title}
      </h1>
      {status !== null && (
        <p className="match__status" aria-live="polite" data-testid="status" title={`${status}${stop} ${who}`.trim()}>
          {/* A full stop ends the status: wrapped on a phone it ran on ("Phase 2: sales Your move."). */}
          <span className="status-line">{status}</span>
          {stop} <span className="status-who">{who}</span>
        </p>
      )}
      {deadline && (
        <Countdown dueAt={deadline.dueAt} label={deadline.kind === 'window' ? 'Time to answer' : 'Turn clock'} />
      )}
      {me !== null && (
        <span className="match__me" data-testid="you-are">
          <span className="visually-hidden">You are </span>
          <SeatBadge seat={me} small /> <span className="match__me-name">{myName}</span>
          {handed && <span data-testid="handed-to-bot"> · a bot plays your seat now: you see what it sees</span>}
        </span>
      )}
      {connection}
      <details className="match-menu" ref={details} data-testid="match-menu">
        <summary data-testid="match-menu-button">Menu</summary>
        <div className="match-menu__panel">
          <p className="match__who">
            {me !== null ? (
              <>
                You are <SeatBadge seat={me} small /> {myName}.
              </>
            ) : (
              'You are watching.'
            )}
          </p>
          {guide && <GoalLine guide={guide} />}
          {guide && (
            <p>
              <HelpLink game={game} title={title} /> How to play {title} (opens in a new tab)
            </p>
          )}
          {menu}
        </div>
      </details>
    </header>
  );
}
