import { legalActionsOf } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { gocaine } from './game.js';
import { GoCaineError } from './errors.js';
import { GoError } from './go.js';
import { outcome } from './outcome.js';
import type { GoCaineAction } from './schema.js';
import { cubesOnBoard } from './state.js';
import { Table } from './testing/table.js';

const rc = (row: number, col: number) => row * 10 + col;
const [A, B, C] = [0, 1, 2];
const endTurn: GoCaineAction = { type: 'end-turn' };
const done: GoCaineAction = { type: 'done' };
const noAction: GoCaineAction = { type: 'no-action' };
const deploy = (point: number): GoCaineAction => ({ type: 'deploy', point });

describe('Build & Buy', () => {
  it('buys product only on your own cells, Bolivian product in even tons', () => {
    const t = new Table(2, { firstPlayer: A, cells: [{ seat: A, points: [rc(10, 5), rc(9, 0)] }] });
    expect(t.refuse(A, { type: 'buy-product', point: rc(8, 2), tons: 2 }).code).toBe(GoCaineError.NotYourCell);
    expect(t.refuse(A, { type: 'buy-product', point: rc(10, 5), tons: 3 }).code).toBe(GoCaineError.NotWholeMillions);
    t.play(A, { type: 'buy-product', point: rc(10, 5), tons: 4 }, { type: 'buy-product', point: rc(9, 0), tons: 1 });
    expect(t.cash(A)).toBe(50 - 10 - 5);
    expect(t.refuse(A, { type: 'buy-product', point: rc(9, 0), tons: 8 }).code).toBe(GoCaineError.NotEnoughCash);
    expect(t.refuse(A, { type: 'sell', point: rc(9, 0), tons: 1 }).code).toBe(GoCaineError.WrongStep);
  });

  it('cannot buy product before having a cell on the board (none is listed)', () => {
    const t = new Table(2, { firstPlayer: A });
    t.passWindows();
    const listed = legalActionsOf(gocaine, t.state, A).toArray();
    expect(listed.some((a) => a.type === 'buy-product')).toBe(false);
    expect(listed.some((a) => a.type === 'buy-cells')).toBe(true);
  });

  it('counts cubes: shipments, the infrastructure marker and influence assets never pass 75', () => {
    const t = new Table(2, {
      firstPlayer: A,
      players: [{ cash: 2000 }],
      cells: [{ seat: A, points: [rc(9, 0)] }],
      shipments: [{ point: rc(9, 0), tons: 70 }],
      influence: [{ zone: 'PE', seats: [A, A] }],
    });
    expect(cubesOnBoard(t.G, A)).toBe(73);
    expect(t.refuse(A, { type: 'buy-product', point: rc(9, 0), tons: 3 }).code).toBe(GoCaineError.NotEnoughCubes);
    t.play(A, { type: 'buy-product', point: rc(9, 0), tons: 1 }, { type: 'buy-influence', zone: 'PE' });
    expect(cubesOnBoard(t.G, A)).toBe(75);
    expect(t.refuse(A, { type: 'buy-influence', zone: 'BO' }).code).toBe(GoCaineError.NotEnoughCubes);
  });

  it('has three influence slots per zone, and a chip with each asset while chips remain', () => {
    const t = new Table(2, { firstPlayer: A, players: [{ cash: 200 }], influence: [{ zone: 'BO', seats: [B, B] }] });
    t.play(A, { type: 'buy-influence', zone: 'BO' });
    expect(t.G.players[A]!.taskForceChips).toBe(2);
    expect(t.refuse(A, { type: 'buy-influence', zone: 'BO' }).code).toBe(GoCaineError.NoInfluenceSlot);
    expect(t.refuse(A, { type: 'buy-influence', zone: 'ZZ' }).code).toBe(GoCaineError.NoSuchZone);
    // 51 chips: 2 handed out at the start, 2 for B's assets, 1 for A's.
    expect(t.G.chipPool).toBe(51 - 5);
  });

  it('buys cells into the purchased pile, from the 40 unpurchased', () => {
    const t = new Table(2, { firstPlayer: A, players: [{ cash: 500 }] });
    expect(t.refuse(A, { type: 'buy-cells', count: 41 }).code).toBe(GoCaineError.NotEnoughCells);
    t.play(A, { type: 'buy-cells', count: 4 }, { type: 'buy-infrastructure' });
    expect(t.G.players[A]).toMatchObject({ purchasedCells: 14, unpurchasedCells: 36, infrastructure: 2, cash: 460 });
  });
});

