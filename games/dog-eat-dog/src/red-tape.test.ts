import { describe, expect, it } from 'vitest';
import { geometry } from './board.js';
import { cardsAt, eventJobs, keptJobs, ownedJobs, spaceJobs } from './cards.js';
import { content } from './content.js';
import { endAction, endTurn, param, restrictionsFor, startTurnOf, swissPublic } from './laws.js';
import { RedTapeError, answer, run } from './red-tape.js';
import type { DogEatDogState } from './state.js';
import { must, resolve, table, testRng } from './testing.js';

const sq = (l: string) => geometry.squareIndex.get(l)!;
const sp = (id: string) => geometry.spaceIndex.get(id)!;
const corporate = (G: DogEatDogState) => G.players.map((p) => p.corporate);
/** Seat 0 (W.E. Steel) draws `card`; answers follow. */
const draw = (card: string, answers: Parameters<typeof resolve>[2] = [], G = table()) =>
  resolve(G, eventJobs(card, 0), answers);
const withLaws = (G: DogEatDogState, laws: string[]): DogEatDogState => ({ ...G, redTape: { ...G.redTape, laws } });
const owning = (G: DogEatDogState, seat: number, officials: string[]): DogEatDogState => ({
  ...G,
  redTape: { ...G.redTape, laws: G.redTape.laws.filter((c) => !officials.includes(c)) },
  players: G.players.map((p, s) => (s === seat ? { ...p, officials } : p)),
});

describe('Current Events: money and workers', () => {
  it('RT10 Government Bailout: +$10M', () => expect(corporate(draw('RT10').G)[0]).toBe(35));
  it('RT11 Class Action Lawsuit: -$10M, or a debt to settle when short', () => {
    expect(corporate(draw('RT11').G)[0]).toBe(15);
    const poor = { ...table(), players: table().players.map((p, s) => (s === 0 ? { ...p, corporate: 4 } : p)) };
    const r = draw('RT11', [], poor);
    expect(r.request).toEqual({ kind: 'owe', seat: 0, amount: 10, to: null });
    expect(corporate(r.G)[0]).toBe(4);
  });
  it('RT12 Consulting Fees: every other player pays you $3M', () =>
    expect(corporate(draw('RT12').G)).toEqual([34, 22, 22, 22]));
  it('RT13 Pension Raid: $2M per worker', () => expect(corporate(draw('RT13').G)[0]).toBe(29));
  it('RT14 Wildcat Strike: pay $1M per worker, or neither produce nor extract this turn', () => {
    expect(corporate(draw('RT14', [{ kind: 'option', index: 0 }]).G)[0]).toBe(23);
    const G = draw('RT14', [{ kind: 'option', index: 1 }]).G;
    expect(corporate(G)[0]).toBe(25);
    expect(restrictionsFor(G, 0).map((r) => [r.action, r.max])).toEqual([
      ['produce', 0],
      ['extract', 0],
    ]);
    expect(restrictionsFor(endTurn(G), 0)).toEqual([]);
  });
  it('RT15 Unpaid Interns: two free workers from the supply', () => {
    const G = draw('RT15').G;
    expect(G.players[0]!.workers).toBe(4);
    expect(G.supply.workers).toBe(32 - 8 - 2);
  });
  it('RT16 Industrial Accident: one worker back to the supply', () => {
    const G = draw('RT16').G;
    expect(G.players[0]!.workers).toBe(1);
    expect(G.supply.workers).toBe(32 - 8 + 1);
  });
});

