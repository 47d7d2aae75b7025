import { useEffect, useId, useRef, useState } from 'react';
import type { ChatLine } from '@cutthroat/protocol';
import { SeatBadge } from '../common/SeatBadge.js';

export function Chat({
  lines,
  send,
  canSend,
}: {
  lines: readonly ChatLine[];
  send: (t: string) => void;
  canSend: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
    // The newest line, not the count: a full panel drops its oldest line as a new one comes.
  }, [lines.at(-1)?.id]);
  return (
    <section className="panel chat-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Chat</h2>
      {lines.length === 0 ? (
        <p className="muted">No messages yet.</p>
      ) : (
        <ol className="chat" ref={list} tabIndex={0} aria-label="Messages" aria-live="polite" data-testid="chat">
          {lines.map((l) => (
            <li key={l.id}>
              {l.seat !== null && <SeatBadge seat={l.seat} small />} <strong>{l.name}</strong>: {l.text}
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
          placeholder="Say something"
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
