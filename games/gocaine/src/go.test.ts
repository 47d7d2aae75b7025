import sabaki from '@sabaki/go-board';
import { Rng, seedFromSecret } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { GoBoard, GoError, capturedBy, type Colour, type GoErrorCode, type PlayResult, type Point } from './go.js';

// @sabaki/go-board is CommonJS (`module.exports = GoBoard`) typed with `export default`: Node's
// default import is the class, TypeScript's (NodeNext) is the module object.
const SabakiBoard = ((sabaki as { default?: unknown }).default ?? sabaki) as typeof sabaki.default;
type SabakiBoard = InstanceType<typeof SabakiBoard>;

// Diagrams: one string per row, north first. Stones are the rulebook's colours by letter; '.' is
// empty; a lowercase letter or a digit is an empty point named for the steps.
const LETTERS = { B: 1, G: 2, K: 3, Y: 4, R: 5, W: 6 } as const; // Blue, Green, blacK, Yellow, Red, White
type Letter = keyof typeof LETTERS;
const LETTER_OF = ['.', 'B', 'G', 'K', 'Y', 'R', 'W'] as const;

interface Drawn {
  readonly board: GoBoard;
  readonly marks: ReadonlyMap<string, Point>;
}

function draw(rows: readonly string[]): Drawn {
  const marks = new Map<string, Point>();
  const digits = rows.map((row, y) =>
    [...row]
      .map((c, x) => {
        if (c in LETTERS) return String(LETTERS[c as Letter]);
        if (/^[a-z0-9]$/.test(c)) marks.set(c, y * row.length + x);
        else if (c !== '.') throw new Error(`bad diagram character ${c}`);
        return '.';
      })
      .join(''),
  );
  const board = GoBoard.fromRows(digits);
  if (!board.ok) throw new Error(`${board.error.code}: ${board.error.message}`);
  return { board: board.value, marks };
}

function diagram(board: GoBoard): string[] {
  return board.rows().map((row) => row.replace(/[1-6]/g, (d) => LETTER_OF[Number(d)]!));
}

/** A point by mark, or by [x, y] for a point that holds a stone in the diagram. */
type At = string | readonly [number, number];

interface Step {
  readonly colour: Letter;
  readonly at: At;
  /** The refusal expected, if any. */
  readonly refused?: GoErrorCode;
  /** Stones captured, by colour; omitted means none. */
  readonly captures?: Partial<Record<Letter, number>>;
  /** The step is a Kiss The Ring placement: its point must be one the previous step emptied. */
  readonly kissTheRing?: boolean;
}

interface Case {
  readonly name: string;
  /** The rulebook's diagrams (Appendix 2) the case stands for, or the ruling. */
  readonly source: string;
  readonly before: readonly string[];
  /** Liberties of chains in the position before, by a point of the chain. */
  readonly liberties?: readonly (readonly [At, number])[];
  readonly steps: readonly Step[];
  readonly after: readonly string[];
  /** Further checks on the final position. */
  readonly then?: (board: GoBoard, at: (a: At) => Point) => void;
}

