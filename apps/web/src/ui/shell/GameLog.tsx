import { useEffect, useId, useRef } from 'react';
import type { AnyGame, ViewOf } from '@cutthroat/engine';
import type { GameUi } from '@cutthroat/web-kit';
import type { LogEntry } from '../../state/model.js';
import type { SeatNote } from '../../state/seat-notes.js';
import { logTurns } from './log-turns.js';

/**
 * The log, round by round and turn by turn, each turn closed by the game's summary line, passes and
 * trade negotiations folded (see `logTurns`; a negotiation's
 * offers open under its line); it scrolls to the newest line.
 */
export function GameLog({
  log,
  gap,
  names,
  ui,
  title = 'Game log',
  notes = [],
  view = null,
}: {
  log: readonly LogEntry[];
  gap: boolean;
  names: readonly string[];
  ui: GameUi;
  title?: string;
  notes?: readonly SeatNote[];
  /** A view of the match, from which the first turn's heading is told (`GameUi.openingText`). */
  view?: ViewOf<AnyGame> | null;
}) {
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  // The first turn is headed only when the log starts at the start: after a gap, or once the
  // oldest moves were let go, it is out of sight.
  const fromStart = !gap && (log[0]?.seq ?? 1) <= 1;
  const opening = view && fromStart ? (ui.openingText?.(view, names) ?? null) : null;
  const turns = logTurns(log, names, ui, notes, opening);
  const lastTurn = turns.at(-1);
  const last = lastTurn ? `${lastTurn.key}/${lastTurn.lines.at(-1)?.key ?? ''}` : '';
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
      {turns.length === 0 ? (
        <p className="muted">Nothing has happened yet.</p>
      ) : (
        <ol className="log" ref={list} tabIndex={0} aria-label={title} aria-live="polite" data-testid="log">
          {turns.map((t) => (
            <li key={t.key} className="log__group" data-testid="log-turn">
              {t.round && (
                <p className="log__round" data-testid="log-round">
                  {t.round}
                </p>
              )}
              {t.heading && <p className="log__turn">{t.heading}</p>}
              {t.lines.length > 0 && (
                <ul className="log__lines">
                  {t.lines.map((l) =>
                    l.details && l.details.length > 1 ? (
                      <li key={l.key} data-testid="log-negotiation">
                        <details>
                          <summary>{l.text}</summary>
                          <ul className="log__details">
                            {l.details.map((d, i) => (
                              <li key={i}>{d}</li>
                            ))}
                          </ul>
                        </details>
                      </li>
                    ) : (
                      <li
                        key={l.key}
                        className={l.summary ? 'log__summary' : undefined}
                        data-testid={l.summary ? 'log-summary' : undefined}
                      >
                        {l.text}
                      </li>
                    ),
                  )}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
