import { useEffect, useId, useRef } from 'react';
import type { GameUi } from '@cutthroat/web-kit';
import type { LogEntry } from '../../state/model.js';
import { eventSentence } from './text.js';

export interface Line {
  readonly key: string;
  readonly text: string;
  readonly heading: boolean;
}

/** The log's lines: every public event of every move, in words. */
export function logLines(log: readonly LogEntry[], names: readonly string[], ui: GameUi): Line[] {
  const lines: Line[] = [];
  for (const entry of log) {
    entry.events.forEach((e, i) => {
      const text = eventSentence(e, names, ui);
      if (text) lines.push({ key: `${entry.seq}.${i}`, text, heading: e.type === 'turn-started' });
    });
  }
  return lines;
}

export function GameLog({
  log,
  gap,
  names,
  ui,
  title = 'Game log',
}: {
  log: readonly LogEntry[];
  gap: boolean;
  names: readonly string[];
  ui: GameUi;
  title?: string;
}) {
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const lines = logLines(log, names, ui);
  const last = lines.at(-1)?.key;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);
  return (
    <section className="panel log-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{title}</h2>
      {gap && (
        <p className="muted" data-testid="log-gap">
          Earlier moves are not listed here; once the match is over, the replay has every move.
        </p>
      )}
      {lines.length === 0 ? (
        <p className="muted">Nothing has happened yet.</p>
      ) : (
        <ol className="log" ref={list} tabIndex={0} aria-label={title} aria-live="polite" data-testid="log">
          {lines.map((l) => (
            <li key={l.key} className={l.heading ? 'log__turn' : undefined}>
              {l.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
