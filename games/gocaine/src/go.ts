// One piece past 400 lines: the flat arrays, the incremental liberties and their consistency check share every invariant.
/**
 * The Go part of GoCaine: a board of any W x H with up to six colours, after KataGo's board.h.
 *
 * Data structure
 * --------------
 * A point is the index `y * width + x` (row 0 is north, column 0 west). Everything lives in flat
 * typed arrays over the points, allocated once per board:
 *
 *   cells[p]    colour of the stone on p, 0 when empty, 1..6 otherwise (Int8Array);
 *   heads[p]    the chain head: one stone of p's chain that names the whole chain, -1 when empty;
 *   nexts[p]    the next stone of the same chain: the stones of a chain form a circular linked
 *               list, so a chain is walked from its head without any search, and two chains are
 *               joined by swapping one `nexts` entry of each;
 *   sizes[h]    stones in the chain whose head is h (only read at heads);
 *   libs[h]     exact liberty count of the chain whose head is h (only read at heads);
 *   nbrStart, nbr  the neighbour lists, precomputed: the neighbours of p are
 *               nbr[nbrStart[p] .. nbrStart[p + 1] - 1] (2 in a corner, 3 on an edge, 4 inside).
 *
 * Liberty counts are exact, not pseudo-liberties. Pseudo-liberties (one per stone/empty-neighbour
 * edge) are cheap and exact when zero, which is enough to detect a capture, but they overcount
 * otherwise, so "this chain has exactly one liberty" (atari: the test behind `wouldCapture` and the
 * suicide check, made *before* the board changes) would need extra bookkeeping. Exact counts are
 * kept incrementally without double counting, as KataGo does:
 *   - placing a stone on p takes one liberty from each *distinct* chain around p (the heads of p's
 *     up to four neighbours are deduplicated first), since p was one liberty of each of them;
 *   - an empty point e becomes a new liberty of chain H only if none of e's neighbours already
 *     belongs to H (at most 4 lookups of `heads`). The placed stone's empty neighbours are tested
 *     before the stone is labelled H. When a smaller chain is merged into H, its stones are walked
 *     one at a time: each empty neighbour is tested and then the stone is relabelled H, so an empty
 *     point next to two stones of the smaller chain is counted by the first and, from then on,
 *     seen as already adjacent to H by the second;
 *   - removing a captured chain gives each emptied point back, once, to each distinct chain around
 *     it. All chains captured by a placement are found first and removed together: in multi-colour
 *     Go two captured chains of different colours may touch, and one's removal must not revive the
 *     other.
 * The cost of a placement is proportional to the stones of the chains it merges or captures, never
 * to the board; no board is copied and nothing is searched recursively.
 *
 * Rules (rulings.md, "Go (area control)"): a stone goes on an empty point; every adjacent chain of
 * any other colour left without liberty is captured; then the placement is suicide, hence illegal,
 * if its own chain has no liberty. Legality is decided from the counts before anything changes, so
 * an illegal placement leaves the board untouched. There is no ko rule. Kiss The Ring is an
 * ordinary `play` by the capturer on one of the points `capturedBy` lists; the caller restricts it.
 */
import { ok, type Result, type RuleError } from '@cutthroat/engine';

/** Colours are 1..MAX_COLOURS; 0 is an empty point. */
export const MAX_COLOURS = 6;
export type Colour = 1 | 2 | 3 | 4 | 5 | 6;
export type Cell = 0 | Colour;
/** `y * width + x`. */
export type Point = number;

/** Stable error codes of the Go board. */
export const GoError = {
  OffBoard: 'gocaine/off-board',
  Occupied: 'gocaine/occupied',
  Suicide: 'gocaine/suicide',
  BadColour: 'gocaine/bad-colour',
  Empty: 'gocaine/empty',
  BadBoard: 'gocaine/bad-board',
} as const;
export type GoErrorCode = (typeof GoError)[keyof typeof GoError];

export interface GoRuleError extends RuleError {
  readonly code: GoErrorCode;
}

export interface CapturedStone {
  readonly point: Point;
  readonly colour: Colour;
}

