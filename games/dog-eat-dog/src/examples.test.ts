import { describe, expect, it } from 'vitest';
import { geometry } from './board.js';
import { content } from './content.js';
import { DogEatDogError } from './errors.js';
import { extract, gatherPollution } from './extraction.js';
import type { RawCounts } from './state.js';
import { priceFor, rolledValue, sell } from './market.js';
import { checkEmbezzle, checkOffer, embezzleMax, loanRepayment, resolveOffer, taxDue } from './money.js';
import { paramValue } from './params.js';
import { freshMap, markersFor, placeMarker, placements, type MapState } from './pollution.js';

/** The rulebook's own examples, one table each. */

const sq = (l: string) => geometry.squareIndex.get(l)!;
const supply = (): RawCounts => ({ ...content.components.rawSupply });

describe('Square A extraction (rulebook, Extraction and Degradation)', () => {
  it('three workers take two iron and one coal, and Square A degrades to Stage 2, its markers back', () => {
    const map: MapState = { ...freshMap(15), pollution: freshMap().pollution.map((_, i) => (i === sq('A') ? 1 : 0)) };
    const r = extract(map, supply(), sq('A'), ['iron', 'iron', 'coal'], { freeWorkers: 3, mayDegrade: true });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.degraded).toBe(true);
    expect(r.value.map.stage[sq('A')]).toBe(2);
    expect(r.value.map.pollution[sq('A')]).toBe(0);
    expect(r.value.map.pollutionSupply).toBe(16);
    expect(r.value.supply.iron).toBe(content.components.rawSupply.iron - 2);
    expect(r.value.supply.coal).toBe(content.components.rawSupply.coal - 1);
  });

  it.each([
    ['one raw material leaves it untouched', ['iron'], 3, true, { degraded: false }],
    ['a third iron is not on it', ['iron', 'iron', 'iron'], 3, true, DogEatDogError.NotOnSquare],
    ['wood is not on it', ['wood'], 3, true, DogEatDogError.NotOnSquare],
    ['three need three unused workers', ['iron', 'iron', 'coal'], 2, true, DogEatDogError.NoWorkers],
    ['Waste Mismanagement may never degrade', ['iron', 'coal'], 3, false, DogEatDogError.WouldDegrade],
  ] as const)('%s', (_name, items, freeWorkers, mayDegrade, expected) => {
    const r = extract(freshMap(), supply(), sq('A'), items, { freeWorkers, mayDegrade });
    if (typeof expected === 'string') expect(r).toMatchObject({ ok: false, error: { code: expected } });
    else expect(r).toMatchObject({ ok: true, value: expected });
  });

  it('yields nothing at Stage 3, and nothing from an empty stack', () => {
    const dead: MapState = { ...freshMap(), stage: freshMap().stage.map((s, i) => (i === sq('A') ? 3 : s)) };
    expect(extract(dead, supply(), sq('A'), ['iron'], { freeWorkers: 1, mayDegrade: true })).toMatchObject({
      ok: false,
      error: { code: DogEatDogError.StageThree },
    });
    expect(
      extract(freshMap(), { ...supply(), coal: 0 }, sq('A'), ['coal'], { freeWorkers: 1, mayDegrade: true }),
    ).toMatchObject({ ok: false, error: { code: DogEatDogError.EmptyStack } });
  });

  it('lets Waste Mismanagement gather a marker from any square that has one', () => {
    const m = placeMarker(freshMap(), sq('F'));
    expect(m.ok && gatherPollution(m.value.map, sq('F'))).toMatchObject({ ok: true });
    expect(gatherPollution(freshMap(), sq('F'))).toMatchObject({
      ok: false,
      error: { code: DogEatDogError.NotOnSquare },
    });
  });
});

describe('five products make three markers, spread evenly (rulebook, Pollution and Degradation)', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [6, 3],
  ])('%i products make %i markers', (products, markers) => expect(markersFor(products)).toBe(markers));

  /** Places `markers` one at a time, each on the first square `placements` allows. */
  function pollute(reach: number[], markers: number) {
    let map = freshMap();
    const placed: number[] = new Array(16).fill(0);
    const where: string[] = [];
    for (let i = 0; i < markers; i++) {
      const options = placements(map, reach, placed);
      const square = options[0]!;
      const r = placeMarker(map, square);
      if (!r.ok) throw new Error(r.error.message);
      map = r.value.map;
      placed[square]!++;
      where.push(geometry.letters[square]!);
    }
    return { map, where: where.sort().join('') };
  }

  it('three squares: one marker on each', () => {
    const { map, where } = pollute([sq('A'), sq('C'), sq('F')], 3);
    expect(where).toBe('ACF');
    expect(map.stage.filter((s) => s > 1)).toHaveLength(0);
  });

  it('two squares: two on one (which degrades it) and one on the other', () => {
    const { map, where } = pollute([sq('A'), sq('C')], 3);
    expect(where).toBe('AAC');
    expect(map.stage[sq('A')]).toBe(2);
    expect(map.pollution[sq('A')]).toBe(0);
    expect(map.pollution[sq('C')]).toBe(1);
    expect(map.pollutionSupply).toBe(15);
  });

  it('one square: all three on it', () => {
    const { map, where } = pollute([sq('B')], 3);
    expect(where).toBe('BBB');
    expect(map.stage[sq('B')]).toBe(2);
    expect(map.pollution[sq('B')]).toBe(1);
  });

  it('refuses a second marker on a square while another square has none this turn', () => {
    const placed = new Array(16).fill(0);
    placed[sq('A')] = 1;
    expect(placements(freshMap(), [sq('A'), sq('C')], placed)).toEqual([sq('C')]);
  });
});

