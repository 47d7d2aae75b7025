import { describe, expect, it } from 'vitest';
import {
  AcquireError,
  acquirable,
  closeAuction,
  giveUp,
  openAuction,
  passAuction,
  raise,
  sealedBid,
} from './acquisition.js';
import { geometry } from './board.js';
import { DogEatDogError } from './errors.js';
import { buy, fire, hire, hireCost, payrollDue } from './payroll.js';
import { produce } from './production.js';
import { type DogEatDogState } from './state.js';
import { withPlayer } from './copy.js';
import { must, resolve, table } from './testing.js';
import { eventJobs } from './cards.js';

const sq = (l: string) => geometry.squareIndex.get(l)!;

describe('acquiring Natural Squares', () => {
  it('offers uncontrolled squares below Stage 3', () => {
    const G = table();
    expect(acquirable(G)).toHaveLength(12);
    const dead = { ...G, map: { ...G.map, stage: G.map.stage.map((s, i) => (i === sq('F') ? (3 as const) : s)) } };
    expect(acquirable(dead)).not.toContain(sq('F'));
  });

  it.each([
    [8, 8, true, 17],
    [8, 7, true, 17],
    [8, 9, false, 25],
  ])('a Sealed Bid of $%iM against a roll of %i: success %s, $%iM left', (offer, roll, success, left) => {
    const r = must(sealedBid(table(), 0, sq('F'), offer, roll));
    expect(r.success).toBe(success);
    expect(r.G.players[0]!.corporate).toBe(left);
    expect(r.G.control[sq('F')]).toBe(success ? 0 : null);
  });

  it('refuses a Sealed Bid out of range, unpaid or on a controlled square', () => {
    expect(sealedBid(table(), 0, sq('F'), 11, 2)).toMatchObject({
      ok: false,
      error: { code: DogEatDogError.OfferOutOfRange },
    });
    const poor = withPlayer(table(), 0, (p) => ({ ...p, corporate: 5 }));
    expect(sealedBid(poor, 0, sq('F'), 6, 2)).toMatchObject({ ok: false, error: { code: DogEatDogError.CannotPay } });
    expect(sealedBid(table(), 0, sq('I'), 6, 2)).toMatchObject({
      ok: false,
      error: { code: AcquireError.NotAcquirable },
    });
  });

  it('runs a Public Auction: highest bid wins and pays; a third square must be given up', () => {
    let G: DogEatDogState = { ...table(), control: table().control.map((c, s) => (s === sq('F') ? 1 : c)) };
    let a = must(openAuction(G, 0, sq('G'), 1));
    expect(openAuction(G, 0, sq('G'), 0)).toMatchObject({ ok: false, error: { code: AcquireError.LowBid } });
    a = must(raise(G, a, 1, 5));
    expect(raise(G, a, 2, 5)).toMatchObject({ ok: false, error: { code: AcquireError.LowBid } });
    expect(raise(G, a, 2, 26)).toMatchObject({ ok: false, error: { code: DogEatDogError.CannotPay } });
    a = passAuction(a, 0);
    expect(raise(G, a, 0, 9)).toMatchObject({ ok: false, error: { code: AcquireError.OutOfAuction } });
    const r = closeAuction(G, a);
    expect(r.G.players[1]!.corporate).toBe(20);
    expect(r.G.control[sq('G')]).toBe(1);
    expect(r.over).toBe(true);
    G = must(giveUp(r.G, 1, sq('F')));
    expect(G.control[sq('F')]).toBeNull();
    expect(giveUp(G, 1, sq('F'))).toMatchObject({ ok: false, error: { code: DogEatDogError.NotYourSquare } });
  });
});

