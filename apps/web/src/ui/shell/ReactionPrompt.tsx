import type { DeadlineInfo } from '@cutthroat/protocol';
import { useEffect, useId, useRef } from 'react';
import { Countdown } from '../common/Countdown.js';
import { useSetting } from '../settings.js';
import { autoAnswerOf } from './auto-answer.js';
import type { GameUi, TableProps } from '@cutthroat/web-kit';

/**
 * Shown whenever a reaction window is open and we are among those who may still answer it: what
 * to answer (the game's prompt, built from the listed legal answers) and how long is left.
 */
export function ReactionPrompt({ ui, deadline, ...table }: TableProps & { ui: GameUi; deadline: DeadlineInfo | null }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { view, me, legal, act, busy } = table;
  const open = view.window !== null && me !== null && view.actors.includes(me) && legal.length > 0;
  const autoPass = useSetting('auto-pass');
  // The game may answer for us a window not worth asking (nothing we could answer does anything).
  const auto = open ? autoAnswerOf(ui, table, { autoPass }) : null;
  const sentAt = useRef<number | null>(null);
  useEffect(() => {
    if (auto === null || busy || sentAt.current === view.seq) return;
    sentAt.current = view.seq;
    act(auto);
  }, [auto, busy, view.seq, act]);
  const kind = view.window?.kind;
  // A new question: the window's kind and who opened it, while we may answer.
  const question = open && auto === null ? `${view.window!.kind}/${view.window!.openedBy}` : null;
  useEffect(() => {
    // Bring a keyboard user to the question, unless they are typing somewhere.
    const active = document.activeElement;
    const typing = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
    if (question && !typing) heading.current?.focus({ preventScroll: true });
  }, [question]);
  if (!open) return null;
  if (auto !== null) {
    return (
      <p className="muted" role="status" data-testid="auto-answer">
        {ui.windowTitle(kind!)} Answered for you: {ui.actionText(auto, table.names).toLowerCase()}.
      </p>
    );
  }
  const Prompt = ui.Prompt;
  return (
    <section className="panel prompt" aria-labelledby={`${id}-h`} data-testid="reaction-prompt" data-kind={kind}>
      <div className="prompt__head">
        <h2 id={`${id}-h`} ref={heading} tabIndex={-1}>
          {ui.windowTitle(kind!)}
        </h2>
        {deadline?.kind === 'window' && <Countdown dueAt={deadline.dueAt} label="Time to answer" />}
      </div>
      <Prompt {...table} />
    </section>
  );
}