describe('deploying cells (Appendix 2 on the GoCaine board)', () => {
  it('refuses suicide and an occupied intersection, in words', () => {
    // A's lone cell in the north-west corner surrounded by B: B cannot play into a point with no liberty.
    const t = new Table(2, { firstPlayer: B, cells: [{ seat: A, points: [rc(0, 1), rc(1, 0)] }] });
    t.passWindows();
    const suicide = t.refuse(B, deploy(rc(0, 0)));
    expect(suicide.code).toBe(GoError.Suicide);
    expect(suicide.message).toMatch(/no liberty/);
    expect(t.refuse(B, deploy(rc(0, 1))).code).toBe(GoError.Occupied);
  });

  it('captures, leaves the shipment as abandoned product, and Kiss The Ring takes it', () => {
    // A's cell on B1 (corner-adjacent) with 3 mt; B holds A2 and C1, and deploys B2 to capture.
    const t = new Table(2, {
      firstPlayer: B,
      cells: [
        { seat: A, points: [rc(0, 1)] },
        { seat: B, points: [rc(0, 0), rc(0, 2)] },
      ],
      shipments: [{ point: rc(0, 1), tons: 3 }],
    });
    t.passWindows();
    const events = t.play(B, deploy(rc(1, 1)));
    expect(events).toContainEqual(expect.objectContaining({ type: 'deployed', captured: [{ point: 1, seat: A }] }));
    expect(t.G.step).toBe('kiss');
    expect(t.G.kissPoints).toEqual([rc(0, 1)]);
    expect([t.G.abandoned[rc(0, 1)], t.G.abandonedOwner[rc(0, 1)]]).toEqual([3, A]);
    expect(cubesOnBoard(t.G, A)).toBe(1 + 3);
    t.play(B, { type: 'kiss-the-ring', point: rc(0, 1) });
    expect(t.G.held[rc(0, 1)]).toBe(3);
    expect(t.G.abandoned[rc(0, 1)]).toBe(0);
    expect(cubesOnBoard(t.G, A)).toBe(1);
    expect(t.G.players[B]!.unpurchasedCells).toBe(40 - 1);
    expect(t.G.active).toBe(A);
  });

  it('declines Kiss The Ring to keep an eye (Diagrams 26 to 28)', () => {
    const t = new Table(2, {
      firstPlayer: B,
      cells: [
        { seat: A, points: [rc(0, 0)] },
        { seat: B, points: [rc(0, 1)] },
      ],
    });
    t.passWindows();
    t.play(B, deploy(rc(1, 0)), { type: 'decline-kiss' });
    expect(t.G.board.colourAt(rc(0, 0))).toBe(0);
    expect(t.G.active).toBe(A);
    // The emptied corner is now an eye of B's: A may not play there.
    expect(t.refuse(A, deploy(rc(0, 0))).code).toBe(GoError.Suicide);
  });

  it('captures several colours at once and gives one Kiss The Ring only (Diagrams 29 to 31)', () => {
    // A, B and C each have one liberty left, the same one (C3); D (seat 3) holds the rest.
    const t = new Table(4, {
      firstPlayer: 3,
      cells: [
        { seat: A, points: [rc(1, 2)] },
        { seat: B, points: [rc(2, 1)] },
        { seat: C, points: [rc(2, 3)] },
        { seat: 3, points: [rc(0, 2), rc(1, 1), rc(1, 3), rc(3, 1), rc(2, 0), rc(3, 3), rc(2, 4), rc(3, 2)] },
      ],
    });
    t.passWindows();
    const events = t.play(3, deploy(rc(2, 2)));
    const captured = events.find((e) => e.type === 'deployed')!['captured'] as { seat: number }[];
    expect(captured.map((c) => c.seat).sort()).toEqual([A, B, C]);
    expect(t.G.kissPoints.slice().sort()).toEqual([rc(1, 2), rc(2, 1), rc(2, 3)].sort());
    t.play(3, { type: 'kiss-the-ring', point: rc(1, 2) });
    expect(t.G.board.colourAt(rc(1, 2))).toBe(4);
    expect([t.G.board.colourAt(rc(2, 1)), t.G.board.colourAt(rc(2, 3))]).toEqual([0, 0]);
    expect(t.G.active).toBe(A);
  });

  it('takes abandoned product by deploying on it; the old owner gets the cubes back', () => {
    const t = new Table(2, { firstPlayer: A, abandoned: [{ point: rc(9, 1), tons: 4, owner: B }] });
    t.passWindows();
    expect(cubesOnBoard(t.G, B)).toBe(5);
    const events = t.play(A, deploy(rc(9, 1)));
    expect(events).toContainEqual(expect.objectContaining({ type: 'took-abandoned', tons: 4, from: B }));
    expect(t.G.held[rc(9, 1)]).toBe(4);
    expect(cubesOnBoard(t.G, B)).toBe(1);
  });
});

