// One component past 400 lines: the drawing, the roving keyboard focus and the clicks share each point's geometry.
import { gocaineMap, placeName, pointName, type GoCaineMap, type GoCaineView, type Zone } from '@cutthroat/gocaine';
import { useRef, useState, type KeyboardEvent } from 'react';
import { seatColour, seatInk, seatLetter, type LastMove } from '@cutthroat/web-kit';
import { isBoardKey, nextPoint, rovingPoint } from './roving.js';
import { formatCash } from './text.js';

/** One tile per intersection, in viewBox units. */
export const S = 64;
const M = 22;
const R = 19;
const cx = (p: number, map: GoCaineMap) => M + S / 2 + (p % map.columns) * S;
const cy = (p: number, map: GoCaineMap) => M + S / 2 + Math.floor(p / map.columns) * S;

/**
 * Zone fills: light, readable under black text, by kind (premium warm, transit blue, supply green)
 * and varied within a kind so that neighbours differ; the borders and labels tell zones apart too.
 */
const ZONE_FILL: Readonly<Record<string, string>> = {
  NW: '#f6dcc8',
  NC: '#f3e7bf',
  NE: '#f6d3d3',
  SW: '#f3e7bf',
  SC: '#f6d3d3',
  SE: '#f6dcc8',
  PA: '#d5e5f5',
  AT: '#d5e5f5',
  TP: '#e3eefa',
  SG: '#cfe0ee',
  CA: '#dfe9f7',
  WC: '#dcefd2',
  NO: '#e8f3d9',
  PE: '#e8f3d9',
  BO: '#d3ead6',
};
const KIND_FILL = { premium: '#f3e7bf', transit: '#d5e5f5', supply: '#dcefd2' } as const;
export const zoneFill = (z: Zone): string => ZONE_FILL[z.id] ?? KIND_FILL[z.kind];

export const priceText = (z: Zone): string => `${formatCash(z.pricePerTon)}/t`;

/** Where a zone's label goes: the middle of a 2x2 block inside the zone nearest its centre, else along its column. */
function labelSpot(z: Zone, map: GoCaineMap): { x: number; y: number; vertical: boolean } {
  const pts = z.points;
  const mx = pts.reduce((s, p) => s + cx(p, map), 0) / pts.length;
  const my = pts.reduce((s, p) => s + cy(p, map), 0) / pts.length;
  const inZone = new Set(pts);
  let best: { x: number; y: number; d: number } | null = null;
  for (const p of pts) {
    const x = p % map.columns;
    if (x === map.columns - 1) continue;
    if (inZone.has(p + 1) && inZone.has(p + map.columns) && inZone.has(p + map.columns + 1)) {
      const bx = cx(p, map) + S / 2;
      const by = cy(p, map) + S / 2;
      const d = (bx - mx) ** 2 + (by - my) ** 2;
      if (!best || d < best.d) best = { x: bx, y: by, d };
    }
  }
  if (best) return { x: best.x, y: best.y, vertical: false };
  return { x: mx + (pts.every((p) => p % map.columns === 0) ? -S / 2 + 9 : S / 2 - 9), y: my, vertical: true };
}

/** The board's size in viewBox units. */
export const boardSize = (map: GoCaineMap = gocaineMap) => ({
  width: M * 2 + map.columns * S,
  height: M * 2 + map.rows * S,
});

/** Where a point lies on the board, as fractions of its width and height. */
export const pointFraction = (p: number, map: GoCaineMap = gocaineMap) => {
  const { width, height } = boardSize(map);
  return { x: cx(p, map) / width, y: cy(p, map) / height };
};

export interface BoardProps {
  readonly g: GoCaineView;
  readonly names: readonly string[];
  readonly map?: GoCaineMap;
  readonly selected?: number | null;
  /** A transport's source cell. */
  readonly source?: number | null;
  /** A suggested transport path, from its source to its destination. */
  readonly path?: readonly number[] | null;
  /** Intersections a click can do something with (they take the keyboard focus). */
  readonly actionable?: ReadonlySet<number>;
  /** Where a listed deployment goes (marked when deploying is the step). */
  readonly deployable?: ReadonlySet<number>;
  readonly onPick?: (point: number) => void;
  /** Each seat's last move: what the latest one changed on the board is marked. */
  readonly lastMoves?: readonly LastMove[];
}

/** What the latest move did where: a cell placed, a cell captured (gone), a shipment's arrival, a point touched. */
type Mark = 'placed' | 'captured' | 'arrived' | 'touched';