export interface PlayOk {
  readonly ok: true;
  readonly point: Point;
  readonly colour: Colour;
  /** Stones removed by this placement, chain by chain; empty when nothing was captured. */
  readonly captured: readonly CapturedStone[];
}

export interface PlayFailure {
  readonly ok: false;
  readonly error: GoRuleError;
}

export type PlayResult = PlayOk | PlayFailure;

/** The plain JSON form: one string per row, north first; '.' is empty, '1'..'6' a colour. */
export interface GoBoardJson {
  readonly width: number;
  readonly height: number;
  readonly rows: readonly string[];
}

const NOTHING: readonly CapturedStone[] = Object.freeze([]);
const EPOCH_LIMIT = 0x3fff_ffff;

function failure(code: GoErrorCode, message: string): PlayFailure {
  return { ok: false, error: { code, message } };
}

function isColour(colour: number): colour is Colour {
  return colour >= 1 && colour <= MAX_COLOURS && (colour | 0) === colour;
}

/**
 * The points a placement emptied: where its player may put one more cell by Kiss The Ring.
 * Empty for a placement that captured nothing or failed.
 */
export function capturedBy(play: PlayResult): Point[] {
  return play.ok ? play.captured.map((stone) => stone.point) : [];
}

/** Neighbour lists never change for a board size: boards of one size (and their clones) share them. */
const neighbourTables = new Map<number, { readonly start: Int32Array; readonly list: Int32Array }>();

function neighbourTable(width: number, height: number) {
  const key = width * 0x1_0000 + height;
  let table = neighbourTables.get(key);
  if (table) return table;
  const n = width * height;
  const start = new Int32Array(n + 1);
  const list: number[] = [];
  for (let p = 0; p < n; p++) {
    start[p] = list.length;
    const x = p % width;
    const y = (p - x) / width;
    if (y > 0) list.push(p - width);
    if (x > 0) list.push(p - 1);
    if (x < width - 1) list.push(p + 1);
    if (y < height - 1) list.push(p + width);
  }
  start[n] = list.length;
  table = { start, list: Int32Array.from(list) };
  neighbourTables.set(key, table);
  return table;
}

export class GoBoard {
  readonly width: number;
  readonly height: number;
  /** Number of points, width * height. */
  readonly size: number;

  private readonly nbrStart: Int32Array;
  private readonly nbr: Int32Array;
  private readonly cells: Int8Array;
  private readonly heads: Int32Array;
  private readonly nexts: Int32Array;
  private readonly sizes: Int32Array;
  private readonly libs: Int32Array;
  /** Stones on the board per colour, index 1..6. */
  private readonly counts: Int32Array;

  // Scratch space, never part of the position.
  private readonly marks: Int32Array;
  private epoch = 0;
  private readonly buffer: Int32Array;
  private readonly stack: Int32Array;
  private readonly around = new Int32Array(4);
  private readonly dead = new Int32Array(4);

  constructor(width: number, height: number) {
    if (!(Number.isInteger(width) && Number.isInteger(height) && width >= 1 && height >= 1)) {
      throw new RangeError(`GoBoard: bad dimensions ${width} x ${height}`);
    }
    if (width * height > 0x100_0000) throw new RangeError(`GoBoard: ${width} x ${height} is too large`);
    this.width = width;
    this.height = height;
    const n = width * height;
    this.size = n;
    const shape = neighbourTable(width, height);
    this.nbrStart = shape.start;
    this.nbr = shape.list;
    this.cells = new Int8Array(n);
    this.heads = new Int32Array(n).fill(-1);
    this.nexts = new Int32Array(n);
    this.sizes = new Int32Array(n);
    this.libs = new Int32Array(n);
    this.counts = new Int32Array(MAX_COLOURS + 1);
    this.marks = new Int32Array(n);
    this.buffer = new Int32Array(n);
    this.stack = new Int32Array(n);
  }

  // ---------------------------------------------------------------- points

  /** The point at column x, row y, or -1 off the board. */
  point(x: number, y: number): Point {
    if (!(Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < this.width && y < this.height)) {
      return -1;
    }
    return y * this.width + x;
  }

