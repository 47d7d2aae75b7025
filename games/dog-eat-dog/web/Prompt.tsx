import { cardName, type DogEatDog } from '@cutthroat/dog-eat-dog';
import type { TableProps } from '@cutthroat/web-kit';
import { Actions } from './Actions.js';
import { choiceOptions } from './choice.js';
import { RedTapeCard } from './Sheets.js';
import { formatCash, squareName } from './text.js';

/**
 * An open window: what it asks, who leads an auction or whose attempt a bribe war waits on, the card
 * being drawn, and the server's legal answers as buttons. The shell's heading shows the time left.
 */
export function Prompt({ view, legal, act, busy, names, me }: TableProps<DogEatDog>) {
  const v = view;
  const w = v.window;
  if (!w) return null;
  const pending = v.game.pending.at(-1);
  const who = (s: number) => (s === me ? 'you' : (names[s] ?? `Seat ${s + 1}`));
  const auction = pending?.auction;
  const war = pending?.war;
  // The official changes hands with each successful bribe: the holder is whoever has him now.
  const held = war ? v.game.players.findIndex((p) => p.officials.includes(war.card)) : -1;
  const holder = held >= 0 ? held : (war?.owner ?? 0);
  return (
    <div className="prompt-body" data-testid="ded-prompt">
      {auction && (
        <p className="ded-lead" data-testid="auction-lead">
          Public Auction for {squareName(auction.square)}:{' '}
          {auction.bid > 0 ? (
            <>
              <strong>{auction.high === me ? 'You lead' : `${who(auction.high)} leads`}</strong> with{' '}
              {formatCash(auction.bid)}.
            </>
          ) : (
            'no bid yet.'
          )}{' '}
          A pass is final.
        </p>
      )}
      {war && (
        <p className="ded-lead" data-testid="war-lead">
          Bribe war over <strong>{cardName(war.card)}</strong>:{' '}
          {holder === me ? 'you hold him now' : `${who(holder)} holds him now`}; the next attempt is{' '}
          {war.next === me ? 'yours' : `${who(war.next)}'s`}.
        </p>
      )}
      {pending?.trigger && (
        <p>
          {pending.trigger.name}
          {pending.trigger.victim !== null && ` (against ${who(pending.trigger.victim)})`}
        </p>
      )}
      {v.game.drawing && <RedTapeCard id={v.game.drawing} label="The card you drew" />}
      <Actions legal={legal} act={act} busy={busy} names={names} options={choiceOptions(v)} />
    </div>
  );
}