describe('Current Events: payroll and markets', () => {
  it('RT17 Wage Freeze: no payroll this turn, minimum wage or not', () => {
    const G = draw('RT17', [], withLaws(table(), ['RT03'])).G;
    expect(param(G, 0, 'payrollRate')).toBe(0);
    expect(param(G, 1, 'payrollRate')).toBe(2);
    expect(param(endTurn(G), 0, 'payrollRate')).toBe(2);
  });
  it('RT18 Union Contract: everyone +$1M per worker until your next turn', () => {
    const G = draw('RT18').G;
    expect([0, 1, 2, 3].map((s) => param(G, s, 'payrollRate'))).toEqual([2, 2, 2, 2]);
    expect(param(endTurn(G), 1, 'payrollRate')).toBe(2);
    expect(param(startTurnOf(G, 0), 1, 'payrollRate')).toBe(1);
  });
  it('RT19 Oil Embargo: oil +6 and fuel +4 for everyone, for a round', () => {
    const G = draw('RT19').G;
    expect(param(G, 2, 'rawValue', 5, 'oil')).toBe(11);
    expect(param(G, 2, 'rawValue', 5, 'iron')).toBe(5);
    expect(param(G, 2, 'productValue', 27, 'fuel')).toBe(31);
  });
  it('RT20 Cheap Imports: the product you name is $6M lower for a round', () => {
    const r = draw('RT20');
    expect(r.choice).toEqual({ kind: 'product', seat: 0 });
    const G = must(answer(r.G, r, { kind: 'product', product: 'steel' }, testRng())).G;
    expect(param(G, 1, 'productValue', 27, 'steel')).toBe(21);
    expect(param(G, 1, 'productValue', 27, 'plastic')).toBe(27);
  });
  it('RT21 Stock Market Crash: every product $5M lower, under a price ceiling too', () => {
    const G = draw('RT21', [], withLaws(table(), ['RT06'])).G;
    expect(param(G, 3, 'productValue', 32, 'paper')).toBe(25);
    expect(param(G, 3, 'productValue', 27, 'paper')).toBe(22);
  });
  it('RT22 Commodity Boom: sell your raw materials at $10M, onto the Marketplace sheet', () => {
    const r = draw('RT22', [{ kind: 'may', yes: true }]);
    expect(r.choice).toEqual({ kind: 'sell', seat: 0, price: 10, items: ['iron', 'chemicals'] });
    const G = must(answer(r.G, r, { kind: 'sell', counts: { iron: 1 } }, testRng())).G;
    expect(G.players[0]!.corporate).toBe(35);
    expect(G.players[0]!.raw.iron).toBe(0);
    expect(G.marketplace.iron).toBe(1);
    expect(answer(r.G, r, { kind: 'sell', counts: { iron: 2 } }, testRng())).toMatchObject({
      ok: false,
      error: { code: RedTapeError.BadAnswer },
    });
  });
  it('RT23 Container Ship Aground: one of each raw material onto the sheet; buy at $6M this turn', () => {
    const G = draw('RT23').G;
    expect(Object.values(G.marketplace)).toEqual([1, 1, 1, 1, 1]);
    expect(param(G, 0, 'marketplacePrice')).toBe(6);
    expect(param(G, 1, 'marketplacePrice')).toBe(12);
  });
});

describe('Current Events: pollution', () => {
  it('RT24 Toxic Spill: two markers in your reach, spread if it can be (one square: both there)', () => {
    const G = draw('RT24').G;
    expect(G.map.stage[sq('B')]).toBe(2);
    expect(G.map.pollution[sq('B')]).toBe(0);
  });
  it('RT25 Superfund Cleanup: remove up to two markers', () => {
    const dirty = draw('RT26').G;
    const r = draw(
      'RT25',
      [
        { kind: 'may', yes: true },
        { kind: 'square', square: sq('B') },
        { kind: 'square', square: null },
      ],
      dirty,
    );
    expect(r.G.map.pollution[sq('B')]).toBe(0);
    expect(r.G.map.pollution[sq('E')]).toBe(1);
    expect(r.G.map.pollutionSupply).toBe(13);
  });
  it('RT26 Acid Rain: each player places one marker in his own reach', () => {
    const G = draw('RT26').G;
    expect(['B', 'E', 'O', 'L'].map((l) => G.map.pollution[sq(l)])).toEqual([1, 1, 1, 1]);
    expect(G.map.pollutionSupply).toBe(12);
  });
  it('RT27 Midnight Dumping: one marker on any Stage 1/2 square', () => {
    const G = draw('RT27', [
      { kind: 'may', yes: true },
      { kind: 'square', square: sq('F') },
    ]).G;
    expect(G.map.pollution[sq('F')]).toBe(1);
  });
  it('RT28 Forest Fire: a Stage 1 square of your choice degrades', () => {
    const r = draw('RT28', [{ kind: 'square', square: sq('I') }]);
    expect(r.G.map.stage[sq('I')]).toBe(2);
  });
});