  x(p: Point): number {
    return p % this.width;
  }

  y(p: Point): number {
    return Math.floor(p / this.width);
  }

  onBoard(p: Point): boolean {
    return p >= 0 && p < this.size && (p | 0) === p;
  }

  /** The orthogonal neighbours of p (2, 3 or 4), none off the board. */
  neighbours(p: Point): Point[] {
    if (!this.onBoard(p)) return [];
    return Array.from(this.nbr.subarray(this.nbrStart[p]!, this.nbrStart[p + 1]!));
  }

  // ---------------------------------------------------------------- queries

  /** 0 for an empty point, the stone's colour otherwise, undefined off the board. */
  colourAt(p: Point): Cell | undefined {
    return this.onBoard(p) ? (this.cells[p]! as Cell) : undefined;
  }

  /** Stones of one colour on the board. */
  stonesOf(colour: Colour): number {
    return isColour(colour) ? this.counts[colour]! : 0;
  }

  /** Exact liberties of the chain through p; 0 for an empty or off-board point. */
  libertiesOf(p: Point): number {
    return this.onBoard(p) && this.cells[p] !== 0 ? this.libs[this.heads[p]!]! : 0;
  }

  /** The liberties themselves of the chain through p, ascending. */
  libertyPointsOf(p: Point): Point[] {
    if (!this.onBoard(p) || this.cells[p] === 0) return [];
    const { cells, nexts, nbr, nbrStart, marks } = this;
    const stamp = this.nextEpoch();
    const out: Point[] = [];
    const head = this.heads[p]!;
    let s = head;
    do {
      for (let i = nbrStart[s]!, end = nbrStart[s + 1]!; i < end; i++) {
        const e = nbr[i]!;
        if (cells[e] === 0 && marks[e] !== stamp) {
          marks[e] = stamp;
          out.push(e);
        }
      }
      s = nexts[s]!;
    } while (s !== head);
    return out.sort((a, b) => a - b);
  }

  /** The stones of the chain through p, ascending; empty for an empty or off-board point. */
  chainOf(p: Point): Point[] {
    if (!this.onBoard(p) || this.cells[p] === 0) return [];
    const out: Point[] = [];
    const head = this.heads[p]!;
    let s = head;
    do {
      out.push(s);
      s = this.nexts[s]!;
    } while (s !== head);
    return out.sort((a, b) => a - b);
  }

  /** True when both points hold stones of one chain. */
  sameChain(p: Point, q: Point): boolean {
    return this.onBoard(p) && this.onBoard(q) && this.cells[p] !== 0 && this.heads[p] === this.heads[q];
  }

  /**
   * True when `colour` placing on the empty point p would capture something: some neighbouring
   * chain of another colour has p as its last liberty.
   */
  wouldCapture(p: Point, colour: Colour): boolean {
    if (!isColour(colour) || !this.onBoard(p) || this.cells[p] !== 0) return false;
    const { cells, heads, libs, nbr, nbrStart } = this;
    for (let i = nbrStart[p]!, end = nbrStart[p + 1]!; i < end; i++) {
      const q = nbr[i]!;
      const v = cells[q]!;
      if (v !== 0 && v !== colour && libs[heads[q]!] === 1) return true;
    }
    return false;
  }

  /**
   * True when `colour` placing on the empty point p would be refused as suicide: after the
   * placement and its captures its chain would have no liberty. False for an occupied or
   * off-board point and a colour out of range (those are refused for another reason).
   */
  isSuicide(p: Point, colour: Colour): boolean {
    return isColour(colour) && this.onBoard(p) && this.cells[p] === 0 && this.suicidal(p, colour);
  }

  /** True when `colour` may place on p. */
  isLegal(p: Point, colour: Colour): boolean {
    return isColour(colour) && this.onBoard(p) && this.cells[p] === 0 && !this.suicidal(p, colour);
  }

  /** Every point where `colour` may place, ascending. */
  legalPoints(colour: Colour): Point[] {
    const out: Point[] = [];
    if (!isColour(colour)) return out;
    for (let p = 0; p < this.size; p++) if (this.cells[p] === 0 && !this.suicidal(p, colour)) out.push(p);
    return out;
  }