describe('Task Force interdictions', () => {
  it('one chip per zone per turn; chips leave the game when the turn ends; abandoned product does not roll', () => {
    const t = new Table(
      3,
      {
        firstPlayer: C,
        players: [{ taskForceChips: 2 }, { taskForceChips: 2 }, { taskForceChips: 0 }],
        cells: [{ seat: C, points: [rc(10, 5)] }],
        shipments: [{ point: rc(10, 5), tons: 2 }],
        abandoned: [{ point: rc(10, 7), tons: 6, owner: B }],
      },
      [6, 6, 1, 1],
    );
    t.act(C, endTurn);
    // C holds no chip, so C is not asked; A, the active player, interdicts on its own turn.
    expect(t.state.window?.responders).toEqual([B]);
    t.passWindows();
    const first = t.act(A, { type: 'interdict', zone: 'BO' });
    expect(first.filter((e) => e.type === 'seizure-roll')).toEqual([
      expect.objectContaining({ seat: C, tons: 2, total: 12, seized: false }),
    ]);
    expect(t.refuse(A, { type: 'interdict', zone: 'BO' }).code).toBe(GoCaineError.ZoneAlreadyHit);
    t.play(A, noAction, endTurn);
    // B's turn: Bolivia may be hit again; snake eyes seize whatever the influence.
    const second = t.act(B, { type: 'interdict', zone: 'BO' });
    expect(second.filter((e) => e.type === 'seizure-roll')).toEqual([
      expect.objectContaining({ seat: C, dice: [1, 1], seized: true }),
    ]);
    expect(t.G.held[rc(10, 5)]).toBe(0);
    expect(t.G.abandoned[rc(10, 7)]).toBe(6);
    expect(t.G.players[B]!.taskForceChips).toBe(1);
  });

  it('product bought in a zone hit this turn rolls on arrival, with the owner influence added', () => {
    const t = new Table(
      2,
      {
        firstPlayer: B,
        cells: [{ seat: A, points: [rc(9, 0)] }],
        influence: [{ zone: 'PE', seats: [A] }],
        players: [{}, { taskForceChips: 1 }],
      },
      [2, 2],
    );
    t.act(B, endTurn);
    expect(t.state.window?.kind).toBe('turn-start');
    t.act(B, { type: 'interdict', zone: 'PE' });
    t.passWindows();
    const events = t.play(A, { type: 'buy-product', point: rc(9, 0), tons: 2 });
    expect(events.filter((e) => e.type === 'seizure-roll')).toEqual([
      expect.objectContaining({ what: 'arriving', tons: 2, influence: 1, total: 5, seized: false }),
    ]);
    expect(t.G.held[rc(9, 0)]).toBe(2);
  });

  it('lets any seat play a chip at any point as a free action: after a sale, not waited for', () => {
    const t = new Table(3, {
      firstPlayer: A,
      cells: [
        { seat: A, points: [rc(9, 0)] },
        { seat: B, points: [rc(11, 0)] },
      ],
      shipments: [
        { point: rc(9, 0), tons: 3 },
        { point: rc(11, 0), tons: 2 },
      ],
      players: [{}, { taskForceChips: 1 }, { taskForceChips: 1 }],
    });
    t.play(A, { type: 'sell', point: rc(9, 0), tons: 1 }, done);
    // No window after a sale: only A acts, yet B and C may each interdict.
    expect(t.state.window).toBeNull();
    const listedB = legalActionsOf(gocaine, t.state, B).toArray();
    expect(listedB.every((a) => a.type === 'interdict')).toBe(true);
    expect(listedB).toHaveLength(15);
    const events = t.act(B, { type: 'interdict', zone: 'PE' });
    expect(events[0]).toEqual({ type: 'interdiction', seat: B, zone: 'PE' });
    // A's 2 mt left after the sale and B's own 2 mt, both in Peru.
    expect(events.filter((e) => e.type === 'seizure-roll').map((e) => e['seat'])).toEqual([A, B]);
    // The turn goes on: still A's deploy step, and Peru holds a chip for the rest of it.
    expect(t.G.active).toBe(A);
    expect(t.G.step).toBe('deploy');
    expect(t.refuse(C, { type: 'interdict', zone: 'PE' }).code).toBe(GoCaineError.ZoneAlreadyHit);
    expect(t.refuse(C, endTurn).code).toBe('action/not-your-turn');
    expect(legalActionsOf(gocaine, t.state, B).toArray()).toEqual([]);
  });

  it('opens no window after a Build & Buy: the product bought can be hit later the same way', () => {
    const t = new Table(2, {
      firstPlayer: A,
      cells: [{ seat: A, points: [rc(9, 0)] }],
      players: [{}, { taskForceChips: 1 }],
    });
    t.passWindows();
    t.act(A, { type: 'buy-product', point: rc(9, 0), tons: 2 });
    t.act(A, done);
    expect(t.state.window).toBeNull();
    expect(t.G.step).toBe('deploy');
    expect(legalActionsOf(gocaine, t.state, B).toArray()).toContainEqual({ type: 'interdict', zone: 'PE' });
  });

  it('keeps a chip from a seat that has conceded', () => {
    const t = new Table(3, { firstPlayer: A, players: [{}, { taskForceChips: 2 }] });
    t.passWindows();
    t.act(A, endTurn);
    t.passWindows();
    t.act(B, { type: 'concede' });
    t.passWindows();
    expect(legalActionsOf(gocaine, t.state, B).toArray()).toEqual([]);
    expect(t.refuse(B, { type: 'interdict', zone: 'BO' }).code).toBe(GoCaineError.WrongStep);
  });

  it('refuses a chip to a seat without one', () => {
    const t = new Table(2, { firstPlayer: A, players: [{ taskForceChips: 0 }] });
    t.passWindows();
    expect(t.refuse(A, { type: 'interdict', zone: 'BO' }).code).toBe(GoCaineError.NoChip);
  });
});

