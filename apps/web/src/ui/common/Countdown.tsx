import { createContext, useContext, useEffect, useState } from 'react';

/**
 * How far the server's clock is ahead of the browser's (ms), for the countdowns below it: a
 * deadline's `dueAt` is on the server's clock. The match screen provides it from its model.
 */
export const ServerClockAhead = createContext(0);

export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Re-render every `ms` while mounted. */
export function useNow(ms = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}

/**
 * Time left until `dueAt` (the server's deadline, ms since the epoch), ticking visibly. Screen
 * readers get the time on focus rather than every second.
 */
export function Countdown({ dueAt, label }: { dueAt: number; label: string }) {
  const now = useNow() + useContext(ServerClockAhead);
  const left = dueAt - now;
  const urgent = left < 10_000;
  return (
    <span
      className={`countdown${urgent ? ' countdown--urgent' : ''}`}
      role="timer"
      aria-live="off"
      aria-label={`${label}: ${formatRemaining(left)} left`}
      data-testid="countdown"
      data-due-at={dueAt}
    >
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M12 9v4l3 2M9 2h6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      {left > 0 ? formatRemaining(left) : 'time is up'}
    </span>
  );
}