  // ---------------------------------------------------------------- moves

  /**
   * A placement under the rules: `colour` puts a stone on p, adjacent chains of other colours left
   * without liberty are captured, and a placement left without liberty (having captured nothing) is
   * refused. A refused placement changes nothing.
   */
  play(p: Point, colour: Colour): PlayResult {
    const refused = this.refusal(p, colour);
    if (refused) return refused;
    if (this.suicidal(p, colour)) {
      return failure(GoError.Suicide, `colour ${colour} on ${this.name(p)} would have no liberty: suicide`);
    }
    const distinct = this.put(p, colour);
    const captured = this.captureAround(colour, distinct);
    return { ok: true, point: p, colour, captured };
  }

  /**
   * A setup placement: puts a stone on an empty point and joins it to its chains, but captures
   * nothing and allows a chain without liberty (which `checkConsistency` then reports). For
   * building positions and editors, not for play.
   */
  place(p: Point, colour: Colour): PlayResult {
    const refused = this.refusal(p, colour);
    if (refused) return refused;
    this.put(p, colour);
    return { ok: true, point: p, colour, captured: NOTHING };
  }

  /**
   * Takes one stone off the board (setup, editing, a variant's effect): the neighbouring chains get
   * the point back as a liberty, and the stone's own chain, which may fall apart, is rebuilt.
   */
  remove(p: Point): Result<Colour, GoRuleError> {
    if (!this.onBoard(p)) return this.offBoard(p);
    const colour = this.cells[p]! as Cell;
    if (colour === 0) return failure(GoError.Empty, `${this.name(p)} is empty`);
    const { cells, heads, nexts, sizes, libs, nbr, nbrStart, buffer, stack, marks } = this;
    // The rest of the chain, unlabelled (head -1, colour kept) until it is rebuilt.
    const head = heads[p]!;
    let rest = 0;
    let s = head;
    do {
      if (s !== p) buffer[rest++] = s;
      s = nexts[s]!;
    } while (s !== head);
    for (let i = 0; i < rest; i++) heads[buffer[i]!] = -1;
    cells[p] = 0;
    heads[p] = -1;
    this.counts[colour]!--;
    // Other chains around p gain p as a liberty (once each); the rebuilt pieces count it themselves.
    this.giveLiberty(p);
    // Rebuild the pieces: flood fill over the unlabelled stones.
    for (let i = 0; i < rest; i++) {
      const start = buffer[i]!;
      if (heads[start] !== -1) continue;
      const stamp = this.nextEpoch();
      let top = 0;
      stack[top++] = start;
      heads[start] = start;
      nexts[start] = start;
      let stones = 0;
      let liberties = 0;
      while (top > 0) {
        const t = stack[--top]!;
        stones++;
        for (let k = nbrStart[t]!, end = nbrStart[t + 1]!; k < end; k++) {
          const q = nbr[k]!;
          const v = cells[q]!;
          if (v === 0) {
            if (marks[q] !== stamp) {
              marks[q] = stamp;
              liberties++;
            }
          } else if (v === colour && heads[q] === -1) {
            heads[q] = start;
            nexts[q] = nexts[start]!;
            nexts[start] = q;
            stack[top++] = q;
          }
        }
      }
      sizes[start] = stones;
      libs[start] = liberties;
    }
    return ok(colour as Colour);
  }

  /** Empties the board. */
  clear(): void {
    this.cells.fill(0);
    this.heads.fill(-1);
    this.counts.fill(0);
  }

  // ---------------------------------------------------------------- copies and JSON

  clone(): GoBoard {
    const copy = new GoBoard(this.width, this.height);
    copy.cells.set(this.cells);
    copy.heads.set(this.heads);
    copy.nexts.set(this.nexts);
    copy.sizes.set(this.sizes);
    copy.libs.set(this.libs);
    copy.counts.set(this.counts);
    return copy;
  }

