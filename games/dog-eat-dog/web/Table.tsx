import type { TableProps } from '@cutthroat/web-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { Actions } from './Actions.js';
import { Board } from './Board.js';
import { choiceOptions } from './choice.js';
import { squareOf, targetSquares } from './legal.js';
import { About, Laws, Market, Players, Private, RedTape } from './Sheets.js';
import { squareName, type DedView } from './text.js';

/**
 * Our decision, always on screen: the action area sticks to the bottom of a phone's screen and
 * beside the board on a wider one (table.css), and a new set of moves scrolls it into view.
 */
function ActionArea({
  view,
  legal,
  act,
  busy,
  names,
  me,
  picked,
  pick,
}: TableProps & {
  picked: number | null;
  pick: (s: number | null) => void;
}) {
  const v = view as DedView;
  const area = useRef<HTMLElement>(null);
  // A window asks us in the shell's prompt, above the table: say so here, where we look.
  const askedAbove = v.window !== null && me !== null && v.actors.includes(me);
  const moves = `${JSON.stringify(legal)}/${askedAbove}`;
  useEffect(() => {
    if (legal.length === 0 && !askedAbove) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    area.current?.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
    // A new list of moves, not a new array of the same ones, brings the area into view.
  }, [moves]);
  // A square picked on the map narrows the moves to that square's (and those on no square).
  const shown = picked === null ? legal : legal.filter((a) => [null, picked].includes(squareOf(a)));
  const mine = legal.length > 0 || askedAbove;
  return (
    <aside
      className={`ded-act${mine ? ' ded-act-mine' : ''}`}
      ref={area}
      aria-label="Your moves"
      data-testid="action-area"
    >
      <h3>{mine ? 'Your move' : 'Nothing to do right now'}</h3>
      {askedAbove && (
        <p>
          A question waits for your answer above.{' '}
          <button
            type="button"
            className="link-button"
            data-testid="to-question"
            onClick={() =>
              document.querySelector('[data-testid="reaction-prompt"]')?.scrollIntoView({ block: 'start' })
            }
          >
            Go to the question
          </button>
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
      <Actions legal={shown} act={act} busy={busy} names={names} options={choiceOptions(v)} />
    </aside>
  );
}

/** The Dog Eat Dog table, from this seat's view only; then our moves. */
export function Table(props: TableProps) {
  const { view, legal, names } = props;
  const id = useId();
  const v = view as DedView;
  const g = v.game;
  const [picked, setPicked] = useState<number | null>(null);
  // Moves made inside a window are answered in the window's prompt, above the table.
  const moves = v.window ? [] : legal;
  const targets = targetSquares(moves);
  const pick = picked !== null && targets.has(picked) ? picked : null;
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
          <Board g={g} names={names} targets={targets} picked={pick} pick={setPicked} />
          <Private g={g} />
          <RedTape g={g} />
          <Laws g={g} names={names} />
          <Market g={g} />
          <div className="ded-players-wrap">
            <Players g={g} names={names} />
          </div>
          <About />
        </div>
        {v.seat !== null && !v.outcome && <ActionArea {...props} legal={moves} picked={pick} pick={setPicked} />}
      </div>
    </section>
  );
}