const cases: readonly Case[] = [
  {
    name: 'a single cell surrounded on all four sides is captured',
    source: 'diagrams 1-5',
    before: [
      '.....', //
      '..G..',
      '.GY1.',
      '..G..',
      '.....',
    ],
    liberties: [[[2, 2], 1]],
    steps: [{ colour: 'G', at: '1', captures: { Y: 1 } }],
    after: [
      '.....', //
      '..G..',
      '.G.G.',
      '..G..',
      '.....',
    ],
  },
  {
    name: 'a corner cell falls to two cells, an edge cell to three',
    source: 'diagrams 6-8',
    before: [
      'R1...', //
      'W....',
      'K....',
      'BK...',
      '2....',
    ],
    liberties: [
      [[0, 0], 1],
      [[0, 3], 1],
    ],
    steps: [
      { colour: 'W', at: '1', captures: { R: 1 } },
      { colour: 'K', at: '2', captures: { B: 1 } },
    ],
    after: [
      '.W...', //
      'W....',
      'K....',
      '.K...',
      'K....',
    ],
  },
  {
    name: 'a two-cell group in the corner has three liberties and is captured whole',
    source: 'diagrams 9-11',
    before: [
      'RR1..', //
      '23...',
      '.....',
    ],
    liberties: [[[0, 0], 3]],
    steps: [
      { colour: 'B', at: '1' },
      { colour: 'B', at: '2' },
      { colour: 'B', at: '3', captures: { R: 2 } },
    ],
    after: [
      '..B..', //
      'BB...',
      '.....',
    ],
  },
  {
    name: 'a four-cell group has eight liberties and falls when all are occupied',
    source: 'diagrams 12-13',
    before: [
      '......', //
      '..12..',
      '.3RR4.',
      '.5RR6.',
      '..78..',
      '......',
    ],
    liberties: [[[2, 2], 8]],
    steps: [
      { colour: 'B', at: '1' },
      { colour: 'B', at: '2' },
      { colour: 'B', at: '3' },
      { colour: 'B', at: '4' },
      { colour: 'B', at: '5' },
      { colour: 'B', at: '6' },
      { colour: 'B', at: '7' },
      { colour: 'B', at: '8', captures: { R: 4 } },
    ],
    after: [
      '......', //
      '..BB..',
      '.B..B.',
      '.B..B.',
      '..BB..',
      '......',
    ],
  },
  {
    name: 'a one-eyed group: the eye is suicide until the last external liberty is filled, then it captures',
    source: 'diagrams 14-18',
    before: [
      '...a..', //
      'bcdRe.',
      'RRRRf.',
      'RzRg..',
      'RRRh..',
      'ijk...',
      '......',
    ],
    // 11 external liberties and the eye.
    liberties: [[[0, 2], 12]],
    steps: [
      { colour: 'B', at: 'z', refused: GoError.Suicide },
      ...[...'abcdefghij'].map((at) => ({ colour: 'B' as const, at })),
      { colour: 'B', at: 'z', refused: GoError.Suicide },
      { colour: 'B', at: 'k' },
      { colour: 'B', at: 'z', captures: { R: 10 } },
    ],
    after: [
      '...B..', //
      'BBB.B.',
      '....B.',
      '.B.B..',
      '...B..',
      'BBB...',
      '......',
    ],
  },
  {
    name: 'a two-eyed group cannot be captured: either eye is suicide for everyone else',
    source: 'diagrams 19-21',
    before: [
      '1R2RB.', //
      'RRRRB.',
      'BBBBB.',
      '......',
    ],
    liberties: [[[1, 0], 2]],
    steps: [
      { colour: 'B', at: '1', refused: GoError.Suicide },
      { colour: 'B', at: '2', refused: GoError.Suicide },
      { colour: 'G', at: '1', refused: GoError.Suicide },
      { colour: 'W', at: '2', refused: GoError.Suicide },
    ],
    after: [
      '.R.RB.', //
      'RRRRB.',
      'BBBBB.',
      '......',
    ],
  },
  {
    name: 'a two-eyed group that fills one of its own eyes can then be captured',
    source: 'diagram 21',
    before: [
      '1R2RB.', //
      'RRRRB.',
      'BBBBB.',
      '......',
    ],
    steps: [
      { colour: 'R', at: '1' },
      { colour: 'B', at: '2', captures: { R: 7 } },
    ],
    after: [
      '..B.B.', //
      '....B.',
      'BBBBB.',
      '......',
    ],
  },
  ...(['Y', 'G', 'K', 'B', 'W'] as const).map((colour): Case => ({
    name: `a group surrounded by five colours is captured by whichever fills its last liberty: ${colour}`,
    source: 'diagrams 22-23',
    before: [
      '.GGY..', //
      'KRRRY.',
      'KR1RW.',
      '.BBW..',
      '......',
    ],
    liberties: [[[1, 1], 1]],
    steps: [{ colour, at: '1', captures: { R: 5 } }],
    after: [
      '.GGY..', //
      'K...Y.',
      `K.${colour}.W.`,
      '.BBW..',
      '......',
    ],
  })),
  {
    name: 'the surrounded group may not fill its own last liberty',
    source: 'diagram 22',
    before: [
      '.GGY..', //
      'KRRRY.',
      'KR1RW.',
      '.BBW..',
      '......',
    ],
    steps: [{ colour: 'R', at: '1', refused: GoError.Suicide }],
    after: [
      '.GGY..', //
      'KRRRY.',
      'KR.RW.',
      '.BBW..',
      '......',
    ],
  },
  {
    name: 'Kiss The Ring: the capturer puts a cell on an emptied point and joins its groups',
    source: 'diagrams 23-25',
    before: [
      '.YYY..', //
      'KRRRW.',
      'KR1RW.',
      '.BBW..',
      '......',
    ],
    steps: [
      { colour: 'Y', at: '1', captures: { R: 5 } },
      { colour: 'Y', at: [2, 1], kissTheRing: true },
    ],
    after: [
      '.YYY..', //
      'K.Y.W.',
      'K.Y.W.',
      '.BBW..',
      '......',
    ],
    then: (board, at) => {
      expect(board.chainOf(at([2, 2]))).toHaveLength(5);
      expect(board.sameChain(at([2, 2]), at([1, 0]))).toBe(true);
    },
  },
  {
    name: 'declining Kiss The Ring keeps the emptied corner as an eye nobody else may fill',
    source: 'diagrams 26-28',
    before: [
      'R1B...', //
      'BB....',
      '......',
    ],
    liberties: [[[0, 0], 1]],
    steps: [
      { colour: 'B', at: '1', captures: { R: 1 } },
      { colour: 'R', at: [0, 0], refused: GoError.Suicide },
      { colour: 'G', at: [0, 0], refused: GoError.Suicide },
    ],
    after: [
      '.BB...', //
      'BB....',
      '......',
    ],
    then: (board, at) => {
      expect(board.chainOf(at('1'))).toHaveLength(4);
      expect(board.libertyPointsOf(at('1'))).toContain(at([0, 0]));
    },
  },
  {
    name: 'one placement captures four colours at once; Kiss The Ring on one of the cells joins the capturer up',
    source: 'diagrams 29-31',
    before: [
      '...G...', //
      '.GGYK..',
      'GRR1BK.',
      '.GGWK..',
      '...K...',
      '.......',
    ],
    liberties: [
      [[3, 1], 1],
      [[1, 2], 1],
      [[4, 2], 1],
      [[3, 3], 1],
    ],
    steps: [
      { colour: 'G', at: '1', captures: { Y: 1, R: 2, B: 1, W: 1 } },
      { colour: 'G', at: [2, 2], kissTheRing: true },
    ],
    after: [
      '...G...', //
      '.GG.K..',
      'G.GG.K.',
      '.GG.K..',
      '...K...',
      '.......',
    ],
    then: (board, at) => expect(board.chainOf(at('1'))).toHaveLength(6),
  },
  {
    name: 'one of the endangered colours fills the shared liberty and captures the other three',
    source: 'diagram 29',
    before: [
      '...G...', //
      '.GGYK..',
      'GRR1BK.',
      '.GGWK..',
      '...K...',
      '.......',
    ],
    steps: [{ colour: 'R', at: '1', captures: { Y: 1, B: 1, W: 1 } }],
    after: [
      '...G...', //
      '.GG.K..',
      'GRRR.K.',
      '.GG.K..',
      '...K...',
      '.......',
    ],
  },
  {
    name: 'two touching groups of different colours both left without liberty are removed together',
    source: 'rulings.md, Go: remove every group of any other colour left with no liberty',
    before: [
      'GYRG.', //
      'GY1G.',
      '.G...',
    ],
    liberties: [
      [[1, 0], 1],
      [[2, 0], 1],
    ],
    steps: [{ colour: 'G', at: '1', captures: { Y: 2, R: 1 } }],
    after: [
      'G..G.', //
      'G.GG.',
      '.G...',
    ],
  },
  {
    name: 'a placement without liberty is refused unless it captures',
    source: 'diagrams 14-15, 20',
    before: [
      '.B...', //
      'B1B..',
      '.B...',
      '.....',
    ],
    steps: [
      { colour: 'R', at: '1', refused: GoError.Suicide },
      { colour: 'G', at: '1', refused: GoError.Suicide },
      { colour: 'B', at: '1' },
    ],
    after: [
      '.B...', //
      'BBB..',
      '.B...',
      '.....',
    ],
  },
  {
    name: 'a placement without liberty of its own is legal when it captures a neighbour in atari',
    source: 'diagrams 17-18',
    before: [
      '.RBR.', //
      '.B1B.',
      '..B..',
      '.....',
    ],
    liberties: [[[2, 0], 1]],
    steps: [{ colour: 'R', at: '1', captures: { B: 1 } }],
    after: [
      '.R.R.', //
      '.BRB.',
      '..B..',
      '.....',
    ],
  },
  {
    name: 'joining an own group that then has no liberty is suicide; the opponent captures there',
    source: 'diagram 15',
    before: [
      'RR1B.', //
      'BBBB.',
      '.....',
    ],
    steps: [
      { colour: 'R', at: '1', refused: GoError.Suicide },
      { colour: 'B', at: '1', captures: { R: 2 } },
    ],
    after: [
      '..BB.', //
      'BBBB.',
      '.....',
    ],
  },
  {
    name: 'a false eye: the separate cell next to it is captured by a placement in the eye',
    source: 'diagram 49',
    before: [
      '..B..', //
      '.BRa.',
      '.ReR.',
      '.RRR.',
      '.....',
    ],
    liberties: [[[2, 1], 2]],
    steps: [
      { colour: 'B', at: 'e', refused: GoError.Suicide },
      { colour: 'B', at: 'a' },
      { colour: 'B', at: 'e', captures: { R: 1 } },
    ],
    after: [
      '..B..', //
      '.B.B.',
      '.RBR.',
      '.RRR.',
      '.....',
    ],
  },
  {
    name: 'a false eye made real: once the separate cell is connected the eye is suicide for the opponent',
    source: 'diagram 50',
    before: [
      '..B..', //
      '.BRa.',
      '.ReR.',
      '.RRR.',
      '.....',
    ],
    steps: [
      { colour: 'R', at: 'a' },
      { colour: 'B', at: 'e', refused: GoError.Suicide },
    ],
    after: [
      '..B..', //
      '.BRR.',
      '.R.R.',
      '.RRR.',
      '.....',
    ],
    then: (board, at) => expect(board.chainOf(at([2, 1]))).toHaveLength(7),
  },
];

