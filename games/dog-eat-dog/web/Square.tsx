import { content, iconsAt, type Raw } from '@cutthroat/dog-eat-dog';
import { seatColour, seatInk, seatLetter } from '@cutthroat/web-kit';
import { CELL, cellOrigin, spaceLines, squareCell } from './layout.js';

/**
 * One Natural Square drawn on the SVG board: its letter and stage, the raw-material icons it
 * yields now and at its next stage, its pollution markers and its controller. Stage is colour,
 * pattern and words (S1/S2/S3); a controller is its seat's colour and letter. A square a move
 * targets is outlined in dashed black, the picked one in thick solid black: black is no seat's
 * colour.
 */

/** Each raw material's icon: two letters on its own colour (the legend under the board names them). */
export const RAW_ICON: Readonly<Record<Raw, { readonly abbr: string; readonly fill: string; readonly ink: string }>> = {
  iron: { abbr: 'Fe', fill: '#9aa7b4', ink: '#000' },
  coal: { abbr: 'Co', fill: '#222', ink: '#fff' },
  wood: { abbr: 'Tb', fill: '#7a4a1e', ink: '#fff' },
  oil: { abbr: 'Oi', fill: '#3b2a5a', ink: '#fff' },
  chemicals: { abbr: 'Ch', fill: '#c8e04a', ink: '#000' },
};

const STAGE_FILL = ['', '#b9e4b0', 'url(#ded-stage-2)', 'url(#ded-stage-3)'] as const;

/** The stage patterns the squares fill with: plain green, striped amber, cross-hatched grey. */
export function SquareDefs() {
  return (
    <defs>
      <pattern id="ded-stage-2" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="12" height="12" fill="#f2d48a" />
        <rect width="6" height="12" fill="#e9c46a" />
      </pattern>
      <pattern id="ded-stage-3" width="8" height="8" patternUnits="userSpaceOnUse">
        <rect width="8" height="8" fill="#cfcfcf" />
        <path d="M0 0L8 8M8 0L0 8" stroke="#9a9a9a" strokeWidth="1.5" />
      </pattern>
    </defs>
  );
}

/** A row of raw-material icons from (x, y), each `w` units wide. */
export function Icons({ raw, x, y, w }: { raw: readonly Raw[]; x: number; y: number; w: number }) {
  const h = Math.round(w * 0.7);
  return (
    <g>
      {raw.map((r, k) => (
        <g key={k}>
          <rect x={x + k * (w + 2)} y={y} width={w} height={h} rx="3" fill={RAW_ICON[r].fill} stroke="#111" />
          <text
            x={x + k * (w + 2) + w / 2}
            y={y + h * 0.72}
            textAnchor="middle"
            fontSize={Math.round(h * 0.62)}
            fontWeight="700"
            fill={RAW_ICON[r].ink}
          >
            {RAW_ICON[r].abbr}
          </text>
        </g>
      ))}
    </g>
  );
}

export interface SquareDraw {
  readonly s: number;
  readonly stage: number;
  readonly markers: number;
  readonly owner: number | null;
  /** The overlay's short word on this square ("fringe", "reach A, B"), if any. */
  readonly mark: string | null;
  readonly target: boolean;
  readonly picked: boolean;
}

/**
 * Where a square's words and icons start: inside a controller's frame (a 6-unit stroke on x + 4,
 * so up to x + 7). Three icons of the next stage, 18 units each, then end by x + 92, inside its
 * far side (x + 93).
 */
const INSET = 9;

/** A line under "Urban Fringe" at 10 units: "of Smeltsburgh" (14) takes 76 of the 84 inside a frame. */
const FRINGE_CHARS = 14;

