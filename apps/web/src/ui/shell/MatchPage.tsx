import { useCallback, useEffect, useId, useState } from 'react';
import { api, ApiError, type NewMatch, type PublicMatch } from '../../net/api.js';
import { storage } from '../../net/storage.js';
import { Link } from '../common/Link.js';
import { SeatBadge, seatLetter } from '@cutthroat/web-kit';
import { WEB_CATALOG } from '@cutthroat/catalog/web';
import { forgetIdentity, useIdentity, withIdentity } from '../identity.js';
import { sentence } from '../words.js';
import { MatchShell } from './MatchShell.js';

type Phase =
  | { readonly kind: 'loading' }
  | { readonly kind: 'missing'; readonly text: string }
  | { readonly kind: 'choose'; readonly info: PublicMatch }
  | { readonly kind: 'play'; readonly info: PublicMatch; readonly token: string | null };

const errorText = (e: unknown) =>
  e instanceof ApiError ? sentence(e.code, e.message) : 'Something went wrong; try again.';

function JoinPanel({
  info,
  invited,
  join,
  watch,
  error,
  working,
}: {
  info: PublicMatch;
  invited: number | null;
  join: (seat: number, name: string) => void;
  watch: () => void;
  error: string | null;
  working: boolean;
}) {
  const id = useId();
  const identity = useIdentity();
  const [name, setName] = useState('');
  const open = info.seats.filter((s) => s.kind === 'open');
  const ordered = [...open].sort((a, b) => Number(b.seat === invited) - Number(a.seat === invited) || a.seat - b.seat);
  return (
    <main className="page join" aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`}>
        <Link href="/">Cutthroat</Link> · {WEB_CATALOG.title(info.game)}
      </h1>
      <section className="panel">
        <h2>Take a seat</h2>
        <p>
          {info.players} seats, {open.length} still open. The match starts when every seat is taken.
        </p>
        <ul className="seat-list">
          {info.seats.map((s) => (
            <li key={s.seat}>
              <SeatBadge seat={s.seat} small /> Seat {seatLetter(s.seat)}:{' '}
              {s.kind === 'open' ? <em>open</em> : s.kind === 'bot' ? `${s.bot} bot` : s.name}
            </li>
          ))}
        </ul>
        {invited !== null && info.seats[invited]?.kind !== 'open' && (
          <p className="notice">Seat {seatLetter(invited)}, the one in your invite, is already taken.</p>
        )}
        {identity ? (
          <p>
            You play as <strong>{identity.name}</strong>.
          </p>
        ) : (
          <p>
            <label>
              Your name{' '}
              <input
                value={name}
                maxLength={40}
                onChange={(e) => setName(e.target.value)}
                placeholder="Player"
                data-testid="join-name"
                autoComplete="nickname"
              />
            </label>
          </p>
        )}
        <div className="button-row">
          {ordered.map((s) => (
            <button
              key={s.seat}
              type="button"
              className={s.seat === invited ? 'primary' : undefined}
              disabled={working}
              onClick={() => join(s.seat, name)}
              data-testid={`take-seat-${s.seat}`}
            >
              Take seat {seatLetter(s.seat)}
              {s.seat === invited ? ' (your invite)' : ''}
            </button>
          ))}
          <button type="button" onClick={watch} data-testid="watch">
            Just watch
          </button>
        </div>
        {error && (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        )}
      </section>
    </main>
  );
}

/**
 * `/m/:id`: take a seat (an invite names one), come back to ours (the seat token kept in this
 * browser, or the player token of the seat's player), or watch.
 */
export function MatchPage({ id, invited, watch }: { id: string; invited: number | null; watch: boolean }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [joinError, setJoinError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const decide = useCallback(async () => {
    let info: PublicMatch;
    try {
      info = await api.match(id);
    } catch (e) {
      return setPhase({ kind: 'missing', text: errorText(e) });
    }
    const ticket = storage.seat(id);
    if (ticket) return setPhase({ kind: 'play', info, token: ticket.seatToken });
    const me = storage.identity();
    if (me) {
      try {
        const mine = await api.myMatches(me.token);
        if (mine.matches.some((m) => m.id === id)) return setPhase({ kind: 'play', info, token: me.token });
      } catch (e) {
        if (e instanceof ApiError && e.code === 'lobby/unauthorized') forgetIdentity();
      }
    }
    const open = info.seats.some((s) => s.kind === 'open');
    if (watch || info.status !== 'waiting' || !open) return setPhase({ kind: 'play', info, token: null });
    setPhase({ kind: 'choose', info });
  }, [id, watch]);

  useEffect(() => {
    setPhase({ kind: 'loading' });
    void decide();
  }, [decide]);

  const join = async (seat: number, name: string) => {
    setWorking(true);
    setJoinError(null);
    try {
      const joined = await withIdentity(name, (me) => api.join(id, seat, me.token));
      storage.setSeat(id, { seat: joined.seat, seatToken: joined.seatToken });
      const info = await api.match(id);
      setPhase({ kind: 'play', info, token: joined.seatToken });
    } catch (e) {
      setJoinError(errorText(e));
      try {
        const info = await api.match(id);
        setPhase((p) => (p.kind === 'choose' ? { kind: 'choose', info } : p));
      } catch {
        // keep what is shown
      }
    } finally {
      setWorking(false);
    }
  };

  const leave = async (seat: number) => {
    const me = storage.identity();
    if (!me) return;
    try {
      const left = await api.leave(id, seat, me.token);
      // A seat given back before the start is nobody's; one a bot took over in play still shows
      // us the match as it sees it (its seat token keeps that view, never acting).
      if (left.bot === null) storage.setSeat(id, null);
      setPhase({ kind: 'loading' });
      await decide();
    } catch (e) {
      setJoinError(errorText(e));
    }
  };

  const replace = async (seat: number) => {
    const me = storage.identity();
    if (!me) return;
    setJoinError(null);
    try {
      await api.replace(id, seat, me.token);
    } catch (e) {
      setJoinError(errorText(e));
    }
  };

  const playAgain = async (body: NewMatch): Promise<string | null> => {
    const me = storage.identity();
    if (!me) return null;
    setJoinError(null);
    try {
      const created = await api.createMatch(body, me.token);
      if (created.joined) {
        storage.setSeat(created.match.id, { seat: created.joined.seat, seatToken: created.joined.seatToken });
      }
      return created.match.id;
    } catch (e) {
      setJoinError(errorText(e));
      return null;
    }
  };

  switch (phase.kind) {
    case 'loading':
      return (
        <main className="page">
          <p role="status">Loading the match…</p>
        </main>
      );
    case 'missing':
      return (
        <main className="page">
          <h1>
            <Link href="/">Cutthroat</Link>
          </h1>
          <p className="notice notice--error" role="alert">
            {phase.text}
          </p>
        </main>
      );
    case 'choose':
      return (
        <JoinPanel
          info={phase.info}
          invited={invited}
          join={(seat, name) => void join(seat, name)}
          watch={() => setPhase({ kind: 'play', info: phase.info, token: null })}
          error={joinError}
          working={working}
        />
      );
    case 'play':
      return (
        <main className="page page--match">
          {joinError && (
            <p className="notice notice--error" role="alert">
              {joinError}
            </p>
          )}
          <MatchShell
            key={phase.token ?? 'spectator'}
            info={phase.info}
            token={phase.token}
            onJoin={phase.token === null ? (seat) => void join(seat, storage.identity()?.name ?? '') : null}
            onLeave={phase.token !== null && storage.identity() ? (seat) => void leave(seat) : null}
            onReplace={phase.token !== null && storage.identity() ? (seat) => void replace(seat) : null}
            onPlayAgain={phase.token !== null && storage.identity() ? playAgain : null}
            onWatch={() => {
              storage.setSeat(id, null);
              setPhase({ kind: 'play', info: phase.info, token: null });
            }}
          />
        </main>
      );
  }
}