describe('bank loans', () => {
  it('only with no cash and no product; repaid at $55M, before anything else', () => {
    const t = new Table(2, {
      firstPlayer: A,
      players: [{ cash: 0 }],
      cells: [{ seat: A, points: [rc(0, 5)] }],
      shipments: [{ point: rc(0, 5), tons: 2 }],
    });
    t.passWindows();
    expect(t.refuse(A, { type: 'loan' }).code).toBe(GoCaineError.LoanRefused);
    t.play(A, { type: 'sell', point: rc(0, 5), tons: 2 }, done, endTurn);
    expect(t.cash(A)).toBe(60);
    t.play(B, endTurn);
    const broke = new Table(2, {
      firstPlayer: A,
      players: [{ cash: 0 }],
      cells: [{ seat: A, points: [rc(2, 2), rc(1, 2)] }],
    });
    broke.play(A, { type: 'loan' });
    expect(broke.G.players[A]).toMatchObject({ cash: 50, loan: true });
    expect(broke.G.loanPool).toBe(5);
    expect(broke.refuse(A, { type: 'loan' }).code).toBe(GoCaineError.LoanRefused);
    broke.play(A, { type: 'buy-product', point: rc(2, 2), tons: 2 }, done, endTurn);
    broke.play(B, endTurn);
    broke.play(A, { type: 'move', from: rc(2, 2), to: rc(1, 2), tons: 2 }, endTurn);
    broke.play(B, endTurn);
    expect(broke.cash(A)).toBe(10);
    const sold = broke.play(A, { type: 'sell', point: rc(1, 2), tons: 2 });
    expect(sold).toContainEqual(expect.objectContaining({ type: 'loan-repaid', amount: 55 }));
    expect(broke.G.players[A]).toMatchObject({ cash: 10 + 50 - 55, loan: false });
    expect(broke.G.loanPool).toBe(6);
  });
});