  /** Same size and same stones (chain bookkeeping aside). */
  equals(other: GoBoard): boolean {
    if (other.width !== this.width || other.height !== this.height) return false;
    for (let p = 0; p < this.size; p++) if (this.cells[p] !== other.cells[p]) return false;
    return true;
  }

  toJSON(): GoBoardJson {
    return { width: this.width, height: this.height, rows: this.rows() };
  }

  /** One string per row, north first: '.' empty, '1'..'6' a colour. */
  rows(): string[] {
    const rows: string[] = [];
    for (let y = 0; y < this.height; y++) {
      let row = '';
      for (let x = 0; x < this.width; x++) {
        const v = this.cells[y * this.width + x]!;
        row += v === 0 ? '.' : String(v);
      }
      rows.push(row);
    }
    return rows;
  }

  toString(): string {
    return this.rows().join('\n');
  }

  /**
   * A board from its rows ('.' empty, '1'..'6' a colour). Refuses ragged rows, other characters
   * and positions that play cannot reach: a chain without liberty.
   */
  static fromRows(rows: readonly string[]): Result<GoBoard, GoRuleError> {
    const height = rows.length;
    const width = rows[0]?.length ?? 0;
    if (height === 0 || width === 0) return failure(GoError.BadBoard, 'a board needs at least one row and column');
    if (width * height > 0x100_0000) return failure(GoError.BadBoard, `${width} x ${height} is too large`);
    const board = new GoBoard(width, height);
    for (let y = 0; y < height; y++) {
      const row = rows[y]!;
      if (typeof row !== 'string' || row.length !== width) {
        return failure(GoError.BadBoard, `row ${y} is not a string of ${width} characters`);
      }
      for (let x = 0; x < width; x++) {
        const c = row[x]!;
        if (c === '.') continue;
        const colour = c.charCodeAt(0) - 48;
        if (!isColour(colour)) return failure(GoError.BadBoard, `row ${y} column ${x}: '${c}' is not '.' or 1..6`);
        board.put(y * width + x, colour);
      }
    }
    for (let p = 0; p < board.size; p++) {
      if (board.cells[p] !== 0 && board.libs[board.heads[p]!] === 0) {
        return failure(GoError.BadBoard, `the chain at ${board.name(p)} has no liberty`);
      }
    }
    return ok(board);
  }

  /** A board from its JSON form (`toJSON`), checked. */
  static fromJSON(json: unknown): Result<GoBoard, GoRuleError> {
    if (typeof json !== 'object' || json === null) return failure(GoError.BadBoard, 'not an object');
    const { width, height, rows } = json as Record<string, unknown>;
    if (!Array.isArray(rows) || !rows.every((r) => typeof r === 'string')) {
      return failure(GoError.BadBoard, 'rows must be an array of strings');
    }
    if (width !== rows[0]?.length || height !== rows.length) {
      return failure(GoError.BadBoard, `width and height (${String(width)} x ${String(height)}) do not match the rows`);
    }
    return GoBoard.fromRows(rows as string[]);
  }

  // ---------------------------------------------------------------- checking

