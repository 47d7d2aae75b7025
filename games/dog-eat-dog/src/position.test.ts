import { applyAction, legalActionsOf, setupMatch } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { conserved } from './contract/conserved.js';
import { dogEatDog } from './game.js';
import type { Position } from './position.js';
import { DECK } from './testing.js';

/** Scenario positions (`setup.position`), laid over four divisions, W.E. Steel at seat 0. */
const divisions = ['we-steel', 'goo-pont', 'georgia-horrific', 'substandard-oil'];
const at = (position: unknown, dice: number[] = []) =>
  setupMatch(dogEatDog, {
    game: 'dog-eat-dog',
    players: 4,
    secret: 'position',
    fixture: { divisions, firstPlayer: 0, deck: DECK, position },
    dice,
  });

function must(position: Position, dice: number[] = []) {
  const s = at(position, dice);
  if (!s.ok) throw new Error(s.error.message);
  expect(conserved(s.value)).toEqual([]);
  return s.value;
}

describe('a position a designer names', () => {
  it('W.E. Steel in Phase 6 with Square A at Stage 2 and two workers left', () => {
    const s = must({
      active: 0,
      phase: 'extraction',
      players: [{ workers: 3 }],
      squares: { A: { stage: 2 } },
      turn: { tasks: 1 },
    });
    expect(s.G.phase).toBe('extraction');
    const legal = legalActionsOf(dogEatDog, s, 0).toArray();
    // Stage 2 of Square A shows coal and chemicals.
    expect(legal).toContainEqual({ type: 'extract', square: 0, items: ['chemicals', 'coal'] });
    expect(legal).not.toContainEqual(expect.objectContaining({ type: 'extract', items: ['iron'] }));
  });

  it('accounts, loans, goods, squares, laws, owned and kept cards, the sheet, the stack and breaches', () => {
    const s = must({
      active: 2,
      phase: 'sales',
      round: 7,
      players: [
        { corporate: 40, swiss: 60, squares: ['F', 'G'], officials: ['RT01'] },
        { status: 'reorganizing', squares: [] },
        { corporate: 3, debt: 8, space: 'geneva', raw: { wood: 2 }, products: { paper: 1 }, kept: ['RT32'] },
        {},
      ],
      squares: { F: { stage: 2, pollution: 1 }, P: { stage: 3 } },
      laws: ['RT04', 'RT07'],
      marketplace: { iron: 2 },
      stack: ['RT10', 'RT02'],
      breaches: [{ seat: 0, law: 'RT04', goods: { kind: 'extract', square: 'F', items: ['coal'] } }],
    });
    const G = s.G;
    expect([G.active, G.round, G.phase]).toEqual([2, 7, 'sales']);
    expect(G.players[0]).toMatchObject({ corporate: 40, swiss: 60, officials: ['RT01'] });
    expect(G.players[2]).toMatchObject({ corporate: 3, debt: 8, position: 10, kept: ['RT32'] });
    expect(G.players[2]!.raw).toEqual({ iron: 0, coal: 0, wood: 2, oil: 0, chemicals: 0 });
    expect(G.control.flatMap((c, q) => (c === 0 ? [q] : []))).toEqual([5, 6]);
    expect(G.control[0]).toBeNull();
    expect(G.control[8]).toBeNull();
    expect([G.map.stage[5], G.map.pollution[5], G.map.stage[15]]).toEqual([2, 1, 3]);
    expect(G.redTape.laws).toEqual(['RT04', 'RT07']);
    expect(G.redTape.stack).toEqual(['RT10', 'RT02']);
    expect(G.redTape.discard).toHaveLength(40 - 6);
    expect(G.marketplace.iron).toBe(2);
    expect(G.breaches).toEqual([
      { id: 0, seat: 0, law: 'RT04', goods: { kind: 'extract', square: 5, items: ['coal'] } },
    ]);
  });

  it('Chapter 11: a reorganising seat begins its turn by reorganising; one who left has no division', () => {
    const s = must({
      active: 1,
      players: [{}, { status: 'reorganizing', corporate: 0, workers: 0 }, { status: 'left' }],
    });
    expect(s.G.phase).toBe('reorganize');
    expect(s.G.players[2]).toMatchObject({ status: 'left', division: null });
    expect(legalActionsOf(dogEatDog, s, 1).toArray()).toContainEqual({ type: 'reorganise', division: 'goo-pont' });
  });

  it('the products made this turn, their type and the tasks used', () => {
    const s = must({
      active: 0,
      phase: 'production',
      players: [{ workers: 3, raw: { iron: 1, coal: 2, oil: 1 } }],
      turn: { produced: 1, productType: 'steel', tasks: 1 },
    });
    expect(s.G.turn).toMatchObject({ produced: 1, productType: 'steel', tasks: 1 });
  });

  it('a piece set on Geneva may transfer while it stays there, in its turn and in another', () => {
    const s = must({ active: 1, phase: 'sales', players: [{ space: 'geneva', corporate: 20, swiss: 5 }] });
    const legal = legalActionsOf(dogEatDog, s, 0).toArray();
    expect(legal).toContainEqual({ type: 'transfer', amount: 20 });
    expect(legal).toContainEqual({ type: 'transfer', amount: -5 });
    // Only what Geneva gives while the piece stays: no other seat, no landing's other effects.
    expect(legalActionsOf(dogEatDog, s, 2).toArray()).not.toContainEqual(expect.objectContaining({ type: 'transfer' }));
    expect(s.G.work).toEqual([]);
  });

  it('a destroyed map: the final bonus round begins at the first step that ends a phase', () => {
    let s = must({ active: 1, phase: 'sales', destroyed: true });
    const t = applyAction(dogEatDog, s, 1, { type: 'done' });
    if (!t.ok) throw new Error(t.error.message);
    expect(t.value.state.G.phase).toBe('final');
    expect(t.value.state.G.final).toMatchObject({ order: [1, 2, 3, 0], step: 'produce' });
    s = must({ active: 3, phase: 'final', destroyed: true });
    expect(s.G.final).toMatchObject({ order: [3, 0, 1, 2], step: 'produce' });
  });
});

