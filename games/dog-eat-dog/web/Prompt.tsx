import { cardName, squareName, type DogEatDog } from '@cutthroat/dog-eat-dog';
import type { TableProps } from '@cutthroat/web-kit';
import { Actions } from './Actions.js';
import { AuctionPanel } from './Auction.js';
import { choiceOptions } from './choice.js';
import { costNote } from './costs.js';
import { narrowToSquare, onPickSquare, usePickedSquare } from './pick.js';
import { optionText, windowQuestion } from './question.js';
import { RedTapeCard } from './Sheets.js';
import { lawNote, lawWarning } from './warnings.js';

/**
 * An open window: its question in words and what rides on it (question.ts), whose attempt a
 * bribe war waits on, the card being drawn, and the server's legal answers as buttons, each saying
 * what it does. The shell's heading names the kind of window and shows the time left.
 */
/** The square the answers are narrowed to, and the way back to all of them. */
function PickedSquare({ square }: { square: number }) {
  return (
    <p data-testid="picked-square">
      On {squareName(square)}, picked on the map.{' '}
      <button type="button" className="link-button" onClick={() => onPickSquare(null)} data-testid="unpick">
        Show every square
      </button>
    </p>
  );
}

export function Prompt({ view, legal, act, busy, names, me }: TableProps<DogEatDog>) {
  const v = view;
  const w = v.window;
  // A square picked on the board narrows the answers to that square's (pick.ts).
  const picked = usePickedSquare();
  const shown = narrowToSquare(legal, picked);
  if (!w) return null;
  const q = windowQuestion(v, names, me);
  const pending = v.game.pending.at(-1);
  const who = (s: number) => (s === me ? 'you' : (names[s] ?? `Seat ${s + 1}`));
  const war = pending?.war;
  // The official changes hands with each successful bribe: the holder is whoever has him now.
  const held = war ? v.game.players.findIndex((p) => p.officials.includes(war.card)) : -1;
  const holder = held >= 0 ? held : (war?.owner ?? 0);
  const options = choiceOptions(v);
  return (
    <div className="prompt-body" data-testid="ded-prompt">
      {q && (
        <p className="ded-question" data-testid="question">
          <strong>{q.ask}</strong>
        </p>
      )}
      {q && q.stakes.length > 0 && (
        <ul className="ded-stakes" data-testid="stakes">
          {q.stakes.map((s, i) => (
            <li key={i}>{s}</li>
          ))}
        </ul>
      )}
      {w.kind === 'auction' && <AuctionPanel v={v} names={names} me={me} />}
      {war && (
        <p className="ded-lead" data-testid="war-lead">
          Bribe war over <strong>{cardName(war.card)}</strong>:{' '}
          {holder === me ? 'you hold him now' : `${who(holder)} holds him now`}; the next attempt is{' '}
          {war.next === me ? 'yours' : `${who(war.next)}'s`}.
        </p>
      )}
      {v.game.drawing && <RedTapeCard id={v.game.drawing} label="The card you drew" />}
      {shown !== legal && <PickedSquare square={picked!} />}
      <Actions
        legal={shown}
        act={act}
        busy={busy}
        names={names}
        label={(a) => optionText(v, a, names, options)}
        note={(a) => [costNote(v, a), lawNote(v, a)].filter(Boolean).join('; ') || null}
        warn={(a) => lawWarning(v, a)}
      />
    </div>
  );
}
