import { err, ok, type Result } from '@cutthroat/engine';
import { z } from 'zod';
import data from '../data/board.json' with { type: 'json' };

/**
 * The GoCaine map as data (`data/board.json`, rulings.md "Board"): a grid of intersections, each in
 * one zone; zones with a price and Political Influence slots. Zone adjacency is not stored: two
 * zones are adjacent when any of their intersections are orthogonal neighbours.
 */

export const ZONE_KINDS = ['premium', 'transit', 'supply'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];

const BoardFile = z.strictObject({
  name: z.string(),
  columns: z.int().min(1).max(64),
  rows: z.int().min(1).max(64),
  note: z.string().optional(),
  zones: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[A-Z]{2}$/),
        name: z.string().min(1),
        kind: z.enum(ZONE_KINDS),
        /** $ million per metric ton, buying and selling. */
        pricePerTon: z.number().positive(),
        influenceSlots: z.int().min(0),
      }),
    )
    .min(1),
  /** One string per row, north first: the zone ids of its intersections, separated by spaces. */
  grid: z.array(z.string()),
});
export type BoardFile = z.infer<typeof BoardFile>;

export interface Zone {
  /** Index in `GoCaineMap.zones`. */
  readonly index: number;
  readonly id: string;
  readonly name: string;
  readonly kind: ZoneKind;
  readonly pricePerTon: number;
  readonly influenceSlots: number;
  /** Intersections (points, `y * columns + x`), ascending. */
  readonly points: readonly number[];
  /** Ids of the adjacent zones, in file order. */
  readonly adjacent: readonly string[];
}

export interface GoCaineMap {
  readonly name: string;
  /** Go board width and height. */
  readonly columns: number;
  readonly rows: number;
  readonly zones: readonly Zone[];
  readonly zoneById: ReadonlyMap<string, Zone>;
  /** Zone index of every intersection. */
  readonly zoneIndexOf: readonly number[];
  /** Adjacent zone pairs, each once, by zone id, in file order. */
  readonly adjacentPairs: readonly (readonly [string, string])[];
}

/** Whether a transport step from `from` to `to` joins its zones: adjacent ones, or (wastefully) the same one. */
export function zonesJoin(map: GoCaineMap, from: number, to: number): boolean {
  const a = map.zones[map.zoneIndexOf[from]!]!;
  const b = map.zones[map.zoneIndexOf[to]!]!;
  return a === b || a.adjacent.includes(b.id);
}

export const BoardDataError = 'gocaine/bad-board-data';

/** Checks a board file and derives the zone of every intersection and the zone adjacency. */
export function parseBoard(json: unknown): Result<GoCaineMap> {
  const parsed = BoardFile.safeParse(json);
  if (!parsed.success) return err(BoardDataError, z.prettifyError(parsed.error));
  const file = parsed.data;
  const index = new Map(file.zones.map((zone, i) => [zone.id, i]));
  if (index.size !== file.zones.length) return err(BoardDataError, 'two zones share an id');
  if (file.grid.length !== file.rows)
    return err(BoardDataError, `the grid has ${file.grid.length} rows, not ${file.rows}`);
  const zoneIndexOf: number[] = [];
  for (const [y, row] of file.grid.entries()) {
    const ids = row.trim().split(/\s+/);
    if (ids.length !== file.columns)
      return err(BoardDataError, `grid row ${y} has ${ids.length} columns, not ${file.columns}`);
    for (const [x, id] of ids.entries()) {
      const i = index.get(id);
      if (i === undefined) return err(BoardDataError, `grid row ${y} column ${x}: no zone ${id}`);
      zoneIndexOf.push(i);
    }
  }
  const points = file.zones.map((): number[] => []);
  zoneIndexOf.forEach((i, p) => points[i]!.push(p));
  const empty = file.zones.find((_, i) => points[i]!.length === 0);
  if (empty) return err(BoardDataError, `zone ${empty.id} has no intersection`);
  const adjacent = file.zones.map(() => new Set<number>());
  const link = (a: number, b: number) => {
    if (a === b) return;
    adjacent[a]!.add(b);
    adjacent[b]!.add(a);
  };
  for (let p = 0; p < zoneIndexOf.length; p++) {
    const x = p % file.columns;
    if (x < file.columns - 1) link(zoneIndexOf[p]!, zoneIndexOf[p + 1]!);
    if (p + file.columns < zoneIndexOf.length) link(zoneIndexOf[p]!, zoneIndexOf[p + file.columns]!);
  }
  const zones: Zone[] = file.zones.map((zone, i) => ({
    index: i,
    id: zone.id,
    name: zone.name,
    kind: zone.kind,
    pricePerTon: zone.pricePerTon,
    influenceSlots: zone.influenceSlots,
    points: points[i]!,
    adjacent: [...adjacent[i]!].sort((a, b) => a - b).map((j) => file.zones[j]!.id),
  }));
  const adjacentPairs: [string, string][] = [];
  for (const zone of zones) {
    for (const other of zone.adjacent) if (index.get(other)! > zone.index) adjacentPairs.push([zone.id, other]);
  }
  return ok({
    name: file.name,
    columns: file.columns,
    rows: file.rows,
    zones,
    zoneById: new Map(zones.map((zone) => [zone.id, zone])),
    zoneIndexOf,
    adjacentPairs,
  });
}

function load(): GoCaineMap {
  const map = parseBoard(data);
  if (!map.ok) throw new Error(`data/board.json: ${map.error.message}`);
  return map.value;
}

/** The GoCaine board shipped in `data/board.json`. */
export const gocaineMap: GoCaineMap = load();
