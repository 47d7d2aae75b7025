import { content, fringeOf, geometry, pollutionReach, spaceText, type Space } from '@cutthroat/dog-eat-dog';
import { seatColour, seatInk, seatLetter } from '@cutthroat/web-kit';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { homeSpace } from './choice.js';
import {
  BOARD_SIZE,
  CELL,
  cellOrigin,
  nameSize,
  nextSquare,
  RING_SIZE,
  spaceCell,
  spaceLines,
  squareCell,
} from './layout.js';
import { RAW_ICON, SquareBody, SquareDefs } from './Square.js';
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

/** What a ring space does, in a few words under its name (its whole text is in its label). */
const KIND_WORDS: Readonly<Record<Space['kind'], string>> = {
  tax: 'tax: 1/3',
  landOffice: 'take a square',
  homeCity: 'home city',
  city: 'Red Tape',
  washroom: 'hire or task',
  unionHall: 'payroll +$1M',
  geneva: 'Swiss bank',
  exchange: 'buy at $8M',
  lobby: 'bribe',
  dump: 'dump pollution',
};

/** The corners' marks: the IRS's dollar, the Washroom's WC, Geneva's Swiss cross. */
function CornerMark({ kind, x, y }: { kind: Space['kind']; x: number; y: number }) {
  if (kind === 'geneva')
    return (
      <g>
        <rect x={x + 74} y={y + 38} width="20" height="20" fill="#d52b1e" />
        <path d={`M${x + 84} ${y + 42}v12M${x + 78} ${y + 48}h12`} stroke="#fff" strokeWidth="4" />
      </g>
    );
  const word = kind === 'tax' ? '$' : kind === 'washroom' ? 'WC' : null;
  if (!word) return null;
  return (
    <g>
      <circle cx={x + 84} cy={y + 48} r="11" fill="#fff" stroke="#111" strokeWidth="1.5" />
      {/* "WC" at 9 units stays inside the 22-unit circle (at 11 it was wider than the circle). */}
      <text x={x + 84} y={y + 52} textAnchor="middle" fontSize={word.length > 1 ? 9 : 11} fontWeight="700" fill="#111">
        {word}
      </text>
    </g>
  );
}

/** A piece: its seat's colour and letter, in rows of four at the foot of its space. */
function Piece({ s, k, x, y, walking }: { s: number; k: number; x: number; y: number; walking: boolean }) {
  const cx = x + 14 + (k % 4) * 24;
  const cy = y + 66 + Math.floor(k / 4) * 22;
  return (
    <g data-testid={`piece-${s}`} data-walking={walking}>
      <circle cx={cx} cy={cy} r="10.5" fill={seatColour(s)} stroke="#111" strokeWidth="2" />
      <text x={cx} y={cy + 4} textAnchor="middle" fontSize="12" fontWeight="700" fill={seatInk(s)}>
        {seatLetter(s)}
      </text>
    </g>
  );
}

/** The ring of spaces, each with its name and what it does, and each player's piece walking there. */
function Ring({ g, names }: { g: Game; names: readonly string[] }) {
  const shown = useWalk(g.players.map((p) => p.position));
  // The seat whose home city each space is, for the divisions in play.
  const homeOf = new Map<number, number>();
  g.players.forEach((p, s) => {
    const home = homeSpace(g, p.division);
    if (home !== null && p.status !== 'left') homeOf.set(home, s);
  });
  return (
    <g data-testid="ring">
      {content.board.spaces.map((space, i) => {
        const { x, y } = cellOrigin(spaceCell(i));
        const here = g.players.flatMap((p, s) => (shown[s] === i && p.status !== 'left' ? [s] : []));
        const home = homeOf.get(i);
        const label = [
          `${space.name}: ${spaceText(g.options, space)}`,
          home !== undefined ? `Home city of ${who(names, home)}.` : '',
          here.length ? `Here: ${here.map((s) => who(names, s)).join(', ')}.` : '',
        ]
          .filter(Boolean)
          .join(' ');
        const lines = spaceLines(space.name);
        return (
          <g key={space.id} role="img" aria-label={label} data-testid={`space-${i}`}>
            <title>{label}</title>
            <rect
              x={x + 1}
              y={y + 1}
              width={CELL - 2}
              height={CELL - 2}
              fill={space.corner ? '#fff3c4' : space.city ? '#f6efe2' : '#e3ecf8'}
              stroke="#555"
            />
            {home !== undefined && <rect x={x + 1} y={y + 1} width={CELL - 2} height="7" fill={seatColour(home)} />}
            {lines.map((line, n) => (
              <text
                key={n}
                x={x + 6}
                y={y + 23 + n * 14}
                fontSize={nameSize(line, space.kind === 'homeCity')}
                fontWeight={space.kind === 'homeCity' ? 700 : 400}
                fill="#111"
              >
                {line}
              </text>
            ))}
            <text
              className="ded-kind"
              x={x + 6}
              y={y + 25 + lines.length * 14}
              fontSize="10"
              fontStyle="italic"
              fill="#333"
            >
              {KIND_WORDS[space.kind]}
            </text>
            <CornerMark kind={space.kind} x={x} y={y} />
            {here.map((s, k) => (
              <Piece key={s} s={s} k={k} x={x} y={y} walking={shown[s] !== g.players[s]!.position} />
            ))}
          </g>
        );
      })}
    </g>
  );
}

