import type { DogEatDog } from '@cutthroat/dog-eat-dog';
import { Decision, type TableProps } from '@cutthroat/web-kit';
import { useEffect, useId } from 'react';
import { Actions } from './Actions.js';
import { AuctionPanel } from './Auction.js';
import { Board } from './Board.js';
import { choiceOptions } from './choice.js';
import { costNote } from './costs.js';
import { DivisionChoice, PlayerDivisions } from './Divisions.js';
import { FinalRoundPanel, inFinalPanel } from './FinalRound.js';
import { GenevaPanel, isTransfer } from './Geneva.js';
import { consequenceText, EXTRACTION_RULE, pollutionBrief } from './consequence.js';
import { inTurnOrder, targetSquares } from './legal.js';
import { OfferedCards } from './Offered.js';
import { narrowToSquare, onPickSquare, usePickedSquare } from './pick.js';
import { optionText, turnQuestion } from './question.js';
import { endSalesNote, irsNote, lawNote, lawWarning, payrollWarning } from './warnings.js';
import { About, Laws, Market, Players, Private, RedTape } from './Sheets.js';
import { squareName } from './text.js';

/**
 * Our moves, drawn through `Decision` into the shell's action area (sticky at the bottom of a
 * phone, beside the board when wide), which also holds a window's question and scrolls a new
 * decision into view. A square picked on the map narrows the moves to that square's.
 */
function Moves({
  view,
  legal,
  act,
  busy,
  names,
  picked,
  pick,
}: TableProps<DogEatDog> & {
  picked: number | null;
  pick: (s: number | null) => void;
}) {
  const v = view;
  // Division cards, Geneva and the final round's steps have their own panels, not the general list.
  const general = legal.filter((a) => a.type !== 'choose-division' && !isTransfer(a) && !inFinalPanel(v, a));
  // A square picked on the map narrows the moves to that square's (and those on no square).
  const shown = inTurnOrder(narrowToSquare(general, picked));
  const pollution = pollutionBrief(v, legal);
  if (legal.length === 0) return null;
  const options = choiceOptions(v);
  const payroll = payrollWarning(v);
  const irs = irsNote(v);
  return (
    <section className="panel ded-moves" aria-label="Your moves" data-testid="ded-moves">
      <p className="ded-question" data-testid="question">
        <strong>{turnQuestion(v).ask}</strong>
      </p>
      {payroll && (
        <p className="ded-rule" data-testid="payroll-warning">
          {payroll}
        </p>
      )}
      {irs && (
        <p className="ded-rule" data-testid="irs-note">
          {irs}
        </p>
      )}
      {pollution && (
        <p className="ded-rule" data-testid="pollution-brief">
          {pollution}
        </p>
      )}
      {picked !== null && (
        <p>
          On {squareName(picked)}.{' '}
          <button type="button" className="link-button" onClick={() => pick(null)} data-testid="unpick">
            Show every move
          </button>
        </p>
      )}
      <DivisionChoice g={v.game} legal={legal} act={act} busy={busy} />
      <GenevaPanel v={v} legal={legal} act={act} busy={busy} />
      <FinalRoundPanel v={v} names={names} legal={legal} act={act} busy={busy} />
      <Actions
        legal={shown}
        act={act}
        busy={busy}
        names={names}
        label={(a) => optionText(v, a, names, options)}
        note={(a) =>
          [consequenceText(v, a), costNote(v, a), lawNote(v, a), endSalesNote(v, a)].filter(Boolean).join('; ') || null
        }
        warn={(a) => lawWarning(v, a)}
        rule={(type) => (type === 'extract' ? EXTRACTION_RULE : null)}
      />
    </section>
  );
}

/** The Dog Eat Dog table, from this seat's view only; then our moves. */
export function Table(props: TableProps<DogEatDog>) {
  const { view, legal, names } = props;
  const id = useId();
  const v = view;
  const g = v.game;
  const picked = usePickedSquare();
  // Moves made inside a window are answered in the window's prompt, in the same action area; a
  // square picked on the board narrows the prompt's answers too (pick.ts).
  const moves = v.window ? [] : legal;
  const targets = targetSquares(legal);
  const pick = picked !== null && targets.has(picked) ? picked : null;
  // A new decision starts with the whole board: a pick answers one decision only.
  useEffect(() => onPickSquare(null), [v.window?.kind, g.phase, g.active]);
  return (
    <section
      className="ded-table"
      aria-labelledby={`${id}-h`}
      data-testid="table"
      data-phase={g.phase}
      data-our-turn={v.seat !== null && (g.phase === 'division' ? g.choosing[0] === v.seat : g.active === v.seat)}
    >
      <h2 id={`${id}-h`} className="visually-hidden">
        The table
      </h2>
      <div className="ded-layout">
        <div className="ded-main">
          {/* A seat not answering (stopped, or a spectator) still follows the auction. */}
          {v.window?.kind === 'auction' && !(v.seat !== null && v.actors.includes(v.seat)) && (
            <AuctionPanel v={v} names={names} me={v.seat} />
          )}
          <Board g={g} names={names} targets={targets} picked={pick} onPickSquare={onPickSquare} />
          <Private g={g} />
          <RedTape g={g} />
          <Laws g={g} names={names} />
          <Market g={g} />
          {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
          <div className="ded-players-wrap" tabIndex={0} role="region" aria-label="Players">
            <Players g={g} names={names} />
          </div>
          <PlayerDivisions g={g} names={names} />
          <About />
        </div>
      </div>
      {v.seat !== null && !v.outcome && (
        <Decision>
          <OfferedCards v={v} />
          <Moves {...props} legal={moves} picked={pick} pick={onPickSquare} />
        </Decision>
      )}
    </section>
  );
}
