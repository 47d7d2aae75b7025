import { setupMatch } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { GoCaineError } from './errors.js';
import { gocaine } from './game.js';
import type { GoCaineFixture } from './schema.js';
import { Table, at } from './testing/table.js';

/** Three seats: 0 has cells in Bolivia, Northern Colombia and Southern Gateway, 1 and 2 one each. */
const board: GoCaineFixture = {
  firstPlayer: 0,
  players: [{ infrastructure: 3 }, { infrastructure: 2 }, {}],
  cells: [
    { seat: 0, points: [at('F11'), at('F9'), at('E6')] },
    { seat: 1, points: [at('J1')] },
    { seat: 2, points: [at('A1')] },
  ],
  shipments: [{ point: at('F11'), tons: 4 }],
};

describe('a position within a turn', () => {
  it('names the step, movement left, product moving and the zones already hit', () => {
    const t = new Table(
      3,
      {
        ...board,
        step: 'transport',
        movementLeft: 1,
        moving: [{ point: at('F9'), tons: 2 }],
        interdicted: ['SG'],
      },
      [6, 6],
    );
    expect([t.G.active, t.G.step, t.G.movementLeft]).toEqual([0, 'transport', 1]);
    expect(t.G.moving[at('F9')]).toBe(2);
    // One chip a zone a turn: Southern Gateway already holds one.
    expect(t.refuse(1, { type: 'interdict', zone: 'SG' }).code).toBe(GoCaineError.ZoneAlreadyHit);
    // The last unit of movement, into the zone hit this turn (it rolls: 6 + 6 keeps it); then the
    // Transport is over.
    t.play(0, { type: 'move', from: at('F9'), to: at('E6'), tons: 2 });
    expect([t.G.step, t.G.held[at('E6')], t.G.moving[at('E6')]]).toEqual(['deploy', 2, 0]);
  });

  it('names who knocked and who conceded: the last round ends at the knocker', () => {
    const t = new Table(3, {
      ...board,
      active: 1,
      step: 'deploy',
      knockedBy: 0,
      players: [{}, {}, { conceded: true }],
    });
    expect(t.G.players[2]!.conceded).toBe(true);
    t.play(1, { type: 'end-turn' });
    expect(t.G.over).toBe(true);
  });

  it('names Kiss The Ring to answer, and the Task Force chips left in the box', () => {
    const t = new Table(3, { ...board, step: 'kiss', kissPoints: [at('D6')], chipPool: 20 });
    expect(t.G.chipPool).toBe(20);
    t.play(0, { type: 'kiss-the-ring', point: at('D6') });
    expect(t.G.board.colourAt(at('D6'))).toBe(1);
    expect(t.G.active).toBe(1);
  });

  it('by default puts every chip not handed out in the box', () => {
    const t = new Table(3, { ...board, interdicted: ['BO', 'PE'], influence: [{ zone: 'BO', seats: [0, 1] }] });
    // 3 held, 2 on the board: 5 handed out, more than the 3 starting chips plus 2 assets.
    expect(t.G.chipPool).toBe(51 - 5);
    expect(t.G.hitZones).toHaveLength(2);
  });
});

describe('a position that cannot be', () => {
  const refusal = (fixture: GoCaineFixture) => {
    const s = setupMatch(gocaine, { game: 'gocaine', players: 3, secret: 'position', fixture });
    if (s.ok) throw new Error('the position was accepted');
    return s.error;
  };

  it('is refused at load, each wrong field named in one refusal', () => {
    const e = refusal({
      ...board,
      active: 2,
      players: [{}, {}, { conceded: true }],
      step: 'action',
      movementLeft: 2,
      moving: [{ point: at('J1'), tons: 1 }],
      interdicted: ['SG', 'SG'],
      kissPoints: [at('D6')],
      chipPool: 50,
    });
    expect(e.code).toBe(GoCaineError.BadFixture);
    for (const field of ['active:', 'movementLeft:', 'moving:', 'interdicted:', 'kissPoints:', 'chipPool:']) {
      expect(e.message).toContain(field);
    }
    // The board's own fields are collected with them.
    const both = refusal({ ...board, shipments: [{ point: at('B1'), tons: 1 }], interdicted: ['SG', 'SG'] });
    expect(both.message).toBe(
      'a shipment on 1, where there is no cell; interdicted: Southern Gateway is named twice, and a zone takes one chip a turn',
    );
  });

  it('refuses a Kiss The Ring on an occupied point, movement over the infrastructure, a table of one', () => {
    expect(refusal({ ...board, step: 'kiss', kissPoints: [at('F11')] }).message).toContain(
      'kissPoints: 105 is not an empty intersection seat 0 may place on',
    );
    expect(refusal({ ...board, step: 'transport', movementLeft: 4 }).message).toContain(
      "movementLeft: 4 is not 1 to the active seat's infrastructure level 3",
    );
    expect(refusal({ ...board, players: [{}, { conceded: true }, { conceded: true }] }).message).toContain(
      'a game needs two still in',
    );
    expect(refusal({ ...board, knockedBy: 5 }).message).toContain('knockedBy: seat 5 is not at the table');
  });
});