/** The points the table's latest move changed, from its public events. */
export function marksOf(lastMoves: readonly LastMove[]): Map<number, Mark> {
  const latest = lastMoves.reduce<LastMove | null>((a, m) => (a && a.seq > m.seq ? a : m), null);
  const marks = new Map<number, Mark>();
  for (const e of latest?.events ?? []) {
    if (e.type === 'moved') {
      if (typeof e['from'] === 'number' && !marks.has(e['from'])) marks.set(e['from'], 'touched');
      if (typeof e['to'] === 'number') marks.set(e['to'], 'arrived');
      continue;
    }
    const captured: unknown = e['captured'];
    if (typeof e['point'] === 'number') marks.set(e['point'], Array.isArray(captured) ? 'placed' : 'touched');
    const cells: readonly unknown[] = Array.isArray(captured) ? captured : [];
    for (const c of cells) {
      const point = typeof c === 'object' && c !== null && 'point' in c ? c.point : null;
      if (typeof point === 'number') marks.set(point, 'captured');
    }
  }
  return marks;
}

/**
 * A point's label: what it shows (the seat's letter, the tonnages, as drawn: a person who
 * controls the page by voice says what they see) and then what that means.
 */
function describe(g: GoCaineView, p: number, names: readonly string[]): string {
  const shown = [
    g.cells[p]! >= 0 ? seatLetter(g.cells[p]!) : '',
    g.held[p]! > 0 ? `${g.held[p]}t` : '',
    g.moving[p]! > 0 ? `→${g.moving[p]}t` : '',
    g.abandoned[p]! > 0 ? `${g.abandoned[p]}t ${seatLetter(g.abandonedOwner[p] ?? 0).toLowerCase()}` : '',
  ].filter((t) => t !== '');
  const parts = [shown.length > 1 ? `${shown.join(' ')}: ${placeName(p)}` : placeName(p)];
  const s = g.cells[p]!;
  if (s >= 0) parts.push(`cell of ${names[s] ?? `seat ${seatLetter(s)}`}`);
  else parts.push('empty');
  if (g.held[p]! > 0) parts.push(`${g.held[p]} mt held`);
  if (g.moving[p]! > 0) parts.push(`${g.moving[p]} mt passing through`);
  if (g.abandoned[p]! > 0) parts.push(`${g.abandoned[p]} mt abandoned`);
  if (g.kissPoints.includes(p)) parts.push('Kiss The Ring possible');
  return parts.join(', ');
}

/**
 * The board as SVG: zones as coloured tiles with borders, names and prices; Go lines; cells as
 * discs in the seat's colour with its letter; shipments with their tonnage (held: solid box,
 * passing through this turn: dashed box with an arrow, abandoned: grey dotted box on an empty intersection);
 * Task Force chips on the zones hit this turn (hatching and a TF badge); Kiss The Ring points.
 */