  /**
   * Recomputes chains and liberties from the stones alone (flood fill) and compares them with the
   * incremental bookkeeping. Returns the differences, one sentence each; empty when consistent.
   * Also reports a chain without liberty, which no sequence of `play` can leave.
   */
  checkConsistency(): string[] {
    const problems: string[] = [];
    const n = this.size;
    const { cells, heads, nexts, sizes, libs, nbr, nbrStart } = this;
    const chain = new Int32Array(n).fill(-1);
    const counts = new Int32Array(MAX_COLOURS + 1);
    const libMark = new Int32Array(n).fill(-1);
    for (let p = 0; p < n; p++) {
      const v = cells[p]!;
      if (v < 0 || v > MAX_COLOURS) problems.push(`${this.name(p)} holds colour ${v}`);
      if (v === 0) {
        if (heads[p] !== -1) problems.push(`empty ${this.name(p)} has chain head ${heads[p]}`);
        continue;
      }
      counts[v]!++;
      if (chain[p] !== -1) continue;
      // Flood fill the true chain of p, numbered p.
      const members: number[] = [p];
      chain[p] = p;
      let liberties = 0;
      for (let i = 0; i < members.length; i++) {
        const s = members[i]!;
        for (let k = nbrStart[s]!, end = nbrStart[s + 1]!; k < end; k++) {
          const q = nbr[k]!;
          if (cells[q] === 0) {
            if (libMark[q] !== p) {
              libMark[q] = p;
              liberties++;
            }
          } else if (cells[q] === v && chain[q] === -1) {
            chain[q] = p;
            members.push(q);
          }
        }
      }
      const head = heads[p]!;
      const where = `chain of colour ${v} at ${this.name(p)}`;
      if (head < 0 || head >= n || chain[head] !== p) {
        problems.push(`${where}: head ${head} is not one of its stones`);
        continue;
      }
      for (const s of members) if (heads[s] !== head) problems.push(`${where}: ${this.name(s)} has head ${heads[s]}`);
      if (sizes[head] !== members.length) problems.push(`${where}: size ${sizes[head]}, expected ${members.length}`);
      if (libs[head] !== liberties) problems.push(`${where}: ${libs[head]} liberties, expected ${liberties}`);
      if (liberties === 0) problems.push(`${where}: no liberty`);
      // The ring from the head visits exactly the members, once each.
      let steps = 0;
      let s = head;
      do {
        if (s < 0 || s >= n || chain[s] !== p) {
          problems.push(`${where}: its ring leaves the chain at ${s}`);
          break;
        }
        s = nexts[s]!;
        steps++;
      } while (s !== head && steps <= n);
      if (steps !== members.length) problems.push(`${where}: its ring has ${steps} stones, expected ${members.length}`);
    }
    for (let c = 1; c <= MAX_COLOURS; c++) {
      if (counts[c] !== this.counts[c])
        problems.push(`colour ${c}: ${this.counts[c]} stones counted, ${counts[c]} on board`);
    }
    return problems;
  }

  // ---------------------------------------------------------------- internals

  /** Why a placement of `colour` on p is refused before the rules are consulted, if it is. */
  private refusal(p: Point, colour: Colour): PlayFailure | null {
    if (!this.onBoard(p)) return this.offBoard(p);
    if (!isColour(colour)) return failure(GoError.BadColour, `colour ${colour} is not 1..${MAX_COLOURS}`);
    if (this.cells[p] !== 0) return failure(GoError.Occupied, `${this.name(p)} is occupied`);
    return null;
  }

  private offBoard(p: Point): PlayFailure {
    return failure(GoError.OffBoard, `point ${p} is off the ${this.width} x ${this.height} board`);
  }

  private name(p: Point): string {
    return `(${this.x(p)}, ${this.y(p)})`;
  }

  private nextEpoch(): number {
    if (this.epoch >= EPOCH_LIMIT) {
      this.marks.fill(0);
      this.epoch = 0;
    }
    return ++this.epoch;
  }

  /** The placement on the empty point p would leave its chain without liberty (p on board). */
  private suicidal(p: Point, colour: number): boolean {
    const { cells, heads, libs, nbr, nbrStart } = this;
    for (let i = nbrStart[p]!, end = nbrStart[p + 1]!; i < end; i++) {
      const q = nbr[i]!;
      const v = cells[q]!;
      if (v === 0) return false; // an empty neighbour is a liberty
      const l = libs[heads[q]!]!;
      if (v === colour ? l > 1 : l === 1) return false; // joins a chain with another liberty, or captures
    }
    return true;
  }