describe('market values (rulebook, Phase 2: Sales)', () => {
  it('iron at a rolled 4: every player who holds iron may sell at $4M, onto the Marketplace sheet', () => {
    const value = rolledValue('iron', 4);
    expect(value).toBe(4);
    for (const held of [1, 2, 3]) {
      const r = sell('iron', held, held, priceFor('iron', value, []));
      expect(r).toMatchObject({ ok: true, value: { proceeds: 4 * held, toMarketplace: { iron: held } } });
    }
    expect(sell('iron', 2, 1, 4)).toMatchObject({ ok: false, error: { code: DogEatDogError.NotHeld } });
  });

  it('plastic at a rolled 7 + 20 = $27M, back to stock', () => {
    expect(rolledValue('plastic', 7)).toBe(27);
    expect(sell('plastic', 1, 1, priceFor('plastic', 27, []))).toMatchObject({
      ok: true,
      value: { proceeds: 27, toStock: { plastic: 1 } },
    });
  });

  it.each([
    ['price ceiling law caps $32M at $25M', 'plastic', 32, [{ param: 'productValue', cap: 25 }], 25],
    [
      'a crash under the ceiling',
      'fuel',
      29,
      [
        { param: 'productValue', add: -5 },
        { param: 'productValue', cap: 25 },
      ],
      24,
    ],
    ['the embargo lifts oil, not iron', 'iron', 6, [{ param: 'rawValue', add: 6, items: ['oil'] }], 6],
    ['the embargo lifts oil', 'oil', 6, [{ param: 'rawValue', add: 6, items: ['oil'] }], 12],
  ] as const)('%s', (_name, item, rolled, mods, price) => expect(priceFor(item, rolled, mods)).toBe(price));
});

describe('parameters changed by cards', () => {
  it.each([
    ['minimum wage', [{ param: 'payrollRate', add: 1 }], 2],
    [
      'minimum wage and Union Hall',
      [
        { param: 'payrollRate', add: 1 },
        { param: 'payrollRate', add: 1 },
      ],
      3,
    ],
    [
      'Wage Freeze beats minimum wage',
      [
        { param: 'payrollRate', add: 1 },
        { param: 'payrollRate', set: 0 },
      ],
      0,
    ],
    ['never below zero', [{ param: 'payrollRate', add: -5 }], 0],
    ['another parameter is untouched', [{ param: 'hireCost', set: 5 }], 1],
  ] as const)('%s', (_name, mods, value) => expect(paramValue(1, 'payrollRate', mods)).toBe(value));
});

describe('taxes, embezzlement and loans', () => {
  it.each([
    [25, 26, 0],
    [26, 26, 8],
    [30, 26, 10],
    [16, 16, 5],
    [15, 16, 0],
  ])('a corporate account of $%iM at a $%iM threshold pays $%iM', (corporate, threshold, tax) =>
    expect(taxDue(corporate, threshold)).toBe(tax),
  );

  it('embezzles up to half, rounded down, and no more', () => {
    expect(embezzleMax(25)).toBe(12);
    expect(checkEmbezzle(25, 12)).toEqual({ ok: true, value: 12 });
    expect(checkEmbezzle(25, 13)).toMatchObject({ ok: false, error: { code: DogEatDogError.TooMuch } });
    expect(checkEmbezzle(1, 1)).toMatchObject({ ok: false, error: { code: DogEatDogError.TooMuch } });
  });

  it.each([
    [1, 2],
    [7, 14],
    [13, 26],
  ])('a loan of $%iM is repaid with $%iM (100%% interest)', (borrowed, repaid) =>
    expect(loanRepayment(borrowed)).toBe(repaid),
  );
});

describe('Sealed Bids and bribes: two dice at or under the offer', () => {
  it.each([
    ['sealedBid', 7, 6, true, 7],
    ['sealedBid', 7, 7, true, 7],
    ['sealedBid', 7, 8, false, 0],
    ['bribe', 7, 6, true, 7],
    ['bribe', 7, 7, true, 7],
    ['bribe', 7, 8, false, 7],
  ] as const)('%s of $%iM against a roll of %i: success %s, $%iM to the bank', (kind, offer, roll, success, paid) =>
    expect(resolveOffer(kind, offer, roll)).toEqual({ success, paid }),
  );

  it.each([
    ['bribe', 1, 20, DogEatDogError.OfferOutOfRange],
    ['sealedBid', 11, 20, DogEatDogError.OfferOutOfRange],
    ['sealedBid', 8, 7, DogEatDogError.CannotPay],
  ] as const)('refuses a %s of $%iM with $%iM', (kind, offer, corporate, code) =>
    expect(checkOffer(kind, offer, corporate)).toMatchObject({ ok: false, error: { code } }),
  );
});