describe('Current Events: movement, land and laws', () => {
  it.each([
    ['RT29', 'geneva', 8],
    ['RT30', 'washroom', 3],
    ['RT31', 'irs', 18],
  ])('%s moves to %s, meeting %i spaces for the turn to resolve', (card, to, met) => {
    const r = draw(card);
    expect(r.G.players[0]!.position).toBe(sp(to));
    expect(r.request).toMatchObject({ kind: 'move', seat: 0 });
    if (r.request?.kind === 'move') {
      expect(r.request.encounters).toHaveLength(met);
      expect(r.request.encounters.at(-1)).toEqual({ space: sp(to), landed: true });
    }
  });
  it.each([
    ['RT32', 'embezzle'],
    ['RT35', 'tax'],
    ['RT36', 'fine'],
    ['RT37', 'currentEvent'],
  ])('%s, kept, cancels %s when played', (card, action) =>
    expect(resolve(table(), keptJobs(card, 0)).request).toEqual({ kind: 'cancel', action }),
  );
  it('RT33 Subpoena: a player of your choice shows his Swiss account to all', () => {
    const G = { ...table(), players: table().players.map((p, s) => ({ ...p, swiss: 10 * s })) };
    const r = resolve(G, keptJobs('RT33', 0), [{ kind: 'target', seat: 2 }]);
    expect(r.G.shown).toEqual([null, null, 20, null]);
    expect(r.events).toContainEqual({ type: 'swiss-shown', seat: 2, swiss: 20 });
  });
  it('RT34 Injunction: the victim may not extract from the triggering square this turn', () => {
    const G = resolve(table(), keptJobs('RT34', 0, { victim: 1, square: sq('I') })).G;
    expect(restrictionsFor(G, 1)).toMatchObject([{ action: 'extract', max: 0, square: sq('I') }]);
  });
  it('RT38 Land Rush: one acquisition attempt now, if you want it', () => {
    expect(draw('RT38').choice).toEqual({ kind: 'may', seat: 0 });
    expect(draw('RT38', [{ kind: 'may', yes: true }]).request).toEqual({
      kind: 'acquire',
      seat: 0,
      methods: ['auction', 'sealedBid'],
      from: { kind: 'card', card: 'RT38' },
    });
    expect(draw('RT38', [{ kind: 'may', yes: false }]).request).toBeNull();
  });
  it('RT39 Eminent Domain: with two squares, give one up', () => {
    expect(draw('RT39').G.control[sq('A')]).toBe(0);
    const two = { ...table(), control: table().control.map((c, s) => (s === sq('F') ? 0 : c)) };
    const r = draw('RT39', [{ kind: 'square', square: sq('A') }], two);
    expect(r.G.control[sq('A')]).toBeNull();
    expect(r.G.control[sq('F')]).toBe(0);
  });
  it('RT40 Ethics Investigation: the owners of the most officials each release one', () => {
    let G = owning(table(), 1, ['RT04', 'RT05']);
    G = owning(G, 2, ['RT06']);
    const r = draw('RT40', [{ kind: 'official', card: 'RT05' }], G);
    expect(r.G.players[1]!.officials).toEqual(['RT04']);
    expect(r.G.players[2]!.officials).toEqual(['RT06']);
    expect(r.G.redTape.laws.at(-1)).toBe('RT05');
    expect(draw('RT40', [], table()).G).toEqual(table());
  });
});