export function Board({
  g,
  names,
  map = gocaineMap,
  selected = null,
  source = null,
  path = null,
  actionable = new Set(),
  deployable = new Set(),
  onPick,
  lastMoves = [],
}: BoardProps) {
  const marks = marksOf(lastMoves);
  const W = M * 2 + map.columns * S;
  const H = M * 2 + map.rows * S;
  const points = map.zoneIndexOf.map((_, p) => p);
  const zoneOf = (p: number) => map.zones[map.zoneIndexOf[p]!]!;
  const hit = new Set(g.hitZones);
  const kiss = new Set(g.kissPoints);
  // One tab stop for the whole board; the arrow keys move it (roving.ts).
  const svg = useRef<SVGSVGElement>(null);
  const [lastFocused, setLastFocused] = useState<number | null>(null);
  const tabStop = rovingPoint(actionable, lastFocused, selected ?? source, (p) => g.cells[p]! >= 0);
  const key = (p: number) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onPick?.(p);
      return;
    }
    if (!isBoardKey(e.key)) return;
    e.preventDefault();
    const next = nextPoint([...actionable], p, e.key, map.columns);
    setLastFocused(next);
    svg.current?.querySelector<SVGGElement>(`[data-point="${next}"]`)?.focus();
  };
  const borders: string[] = [];
  for (const p of points) {
    const x = p % map.columns;
    const left = M + x * S;
    const top = M + Math.floor(p / map.columns) * S;
    if (x < map.columns - 1 && map.zoneIndexOf[p + 1] !== map.zoneIndexOf[p]) {
      borders.push(`M${left + S} ${top}v${S}`);
    }
    if (p + map.columns < points.length && map.zoneIndexOf[p + map.columns] !== map.zoneIndexOf[p]) {
      borders.push(`M${left} ${top + S}h${S}`);
    }
  }
  return (
    <svg
      ref={svg}
      className="gc-board"
      viewBox={`0 0 ${W} ${H}`}
      role="group"
      aria-label={`The board: ${map.columns} by ${map.rows} intersections in ${map.zones.length} zones; the arrow keys move between the intersections you can use`}
      data-testid="gc-board"
    >
      <defs>
        <pattern id="gc-hatch" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="10" height="10" fill="none" />
          <line x1="0" y1="0" x2="0" y2="10" stroke="#a4262c" strokeWidth="3" opacity="0.45" />
        </pattern>
        <marker id="gc-arrow" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="5" markerHeight="5" orient="auto">
          <path d="M0 0L10 5L0 10z" fill="#1a1a1a" />
        </marker>
      </defs>
      {/* Zone tiles, hatching where a Task Force chip lies this turn. */}
      {points.map((p) => {
        const z = zoneOf(p);
        const x = M + (p % map.columns) * S;
        const y = M + Math.floor(p / map.columns) * S;
        return (
          <g key={`t${p}`}>
            <rect x={x} y={y} width={S} height={S} fill={zoneFill(z)} />
            {hit.has(z.id) && <rect x={x} y={y} width={S} height={S} fill="url(#gc-hatch)" />}
          </g>
        );
      })}
      {/* Go lines between intersections. */}
      <g stroke="#8a8478" strokeWidth="1.2">
        {Array.from({ length: map.rows }, (_, r) => (
          <line
            key={`h${r}`}
            x1={M + S / 2}
            x2={M + S / 2 + (map.columns - 1) * S}
            y1={cy(r * map.columns, map)}
            y2={cy(r * map.columns, map)}
          />
        ))}
        {Array.from({ length: map.columns }, (_, c) => (
          <line key={`v${c}`} y1={M + S / 2} y2={M + S / 2 + (map.rows - 1) * S} x1={cx(c, map)} x2={cx(c, map)} />
        ))}
      </g>
      <path d={borders.join('')} stroke="#3d3a34" strokeWidth="3" fill="none" strokeLinecap="square" />
      <rect x={M} y={M} width={map.columns * S} height={map.rows * S} fill="none" stroke="#1a1a1a" strokeWidth="3" />
      {/* Coordinates: columns A-J, rows 1-12 (pointName). */}
      <g className="gc-board__coords" aria-hidden="true">
        {Array.from({ length: map.columns }, (_, c) => (
          <text key={`c${c}`} x={cx(c, map)} y={M - 6} textAnchor="middle">
            {String.fromCharCode(65 + c)}
          </text>
        ))}
        {Array.from({ length: map.rows }, (_, r) => (
          <text key={`r${r}`} x={M - 5} y={cy(r * map.columns, map) + 4} textAnchor="end">
            {r + 1}
          </text>
        ))}
      </g>
      {/* Zone names and prices, and the Task Force chip of a zone hit this turn. */}
      <g className="gc-board__labels" aria-hidden="true">
        {map.zones.map((z) => {
          const at = labelSpot(z, map);
          return (
            <g key={z.id} data-zone={z.id}>
              {at.vertical ? (
                <text
                  transform={`translate(${at.x} ${at.y}) rotate(-90)`}
                  textAnchor="middle"
                  className="gc-zone-label"
                >
                  {z.name} {priceText(z)}
                </text>
              ) : (
                <text x={at.x} y={at.y - 2} textAnchor="middle" className="gc-zone-label">
                  <tspan x={at.x}>{z.name}</tspan>
                  <tspan x={at.x} dy="12" className="gc-zone-price">
                    {priceText(z)}
                  </tspan>
                </text>
              )}
              {hit.has(z.id) && (
                <g transform={`translate(${at.x + (at.vertical ? 0 : 0)} ${at.y + (at.vertical ? -62 : -20)})`}>
                  <polygon
                    points="-7,-13 7,-13 13,-7 13,7 7,13 -7,13 -13,7 -13,-7"
                    fill="#a4262c"
                    stroke="#fff"
                    strokeWidth="2"
                  />
                  <text y="4" textAnchor="middle" fill="#fff" fontSize="10" fontWeight="800">
                    TF
                  </text>
                </g>
              )}
            </g>
          );
        })}
      </g>
      {/* A suggested transport path. */}
      {path && path.length > 1 && (
        <g data-testid="gc-path" aria-hidden="true">
          <polyline
            points={path.map((p) => `${cx(p, map)},${cy(p, map)}`).join(' ')}
            fill="none"
            stroke="#fff"
            strokeWidth="9"
            strokeLinejoin="round"
          />
          <polyline
            points={path.map((p) => `${cx(p, map)},${cy(p, map)}`).join(' ')}
            fill="none"
            stroke="#1a1a1a"
            strokeWidth="4"
            strokeDasharray="10 5"
            strokeLinejoin="round"
            markerEnd="url(#gc-arrow)"
          />
        </g>
      )}
      {/* Intersections: cells, shipments, marks, and the click targets. */}
      {points.map((p) => {
        const x = cx(p, map);
        const y = cy(p, map);
        const s = g.cells[p]!;
        const can = actionable.has(p);
        const held = g.held[p]!;
        const moving = g.moving[p]!;
        const abandoned = g.abandoned[p]!;
        return (
          <g
            key={`p${p}`}
            className={`gc-pt${can ? ' gc-pt--can' : ''}`}
            data-last={marks.get(p)}
            data-testid={`pt-${pointName(p, map)}`}
            data-point={p}
            data-seat={s}
            data-held={held}
            data-moving={moving}
            data-abandoned={abandoned}
            role={can ? 'button' : undefined}
            tabIndex={can ? (p === tabStop ? 0 : -1) : undefined}
            onFocus={can ? () => setLastFocused(p) : undefined}
            aria-label={can ? describe(g, p, names) : undefined}
            aria-pressed={can ? selected === p || source === p : undefined}
            onClick={onPick ? () => onPick(p) : undefined}
            onKeyDown={can ? key(p) : undefined}
          >
            <rect className="gc-pt__hit" x={x - S / 2 + 2} y={y - S / 2 + 2} width={S - 4} height={S - 4} rx="6" />
            {marks.has(p) && (
              // Keyed by the move: a new move redraws the mark, and its CSS animation plays once.
              <circle
                key={`last-${lastMoves.map((m) => m.seq).join('.')}`}
                className={`gc-last gc-last--${marks.get(p)}`}
                cx={x}
                cy={y}
                r={R + 7}
                aria-hidden="true"
              />
            )}
            {kiss.has(p) && (
              <circle cx={x} cy={y} r={R + 8} fill="#f0e442" stroke="#1a1a1a" strokeWidth="3" strokeDasharray="5 3" />
            )}
            {s < 0 && deployable.has(p) && (
              <circle cx={x} cy={y} r="4.5" fill="#fff" stroke="#1a1a1a" strokeWidth="1.5" />
            )}
            {/* A point that is a button says all this in its label: its marks are hidden from screen readers. */}
            {s >= 0 && (
              <g aria-hidden={can || undefined}>
                <circle cx={x} cy={y} r={R} fill={seatColour(s)} stroke="#1a1a1a" strokeWidth="2" />
                <text x={x} y={y + 5} textAnchor="middle" fontSize="15" fontWeight="800" fill={seatInk(s)}>
                  {seatLetter(s)}
                </text>
              </g>
            )}
            {(selected === p || source === p) && (
              <circle cx={x} cy={y} r={R + 5} fill="none" stroke="#1a1a1a" strokeWidth="4" className="gc-pt__ring" />
            )}
            {held > 0 && (
              <g className="gc-ship gc-ship--held" aria-hidden={can || undefined}>
                <rect x={x + 5} y={y - 29} width="27" height="16" rx="3" />
                {/* The leading space, not drawn, keeps "A 2t" two words for the label's check (describe). */}
                <text x={x + 18.5} y={y - 17} textAnchor="middle">
                  {' '}
                  {held}t
                </text>
              </g>
            )}
            {moving > 0 && (
              <g className="gc-ship gc-ship--moving" aria-hidden={can || undefined}>
                <rect x={x + 5} y={y + 13} width="30" height="16" rx="3" />
                <text x={x + 20} y={y + 25} textAnchor="middle">
                  {' '}
                  →{moving}t
                </text>
              </g>
            )}
            {abandoned > 0 && (
              <g className="gc-ship gc-ship--abandoned" aria-hidden={can || undefined}>
                <rect x={x - 16} y={y - 9} width="32" height="18" rx="2" />
                <text x={x} y={y + 4} textAnchor="middle">
                  {' '}
                  {abandoned}t {seatLetter(g.abandonedOwner[p] ?? 0).toLowerCase()}
                </text>
              </g>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** What the marks on the board mean. */
export function BoardLegend() {
  return (
    <ul className="gc-legend" aria-label="Board legend">
      <li>
        <span className="gc-key gc-key--held">6t</span> product held on a cell
      </li>
      <li>
        <span className="gc-key gc-key--moving">→3t</span> product passing through this turn (kept apart from the
        shipment there until it moves on or the Transport ends)
      </li>
      <li>
        <span className="gc-key gc-key--abandoned">4t a</span> abandoned product (its cell was captured; the letter is
        the former owner)
      </li>
      <li>
        <span className="gc-key gc-key--tf">TF</span> hatched zone: a Task Force chip this turn, shipments arriving
        there roll
      </li>
      <li>
        <span className="gc-key gc-key--kiss" /> Kiss The Ring possible
      </li>
    </ul>
  );
}