export type Overlay = 'none' | 'fringe' | 'reach';

/** Per square, what the overlay adds, long (for its label) and short (on the square). */
function overlayOf(g: Game, overlay: Overlay): Map<number, { long: string; short: string }> {
  const out = new Map<number, { long: string; short: string }>();
  const stages = g.stage;
  if (overlay === 'fringe') {
    geometry.isCity.forEach((city, space) => {
      if (!city) return;
      for (const s of fringeOf(stages, space))
        out.set(s, { long: `Urban Fringe of ${content.board.spaces[space]!.name}`, short: 'fringe' });
    });
  }
  if (overlay === 'reach') {
    const reachers = new Map<number, number[]>();
    g.players.forEach((p, seat) => {
      const home = p.status === 'playing' ? homeSpace(g, p.division) : null;
      if (home === null) return;
      for (const s of pollutionReach(stages, home)) reachers.set(s, [...(reachers.get(s) ?? []), seat]);
    });
    for (const [s, seats] of reachers) {
      const letters = seats.map(seatLetter).join(', ');
      out.set(s, { long: `reach of ${letters}`, short: `reach ${letters}` });
    }
  }
  return out;
}

/** A square's accessible name: the words of everything drawn on it. */
export function squareLabel(g: Game, names: readonly string[], s: number, mark?: string): string {
  const q = content.naturalSquares[s]!;
  const stage = g.stage[s]!;
  const markers = g.pollution[s] ?? 0;
  const owner = g.control[s] ?? null;
  const yields = (raw: readonly string[]) => raw.map((r) => (r === 'wood' ? 'timber' : r)).join(', ');
  const now = stage === 1 ? q.stage1 : stage === 2 ? q.stage2 : [];
  const fringe = q.urbanFringe && content.board.spaces.find((sp) => sp.id === q.urbanFringe!.connectsTo[0])?.name;
  const next = stage === 1 ? `; at Stage 2 ${yields(q.stage2)}` : stage === 2 ? `; at Stage 3 nothing` : '';
  return [
    squareName(s),
    stageText(stage),
    now.length
      ? `yields ${yields(now)}${next}`
      : fringe
        ? `Urban Fringe of ${fringe}: yields nothing`
        : 'yields nothing',
    markers ? plural(markers, 'pollution marker') : 'no pollution',
    owner === null ? 'uncontrolled' : `controlled by ${who(names, owner)}`,
    mark,
  ]
    .filter(Boolean)
    .join(', ');
}

interface MapProps {
  readonly g: Game;
  readonly names: readonly string[];
  readonly overlay: Overlay;
  /** Squares a listed action targets: clickable. */
  readonly targets: ReadonlySet<number>;
  readonly picked: number | null;
  /** A square picked on the map (null: the pick undone); the table narrows its moves to it. */
  readonly onPickSquare: (square: number | null) => void;
}

const BOARD_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