describe('Corrupt Officials: Public Law and owned power', () => {
  it('RT01 Auditor: no embezzling as law (breakable); owned, stops a victim for the turn', () => {
    expect(restrictionsFor(withLaws(table(), ['RT01']), 2)).toMatchObject([
      { action: 'embezzle', max: 0, law: 'RT01' },
    ]);
    const G = resolve(table(), ownedJobs('RT01', 1, { victim: 0 })).G;
    expect(restrictionsFor(G, 0)).toMatchObject([{ action: 'embezzle', max: 0, law: null }]);
    expect(restrictionsFor(G, 1)).toEqual([]);
  });
  it('RT02 Prosecutor: every Swiss balance public as law; owned, a target shows his', () => {
    expect(swissPublic(withLaws(table(), ['RT02']))).toBe(true);
    expect(swissPublic(withLaws(table(), ['RT03']))).toBe(false);
    expect(resolve(table(), ownedJobs('RT02', 1), [{ kind: 'target', seat: 3 }]).G.shown).toEqual([
      null,
      null,
      null,
      0,
    ]);
  });
  it('RT03 Labor Secretary: payroll $2M as law; owned, +$1M per worker on a victim this turn', () => {
    expect(param(withLaws(table(), ['RT03']), 1, 'payrollRate')).toBe(2);
    const G = resolve(table(), ownedJobs('RT03', 1, { victim: 0 })).G;
    expect([param(G, 0, 'payrollRate'), param(G, 1, 'payrollRate'), param(endTurn(G), 0, 'payrollRate')]).toEqual([
      2, 1, 1,
    ]);
  });
  it('RT04 EPA Inspector: one extraction per square per turn, as law or on a victim', () => {
    expect(restrictionsFor(withLaws(table(), ['RT04']), 0)).toMatchObject([
      { action: 'extract', max: 1, per: 'squarePerTurn', law: 'RT04' },
    ]);
    expect(restrictionsFor(resolve(table(), ownedJobs('RT04', 1, { victim: 0 })).G, 0)).toMatchObject([
      { action: 'extract', max: 1, per: 'squarePerTurn', law: null },
    ]);
  });
  it('RT05 Tax Assessor: threshold $16M as law; owned, for one tax check of a victim', () => {
    expect(param(withLaws(table(), ['RT05']), 2, 'taxThreshold')).toBe(16);
    const G = resolve(table(), ownedJobs('RT05', 1, { victim: 0 })).G;
    expect([param(G, 0, 'taxThreshold'), param(endAction(G), 0, 'taxThreshold')]).toEqual([16, 26]);
  });
  it('RT06 Commerce Secretary: products capped at $25M; owned, the rolled product for all but him', () => {
    expect(param(withLaws(table(), ['RT06']), 0, 'productValue', 30, 'steel')).toBe(25);
    const G = resolve(table(), ownedJobs('RT06', 1, { item: 'steel' })).G;
    expect([0, 1, 2].map((s) => param(G, s, 'productValue', 30, 'steel'))).toEqual([25, 30, 25]);
    expect(param(G, 0, 'productValue', 30, 'paper')).toBe(30);
  });
  it("RT07 Zoning Commissioner: no Sealed Bids as law; owned, forbids a victim's", () => {
    expect(restrictionsFor(withLaws(table(), ['RT07']), 0)).toMatchObject([{ action: 'sealedBid', law: 'RT07' }]);
    expect(restrictionsFor(resolve(table(), ownedJobs('RT07', 1, { victim: 0 })).G, 0)).toMatchObject([
      { action: 'sealedBid', max: 0, until: { kind: 'action' } },
    ]);
  });
  it('RT08 Clean Air Commissioner: at most two products a turn, as law or on a victim', () => {
    expect(restrictionsFor(withLaws(table(), ['RT08']), 0)).toMatchObject([{ action: 'produce', max: 2, per: 'turn' }]);
    expect(restrictionsFor(resolve(table(), ownedJobs('RT08', 1, { victim: 0 })).G, 0)).toMatchObject([
      { action: 'produce', max: 2 },
    ]);
  });
  it('RT09 Permit Commissioner: hiring $5M as law; owned, on a victim this turn', () => {
    expect(param(withLaws(table(), ['RT09']), 0, 'hireCost')).toBe(5);
    const G = resolve(table(), ownedJobs('RT09', 1, { victim: 0 })).G;
    expect([param(G, 0, 'hireCost'), param(G, 2, 'hireCost')]).toEqual([5, 3]);
  });

  it('offers each card at its trigger to its holder, never against himself', () => {
    const G = {
      ...owning(table(), 1, ['RT01']),
      players: owning(table(), 1, ['RT01']).players.map((p, s) => (s === 2 ? { ...p, kept: ['RT32', 'RT35'] } : p)),
    };
    expect(cardsAt(G, 1, 'declared:embezzle', 0)).toEqual(['RT01']);
    expect(cardsAt(G, 2, 'declared:embezzle', 0)).toEqual(['RT32']);
    expect(cardsAt(G, 1, 'declared:embezzle', 1)).toEqual([]);
    expect(cardsAt(G, 2, 'taxDue', 2)).toEqual(['RT35']);
    expect(cardsAt(G, 2, 'taxDue', 0)).toEqual([]);
    // Option ownedOfficialUses 'oncePerRound': a power used this round waits for the next.
    const once = {
      ...G,
      options: { ...G.options, ownedOfficialUses: 'oncePerRound' as const },
      officialUses: { RT01: G.round },
    };
    expect(cardsAt(once, 1, 'declared:embezzle', 0)).toEqual([]);
    expect(cardsAt({ ...once, round: G.round + 1 }, 1, 'declared:embezzle', 0)).toEqual(['RT01']);
    expect(cardsAt({ ...G, officialUses: { RT01: G.round } }, 1, 'declared:embezzle', 0)).toEqual(['RT01']);
  });
});

