import { useEffect, useId, useRef } from 'react';

/** "Are you sure?" before a choice that commits the turn's action: the reason, Yes and No. */
export function ConfirmCommit({
  warning,
  busy,
  yes,
  no,
}: {
  warning: string;
  busy: boolean;
  yes: () => void;
  no: () => void;
}) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="gc-confirm-commit" role="alertdialog" aria-labelledby={`${id}-q`} data-testid="confirm">
      <p id={`${id}-q`}>
        <strong>Confirm:</strong> {warning}
      </p>
      <div className="button-row">
        <button ref={button} type="button" className="primary" disabled={busy} onClick={yes} data-testid="confirm-yes">
          Yes, do it
        </button>
        <button type="button" onClick={no} data-testid="confirm-no">
          No, go back
        </button>
      </div>
    </div>
  );
}
