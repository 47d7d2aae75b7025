import type { SeatInfo } from '@cutthroat/protocol';
import { useId } from 'react';
import { CopyLink } from '../common/Copy.js';
import { SeatBadge, seatLetter } from '@cutthroat/web-kit';

/** Before the match starts: who is missing, an invite link per open seat, and a seat to take. */
export function Waiting({
  matchId,
  seats,
  listed,
  me,
  onJoin,
  onLeave,
}: {
  matchId: string;
  seats: readonly SeatInfo[];
  /** In the lobby's lists, where anyone may take a seat; false: by invitation only. */
  listed: boolean;
  me: number | null;
  onJoin: ((seat: number) => void) | null;
  onLeave: ((seat: number) => void) | null;
}) {
  const id = useId();
  const open = seats.filter((s) => s.kind === 'open');
  const origin = window.location.origin;
  return (
    <section className="panel waiting" aria-labelledby={`${id}-h`} data-testid="waiting">
      <h2 id={`${id}-h`}>
        Waiting for {open.length} more player{open.length === 1 ? '' : 's'}
      </h2>
      <p>The match starts as soon as every seat is taken. Send each person the link to their seat:</p>
      <p className="muted" data-testid="listing">
        {listed
          ? 'It is also in the lobby’s open matches, where anyone may take a seat.'
          : 'By invitation only: it is in none of the lobby’s lists, so only those with a link can find it.'}
      </p>
      <ul className="invites">
        {open.map((s) => (
          <li key={s.seat}>
            <SeatBadge seat={s.seat} small /> Seat {seatLetter(s.seat)}{' '}
            <CopyLink
              url={`${origin}/m/${matchId}?seat=${s.seat}`}
              label={`Invite link for seat ${seatLetter(s.seat)}`}
              testId={`invite-${s.seat}`}
            />
            {onJoin && me === null && (
              <button type="button" onClick={() => onJoin(s.seat)}>
                Take seat {seatLetter(s.seat)}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p>
        {listed ? 'Anyone' : 'Anyone you send it to'} can watch with{' '}
        <CopyLink url={`${origin}/m/${matchId}?watch`} label="Link to watch" />
      </p>
      {onLeave && me !== null && (
        <button type="button" onClick={() => onLeave(me)}>
          Give my seat back
        </button>
      )}
    </section>
  );
}