describe('the rulebook cases (Appendix 2)', () => {
  it.each(cases.map((c) => [`${c.name} (${c.source})`, c] as const))('%s', (_, c) => {
    const { board, marks } = draw(c.before);
    const at = (a: At): Point => {
      const p = typeof a === 'string' ? marks.get(a) : board.point(a[0], a[1]);
      if (p === undefined || p < 0) throw new Error(`no point ${String(a)}`);
      return p;
    };
    expect(board.checkConsistency()).toEqual([]);
    for (const [where, count] of c.liberties ?? []) expect(board.libertiesOf(at(where)), String(where)).toBe(count);
    let previous: PlayResult | null = null;
    for (const step of c.steps) {
      const p = at(step.at);
      const colour = LETTERS[step.colour];
      if (step.kissTheRing) expect(previous && capturedBy(previous)).toContain(p);
      const before = board.toJSON();
      const suicide = board.isSuicide(p, colour);
      const result = board.play(p, colour);
      expect(board.checkConsistency()).toEqual([]);
      if (step.refused) {
        expect(result.ok ? 'played' : result.error.code).toBe(step.refused);
        expect(board.toJSON()).toEqual(before);
        expect(suicide).toBe(step.refused === GoError.Suicide);
        continue;
      }
      if (!result.ok) throw new Error(`${step.colour} at ${String(step.at)}: ${result.error.code}`);
      expect(suicide).toBe(false);
      const byColour: Partial<Record<Letter, number>> = {};
      for (const stone of result.captured) {
        const letter = LETTER_OF[stone.colour] as Letter;
        byColour[letter] = (byColour[letter] ?? 0) + 1;
        expect(before.rows[board.y(stone.point)]![board.x(stone.point)]).toBe(String(stone.colour));
        expect(board.colourAt(stone.point)).toBe(0);
      }
      expect(byColour).toEqual(step.captures ?? {});
      previous = result;
    }
    expect(diagram(board)).toEqual(c.after);
    c.then?.(board, at);
  });

  it('counts the liberties of a lone cell inside, on an edge and in a corner (diagrams 2, 6)', () => {
    const board = new GoBoard(10, 12);
    for (const [x, y, liberties] of [
      [4, 5, 4],
      [0, 0, 2],
      [9, 11, 2],
      [9, 0, 2],
      [0, 7, 3],
      [5, 11, 3],
    ] as const) {
      const p = board.point(x, y);
      expect(board.play(p, 1).ok).toBe(true);
      expect(board.libertiesOf(p)).toBe(liberties);
      expect(board.libertyPointsOf(p)).toEqual([...board.neighbours(p)].sort((a, b) => a - b));
    }
  });
});

