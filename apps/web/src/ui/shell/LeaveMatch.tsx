import { useState } from 'react';

/**
 * Leave a match being played: a bot plays the seat on, and there is no way back to it, so the
 * button asks once more before it acts.
 */
export function LeaveMatch({ leave }: { leave: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="link-button" onClick={() => setAsking(true)} data-testid="leave-match">
        Leave the match…
      </button>
    );
  }
  return (
    <div className="notice leave-match" role="group" aria-label="Leave the match" data-testid="leave-confirm">
      <p>A bot will play your seat for the rest of the match, and you cannot come back to it. Leave?</p>
      <div className="button-row">
        <button type="button" onClick={leave} data-testid="leave-yes">
          Leave, a bot plays on
        </button>
        <button type="button" className="primary" onClick={() => setAsking(false)} data-testid="leave-no">
          Stay
        </button>
      </div>
    </div>
  );
}
