import type { TableProps } from '@cutthroat/web-kit';
import { Actions } from './Actions.js';
import type { DedView } from './text.js';

/** An open window: what it asks and the server's legal answers, as buttons. */
export function Prompt({ view, legal, act, busy, names }: TableProps) {
  const v = view as DedView;
  const w = v.window;
  if (!w) return null;
  const pending = v.game.pending.at(-1);
  return (
    <div className="prompt-body" data-testid="ded-prompt">
      {pending?.auction && (
        <p>
          Highest bid: {names[pending.auction.high] ?? `Seat ${pending.auction.high + 1}`}, ${pending.auction.bid}M.
        </p>
      )}
      <Actions legal={legal} act={act} busy={busy} names={names} />
    </div>
  );
}
