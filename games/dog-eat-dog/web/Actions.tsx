import { useState } from 'react';
import { AmountControl } from './Amount.js';
import { Confirm } from './Confirm.js';
import { groupActions } from './legal.js';
import { actionText, type DedAction } from './text.js';

interface ActProps {
  readonly legal: readonly DedAction[];
  readonly act: (a: DedAction) => void;
  readonly busy: boolean;
  readonly names: readonly string[];
  /** A "choose one" question's options in words (choice.ts), when the table can tell them. */
  readonly options?: readonly string[] | null;
  /** What a move does beyond its words (consequence.ts), said on its button before it is made. */
  readonly note?: (a: DedAction) => string | null;
  /** A move's words (question.ts `optionText`): what it does, costs, and its odds; else its plain words. */
  readonly label?: (a: DedAction) => string;
  /** A harm a move does that needs a confirmation (warnings.ts `lawWarning`): asked before it is sent. */
  readonly warn?: (a: DedAction) => string | null;
  /** A line under a kind's heading: the rule its moves follow. */
  readonly rule?: (type: string) => string | null;
}

/** The legal actions as labelled buttons, grouped by kind. */
export function Actions({ legal, act: send, busy, names, options = null, note, rule, label, warn }: ActProps) {
  const [confirming, setConfirming] = useState<{ action: DedAction; warning: string } | null>(null);
  const groups = groupActions(legal);
  if (!groups.length) return null;
  const words = label ?? ((a: DedAction) => actionText(a, names, options));
  // A move that breaks a Public Law is asked about first; every other is sent at once.
  const act = (a: DedAction) => {
    const warning = warn?.(a) ?? null;
    if (warning) setConfirming({ action: a, warning });
    else send(a);
  };
  if (confirming)
    return (
      <Confirm
        question={`${words(confirming.action)}?`}
        warning={confirming.warning}
        busy={busy}
        yes={() => {
          setConfirming(null);
          send(confirming.action);
        }}
        no={() => setConfirming(null)}
      />
    );
  return (
    <div className="ded-actions" data-testid="actions">
      {groups.map((g) =>
        // A pass is one button that says what passing does, not a heading over a "Pass" button.
        g.type === 'pass' ? (
          <div key={g.type} className="ded-group ded-pass">
            {g.families
              .flatMap((f) => f.actions)
              .map((a, i) => (
                <button key={i} type="button" disabled={busy} onClick={() => act(a)} data-testid="act-pass">
                  {words(a)}
                </button>
              ))}
          </div>
        ) : (
          <fieldset key={g.type} className="ded-group" data-testid={`group-${g.type}`}>
            <legend>{g.label}</legend>
            {rule?.(g.type) && <p className="ded-rule">{rule(g.type)}</p>}
            {g.families.some((f) => f.select) && (
              <AmountControl
                type={g.type}
                families={g.families.filter((f) => f.select)}
                act={act}
                busy={busy}
                names={names}
                label={words}
                note={note}
              />
            )}
            {g.families.map((f) =>
              f.select
                ? null
                : f.actions.map((a, i) => (
                    <button
                      key={`${f.key}-${i}`}
                      type="button"
                      disabled={busy}
                      onClick={() => act(a)}
                      data-testid={`act-${g.type}`}
                    >
                      {/* One text, so the button's flex layout keeps it one paragraph. */}
                      {[words(a), note?.(a)].filter(Boolean).join(': ')}
                    </button>
                  )),
            )}
          </fieldset>
        ),
      )}
    </div>
  );
}
