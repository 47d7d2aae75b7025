import { content } from '@cutthroat/dog-eat-dog';
import { spaceCell } from './layout.js';

/** One grid cell of the drawing, in viewBox units. */
const C = 100;

/** Where a long space name breaks: at most two lines of a few words. */
function lines(name: string): string[] {
  const words = name.split(' ');
  if (words.length < 2) return [name];
  const half = Math.ceil(words.length / 2);
  return [words.slice(0, half).join(' '), words.slice(half).join(' ')];
}

/**
 * The board as the guide draws it, from the game's content: the 20 spaces of the outer ring
 * clockwise from the top-left corner, and the 16 Natural Squares of the Inner Map, each with the
 * three raw materials it yields at stage 1.
 */
function Board() {
  return (
    <svg
      viewBox={`0 0 ${6 * C} ${6 * C}`}
      className="ded-guide-board"
      role="img"
      aria-label="The board: 20 spaces round the edge, 16 Natural Squares inside"
    >
      {content.board.spaces.map((space, i) => {
        const { row, col } = spaceCell(i);
        return (
          <g key={space.id}>
            <rect x={col * C} y={row * C} width={C} height={C} fill="#f3e7bf" stroke="#3d3a34" strokeWidth="2" />
            {lines(space.name).map((l, k) => (
              <text key={k} x={col * C + C / 2} y={row * C + 42 + k * 18} textAnchor="middle" fontSize="15">
                {l}
              </text>
            ))}
          </g>
        );
      })}
      {content.naturalSquares.map((q) => (
        <g key={q.letter}>
          <rect
            x={q.boardCol * C}
            y={q.boardRow * C}
            width={C}
            height={C}
            fill="#dcefd2"
            stroke="#3d3a34"
            strokeWidth="2"
          />
          <text x={q.boardCol * C + C / 2} y={q.boardRow * C + 38} textAnchor="middle" fontSize="24" fontWeight="bold">
            {q.letter}
          </text>
          <text x={q.boardCol * C + C / 2} y={q.boardRow * C + 66} textAnchor="middle" fontSize="13">
            {q.stage1.join(', ')}
          </text>
        </g>
      ))}
    </svg>
  );
}

export function GuidePicture({ picture }: { picture: string }) {
  if (picture !== 'board') return null;
  return (
    <>
      <Board />
      <figcaption>
        The outer ring (yellow) is where your piece moves; the Natural Squares (green) are where raw materials come
        from, three kinds on each.
      </figcaption>
    </>
  );
}