describe('the board API', () => {
  it('refuses occupied, off-board and bad-colour placements with stable codes', () => {
    const board = new GoBoard(10, 12);
    const p = board.point(3, 3);
    expect(board.play(p, 2)).toMatchObject({ ok: true, captured: [] });
    const code = (r: PlayResult) => (r.ok ? 'played' : r.error.code);
    expect(code(board.play(p, 1))).toBe('gocaine/occupied');
    expect(code(board.play(-1, 1))).toBe('gocaine/off-board');
    expect(code(board.play(120, 1))).toBe('gocaine/off-board');
    expect(code(board.play(1.5, 1))).toBe('gocaine/off-board');
    expect(code(board.play(0, 7 as Colour))).toBe('gocaine/bad-colour');
    expect(code(board.play(0, 0 as Colour))).toBe('gocaine/bad-colour');
    expect(board.point(10, 0)).toBe(-1);
    expect(board.colourAt(-5)).toBeUndefined();
    expect(board.stonesOf(2)).toBe(1);
  });

  it('answers the legal-move queries', () => {
    const { board, marks } = draw([
      '.RBR.', //
      '.B1B.',
      '..B2.',
      '...B.',
    ]);
    const one = marks.get('1')!;
    const two = marks.get('2')!;
    expect(board.wouldCapture(one, 5)).toBe(true);
    expect(board.wouldCapture(one, 1)).toBe(false);
    expect(board.isSuicide(one, 5)).toBe(false);
    expect(board.isSuicide(two, 5)).toBe(false);
    expect(board.isLegal(one, 2)).toBe(true);
    expect(board.legalPoints(5)).not.toContain(board.point(1, 0));
    const emptyLegal = board.legalPoints(4);
    expect(emptyLegal).toHaveLength(board.size - board.rows().join('').replace(/\./g, '').length);
  });

  it('clones and round-trips through JSON', () => {
    const { board } = draw([
      'RR.B.', //
      'BBBB.',
      '..GG.',
    ]);
    const json = JSON.parse(JSON.stringify(board)) as unknown;
    expect(json).toEqual({ width: 5, height: 3, rows: ['55.1.', '1111.', '..22.'] });
    const back = GoBoard.fromJSON(json);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.equals(board)).toBe(true);
    expect(back.value.checkConsistency()).toEqual([]);
    const copy = board.clone();
    expect(copy.play(2, 1)).toMatchObject({ ok: true, captured: [{ colour: 5 }, { colour: 5 }] });
    expect(diagram(board)[0]).toBe('RR.B.');
    expect(board.libertiesOf(0)).toBe(1);
    expect(copy.checkConsistency()).toEqual([]);
    expect(board.checkConsistency()).toEqual([]);
  });

  it('refuses malformed JSON and unreachable positions', () => {
    const code = (r: ReturnType<typeof GoBoard.fromJSON>) => (r.ok ? 'ok' : r.error.code);
    expect(code(GoBoard.fromJSON(null))).toBe('gocaine/bad-board');
    expect(code(GoBoard.fromJSON({ width: 2, height: 1, rows: ['1.', '..'] }))).toBe('gocaine/bad-board');
    expect(code(GoBoard.fromJSON({ width: 2, height: 2, rows: ['1.', '.'] }))).toBe('gocaine/bad-board');
    expect(code(GoBoard.fromJSON({ width: 2, height: 2, rows: ['1.', '.7'] }))).toBe('gocaine/bad-board');
    expect(code(GoBoard.fromJSON({ width: 2, height: 2, rows: ['12', '2.'] }))).toBe('gocaine/bad-board');
    expect(code(GoBoard.fromJSON({ width: 2, height: 2, rows: ['12', '.2'] }))).toBe('ok');
  });

  it('removes a stone, splitting its chain, and places without resolving captures', () => {
    const { board } = draw([
      '.....', //
      'RRRRR',
      '..B..',
      '.....',
    ]);
    expect(board.chainOf(board.point(0, 1))).toHaveLength(5);
    expect(board.remove(board.point(2, 1))).toEqual({ ok: true, value: 5 });
    expect(board.checkConsistency()).toEqual([]);
    expect(board.chainOf(board.point(0, 1))).toHaveLength(2);
    expect(board.libertiesOf(board.point(0, 1))).toBe(5);
    expect(board.libertiesOf(board.point(2, 2))).toBe(4);
    const empty = board.remove(board.point(2, 1));
    expect(empty.ok ? 'removed' : empty.error.code).toBe('gocaine/empty');
    // A setup placement captures nothing, even on a last liberty, and checkConsistency says so.
    expect(board.place(board.point(2, 3), 5).ok).toBe(true);
    expect(board.place(board.point(1, 2), 5).ok).toBe(true);
    expect(board.place(board.point(3, 2), 5).ok).toBe(true);
    expect(board.place(board.point(2, 1), 5)).toMatchObject({ ok: true, captured: [] });
    expect(board.colourAt(board.point(2, 2))).toBe(1);
    expect(board.checkConsistency()).toEqual([`chain of colour 1 at (2, 2): no liberty`]);
    expect(board.remove(board.point(2, 2)).ok).toBe(true);
    expect(board.checkConsistency()).toEqual([]);
    expect(board.libertiesOf(board.point(0, 1))).toBe(10);
  });

  it('lists what a placement emptied for Kiss The Ring', () => {
    const { board, marks } = draw(['R1B', 'B..']);
    const result = board.play(marks.get('1')!, 1);
    expect(capturedBy(result)).toEqual([0]);
    expect(capturedBy(board.play(0, 5))).toEqual([]);
  });
});

