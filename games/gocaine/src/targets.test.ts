import { viewOf } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { gocaine } from './game.js';
import { seizureChance } from './seizure.js';
import { interdictionTargets, shipmentsToRoll, usefulTargets } from './targets.js';
import { Table } from './testing/table.js';

const rc = (row: number, col: number) => row * 10 + col;
const [A, B, C] = [0, 1, 2];

describe('seizure odds', () => {
  it('counts the 36 rolls of 2d6: 1 mt 2-3 is 3/36, 4 mt 2-6 is 15/36, 12+ mt 2-11 is 35/36', () => {
    expect(seizureChance(1, 0)).toBeCloseTo(3 / 36);
    expect(seizureChance(4, 0)).toBeCloseTo(15 / 36);
    expect(seizureChance(12, 0)).toBeCloseTo(35 / 36);
    expect(seizureChance(40, 0)).toBeCloseTo(35 / 36);
  });

  it('adds influence to the roll, but a natural 2 is always seized', () => {
    // 4 mt, +1: seized on a natural 2-5 (10/36); +3: 2-3 seizes (3/36).
    expect(seizureChance(4, 1)).toBeCloseTo(10 / 36);
    expect(seizureChance(4, 3)).toBeCloseTo(3 / 36);
    expect(seizureChance(1, 3)).toBeCloseTo(1 / 36);
  });
});

describe('useful interdiction targets', () => {
  // Peru: A holds 3 mt on (9, 0) with one influence asset; B holds 2 mt on (11, 0). Bolivia: only
  // A's 4 mt. C's 6 mt on (8, 7).
  const t = new Table(3, {
    firstPlayer: A,
    cells: [
      { seat: A, points: [rc(9, 0), rc(10, 5)] },
      { seat: B, points: [rc(11, 0)] },
      { seat: C, points: [rc(8, 7)] },
    ],
    shipments: [
      { point: rc(9, 0), tons: 3 },
      { point: rc(11, 0), tons: 2 },
      { point: rc(10, 5), tons: 4 },
      { point: rc(8, 7), tons: 6 },
    ],
    influence: [{ zone: 'PE', seats: [A] }],
  });
  const v = viewOf(gocaine, t.state, B).game;
  const zoneOf = (p: number) => t.G.map.zones[t.G.map.zoneIndexOf[p]!]!.id;

  it('lists what a chip would make roll, with each owner influence and odds', () => {
    expect(zoneOf(rc(9, 0))).toBe('PE');
    expect(shipmentsToRoll(v, 'PE')).toEqual([
      { point: rc(9, 0), seat: A, tons: 3, what: 'held', influence: 1, chance: seizureChance(3, 1) },
      { point: rc(11, 0), seat: B, tons: 2, what: 'held', influence: 0, chance: seizureChance(2, 0) },
    ]);
    expect(shipmentsToRoll(v, 'XX')).toEqual([]);
  });

  it('is useful only where another player has a shipment, and warns where our own would roll', () => {
    const all = interdictionTargets(
      v,
      B,
      t.G.map.zones.map((z) => z.id),
    );
    const peru = all.find((x) => x.zone === 'PE')!;
    expect([peru.useful, peru.hitsOwn]).toEqual([true, true]);
    const bolivia = all.find((x) => x.zone === zoneOf(rc(10, 5)))!;
    expect([bolivia.useful, bolivia.hitsOwn]).toEqual([true, false]);
    // A's view of the same board: Bolivia holds only its own product, so nothing useful there.
    const forA = interdictionTargets(v, A, [zoneOf(rc(10, 5))])[0]!;
    expect([forA.useful, forA.hitsOwn]).toEqual([false, true]);
    expect(all.filter((x) => x.shipments.length === 0).every((x) => !x.useful)).toBe(true);
  });

  it('offers only useful zones among those listed, the largest expected loss for a rival first', () => {
    const zones = t.G.map.zones.map((z) => z.id);
    const useful = usefulTargets(v, B, zones).map((x) => x.zone);
    // C's 6 mt (5-6 mt seized on 2-8, 26/36) outweighs A's 4 mt in Bolivia and 3 mt in Peru.
    expect(useful).toEqual([zoneOf(rc(8, 7)), zoneOf(rc(10, 5)), 'PE']);
    // A zone not listed (already hit this turn) is never offered.
    expect(usefulTargets(v, B, ['PE']).map((x) => x.zone)).toEqual(['PE']);
    expect(usefulTargets(v, B, [])).toEqual([]);
  });
});
