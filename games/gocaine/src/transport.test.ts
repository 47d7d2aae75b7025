import { describe, expect, it } from 'vitest';
import { GoCaineError } from './errors.js';
import type { GoCaineAction, GoCaineFixture } from './schema.js';
import { Table } from './testing/table.js';

/**
 * Appendix 1, Transport Product Examples 1 to 10. Red is seat 0; seat 1 (Black) is the opponent.
 * The rulebook's diagrams are not available, so each example puts Red's cells on intersections of
 * the zones its text names and checks what the text says: how many movement units, how many turns,
 * where the product ends, what merges, what rolls.
 */
const RED = 0;
const BLACK = 1;
const rc = (row: number, col: number) => row * 10 + col;
// One intersection per zone for Red, a second one where an example needs two cells in a zone.
const Z = {
  BO: rc(10, 5),
  BO2: rc(10, 7),
  BO3: rc(11, 9),
  PE: rc(10, 1),
  WC: rc(8, 2),
  NO: rc(8, 7),
  TP: rc(5, 1),
  SG: rc(5, 4),
  CA: rc(5, 7),
  PA: rc(1, 0),
  SW: rc(2, 2),
  SC: rc(3, 5),
  SE: rc(3, 8),
  NW: rc(0, 2),
  NW2: rc(1, 3),
  NC: rc(0, 5),
  NC2: rc(1, 6),
  NE: rc(0, 8),
};
type Place = keyof typeof Z;

function redTable(
  cells: Place[],
  shipments: [Place, number][],
  level: number,
  extra: Partial<GoCaineFixture> = {},
  dice: number[] = [],
) {
  return new Table(
    2,
    {
      firstPlayer: RED,
      players: [{ infrastructure: level }, { taskForceChips: 3 }],
      cells: [{ seat: RED, points: cells.map((c) => Z[c]) }, ...(extra.cells ?? [])],
      shipments: shipments.map(([c, tons]) => ({ point: Z[c], tons })),
    },
    dice,
  );
}
const move = (from: Place, to: Place, tons: number, through = false): GoCaineAction =>
  through
    ? { type: 'move', from: Z[from], to: Z[to], tons, through }
    : { type: 'move', from: Z[from], to: Z[to], tons };
const done: GoCaineAction = { type: 'done' };
const endTurn: GoCaineAction = { type: 'end-turn' };