describe('the turn a position begins in, which no event tells', () => {
  it('is kept for the log: its seat and round, or the final bonus round', () => {
    const s = must({ active: 2, round: 3, phase: 'sales' });
    expect(s.G.startedIn).toEqual({ seat: 2, round: 3, final: false });
    // Its first move (ending Phase 2) tells no turn: the turn was under way.
    const t = applyAction(dogEatDog, s, 2, { type: 'done' });
    if (!t.ok) throw new Error(t.error.message);
    expect(t.value.events.filter((e) => e.type === 'turn')).toEqual([]);
    expect(must({ active: 3, phase: 'final', destroyed: true }).G.startedIn).toEqual({
      seat: 3,
      round: 1,
      final: true,
    });
  });

  it("is not kept for the first player's first Movement, whose first move tells it", () => {
    const s = must({ active: 0, phase: 'movement' });
    expect(s.G.startedIn).toBeUndefined();
    const t = applyAction(dogEatDog, s, 0, { type: 'roll' });
    if (!t.ok) throw new Error(t.error.message);
    expect(t.value.events[0]).toMatchObject({ type: 'turn', seat: 0, round: 1 });
  });
});

describe('a position that cannot be is refused at load, each wrong field named', () => {
  it.each([
    [{ squares: { Z: { stage: 2 } } }, 'setup.position.squares'],
    [{ players: [{ space: 'moon' }] }, 'setup.position.players[0].space'],
    [{ laws: ['RT99'] }, 'there is no Red Tape card RT99'],
    [{ players: [{ raw: { iron: 19 } }] }, '19 iron named, more than the 18 in the game'],
    [{ players: [{ workers: 20 }, { workers: 20 }] }, 'more than the 32 in the game'],
    [{ players: [{ squares: ['F'] }, { squares: ['F'] }] }, "square F is also seat 0's"],
    [{ squares: { B: { stage: 3, pollution: 1 } } }, 'a Stage 3 square holds no pollution'],
    [{ squares: { B: { pollution: 2 } } }, 'it holds 0 or 1'],
    [{ laws: ['RT01'], players: [{ officials: ['RT01'] }] }, 'RT01 is also in position.laws'],
    [{ players: [{ kept: ['RT10'] }] }, 'RT10 is not a Current Event one may keep'],
    [{ laws: ['RT10'] }, 'RT10 is not a Corrupt Official'],
    [{ active: 5 }, 'there is no seat 5 at 4 players'],
    [{ players: [{ squares: ['A', 'B', 'C'] }] }, 'at most 2 squares a player'],
    [{ active: 1, players: [{}, { status: 'left' }] }, 'seat 1 has left the game'],
  ])('%j', (position, why) => {
    const s = at(position);
    expect(s.ok).toBe(false);
    if (!s.ok) expect(s.error.message).toContain(why);
  });

  it('names every wrong field in one refusal', () => {
    const s = at({ players: [{ raw: { iron: 19 } }], squares: { B: { pollution: 2 } } });
    expect(!s.ok && s.error.message).toBe(
      'the position cannot be: position.squares.B.pollution: a second marker degrades a square at once, so it ' +
        'holds 0 or 1; position: 19 iron named, more than the 18 in the game',
    );
  });
});
