import { useId, useState } from 'react';
import { setNotifyWanted, useNotifyWanted } from '../notify.js';

/** "Tell me when it is my move": browser notifications while the tab is in the background. */
export function NotifyToggle() {
  const id = useId();
  const on = useNotifyWanted();
  const [why, setWhy] = useState<string | null>(null);
  return (
    <p className="notify-toggle">
      <input
        id={id}
        type="checkbox"
        checked={on}
        onChange={(e) => void setNotifyWanted(e.target.checked).then(setWhy)}
        data-testid="notify-toggle"
      />{' '}
      <label htmlFor={id}>Notify me when it is my move while this tab is in the background</label>
      {why && (
        <span className="muted" role="status" data-testid="notify-why">
          {' '}
          {why}
        </span>
      )}
    </p>
  );
}
