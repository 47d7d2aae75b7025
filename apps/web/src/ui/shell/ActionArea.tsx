import type { DeadlineInfo } from '@cutthroat/protocol';
import { DecisionTarget, type GameUi, type TableProps } from '@cutthroat/web-kit';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Countdown } from '../common/Countdown.js';
import type { Setting } from '../../net/storage.js';
import { beep, setSetting, useSetting } from '../settings.js';
import { autoAnswerOf } from './auto-answer.js';
import { OfferAnswer } from './OfferAnswer.js';
import { ReactionPrompt } from './ReactionPrompt.js';
import { UndoButton } from './UndoButton.js';

/**
 * The one place for the current decision: sticky at the bottom of a phone's screen and beside the
 * board on a desktop (`match.css`). It says what we may do now and how long we have, holds the
 * reaction prompt, and is where a table's `Decision` parts are drawn (`target` below). A new
 * decision for us scrolls it into view, takes the keyboard focus (a screen reader reads its title
 * and what it asks, and the next Tab is in it) unless the player is typing elsewhere, and, if the
 * player asked, beeps.
 */
export const DECISION_AREA_ID = 'your-decision';

/** Whether the focus is where a person types or chooses (chat, a menu): a decision must not take it from there. */
function busyElsewhere(area: HTMLElement): boolean {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || area.contains(el)) return false;
  if (el.closest('details[open]')) return true;
  return el.matches('input:not([type="checkbox"]):not([type="radio"]), textarea, select, [contenteditable="true"]');
}

export function ActionArea({
  ui,
  deadline,
  awaited,
  who,
  setTarget,
  table,
  news,
}: {
  ui: GameUi;
  deadline: DeadlineInfo | null;
  /** The match waits for us now (our turn, or a window we may answer). */
  awaited: boolean;
  /** Whose move it is, in words. */
  who: string;
  setTarget: (el: HTMLElement | null) => void;
  table: TableProps;
  /** What cost us something (`News`), on top of the decision. */
  news?: ReactNode;
}) {
  const id = useId();
  const area = useRef<HTMLElement>(null);
  const sound = useSetting('sound');
  const autoPass = useSetting('auto-pass');
  const { view } = table;
  // A window the game answers for us is no decision of ours: no beep, no scrolling.
  const answered = autoAnswerOf(ui, table, { autoPass });
  // One decision: the state it came with (an offer, a window's kind and opener, or the turn's actors).
  const decision =
    awaited && answered === null
      ? view.offer
        ? `offer/${view.offer.id}`
        : `${view.window?.kind ?? 'turn'}/${view.window?.openedBy ?? view.actors.join(',')}`
      : null;
  useEffect(() => {
    if (!decision || !area.current) return;
    // Its top first (the step, the question), then the area itself into view.
    area.current.scrollTop = 0;
    area.current.scrollIntoView({ block: 'nearest' });
    if (!busyElsewhere(area.current)) area.current.focus({ preventScroll: true });
    if (sound) beep();
    // Only a new decision, not every change of the sound setting.
  }, [decision]);
  return (
    <section
      ref={area}
      id={DECISION_AREA_ID}
      tabIndex={-1}
      className={`action-area${awaited ? ' action-area--ours' : ''}`}
      aria-labelledby={`${id}-h`}
      aria-describedby={`${id}-who`}
      data-testid="action-area"
      data-awaited={String(awaited)}
    >
      <div className="action-area__head">
        <h2 id={`${id}-h`}>{awaited ? 'Your decision' : 'Now'}</h2>
        <p className="action-area__who" id={`${id}-who`} data-testid="action-who">
          {who || ui.statusText(view, table.names, table.me)}
        </p>
        {deadline && (
          <Countdown dueAt={deadline.dueAt} label={deadline.kind === 'window' ? 'Time to answer' : 'Turn clock'} />
        )}
      </div>
      {news}
      <OfferAnswer ui={ui} {...table} />
      <ReactionPrompt ui={ui} deadline={null} {...table} />
      <UndoButton {...table} />
      <div className="action-area__decision" ref={setTarget} data-testid="decision" />
    </section>
  );
}

/** A setting of this browser's as a checkbox: off until the player turns it on. */
function SettingToggle({
  name,
  label,
  testId,
  onTurnedOn,
}: {
  name: Setting;
  label: string;
  testId: string;
  onTurnedOn?: () => void;
}) {
  const id = useId();
  const on = useSetting(name);
  return (
    <p className="notify-toggle">
      <input
        id={id}
        type="checkbox"
        checked={on}
        onChange={(e) => {
          setSetting(name, e.target.checked);
          if (e.target.checked) onTurnedOn?.();
        }}
        data-testid={testId}
      />{' '}
      <label htmlFor={id}>{label}</label>
    </p>
  );
}

/** "Beep when a decision comes to me": a click may start sound, so the player hears what it will be. */
export const SoundToggle = () => (
  <SettingToggle name="sound" label="Beep when a decision comes to me" testId="sound-toggle" onTurnedOn={beep} />
);

/** "Pass automatically when no answer can do anything". */
export const AutoPassToggle = () => (
  <SettingToggle name="auto-pass" label="Pass automatically when no answer can do anything" testId="auto-pass-toggle" />
);

/** Gives the tables below it the action area's element to draw their decisions in. */
export function DecisionProvider({ target, children }: { target: HTMLElement | null; children: ReactNode }) {
  return <DecisionTarget.Provider value={target}>{children}</DecisionTarget.Provider>;
}
