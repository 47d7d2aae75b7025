import { useEffect, useId, useRef, useState } from 'react';
import type { ChatLine } from '@cutthroat/protocol';
import { storage } from '../../net/storage.js';
import { Link } from '../common/Link.js';
import { SeatBadge } from '@cutthroat/web-kit';
import { chatParts } from './chat-links.js';
import { ANONYMOUS_SPECTATOR, mutable, speakerKey, unmutedLines } from './mute.js';

/** Muted speakers, kept in this browser for the match. */
function useMuted(matchId: string): [ReadonlySet<string>, (key: string, on: boolean) => void] {
  const [muted, setMuted] = useState<ReadonlySet<string>>(() => new Set(storage.muted(matchId)));
  // The same panel shown for another match reads that match's list.
  useEffect(() => setMuted(new Set(storage.muted(matchId))), [matchId]);
  const toggle = (key: string, on: boolean) => {
    const next = new Set(muted);
    if (on) next.add(key);
    else next.delete(key);
    storage.setMuted(matchId, [...next]);
    setMuted(next);
  };
  return [muted, toggle];
}

export function Chat({
  matchId,
  lines,
  me,
  spectatorName,
  send,
  canSend,
}: {
  matchId: string;
  lines: readonly ChatLine[];
  /** Our seat (null: a spectator): our own lines are never muted. */
  me: number | null;
  /** Watching: the name we chat under among the spectators (null: none). */
  spectatorName: string | null;
  send: (t: string) => void;
  canSend: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [muted, setMuted] = useMuted(matchId);
  const self = { seat: me, spectatorName };
  const { shown, hidden } = unmutedLines(lines, muted, self);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
    // The newest line, not the count: a full panel drops its oldest line as a new one comes.
  }, [shown.at(-1)?.id]);
  // The name each muted speaker last had, for the "show" buttons.
  const mutedNames = [...muted].map((key) => ({
    key,
    name: lines.findLast((l) => speakerKey(l) === key)?.name ?? key,
  }));
  return (
    <section className="panel chat-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Chat</h2>
      {me === null && (
        <p className="muted" data-testid="chat-spectators">
          You hear the players; what you write here, only the other spectators read.
        </p>
      )}
      {muted.size > 0 && (
        <p className="muted chat__muted" data-testid="chat-muted">
          Muted{hidden > 0 ? ` (${hidden} line${hidden === 1 ? '' : 's'} hidden)` : ''}:{' '}
          {mutedNames.map(({ key, name }) => (
            <button
              key={key}
              type="button"
              className="link-button"
              onClick={() => setMuted(key, false)}
              aria-label={`Show ${name}'s messages again`}
              data-testid={`unmute-${key}`}
            >
              {name} (show)
            </button>
          ))}
        </p>
      )}
      {shown.length === 0 ? (
        <p className="muted">
          {lines.length === 0 ? 'No messages yet.' : 'Every message so far is from someone muted.'}
        </p>
      ) : (
        <ol className="chat" ref={list} tabIndex={0} aria-label="Messages" aria-live="polite" data-testid="chat">
          {shown.map((l) => (
            <li key={l.id}>
              {l.seat !== null && <SeatBadge seat={l.seat} small />} <strong>{l.name}</strong>
              {l.seat === null && l.name !== ANONYMOUS_SPECTATOR && <span className="muted"> (spectator)</span>}:{' '}
              {chatParts(l.text, window.location.origin).map((p, i) =>
                typeof p === 'string' ? (
                  p
                ) : (
                  <Link key={i} href={p.href} data-testid="chat-match-link">
                    {p.href}
                  </Link>
                ),
              )}
              {mutable(l, self) && (
                <button
                  type="button"
                  className="link-button chat__mute"
                  onClick={() => setMuted(speakerKey(l), true)}
                  aria-label={`Mute ${l.name === ANONYMOUS_SPECTATOR ? 'spectators without a name' : l.name}`}
                  data-testid={`mute-${speakerKey(l)}`}
                >
                  mute
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      <form
        className="chat__form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim()) return;
          send(text);
          setText('');
        }}
      >
        <label htmlFor={`${id}-t`} className="visually-hidden">
          Message
        </label>
        <input
          id={`${id}-t`}
          value={text}
          maxLength={500}
          placeholder={me === null ? 'Say something to the other spectators' : 'Say something'}
          onChange={(e) => setText(e.target.value)}
          data-testid="chat-input"
        />
        <button type="submit" disabled={!canSend || !text.trim()}>
          Send
        </button>
      </form>
    </section>
  );
}
