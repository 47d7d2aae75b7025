import { describe, expect, it } from 'vitest';
import { geometry } from './board.js';
import { bankrupt, borrow, reorganise, reorganisingChoices, repay } from './chapter-11.js';
import { finalOrder, mapDestroyed, ranking, victors } from './outcome.js';
import { SetupError, freeDivisions } from './setup.js';
import { type DogEatDogState } from './state.js';
import { withPlayer } from './copy.js';
import { must, table } from './testing.js';

const sq = (l: string) => geometry.squareIndex.get(l)!;
const pay = (G: DogEatDogState, seat: number, amount: number) =>
  withPlayer(G, seat, (p) => ({ ...p, corporate: p.corporate - amount }));

describe('loans at 100% until the end of Phase 2', () => {
  it.each([
    ['repaid from a sale', 12, { corporate: 2, debt: 0 }],
    ['not repaid: Chapter 11', 9, null],
  ] as const)('$5M in hand, $10M to pay: %s', (_name, sold, after) => {
    let G = withPlayer(table(), 0, (p) => ({ ...p, corporate: 5 }));
    G = pay(borrow(G, 0, 10), 0, 10);
    expect(G.players[0]).toMatchObject({ corporate: 0, debt: 10 });
    G = withPlayer(G, 0, (p) => ({ ...p, corporate: p.corporate + sold }));
    const r = repay(G, 0);
    if (after === null) expect(r).toBeNull();
    else expect(r!.players[0]).toMatchObject(after);
  });

  it('borrows nothing when the account covers the payment', () =>
    expect(borrow(table(), 0, 10).players[0]).toMatchObject({ corporate: 25, debt: 0 }));
});

describe('Chapter 11', () => {
  const rich = (): DogEatDogState => {
    const G = withPlayer(table(), 1, (p) => ({
      ...p,
      swiss: 40,
      workers: 3,
      officials: ['RT04'],
      kept: ['RT32'],
      products: { ...p.products, plastic: 2 },
    }));
    return {
      ...G,
      control: G.control.map((c, s) => (s === sq('F') ? 1 : c)),
      supply: { ...G.supply, workers: G.supply.workers - 1, products: { ...G.supply.products, plastic: 8 } },
      redTape: { ...G.redTape, stack: G.redTape.stack.filter((c) => c !== 'RT04' && c !== 'RT32') },
    };
  };

  it('puts officials on the sheet, discards kept cards, lifts control, returns goods, keeps Swiss', () => {
    const before = rich();
    const G = bankrupt(before, 1, false);
    expect(G.players[1]).toMatchObject({
      status: 'reorganizing',
      swiss: 40,
      corporate: 0,
      workers: 0,
      officials: [],
      kept: [],
    });
    expect(G.redTape.laws).toContain('RT04');
    expect(G.redTape.discard).toContain('RT32');
    expect([G.control[sq('I')], G.control[sq('F')]]).toEqual([null, null]);
    expect(G.supply.workers).toBe(before.supply.workers + 3);
    expect(G.supply.products.plastic).toBe(10);
    expect(G.supply.raw.oil).toBe(before.supply.raw.oil + 1);
  });

  it('reorganises next turn with $25M and one worker, in its own or an unused division', () => {
    const G = bankrupt(rich(), 1, false);
    expect(reorganisingChoices(G, 1)).toEqual(['goo-pont', 'dk-mart']);
    expect(reorganise(G, 1, 'waste-mismanagement')).toMatchObject({
      ok: false,
      error: { code: SetupError.DivisionTaken },
    });
    expect(reorganise(G, 2, 'dk-mart')).toMatchObject({ ok: false, error: { code: SetupError.NotChoosing } });
    const R = must(reorganise(G, 1, 'dk-mart'));
    expect(R.players[1]).toMatchObject({
      division: 'dk-mart',
      corporate: 25,
      workers: 1,
      swiss: 40,
      status: 'playing',
    });
    expect(R.players[1]!.position).toBe(geometry.spaceIndex.get('bargainville'));
    expect(R.control.includes(1)).toBe(false);
    expect(freeDivisions(R)).toEqual(['goo-pont']);
  });

  it('lets a player leave instead, freeing his division', () => {
    const G = bankrupt(rich(), 1, true);
    expect(G.players[1]).toMatchObject({ status: 'left', division: null, swiss: 40 });
    expect(freeDivisions(G)).toContain('goo-pont');
    expect(finalOrder(G, 3)).toEqual([3, 0, 2]);
  });
});

describe('the end', () => {
  it('wins at once at the victory sum; the option moves it', () => {
    const G = withPlayer(table(), 2, (p) => ({ ...p, swiss: 150 }));
    expect(victors(G)).toEqual([2]);
    expect(victors({ ...G, options: { ...G.options, victorySwiss: 200 } })).toEqual([]);
  });

  it('sees a destroyed map only when all 16 squares are at Stage 3', () => {
    const G = table();
    expect(mapDestroyed(G)).toBe(false);
    const dead = { ...G, map: { ...G.map, stage: G.map.stage.map(() => 3 as const) } };
    expect(mapDestroyed(dead)).toBe(true);
    expect(
      mapDestroyed({ ...dead, map: { ...dead.map, stage: dead.map.stage.map((s, i) => (i === 5 ? 2 : s)) } }),
    ).toBe(false);
  });

  it('plays the final round from the seat whose turn ended the game, and ties share', () => {
    expect(finalOrder(table(), 2)).toEqual([2, 3, 0, 1]);
    let G = table();
    for (const [s, swiss] of [60, 80, 80, 10].entries()) G = withPlayer(G, s, (p) => ({ ...p, swiss }));
    expect(ranking(G).ranking).toEqual([
      { seat: 1, score: 80, rank: 1 },
      { seat: 2, score: 80, rank: 1 },
      { seat: 0, score: 60, rank: 3 },
      { seat: 3, score: 10, rank: 4 },
    ]);
  });
});
