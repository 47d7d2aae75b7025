import { useEffect, useId, useRef } from 'react';

/** "Are you sure?" before a move that breaks a Public Law: the move, the law and the fine, Yes and No. */
export function Confirm({
  question,
  warning,
  busy,
  yes,
  no,
}: {
  question: string;
  warning: string;
  busy: boolean;
  yes: () => void;
  no: () => void;
}) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  // Focus goes to "No": breaking a law takes a deliberate second choice.
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="ded-confirm" role="alertdialog" aria-labelledby={`${id}-q`} data-testid="confirm">
      <p id={`${id}-q`}>
        <strong>{question}</strong> {warning}
      </p>
      <div className="button-row">
        <button type="button" className="primary" disabled={busy} onClick={yes} data-testid="confirm-yes">
          Yes, break the law
        </button>
        <button ref={button} type="button" onClick={no} data-testid="confirm-no">
          No, go back
        </button>
      </div>
    </div>
  );
}