// ------------------------------------------------------------------ random games

/** A plain flood-fill implementation of the same rules, for multi-colour games. */
function referencePlay(
  cells: number[],
  width: number,
  p: Point,
  colour: number,
): { error: 'occupied' | 'suicide' } | { next: number[]; captured: number[] } {
  if (cells[p] !== 0) return { error: 'occupied' };
  const height = cells.length / width;
  const neighbours = (q: number) => {
    const x = q % width;
    const y = (q - x) / width;
    const out: number[] = [];
    if (y > 0) out.push(q - width);
    if (x > 0) out.push(q - 1);
    if (x < width - 1) out.push(q + 1);
    if (y < height - 1) out.push(q + width);
    return out;
  };
  const group = (board: number[], q: number) => {
    const stones = new Set([q]);
    let free = false;
    for (const s of stones) {
      for (const n of neighbours(s)) {
        if (board[n] === 0) free = true;
        else if (board[n] === board[q]) stones.add(n);
      }
    }
    return { stones, free };
  };
  const next = [...cells];
  next[p] = colour;
  const dead = new Set<number>();
  for (const n of neighbours(p)) {
    if (next[n] === 0 || next[n] === colour || dead.has(n)) continue;
    const g = group(next, n);
    if (!g.free) for (const s of g.stones) dead.add(s);
  }
  for (const s of dead) next[s] = 0;
  if (!group(next, p).free) return { error: 'suicide' };
  return { next, captured: [...dead].sort((a, b) => a - b) };
}

