import { describe, expect, it } from 'vitest';
import { GoBoard } from './go.js';
import { gocaineMap, parseBoard, zonesJoin } from './board.js';
import { parsePointName } from './words.js';
import data from '../data/board.json' with { type: 'json' };

describe('the GoCaine map', () => {
  it('is a 10 x 12 grid of 120 intersections in 15 zones, each intersection in exactly one', () => {
    expect([gocaineMap.columns, gocaineMap.rows]).toEqual([10, 12]);
    expect(gocaineMap.zoneIndexOf).toHaveLength(120);
    expect(gocaineMap.zones).toHaveLength(15);
    expect(gocaineMap.zones.reduce((n, zone) => n + zone.points.length, 0)).toBe(120);
    const board = new GoBoard(gocaineMap.columns, gocaineMap.rows);
    expect(board.size).toBe(gocaineMap.zoneIndexOf.length);
  });

  it('has 31 adjacent zone pairs, symmetric', () => {
    expect(gocaineMap.adjacentPairs).toHaveLength(31);
    for (const zone of gocaineMap.zones) {
      for (const other of zone.adjacent) expect(gocaineMap.zoneById.get(other)!.adjacent).toContain(zone.id);
    }
  });

  it('prices the zones as the rulings say, with 3 influence slots each', () => {
    const prices = Object.fromEntries(gocaineMap.zones.map((zone) => [zone.id, zone.pricePerTon]));
    expect(prices).toEqual({
      BO: 2.5,
      PE: 5,
      WC: 5,
      NO: 5,
      TP: 10,
      SG: 10,
      CA: 10,
      PA: 15,
      AT: 15,
      SW: 20,
      SC: 20,
      SE: 20,
      NW: 25,
      NE: 25,
      NC: 30,
    });
    expect(gocaineMap.zones.every((zone) => zone.influenceSlots === 3)).toBe(true);
  });

  it('refuses a malformed map', () => {
    const code = (json: unknown) => {
      const r = parseBoard(json);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code(data)).toBe('ok');
    expect(code({ ...data, grid: data.grid.slice(1) })).toBe('gocaine/bad-board-data');
    expect(code({ ...data, grid: data.grid.map((row) => row.replace('PA', 'XX')) })).toBe('gocaine/bad-board-data');
    expect(code({ ...data, columns: 11 })).toBe('gocaine/bad-board-data');
    expect(code({ ...data, zones: [...data.zones, { ...data.zones[0]!, id: 'ZZ' }] })).toBe('gocaine/bad-board-data');
    expect(code({ ...data, zones: data.zones.map((z) => ({ ...z, pricePerTon: -1 })) })).toBe('gocaine/bad-board-data');
  });

  it('joins a transport step within a zone or into an adjacent zone, nowhere else', () => {
    const at = (name: string) => parsePointName(name)!;
    const zone = (name: string) => gocaineMap.zones[gocaineMap.zoneIndexOf[at(name)]!]!;
    // The rulebook's transport example: Bolivia, then Northern Colombia, the Caribbean, the Southeast.
    for (const [a, b] of [
      ['F11', 'H9'],
      ['H9', 'H6'],
      ['H6', 'H4'],
      ['F11', 'F11'],
    ] as const)
      expect(zonesJoin(gocaineMap, at(a), at(b)), `${a}-${b}`).toBe(true);
    expect(zone('F11').adjacent).not.toContain(zone('C1').id);
    expect(zonesJoin(gocaineMap, at('F11'), at('C1'))).toBe(false);
    for (let p = 0; p < gocaineMap.zoneIndexOf.length; p += 7)
      for (let q = 0; q < gocaineMap.zoneIndexOf.length; q += 11) {
        const [a, b] = [gocaineMap.zoneIndexOf[p]!, gocaineMap.zoneIndexOf[q]!];
        const adjacent = gocaineMap.zones[a]!.adjacent.includes(gocaineMap.zones[b]!.id);
        expect(zonesJoin(gocaineMap, p, q)).toBe(a === b || adjacent);
      }
  });
});