describe('production', () => {
  const opts = { tasks: 2, typeThisTurn: null };
  it('turns an iron and a coal into steel for W.E. Steel, returning the inputs to the supply', () => {
    const G = withPlayer(table(), 0, (p) => ({ ...p, raw: { ...p.raw, coal: 1 } }));
    const P = must(produce(G, 0, 'steel', 1, opts));
    expect(P.players[0]!.products.steel).toBe(1);
    expect(P.players[0]!.raw).toMatchObject({ iron: 0, coal: 0 });
    expect(P.supply.products.steel).toBe(9);
    expect(P.supply.raw.iron).toBe(G.supply.raw.iron + 1);
  });

  it.each([
    ['a product not its own', 0, 'paper', 1, opts, DogEatDogError.NotHeld],
    ['without the inputs', 0, 'steel', 1, opts, DogEatDogError.NotHeld],
    ['more than its free workers', 0, 'steel', 3, opts, DogEatDogError.NoWorkers],
  ] as const)('refuses %s', (_n, seat, product, count, o, code) =>
    expect(produce(table(), seat, product, count, o)).toMatchObject({ ok: false, error: { code } }),
  );

  it('lets D.K. Mart make one product type a turn', () => {
    const T = table({}, ['dk-mart', 'goo-pont', 'georgia-horrific']);
    const G = withPlayer(T, 0, (p) => ({ ...p, raw: { ...p.raw, coal: 2, oil: 1, iron: 1 } }));
    expect(produce(G, 0, 'plastic', 1, { tasks: 2, typeThisTurn: null }).ok).toBe(true);
    expect(produce(G, 0, 'steel', 1, { tasks: 2, typeThisTurn: 'plastic' })).toMatchObject({ ok: false });
  });

  it('lets Waste Mismanagement make a recyclable from any raw material and two pollution markers', () => {
    const T = table({}, ['waste-mismanagement', 'we-steel', 'goo-pont', 'georgia-horrific', 'substandard-oil']);
    const G = withPlayer(T, 0, (p) => ({ ...p, raw: { ...p.raw, wood: 1 } }));
    expect(produce(G, 0, 'recyclable', 1, { tasks: 2, typeThisTurn: null })).toMatchObject({ ok: false });
    const P = must(produce(G, 0, 'recyclable', 1, { tasks: 2, typeThisTurn: null, anyRaw: 'wood' }));
    expect(P.players[0]).toMatchObject({ pollution: 0, products: { recyclable: 1 } });
    expect(P.map.pollutionSupply).toBe(16);
  });
});

describe('payroll, hiring and the Marketplace sheet', () => {
  it('pays $1M a worker, more under the minimum wage law', () => {
    expect(payrollDue(table(), 0)).toBe(2);
    expect(payrollDue({ ...table(), redTape: { ...table().redTape, laws: ['RT03'] } }, 0)).toBe(4);
  });

  it('hires at $3M from the 32, free first after the Washroom, and fires back to the supply', () => {
    const G = must(hire(table(), 0, 2, 0));
    expect(G.players[0]).toMatchObject({ workers: 4, corporate: 19 });
    const washed = resolve(table(), [
      {
        op: { op: 'modify', who: 'self', param: 'freeHires', add: 1, duration: 'thisTurn' },
        ctx: eventJobs('RT10', 0)[0]!.ctx,
        who: null,
      },
    ]).G;
    expect(hireCost(washed, 0, 2, 0)).toBe(3);
    expect(hireCost(washed, 0, 2, 1)).toBe(6);
    const empty = { ...table(), supply: { ...table().supply, workers: 1 } };
    expect(hire(empty, 0, 2, 0)).toMatchObject({ ok: false, error: { code: DogEatDogError.EmptyStack } });
    expect(must(fire(G, 0, 3)).supply.workers).toBe(G.supply.workers + 3);
    expect(fire(G, 0, 5)).toMatchObject({ ok: false, error: { code: DogEatDogError.NoWorkers } });
  });

  it("sells the sheet's raw materials at $12M, or the price a card or space sets", () => {
    const G = { ...table(), marketplace: { ...table().marketplace, coal: 2 } };
    expect(must(buy(G, 0, 'coal', 2)).players[0]).toMatchObject({ corporate: 1, raw: { coal: 2 } });
    expect(buy(G, 0, 'coal', 3)).toMatchObject({ ok: false, error: { code: DogEatDogError.EmptyStack } });
    const cheap = resolve(G, eventJobs('RT23', 0)).G;
    expect(must(buy(cheap, 0, 'coal', 3)).players[0]!.corporate).toBe(7);
  });
});