/** What the square yields next: its Stage 2 icons, or the words for Stage 3 (Urban Fringe outside, ruin inside). */
function NextStage({ s, stage, x, y }: { s: number; stage: number; x: number; y: number }) {
  const q = content.naturalSquares[s]!;
  if (stage >= 3) return null;
  return (
    <g>
      <text x={x + INSET} y={y + 66} fontSize="10" fill="#111">
        next
      </text>
      {stage === 1 ? (
        <Icons raw={iconsAt(q, 2)} x={x + 34} y={y + 57} w={18} />
      ) : (
        <text x={x + 34} y={y + 66} fontSize="10" fill="#111">
          {q.outer ? 'Urban Fringe' : 'nothing'}
        </text>
      )}
    </g>
  );
}

/** The drawing of one square, inside its cell of the board (its `g` and label are the board's). */
export function SquareBody({ s, stage, markers, owner, mark, target, picked }: SquareDraw) {
  const q = content.naturalSquares[s]!;
  const { x, y } = cellOrigin(squareCell(s));
  const now = iconsAt(q, stage as 1 | 2 | 3);
  const city = q.urbanFringe ? content.board.spaces.find((sp) => sp.id === q.urbanFringe!.connectsTo[0]) : undefined;
  return (
    <>
      <rect
        x={x + 1}
        y={y + 1}
        width={CELL - 2}
        height={CELL - 2}
        fill={STAGE_FILL[stage]}
        stroke="#333"
        strokeWidth="1.5"
        strokeDasharray={stage === 2 ? '6 3' : stage === 3 ? '2 2' : undefined}
      />
      {owner !== null && (
        <rect
          x={x + 4}
          y={y + 4}
          width={CELL - 8}
          height={CELL - 8}
          fill="none"
          stroke={seatColour(owner)}
          strokeWidth="6"
        />
      )}
      {mark && (
        <rect
          x={x + 9}
          y={y + 9}
          width={CELL - 18}
          height={CELL - 18}
          fill="none"
          stroke="#7a3fb0"
          strokeWidth="3"
          strokeDasharray="5 3"
        />
      )}
      {target && (
        <rect
          className="ded-sq-target"
          x={x + 2}
          y={y + 2}
          width={CELL - 4}
          height={CELL - 4}
          fill="none"
          stroke="#111"
          strokeWidth={picked ? 6 : 3}
          strokeDasharray={picked ? undefined : '8 4'}
        />
      )}
      {/* One unit further in than the rest: a bold J's hook reaches left of where it starts. */}
      <text x={x + INSET + 1} y={y + 23} fontSize="19" fontWeight="700" fill="#111">
        {q.letter}
      </text>
      <text x={x + 34} y={y + 22} fontSize="12" fill="#111">
        S{stage}
      </text>
      {owner !== null && (
        <g>
          <circle cx={x + 83} cy={y + 18} r="10" fill={seatColour(owner)} stroke="#111" strokeWidth="1.5" />
          <text x={x + 83} y={y + 22} textAnchor="middle" fontSize="12" fontWeight="700" fill={seatInk(owner)}>
            {seatLetter(owner)}
          </text>
        </g>
      )}
      {stage < 3 ? (
        <Icons raw={now} x={x + INSET} y={y + 30} w={26} />
      ) : (
        <text x={x + INSET} y={y + 44} fontSize="11" fill="#111">
          {city ? 'Urban Fringe' : 'destroyed'}
          {city &&
            spaceLines(`of ${city.name}`, FRINGE_CHARS).map((line, n) => (
              <tspan key={n} x={x + INSET} dy="12" fontSize="10">
                {line}
              </tspan>
            ))}
        </text>
      )}
      <NextStage s={s} stage={stage} x={x} y={y} />
      {Array.from({ length: markers }, (_, k) => (
        <circle key={k} cx={x + 12 + k * 12} cy={y + 86} r="5" fill="#5a1d00" stroke="#fff" />
      ))}
      {mark && (
        <text x={x + CELL - 8} y={y + 90} textAnchor="end" fontSize="10" fontWeight="700" fill="#3d1466">
          {mark}
        </text>
      )}
    </>
  );
}