describe('board spaces run through the same interpreter', () => {
  const met = (space: string, landed: boolean) => ({ space: sp(space), landed });
  it.each([
    ['irs', false, 0, { kind: 'tax', seat: 0 }],
    ['smeltsburgh', false, 0, null],
    ['pulpwood', true, 0, { kind: 'drawn', seat: 0 }],
    ['capitol-city', true, 0, { kind: 'drawn', seat: 0 }],
    ['capitol-city', false, 0, null],
  ] as const)('%s (landed %s) for seat %i', (space, landed, seat, request) => {
    const r = resolve(table(), spaceJobs(table(), seat, met(space, landed)));
    if (request === null) expect(r.request).toBeNull();
    else expect(r.request).toMatchObject(request);
  });
  it('offers the owner a square when he passes his home city', () =>
    expect(
      resolve(table(), spaceJobs(table(), 0, met('smeltsburgh', false)), [{ kind: 'may', yes: true }]).request,
    ).toEqual({
      kind: 'acquire',
      seat: 0,
      methods: ['auction', 'sealedBid'],
      from: { kind: 'space', space: sp('smeltsburgh') },
    }));
  it("makes an absent division's home city an ordinary city", () =>
    expect(resolve(table(), spaceJobs(table(), 0, met('bargainville', true))).request).toMatchObject({
      kind: 'drawn',
    }));
  it('Management Washroom: a free hire or an extra task this turn', () => {
    const G = resolve(table(), spaceJobs(table(), 0, met('washroom', true)), [{ kind: 'option', index: 1 }]).G;
    expect([param(G, 0, 'extraTasks'), param(G, 0, 'freeHires')]).toEqual([1, 0]);
  });
  it('Union Hall, Commodities Exchange and Geneva change parameters for their time', () => {
    let G = resolve(table(), spaceJobs(table(), 0, met('union-hall', true))).G;
    G = resolve(G, spaceJobs(G, 0, met('commodities-exchange', true))).G;
    G = { ...G, players: G.players.map((p, s) => (s === 0 ? { ...p, position: sp('geneva') } : p)) };
    G = resolve(G, spaceJobs(G, 0, met('geneva', true))).G;
    expect([param(G, 0, 'payrollRate'), param(G, 0, 'marketplacePrice'), param(G, 0, 'freeSwissTransfer')]).toEqual([
      2, 8, 1,
    ]);
    const moved = resolve(G, eventJobs('RT30', 0)).G;
    expect(param(moved, 0, 'freeSwissTransfer')).toBe(0);
  });
  it('The Lobby offers a bribe attempt, unless the option makes it a rest area', () => {
    expect(resolve(table(), spaceJobs(table(), 0, met('lobby', true)), [{ kind: 'may', yes: true }]).request).toEqual({
      kind: 'bribe',
      seat: 0,
    });
    const rest = table({ fourthCorner: 'restArea' });
    expect(spaceJobs(rest, 0, met('lobby', true))).toEqual([]);
  });
});

describe('answers', () => {
  it('refuses a wrong answer with a code and leaves the run as it was', () => {
    const r = draw('RT28');
    for (const a of [
      { kind: 'may', yes: true },
      { kind: 'square', square: 99 },
      { kind: 'square', square: null },
    ] as const)
      expect(answer(r.G, r, a, testRng())).toMatchObject({ ok: false, error: { code: RedTapeError.BadAnswer } });
    expect(answer(table(), run(table(), [], testRng()), { kind: 'may', yes: true }, testRng())).toMatchObject({
      ok: false,
      error: { code: RedTapeError.NoChoice },
    });
  });

  it('writes every card once: each of the 40 has a test above', () => {
    expect(content.redTape.map((c) => c.id)).toHaveLength(40);
  });
});
