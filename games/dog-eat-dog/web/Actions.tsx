import { useState } from 'react';
import { groupActions, type Family } from './legal.js';
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
  /** A line under a kind's heading: the rule its moves follow. */
  readonly rule?: (type: string) => string | null;
}

/** A family of amounts as one select and a button: the chosen amount is one the server listed. */
function FamilySelect({
  family,
  act,
  busy,
  names,
  type,
  label = (a) => actionText(a, names),
}: { family: Family; type: string } & Omit<ActProps, 'legal'>) {
  const [pick, setPick] = useState(0);
  const chosen = family.actions[Math.min(pick, family.actions.length - 1)]!;
  return (
    <span className="ded-family">
      <select
        aria-label={`${family.field ?? 'amount'} for ${actionText(chosen, names)}`}
        value={pick}
        onChange={(e) => setPick(Number(e.target.value))}
        disabled={busy}
        data-testid={`pick-${type}`}
      >
        {family.actions.map((a, i) => (
          <option key={i} value={i}>
            {label(a)}
          </option>
        ))}
      </select>
      <button type="button" className="primary" disabled={busy} onClick={() => act(chosen)} data-testid={`act-${type}`}>
        {actionText(chosen, names)}
      </button>
    </span>
  );
}

/** The legal actions as labelled buttons, grouped by kind. */
export function Actions({ legal, act, busy, names, options = null, note, rule, label }: ActProps) {
  const groups = groupActions(legal);
  if (!groups.length) return null;
  const words = label ?? ((a: DedAction) => actionText(a, names, options));
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
            {g.families.map((f) =>
              f.select ? (
                <FamilySelect key={f.key} family={f} act={act} busy={busy} names={names} type={g.type} label={words} />
              ) : (
                f.actions.map((a, i) => (
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
                ))
              ),
            )}
          </fieldset>
        ),
      )}
    </div>
  );
}