describe('Appendix 1: Transport Product examples', () => {
  it('Example 1: 3 mt from Bolivia to Southwest takes three turns at Level 1', () => {
    const t = redTable(['BO', 'WC', 'SG', 'SW'], [['BO', 3]], 1);
    t.play(RED, move('BO', 'WC', 3));
    expect(t.refuse(RED, move('WC', 'SG', 3)).code).toBe(GoCaineError.WrongStep);
    t.play(RED, endTurn);
    t.play(BLACK, { type: 'no-action' }, endTurn);
    t.play(RED, move('WC', 'SG', 3), endTurn);
    t.play(BLACK, endTurn);
    t.play(RED, move('SG', 'SW', 3), endTurn);
    expect(t.G.held[Z.SW]).toBe(3);
  });

  it('Example 2: at Level 3 it arrives in one turn', () => {
    const t = redTable(['BO', 'WC', 'SG', 'SW'], [['BO', 3]], 3);
    t.play(RED, move('BO', 'WC', 3), move('WC', 'SG', 3), move('SG', 'SW', 3));
    expect(t.G.held[Z.SW]).toBe(3);
    expect(t.G.movementLeft).toBe(0);
    expect(t.G.step).toBe('deploy');
  });

  it('Example 3: at Level 5 two units go unused and do not carry over', () => {
    const t = redTable(['BO', 'WC', 'SG', 'SW'], [['BO', 3]], 5);
    t.play(RED, move('BO', 'WC', 3), move('WC', 'SG', 3), move('SG', 'SW', 3));
    expect(t.G.movementLeft).toBe(2);
    t.play(RED, done, endTurn);
    t.play(BLACK, endTurn);
    expect(t.G.active).toBe(RED);
    expect(t.G.movementLeft).toBe(5);
  });

  it('Example 4: Level 11 delivers 4 + 3 mt to North Central and 3 mt to Northeast in one turn', () => {
    const t = redTable(
      ['PE', 'BO', 'NO', 'WC', 'SG', 'SC', 'NC', 'NC2', 'CA', 'SE', 'NE'],
      [
        ['PE', 4],
        ['BO', 3],
        ['NO', 3],
      ],
      11,
    );
    t.play(RED, move('PE', 'WC', 4), move('WC', 'SG', 4), move('SG', 'SC', 4), move('SC', 'NC', 4));
    t.play(RED, move('BO', 'WC', 3), move('WC', 'SG', 3), move('SG', 'SC', 3), move('SC', 'NC2', 3));
    t.play(RED, move('NO', 'CA', 3), move('CA', 'SE', 3), move('SE', 'NE', 3));
    expect([t.G.held[Z.NC], t.G.held[Z.NC2], t.G.held[Z.NE]]).toEqual([4, 3, 3]);
    expect(t.G.movementLeft).toBe(0);
  });

  it('Example 5: through a bottleneck at Level 12, every shipment arriving in a hit zone rolls', () => {
    // Rolls: the first shipment in Southern Gateway 6+6 (safe); the second arrives, 1+1 (seized);
    // the third arrives, 5+5 (safe); then South Central is hit: the third rolls 4+4 (safe).
    const t = redTable(
      ['PE', 'BO', 'NO', 'WC', 'SG', 'SC', 'NC', 'NC2', 'NE'],
      [
        ['PE', 4],
        ['BO', 3],
        ['NO', 3],
      ],
      12,
      {},
      [6, 6, 1, 1, 5, 5, 4, 4],
    );
    t.play(RED, move('PE', 'WC', 4));
    t.act(RED, move('WC', 'SG', 4));
    const first = t.act(BLACK, { type: 'interdict', zone: 'SG' });
    expect(first.filter((e) => e.type === 'seizure-roll')).toEqual([
      expect.objectContaining({ tons: 4, total: 12, seized: false }),
    ]);
    t.passWindows();
    t.play(RED, move('SG', 'SC', 4), move('SC', 'NC', 4));
    t.play(RED, move('BO', 'WC', 3));
    const second = t.play(RED, move('WC', 'SG', 3));
    expect(second.filter((e) => e.type === 'seizure-roll')).toEqual([
      expect.objectContaining({ tons: 3, what: 'arriving', total: 2, seized: true }),
    ]);
    expect(t.G.held[Z.SG]! + t.G.moving[Z.SG]!).toBe(0);
    t.play(RED, move('NO', 'SG', 3));
    t.act(RED, move('SG', 'SC', 3));
    const third = t.act(BLACK, { type: 'interdict', zone: 'SC' });
    expect(third.filter((e) => e.type === 'seizure-roll')).toEqual([
      expect.objectContaining({ tons: 3, total: 8, seized: false }),
    ]);
    t.passWindows();
    t.play(RED, move('SC', 'NC', 3), move('NC', 'NE', 3));
    expect([t.G.held[Z.NC], t.G.held[Z.NC2], t.G.held[Z.NE]]).toEqual([4, 0, 3]);
    // Two units were lost with the seized shipment: 12 - 2 - 8 used = 2 left.
    expect(t.G.movementLeft).toBe(2);
    expect(t.state.forcedDice).toEqual([]);
  });

  it('Example 6: without a cell in Southern Gateway or the Caribbean the product is stuck in the south', () => {
    const t = redTable(
      ['PE', 'BO', 'NO', 'WC', 'NC', 'NE'],
      [
        ['PE', 4],
        ['BO', 3],
        ['NO', 3],
      ],
      12,
    );
    t.play(RED, move('BO', 'WC', 3));
    expect(t.refuse(RED, move('WC', 'NC', 3)).code).toBe(GoCaineError.NotAdjacent);
    expect(t.refuse(RED, move('NO', 'NE', 3)).code).toBe(GoCaineError.NotAdjacent);
    expect(t.refuse(RED, { type: 'move', from: Z.NO, to: Z.SG, tons: 3 }).code).toBe(GoCaineError.NotYourCell);
  });

  it("Example 7: other players' cells around Tropical Pacific block nothing", () => {
    const t = redTable(['WC', 'TP', 'SW'], [['WC', 3]], 5, {
      cells: [{ seat: BLACK, points: [rc(4, 1), rc(5, 0), rc(5, 2)] }],
    });
    t.play(RED, move('WC', 'TP', 3), move('TP', 'SW', 3));
    expect(t.G.held[Z.SW]).toBe(3);
    expect(t.G.movementLeft).toBe(3);
  });

  it('Example 8: 12 mt north through Western Colombia and Southern Gateway, split three ways, at Level 5', () => {
    const t = redTable(['BO', 'WC', 'SG', 'SW', 'SC', 'CA'], [['BO', 12]], 5);
    t.play(RED, move('BO', 'WC', 12), move('WC', 'SG', 12));
    t.play(RED, move('SG', 'SW', 4), move('SG', 'SC', 4), move('SG', 'CA', 4));
    expect([t.G.held[Z.SW], t.G.held[Z.SC], t.G.held[Z.CA], t.G.held[Z.SG]]).toEqual([4, 4, 4, 0]);
    expect(t.G.movementLeft).toBe(0);
  });

  it('Example 9: three 4 mt shipments merge in Western Colombia into one 12 mt shipment, at Level 8', () => {
    const t = redTable(
      ['BO', 'BO2', 'BO3', 'WC', 'SG', 'SC', 'NC', 'NW', 'NE'],
      [
        ['BO', 4],
        ['BO2', 4],
        ['BO3', 4],
      ],
      8,
      {},
      [6, 6],
    );
    t.play(RED, move('BO', 'WC', 4), move('BO2', 'WC', 4));
    t.act(RED, move('BO3', 'WC', 4));
    // Merged, it is one large shipment: an interdiction rolls once for 12 mt.
    const hit = t.act(BLACK, { type: 'interdict', zone: 'WC' });
    expect(hit.filter((e) => e.type === 'seizure-roll')).toEqual([
      expect.objectContaining({ tons: 12, seized: false }),
    ]);
    t.passWindows();
    t.play(RED, move('WC', 'SG', 12), move('SG', 'SC', 12), move('SC', 'NC', 12));
    t.play(RED, move('NC', 'NW', 4), move('NC', 'NE', 4));
    expect([t.G.held[Z.NC], t.G.held[Z.NW], t.G.held[Z.NE]]).toEqual([4, 4, 4]);
    expect(t.G.movementLeft).toBe(0);
  });

  it('Example 10: four 2 mt shipments gathered into 8 mt and delivered to two Northwest cells at Level 5', () => {
    const t = redTable(
      ['PA', 'TP', 'PE', 'BO', 'NW', 'NW2'],
      [
        ['PA', 2],
        ['TP', 2],
        ['PE', 2],
        ['BO', 2],
      ],
      5,
      {},
      [6, 5],
    );
    t.play(RED, move('BO', 'PE', 2), move('PE', 'TP', 4));
    t.act(RED, move('TP', 'PA', 6));
    expect(t.G.held[Z.PA]).toBe(8);
    const hit = t.act(BLACK, { type: 'interdict', zone: 'PA' });
    expect(hit.filter((e) => e.type === 'seizure-roll')).toEqual([
      expect.objectContaining({ tons: 8, total: 11, seized: false }),
    ]);
    t.passWindows();
    t.play(RED, move('PA', 'NW', 4), move('PA', 'NW2', 4));
    expect([t.G.held[Z.NW], t.G.held[Z.NW2], t.G.held[Z.PA]]).toEqual([4, 4, 0]);
  });

  it('passing through a cell that holds a shipment keeps the two apart', () => {
    const t = redTable(
      ['BO', 'WC', 'SG'],
      [
        ['BO', 3],
        ['WC', 2],
      ],
      3,
      {},
      [6, 6, 6, 5],
    );
    t.act(RED, move('BO', 'WC', 3, true));
    expect([t.G.held[Z.WC], t.G.moving[Z.WC]]).toEqual([2, 3]);
    const hit = t.act(BLACK, { type: 'interdict', zone: 'WC' });
    expect(hit.filter((e) => e.type === 'seizure-roll').map((e) => e['tons'])).toEqual([2, 3]);
    t.passWindows();
    t.play(RED, move('WC', 'SG', 3));
    expect([t.G.held[Z.WC], t.G.moving[Z.WC], t.G.held[Z.SG]]).toEqual([2, 0, 3]);
  });
});
