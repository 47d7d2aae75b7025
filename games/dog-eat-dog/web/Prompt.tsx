import type { TableProps } from '@cutthroat/web-kit';
import { Actions } from './Actions.js';
import { cardName } from '@cutthroat/dog-eat-dog';
import { formatCash, squareName, type DedView } from './text.js';

/** An open window: what it asks and the server's legal answers, as buttons. */
export function Prompt({ view, legal, act, busy, names }: TableProps) {
  const v = view as DedView;
  const w = v.window;
  if (!w) return null;
  const pending = v.game.pending.at(-1);
  const who = (s: number) => names[s] ?? `Seat ${s + 1}`;
  return (
    <div className="prompt-body" data-testid="ded-prompt">
      {pending?.auction && (
        <p>
          {squareName(pending.auction.square)}: highest bid {formatCash(pending.auction.bid)} by{' '}
          {who(pending.auction.high)}.
        </p>
      )}
      {pending?.war && (
        <p>
          {cardName(pending.war.card)}: owned by {who(pending.war.owner)}, sought by {who(pending.war.victim)}; next
          attempt: {who(pending.war.next)}.
        </p>
      )}
      {pending?.trigger && (
        <p>
          {pending.trigger.name}
          {pending.trigger.victim !== null && ` (against ${who(pending.trigger.victim)})`}
        </p>
      )}
      <Actions legal={legal} act={act} busy={busy} names={names} />
    </div>
  );
}
