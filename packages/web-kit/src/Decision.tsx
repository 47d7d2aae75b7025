import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Where the shell keeps the current decision: its sticky action area (bottom of a phone's screen,
 * beside the board on a desktop). Null where the shell has none (a replay): decisions stay inline.
 */
export const DecisionTarget = createContext<HTMLElement | null>(null);

/**
 * A table's "what you may do now" part: drawn in the shell's action area when there is one, so the
 * choice, the clock and any prompt are always in one place, and inline otherwise.
 */
export function Decision({ children }: { children: ReactNode }) {
  const target = useContext(DecisionTarget);
  return target ? createPortal(children, target) : <>{children}</>;
}

export interface TrackedStep {
  readonly id: string;
  readonly label: string;
}

/**
 * The turn's steps in order, the current one marked (`current` comes from the game's view, never
 * from a guess of the client's); steps before it are done. `current` null: none is under way.
 */
export function StepTracker({
  steps,
  current,
  label,
}: {
  steps: readonly TrackedStep[];
  current: string | null;
  label: string;
}) {
  const at = steps.findIndex((s) => s.id === current);
  return (
    <ol className="step-tracker" aria-label={label} data-testid="step-tracker" data-current={current ?? ''}>
      {steps.map((s, i) => (
        <li
          key={s.id}
          className={i === at ? 'is-current' : at >= 0 && i < at ? 'is-done' : undefined}
          aria-current={i === at ? 'step' : undefined}
          data-step={s.id}
        >
          {s.label}
        </li>
      ))}
    </ol>
  );
}
