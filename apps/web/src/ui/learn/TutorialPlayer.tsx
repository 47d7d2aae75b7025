import { TradePanel } from '../shell/TradePanel.js';
import {
  legalActionsOf,
  pendingResponders,
  startTutorial,
  tutorialMove,
  viewOf,
  type AnyGame,
  type Tutorial,
  type TutorialState,
} from '@cutthroat/engine';
import type { GameUi } from '@cutthroat/web-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '../common/Link.js';
import { eventSentence } from '../shell/text.js';
import { useHighlights } from './highlight.js';

/**
 * A tutorial played in the browser on the game's own rules: the game's table and prompt, the
 * step's words, and rings round what to click. Only the step's expected move is taken; the other
 * seats answer as the script says. Nothing here talks to the server.
 */
export function TutorialPlayer({ ui, tutorial: t }: { ui: GameUi; tutorial: Tutorial }) {
  const game: AnyGame = ui.rules;
  const started = useMemo(() => startTutorial(game, t), [game, t]);
  const [at, setAt] = useState<TutorialState<AnyGame> | null>(started.ok ? started.value : null);
  const [refusal, setRefusal] = useState<{ code: string; message: string; action: unknown } | null>(null);
  // The table may send several moves in a row (a transport path): each is judged on the latest state.
  const latest = useRef(at);
  latest.current = at;
  const tableRef = useRef<HTMLDivElement>(null);
  const step = at ? t.steps[at.step] : undefined;
  useHighlights(tableRef, step?.highlight ?? []);
  useEffect(() => {
    if (at && !step) document.getElementById('tutorial-done')?.focus();
  }, [at, step]);

  if (!started.ok || !at) {
    return (
      <main className="page">
        <p className="notice notice--error">This tutorial does not set up: {!started.ok && started.error.message}</p>
      </main>
    );
  }
  const act = (action: unknown) => {
    const now = latest.current;
    if (!now) return;
    const next = tutorialMove(game, t, now, action);
    if (!next.ok) {
      setRefusal({ ...next.error, action });
      return;
    }
    latest.current = next.value;
    setRefusal(null);
    setAt(next.value);
  };
  const view = viewOf(game, at.state, t.seat);
  const legal = step ? legalActionsOf(game, at.state, t.seat).toArray() : [];
  const props = { view, legal, act, busy: false, names: t.names, me: t.seat, refusal };
  const answering = at.state.window !== null && pendingResponders(at.state.window).includes(t.seat);
  const events = at.log.flatMap((l) => l.events.map((e) => eventSentence(e, t.names, ui))).filter(Boolean);
  return (
    <main className="page learn tutorial" data-testid="tutorial" data-step={at.step} data-done={String(!step)}>
      <header className="tutorial__header">
        <h1>
          <Link href={`/learn/${ui.id}`}>Learn {ui.title}</Link> · {t.title}
        </h1>
        <p className="muted">From the rulebook: {t.source}.</p>
      </header>
      <section className="panel tutorial__coach" aria-live="polite" data-testid="tutorial-coach">
        {step ? (
          <>
            <p className="tutorial__count">
              Step {at.step + 1} of {t.steps.length}
            </p>
            <p data-testid="tutorial-text">{step.text}</p>
          </>
        ) : (
          <>
            <h2 id="tutorial-done" tabIndex={-1}>
              Well done
            </h2>
            <p data-testid="tutorial-text">{t.done}</p>
            <p>
              <Link href={`/learn/${ui.id}`}>More {ui.title} tutorials</Link> · <Link href="/">Play a match</Link>
            </p>
          </>
        )}
        {refusal && (
          <p className="notice notice--error" role="alert" data-testid="tutorial-refusal">
            {refusal.code === 'tutorial/not-this-move'
              ? `Not that one (${ui.actionText(refusal.action, t.names)}): this lesson waits for the move above.`
              : refusal.message}
          </p>
        )}
      </section>
      <div className="tutorial__table" ref={tableRef}>
        {answering && step && (
          <section className="panel reaction-prompt" data-testid="reaction-prompt">
            <h2>{ui.windowTitle(at.state.window!.kind)}</h2>
            <ui.Prompt {...props} />
          </section>
        )}
        <ui.Table {...props} />
        {/* Trades are the shell's: a lesson on trading needs the panel the table has. */}
        <TradePanel ui={ui} deadline={null} {...props} />
      </div>
      {events.length > 0 && (
        <section className="panel" aria-label="What happened">
          <h2>What happened</h2>
          <ol className="tutorial__log" data-testid="tutorial-log">
            {events.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        </section>
      )}
    </main>
  );
}
