import { useState } from 'react';

/**
 * A button for something that cannot be undone (leaving a match, handing a seat to a bot): it asks
 * once more, in a sentence that says what will happen, before it acts.
 */
export function AskFirst({
  label,
  question,
  yes,
  act,
  testId,
}: {
  label: string;
  question: string;
  yes: string;
  act: () => void;
  /** `<testId>`, `<testId>-confirm`, `<testId>-yes` and `<testId>-no`. */
  testId: string;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="link-button" onClick={() => setAsking(true)} data-testid={testId}>
        {label}
      </button>
    );
  }
  return (
    <div className="notice ask-first" role="group" aria-label={label} data-testid={`${testId}-confirm`}>
      <p>{question}</p>
      <div className="button-row">
        <button
          type="button"
          onClick={() => {
            setAsking(false);
            act();
          }}
          data-testid={`${testId}-yes`}
        >
          {yes}
        </button>
        <button type="button" className="primary" onClick={() => setAsking(false)} data-testid={`${testId}-no`}>
          Stay as it is
        </button>
      </div>
    </div>
  );
}
