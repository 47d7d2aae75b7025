import { content, fringeOf, geometry, pollutionReach, spaceText } from '@cutthroat/dog-eat-dog';
import { SeatBadge } from '@cutthroat/web-kit';
import { useEffect, useState } from 'react';
import { homeSpace } from './choice.js';
import { gridPlace, RING_SIZE, spaceCell, squareCell } from './layout.js';
import { plural, squareName, stageText, type DedView } from './text.js';

type Game = DedView['game'];
const who = (names: readonly string[], s: number) => names[s] ?? `Seat ${s + 1}`;

/** One step of a piece every this many ms: a move of 12 spaces takes about 2 s. */
export const STEP_MS = 160;

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Where each piece is drawn: it follows the piece's real space one space a step, clockwise (every
 * move in the game is forward), or jumps there at once when the person asked for reduced motion.
 */
export function useWalk(positions: readonly number[]): readonly number[] {
  const [shown, setShown] = useState(positions);
  const key = positions.join(',');
  useEffect(() => {
    if (reducedMotion()) {
      setShown(positions);
      return;
    }
    const timer = setInterval(() => {
      setShown((cur) => {
        if (cur.length !== positions.length) return positions;
        const next = cur.map((p, s) => (p === positions[s] ? p : (p + 1) % RING_SIZE));
        if (next.every((p, s) => p === positions[s])) clearInterval(timer);
        return next;
      });
    }, STEP_MS);
    return () => clearInterval(timer);
    // The key stands for the positions: a new array with the same spaces is no move.
  }, [key]);
  return shown.length === positions.length ? shown : positions;
}

/** The ring of spaces, with each player's piece on its space (walking there space by space). */
function Ring({ g, names }: { g: Game; names: readonly string[] }) {
  const shown = useWalk(g.players.map((p) => p.position));
  return (
    <ol className="ded-ring" aria-label="The board's spaces" data-testid="ring">
      {content.board.spaces.map((space, i) => {
        const here = g.players.flatMap((p, s) => (shown[s] === i && p.status !== 'left' ? [s] : []));
        return (
          <li
            key={space.id}
            className={here.length ? 'occupied' : undefined}
            style={gridPlace(spaceCell(i))}
            data-testid={`space-${i}`}
            title={spaceText(g.options, space)}
          >
            <span className="ded-space-name">{space.name}</span>
            {here.map((s) => (
              <span
                key={s}
                className="ded-piece"
                data-testid={`piece-${s}`}
                data-walking={shown[s] !== g.players[s]!.position}
              >
                <SeatBadge seat={s} small /> <span className="ded-piece-name">{who(names, s)}</span>
              </span>
            ))}
          </li>
        );
      })}
    </ol>
  );
}

export type Overlay = 'none' | 'fringe' | 'reach';

/** Per square, what the overlay adds: Urban Fringe (and its city), or the seats whose pollution may fall there. */
function overlayOf(g: Game, overlay: Overlay): Map<number, string> {
  const out = new Map<number, string>();
  const stages = g.stage;
  if (overlay === 'fringe') {
    geometry.isCity.forEach((city, space) => {
      if (!city) return;
      for (const s of fringeOf(stages, space)) out.set(s, `Urban Fringe of ${content.board.spaces[space]!.name}`);
    });
  }
  if (overlay === 'reach') {
    const reachers = new Map<number, number[]>();
    g.players.forEach((p, seat) => {
      const home = p.status === 'playing' ? homeSpace(g, p.division) : null;
      if (home === null) return;
      for (const s of pollutionReach(stages, home)) reachers.set(s, [...(reachers.get(s) ?? []), seat]);
    });
    for (const [s, seats] of reachers)
      out.set(s, `reach of ${seats.map((x) => String.fromCharCode(65 + x)).join(', ')}`);
  }
  return out;
}

interface MapProps {
  readonly g: Game;
  readonly names: readonly string[];
  readonly overlay: Overlay;
  /** Squares a listed action targets: clickable. */
  readonly targets: ReadonlySet<number>;
  readonly picked: number | null;
  readonly pick: (square: number | null) => void;
}

/** The 4x4 Inner Map: stage by colour and by pattern and words, pollution markers, controller. */
function InnerMap({ g, names, overlay, targets, picked, pick }: MapProps) {
  const marks = overlayOf(g, overlay);
  return (
    <div className="ded-map" role="group" aria-label="The Inner Map" data-testid="inner-map">
      {g.stage.map((stage, s) => {
        const owner = g.control[s] ?? null;
        const markers = g.pollution[s] ?? 0;
        const mark = marks.get(s);
        const q = content.naturalSquares[s]!;
        // Short on the square, whole in its accessible name and tooltip.
        const label = [
          squareName(s),
          stageText(stage),
          markers ? plural(markers, 'pollution marker') : 'no pollution',
          owner === null ? 'uncontrolled' : `controlled by ${who(names, owner)}`,
          mark,
        ]
          .filter(Boolean)
          .join(', ');
        const body = (
          <>
            <span className="ded-square-head">
              <strong className="ded-letter">{q.letter}</strong>
              {owner !== null && <SeatBadge seat={owner} small />}
            </span>
            <span className="ded-species ded-wide">{q.species}</span>
            <span className="ded-stage-word">
              S{stage}
              <span className="ded-wide">: {stageText(stage).split(': ')[1]}</span>
            </span>
            {markers > 0 && <span className="ded-markers">{'●'.repeat(markers)}</span>}
            {mark && <span className="ded-overlay-note">{mark}</span>}
          </>
        );
        const className = [
          'ded-square',
          `ded-stage-${stage}`,
          mark ? 'ded-marked' : '',
          targets.has(s) ? 'ded-target' : '',
          picked === s ? 'ded-picked' : '',
        ]
          .filter(Boolean)
          .join(' ');
        const common = {
          className,
          style: gridPlace(squareCell(s)),
          'data-testid': `square-${s}`,
          'aria-label': label,
          title: label,
        };
        return targets.has(s) ? (
          <button
            key={s}
            type="button"
            {...common}
            aria-pressed={picked === s}
            onClick={() => pick(picked === s ? null : s)}
          >
            {body}
          </button>
        ) : (
          <div key={s} {...common}>
            {body}
          </div>
        );
      })}
    </div>
  );
}

const OVERLAYS: readonly [Overlay, string][] = [
  ['none', 'Plain map'],
  ['fringe', 'Urban Fringe'],
  ['reach', "Each division's reach"],
];

/** The board: ring and map in one 6x6 grid, with the map's overlays on demand. */
export function Board(props: Omit<MapProps, 'overlay'>) {
  const [overlay, setOverlay] = useState<Overlay>('none');
  return (
    <div className="panel" data-testid="board">
      <div className="ded-board">
        <Ring g={props.g} names={props.names} />
        <InnerMap {...props} overlay={overlay} />
      </div>
      <div className="ded-overlays" role="group" aria-label="Show on the map" data-testid="overlays">
        {OVERLAYS.map(([o, label]) => (
          <button
            key={o}
            type="button"
            aria-pressed={overlay === o}
            onClick={() => setOverlay(o)}
            data-testid={`overlay-${o}`}
          >
            {label}
          </button>
        ))}
        {props.targets.size > 0 && (
          <span className="muted">Squares with a move are outlined: click one to pick it.</span>
        )}
      </div>
    </div>
  );
}