const sorted = (points: readonly number[]) => [...points].sort((a, b) => a - b);

/** `checkConsistency()` after every move: `expect` only on failure, it is slow in a hot loop. */
function consistent(board: GoBoard): void {
  const problems = board.checkConsistency();
  if (problems.length > 0) expect(problems).toEqual([]);
}

describe('random 2-colour games against @sabaki/go-board on the 10 x 12 board', () => {
  it('agrees on every placement, refusal, capture and position', () => {
    const rng = new Rng(seedFromSecret('gocaine/go/sabaki-differential'));
    const width = 10;
    const height = 12;
    const vertices = Array.from({ length: width * height }, (_, p): [number, number] => [
      p % width,
      (p - (p % width)) / width,
    ]);
    const tally = { games: 0, moves: 0, captures: 0, capturingMoves: 0, suicides: 0, occupied: 0 };
    for (let game = 0; game < 200; game++) {
      const ours = new GoBoard(width, height);
      let theirs: SabakiBoard = SabakiBoard.fromDimensions(width, height);
      let colour: Colour = 1;
      let attempts = 0;
      for (let turn = 0; turn < 160 && attempts < 1000; attempts++) {
        // Mostly a random empty point, sometimes any point (occupied ones must be refused by both).
        let p: Point;
        if (rng.int(16) === 0) p = rng.int(ours.size);
        else {
          const empty: Point[] = [];
          for (let q = 0; q < ours.size; q++) if (ours.colourAt(q) === 0) empty.push(q);
          p = rng.pick(empty);
        }
        const sign = colour === 1 ? 1 : -1;
        const predictedSuicide = ours.isSuicide(p, colour);
        const result = ours.play(p, colour);
        let refusal: string | null = null;
        const before = theirs;
        try {
          theirs = theirs.makeMove(sign, vertices[p]!, { preventSuicide: true, preventOverwrite: true });
        } catch (e) {
          refusal = (e as Error).message;
        }
        consistent(ours);
        if (!result.ok) {
          const suicide = result.error.code === GoError.Suicide;
          const expected = {
            refusal: suicide ? 'Suicide prevented' : 'Overwrite prevented',
            predictedSuicide: suicide,
          };
          if (refusal !== expected.refusal || predictedSuicide !== suicide) {
            expect({ refusal, predictedSuicide }).toEqual(expected);
          }
          if (result.error.code === GoError.Suicide) tally.suicides++;
          else tally.occupied++;
          continue;
        }
        if (refusal !== null || predictedSuicide) expect({ refusal, predictedSuicide }).toBeNull();
        const theirCaptures: number[] = [];
        let same = true;
        for (let q = 0; q < ours.size; q++) {
          const [x, y] = vertices[q]!;
          const v = theirs.signMap[y]![x]!;
          if (ours.colourAt(q) !== (v === 0 ? 0 : v === 1 ? 1 : 2)) same = false;
          if (v === 0 && before.signMap[y]![x] === -sign) theirCaptures.push(q);
        }
        if (!same) expect(ours.rows()).toEqual(theirs.signMap.map((row) => row.map((v) => '.12'.at(v)).join('')));
        const ourCaptures = sorted(capturedBy(result));
        if (ourCaptures.join() !== theirCaptures.join()) expect(ourCaptures).toEqual(theirCaptures);
        if (result.captured.some((s) => s.colour === colour)) expect(result.captured).toBe('stones of other colours');
        tally.moves++;
        tally.captures += result.captured.length;
        if (result.captured.length > 0) tally.capturingMoves++;
        turn++;
        colour = colour === 1 ? 2 : 1;
      }
      tally.games++;
    }
    // 31,579 placements, 3,290 of them capturing (11,294 stones), 32,991 suicides and 3,338
    // overwrites refused: the loop is deterministic, the bounds only guard against a gutted test.
    expect(tally.moves).toBeGreaterThan(30_000);
    expect(tally.capturingMoves).toBeGreaterThan(3_000);
    expect(tally.suicides).toBeGreaterThan(10_000);
    expect(tally.occupied).toBeGreaterThan(1_000);
  });
});