describe('the end: knock, last round, concede, ranking', () => {
  it('knocks at $1 billion; everyone else takes exactly one more turn; most cash wins', () => {
    const t = new Table(3, { firstPlayer: B, players: [{ cash: 1200 }, { cash: 1000 }, { cash: 900 }] });
    t.passWindows();
    t.play(B, noAction);
    t.play(B, { type: 'knock' }, endTurn);
    expect(t.G.knockedBy).toBe(B);
    expect(t.refuse(C, { type: 'knock' }).code).toBe(GoCaineError.WrongStep);
    t.play(C, noAction);
    expect(t.refuse(C, { type: 'knock' }).code).toBe(GoCaineError.KnockRefused);
    t.play(C, endTurn);
    expect(t.state.outcome).toBeNull();
    t.play(A, endTurn);
    expect(t.state.outcome?.ranking).toEqual([
      { seat: A, rank: 1, score: 1200 },
      { seat: B, rank: 2, score: 1000 },
      { seat: C, rank: 3, score: 900 },
    ]);
  });

  it('refuses a knock below the threshold; the threshold is an option', () => {
    const t = new Table(2, { firstPlayer: A, players: [{ cash: 100 }] }, [], { knockThreshold: 100 });
    t.passWindows();
    t.play(A, noAction, { type: 'knock' }, endTurn);
    t.play(B, endTurn);
    expect(t.state.outcome?.ranking[0]).toEqual({ seat: A, rank: 1, score: 100 });
    const low = new Table(2, { firstPlayer: A, players: [{ cash: 995 }] });
    low.passWindows();
    low.play(A, noAction);
    expect(low.refuse(A, { type: 'knock' }).code).toBe(GoCaineError.KnockRefused);
  });

  it('ties share a place; with a points table the score is the place', () => {
    const t = new Table(3, { firstPlayer: A, players: [{ cash: 60 }, { cash: 60 }, { cash: 10 }] }, [], {
      roundLimit: 1,
      points: [3, 2, 1],
    });
    for (const seat of [A, B, C]) t.play(seat, endTurn);
    expect(outcome(t.G)?.ranking).toEqual([
      { seat: A, rank: 1, score: 3 },
      { seat: B, rank: 1, score: 3 },
      { seat: C, rank: 3, score: 1 },
    ]);
  });

  it('a conceding player is skipped, ranks last, and the last player standing ends the game', () => {
    const t = new Table(3, { firstPlayer: A, players: [{ cash: 500 }, { cash: 50 }, { cash: 50 }] });
    t.passWindows();
    t.act(A, { type: 'concede' });
    expect(t.G.active).toBe(B);
    t.play(B, endTurn);
    expect(t.G.active).toBe(C);
    t.act(C, { type: 'concede' });
    expect(t.state.outcome?.ranking.map((s) => [s.seat, s.rank])).toEqual([
      [B, 1],
      [A, 2],
      [C, 3],
    ]);
  });

  it('ends after the round limit, most cash winning', () => {
    const t = new Table(2, { firstPlayer: B, players: [{ cash: 10 }, { cash: 20 }] }, [], { roundLimit: 2 });
    for (let i = 0; i < 3; i++) t.play(i % 2 === 0 ? B : A, endTurn);
    expect(t.state.outcome).toBeNull();
    t.play(A, endTurn);
    expect(t.state.outcome?.ranking[0]?.seat).toBe(B);
  });
});