  /**
   * Puts a stone on the empty point p, updates liberties and merges chains; captures nothing.
   * Leaves the distinct chain heads around p in `around` (those of `colour` no longer all heads)
   * and returns how many there are.
   */
  private put(p: Point, colour: Colour): number {
    const { cells, heads, nexts, sizes, libs, nbr, nbrStart, around } = this;
    const start = nbrStart[p]!;
    const end = nbrStart[p + 1]!;
    cells[p] = colour;
    this.counts[colour]!++;
    let distinct = 0;
    let empties = 0;
    let big = -1; // the largest own chain around p
    let owns = 0;
    for (let i = start; i < end; i++) {
      const q = nbr[i]!;
      const v = cells[q]!;
      if (v === 0) {
        empties++;
        continue;
      }
      const h = heads[q]!;
      let seen = false;
      for (let j = 0; j < distinct; j++) if (around[j] === h) seen = true;
      if (seen) continue;
      around[distinct++] = h;
      libs[h]!--; // p was a liberty of h, once
      if (v === colour) {
        owns++;
        if (big < 0 || sizes[h]! > sizes[big]!) big = h;
      }
    }
    if (owns === 0) {
      heads[p] = p;
      nexts[p] = p;
      sizes[p] = 1;
      libs[p] = empties;
      return distinct;
    }
    // Join p to the largest chain: its empty neighbours not already liberties of that chain.
    let gained = 0;
    for (let i = start; i < end; i++) {
      const e = nbr[i]!;
      if (cells[e] === 0 && !this.touches(e, big)) gained++;
    }
    heads[p] = big;
    nexts[p] = nexts[big]!;
    nexts[big] = p;
    sizes[big]!++;
    // Merge the other own chains into it, stone by stone (see the header on double counting).
    for (let j = 0; j < distinct; j++) {
      const h = around[j]!;
      if (h === big || cells[h] !== colour) continue;
      let s = h;
      do {
        for (let k = nbrStart[s]!, stop = nbrStart[s + 1]!; k < stop; k++) {
          const e = nbr[k]!;
          if (cells[e] === 0 && !this.touches(e, big)) gained++;
        }
        heads[s] = big;
        s = nexts[s]!;
      } while (s !== h);
      const after = nexts[big]!;
      nexts[big] = nexts[h]!;
      nexts[h] = after;
      sizes[big]! += sizes[h]!;
    }
    libs[big]! += gained;
    return distinct;
  }

  /** Some neighbour of point e is a stone of the chain with head h. */
  private touches(e: Point, h: number): boolean {
    const { heads, nbr, nbrStart } = this;
    for (let i = nbrStart[e]!, end = nbrStart[e + 1]!; i < end; i++) if (heads[nbr[i]!] === h) return true;
    return false;
  }

  /**
   * After `put`: removes every chain of another colour among the `distinct` heads in `around`
   * that has no liberty left, all of them before any liberty is given back.
   */
  private captureAround(colour: Colour, distinct: number): readonly CapturedStone[] {
    const { cells, heads, nexts, libs, around, dead, buffer } = this;
    let deadCount = 0;
    for (let j = 0; j < distinct; j++) {
      const h = around[j]!;
      if (cells[h] !== colour && libs[h] === 0) dead[deadCount++] = h;
    }
    if (deadCount === 0) return NOTHING;
    let n = 0;
    for (let j = 0; j < deadCount; j++) {
      const h = dead[j]!;
      let s = h;
      do {
        buffer[n++] = s;
        s = nexts[s]!;
      } while (s !== h);
    }
    const captured: CapturedStone[] = new Array(n);
    for (let i = 0; i < n; i++) {
      const s = buffer[i]!;
      const v = cells[s]! as Colour;
      captured[i] = { point: s, colour: v };
      this.counts[v]!--;
      cells[s] = 0;
      heads[s] = -1;
    }
    for (let i = 0; i < n; i++) this.giveLiberty(buffer[i]!);
    return captured;
  }

  /** The newly empty point p becomes a liberty of each distinct chain around it. */
  private giveLiberty(p: Point): void {
    const { cells, heads, libs, nbr, nbrStart } = this;
    const start = nbrStart[p]!;
    const end = nbrStart[p + 1]!;
    for (let i = start; i < end; i++) {
      const q = nbr[i]!;
      if (cells[q] === 0) continue;
      const h = heads[q]!;
      if (h < 0) continue; // a stone being rebuilt by `remove`
      let seen = false;
      for (let k = start; k < i; k++) if (cells[nbr[k]!] !== 0 && heads[nbr[k]!] === h) seen = true;
      if (!seen) libs[h]!++;
    }
  }
}