describe('random multi-colour games', () => {
  it('keep the bookkeeping consistent and agree with a flood-fill reference, Kiss The Ring included', () => {
    const rng = new Rng(seedFromSecret('gocaine/go/multi-colour'));
    const shapes: readonly (readonly [number, number])[] = [
      [10, 12],
      [10, 12],
      [10, 12],
      [5, 5],
      [7, 3],
      [1, 9],
      [2, 2],
    ];
    const tally = { moves: 0, captures: 0, multiColourCaptures: 0, kisses: 0, suicides: 0, removals: 0 };
    for (let game = 0; game < 420; game++) {
      const [width, height] = shapes[game % shapes.length]!;
      const colours = 3 + (game % 4);
      let board = new GoBoard(width, height);
      let cells: number[] = new Array<number>(width * height).fill(0);
      let seat = 0;
      const play = (p: Point, colour: Colour): PlayResult => {
        const expected = referencePlay(cells, width, p, colour);
        const result = board.play(p, colour);
        consistent(board);
        if ('error' in expected) {
          if (result.ok || result.error.code !== `gocaine/${expected.error}`) expect(result).toBe(expected.error);
          if (expected.error === 'suicide') tally.suicides++;
        } else {
          if (!result.ok) throw new Error(result.error.message);
          const captured = sorted(capturedBy(result));
          if (captured.join() !== expected.captured.join()) expect(captured).toEqual(expected.captured);
          if (result.captured.some((s) => s.colour !== cells[s.point])) expect(result.captured).toBe('as they were');
          cells = expected.next;
          tally.moves++;
          tally.captures += result.captured.length;
          if (new Set(result.captured.map((s) => s.colour)).size > 1) tally.multiColourCaptures++;
        }
        const rows = board.rows().join('');
        if (rows !== cells.map((v) => (v === 0 ? '.' : String(v))).join('')) expect(rows).toBe(cells.join(''));
        return result;
      };
      for (let turn = 0; turn < 150; turn++) {
        const colour = (1 + (seat++ % colours)) as Colour;
        const result = play(rng.int(board.size), colour);
        // Kiss The Ring, half the time, on one emptied point (refused if it would be suicide).
        if (result.ok && result.captured.length > 0 && rng.int(2) === 0) {
          play(rng.pick(capturedBy(result)), colour);
          tally.kisses++;
        }
        // Now and then: a removal, or a trip through JSON or a clone.
        const r = rng.int(40);
        if (r === 0) {
          const stones = cells.flatMap((v, q) => (v === 0 ? [] : [q]));
          if (stones.length > 0) {
            const q = rng.pick(stones);
            expect(board.remove(q)).toEqual({ ok: true, value: cells[q] });
            cells[q] = 0;
            consistent(board);
            tally.removals++;
          }
        } else if (r === 1) {
          const back = GoBoard.fromJSON(JSON.parse(JSON.stringify(board)));
          if (!back.ok) throw new Error(back.error.message);
          board = back.value;
        } else if (r === 2) {
          board = board.clone();
        }
      }
    }
    // 28,017 placements, 2,661 Kiss The Ring attempts, 808 captures of several colours at once, 3,809
    // suicides refused, 1,607 removals.
    expect(tally.moves).toBeGreaterThan(25_000);
    expect(tally.multiColourCaptures).toBeGreaterThan(500);
    expect(tally.kisses).toBeGreaterThan(2_000);
    expect(tally.suicides).toBeGreaterThan(2_000);
    expect(tally.removals).toBeGreaterThan(1_000);
  });
});