/** The 4x4 Inner Map; the squares a move targets are one tab stop, the arrow keys moving among them. */
function InnerMap({ g, names, overlay, targets, picked, onPickSquare }: MapProps) {
  const marks = overlayOf(g, overlay);
  const ref = useRef<SVGGElement>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const listed = [...targets].sort((a, b) => a - b);
  const tabStop =
    focused !== null && targets.has(focused) ? focused : picked !== null && targets.has(picked) ? picked : listed[0];
  const pick = (s: number) => onPickSquare(picked === s ? null : s);
  const key = (s: number) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      pick(s);
      return;
    }
    if (!BOARD_KEYS.includes(e.key)) return;
    e.preventDefault();
    const next = nextSquare(listed, s, e.key);
    setFocused(next);
    ref.current?.querySelector<SVGGElement>(`[data-square="${next}"]`)?.focus();
  };
  return (
    <g ref={ref} data-testid="inner-map">
      {g.stage.map((stage, s) => {
        const mark = marks.get(s);
        const label = squareLabel(g, names, s, mark?.long);
        const target = targets.has(s);
        const body = (
          <SquareBody
            s={s}
            stage={stage}
            markers={g.pollution[s] ?? 0}
            owner={g.control[s] ?? null}
            mark={mark?.short ?? null}
            target={target}
            picked={picked === s}
          />
        );
        // A square on offer is a button over its drawing, not around it: the drawing's letters and
        // icons would not match the button's name (WCAG 2.5.3), and the name says them in words.
        const { x, y } = cellOrigin(squareCell(s));
        return target ? (
          <g key={s}>
            <g className={`ded-sq ded-stage-${stage}`}>{body}</g>
            <g
              className="ded-sq-can"
              role="button"
              tabIndex={s === tabStop ? 0 : -1}
              aria-label={label}
              aria-pressed={picked === s}
              data-testid={`square-${s}`}
              data-square={s}
              onClick={() => pick(s)}
              onKeyDown={key(s)}
              onFocus={() => setFocused(s)}
            >
              <rect x={x} y={y} width={CELL} height={CELL} fill="transparent" />
              <rect className="ded-sq-focus" x={x - 2} y={y - 2} width={CELL + 4} height={CELL + 4} fill="none" />
            </g>
          </g>
        ) : (
          <g key={s} className={`ded-sq ded-stage-${stage}`} role="img" aria-label={label} data-testid={`square-${s}`}>
            <title>{label}</title>
            {body}
          </g>
        );
      })}
    </g>
  );
}

const OVERLAYS: readonly [Overlay, string][] = [
  ['none', 'Plain map'],
  ['fringe', 'Urban Fringe'],
  ['reach', "Each division's reach"],
];

/** The board: the ring and the Inner Map in one SVG, a legend of its icons, and the map's overlays on demand. */
export function Board(props: Omit<MapProps, 'overlay'>) {
  const [overlay, setOverlay] = useState<Overlay>('none');
  return (
    <div className="panel ded-board-panel" data-testid="board">
      <svg
        className="ded-board"
        viewBox={`0 0 ${BOARD_SIZE} ${BOARD_SIZE}`}
        role="group"
        aria-label={`The board: 20 spaces round the 16 Natural Squares of the Inner Map${
          props.targets.size ? '; the arrow keys move between the squares you can pick' : ''
        }`}
      >
        <SquareDefs />
        <Ring g={props.g} names={props.names} />
        <InnerMap {...props} overlay={overlay} />
      </svg>
      <p className="ded-legend" data-testid="legend">
        {Object.values(RAW_ICON).map((r, k) => (
          <span key={r.abbr} className="ded-legend-item">
            <span className="ded-chip" style={{ background: r.fill, color: r.ink }}>
              {r.abbr}
            </span>{' '}
            {['iron', 'coal', 'timber', 'oil', 'chemicals'][k]}
          </span>
        ))}
        <span className="ded-legend-item">
          ● pollution · S1 pristine, S2 damaged, S3 destroyed · a frame in a seat's colour: its controller
        </span>
      </p>
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
          <span className="muted">Squares with a move are outlined with a dashed line: click one to pick it.</span>
        )}
      </div>
    </div>
  );
}
