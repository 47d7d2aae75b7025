import { describe, expect, it } from 'vitest';
import {
  AGENCIES,
  BUYERS,
  DECK,
  EVASIONS,
  SELLERS,
  WEAPON_TYPES,
  loadDeck,
  type Agency,
  type Evasion,
  type Face,
} from './cards.js';
import { canSellTo, dealProfit, dealSurvives, formatMoney, largestDeals } from './profit.js';
import raw from '../data/cards.json' with { type: 'json' };

describe('the deck', () => {
  it('has the rulebook counts: 40 weapons, 6 evasions, 12 sellers, 12 buyers, 6 interceptions', () => {
    const byKind = (k: string) => DECK.cards.filter((c) => c.kind === k).length;
    expect(DECK.cards).toHaveLength(76);
    expect([byKind('weapon'), byKind('evasion'), byKind('seller'), byKind('buyer'), byKind('interception')]).toEqual([
      40, 6, 12, 12, 6,
    ]);
    expect(WEAPON_TYPES.map((w) => DECK.supply[w])).toEqual([9, 8, 10, 7, 6]);
    expect(SELLERS.map((s) => DECK.supply[s])).toEqual([4, 3, 1, 2, 2]);
    expect(BUYERS.map((b) => DECK.supply[b])).toEqual([2, 2, 2, 2, 2, 2]);
  });

  it('refuses a card file that breaks the schema', () => {
    expect(() => loadDeck({ ...raw, weapons: raw.weapons.slice(1) })).toThrow(/Chemical/);
    expect(() => loadDeck({ ...raw, buyers: [{ country: 'Narnia', count: 1, profitPercent: 0 }] })).toThrow();
  });
});

describe('profit', () => {
  // The rulebook's progression table, in dollars, with neutral parties (UK sells to Iraq).
  const table: [string, number[]][] = [
    ['Chemical', [5, 15, 30, 50, 75]],
    ['Biological', [10, 25, 45, 70, 100]],
    ['Conventional', [15, 35, 60, 90, 125]],
    ['Missile', [20, 45, 75, 110, 150]],
    ['Nuclear', [25, 55, 90, 130, 175]],
  ];
  it.each(table.flatMap(([w, row]) => row.map((d, i) => [w, i + 1, d] as const)))(
    '%i-card %s... %s x %i = $%i',
    (weapon, count, dollars) => {
      expect(dealProfit({ seller: 'UK', buyer: 'Iraq', weapon: weapon as 'Chemical', count })).toBe(dollars * 100);
    },
  );

  it.each([
    // The rulebook's own examples, and the ruling's: 1 Chemical with USA to India is $5 x 1.20.
    ['UK', 'Iran', 'Chemical', 1, '$5.00'],
    ['UK', 'Iran', 'Missile', 4, '$110.00'],
    ['USA', 'India', 'Chemical', 1, '$6.00'],
    ['USA', 'Iran', 'Nuclear', 5, '$192.50'],
    ['USSR', 'Iraq', 'Missile', 3, '$67.50'],
    ['China', 'Iran', 'Conventional', 2, '$31.50'],
    ['France', 'India', 'Biological', 3, '$49.50'],
    ['UK', 'Angola', 'Chemical', 4, '$45.00'],
    ['USSR', 'Angola', 'Missile', 1, '$16.00'],
    ['USA', 'Angola', 'Conventional', 1, '$15.00'],
    ['USSR', 'India', 'Nuclear', 1, '$25.00'],
  ] as const)('%s sells %s %i %s: %s', (seller, buyer, weapon, count, money) => {
    expect(formatMoney(dealProfit({ seller, buyer, weapon, count }))).toBe(money);
  });

  it.each([
    ['USA', 'Iraq'],
    ['USSR', 'Afghanistan'],
    ['China', 'North Korea'],
    ['France', 'Angola'],
  ] as const)('%s cannot sell to %s', (seller, buyer) => {
    expect(canSellTo(seller, buyer)).toBe(false);
  });

  it('finds the largest deal of every seller, buyer and weapon held, leaving out forbidden pairs', () => {
    const held = new Map<Face, number>([
      ['USA', 1],
      ['Iraq', 2],
      ['Angola', 1],
      ['Missile', 7],
      ['Nuclear', 2],
      ['CIA', 1],
    ]);
    // The USA cannot sell to Iraq; five is the most one deal carries.
    expect([...largestDeals(held)]).toEqual([
      { seller: 'USA', buyer: 'Angola', weapon: 'Missile', count: 5 },
      { seller: 'USA', buyer: 'Angola', weapon: 'Nuclear', count: 2 },
    ]);
    expect([
      ...largestDeals(
        new Map<Face, number>([
          ['USSR', 1],
          ['Missile', 3],
        ]),
      ),
    ]).toEqual([]);
  });

  it('lets every other seller-buyer pair trade (26 of 30)', () => {
    const allowed = SELLERS.flatMap((s) => BUYERS.filter((b) => canSellTo(s, b)));
    expect(allowed).toHaveLength(26);
  });
});

describe('interceptions and evasions', () => {
  const cases: [Agency[], Evasion[], boolean][] = [
    [[], [], true],
    [['CIA'], [], false],
    [['CIA'], ['Staging Post'], true],
    [['CIA'], ['Diplomatic Immunity'], true],
    [['CIA'], ['Front Company'], false],
    [['FBI'], ['Staging Post'], false],
    [['FBI'], ['Front Company'], true],
    [['Interpol'], ['Diplomatic Immunity'], false],
    [['Interpol'], ['Staging Post'], true],
    // The examples: the matching must pair CIA with Staging Post and FBI with Front Company.
    [['CIA', 'FBI'], ['Front Company', 'Staging Post'], true],
    [['CIA', 'CIA'], ['Front Company', 'Staging Post'], false],
    [['CIA', 'FBI', 'Interpol'], ['Front Company', 'Staging Post', 'Diplomatic Immunity'], true],
    [['CIA', 'FBI', 'Interpol'], ['Staging Post', 'Staging Post', 'Diplomatic Immunity'], true],
    [['FBI', 'FBI', 'Interpol'], ['Staging Post', 'Staging Post', 'Diplomatic Immunity'], false],
    [['CIA', 'Interpol'], ['Staging Post', 'Staging Post'], true],
    [['FBI', 'FBI'], ['Front Company', 'Diplomatic Immunity', 'Staging Post'], true],
    [['CIA', 'CIA', 'FBI'], ['Staging Post', 'Diplomatic Immunity'], false],
  ];
  it.each(cases)('%j against %j survives: %s', (agencies, evasions, survives) => {
    expect(dealSurvives(agencies, evasions)).toBe(survives);
  });

  it('matches the brute force over every small combination', () => {
    const perms = <T>(xs: T[]): T[][] =>
      xs.length <= 1
        ? [xs]
        : xs.flatMap((x, i) => perms([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
    const combos = <T>(pool: readonly T[], n: number): T[][] =>
      n === 0 ? [[]] : pool.flatMap((p) => combos(pool, n - 1).map((c) => [p, ...c]));
    for (let a = 0; a <= 3; a++) {
      for (let e = 0; e <= 3; e++) {
        for (const agencies of combos(AGENCIES, a)) {
          for (const evasions of combos(EVASIONS, e)) {
            const brute =
              a <= e && perms(evasions).some((p) => agencies.every((ag, i) => DECK.cannotBeEvadedBy[ag] !== p[i]));
            expect(dealSurvives(agencies, evasions), `${agencies} vs ${evasions}`).toBe(brute);
          }
        }
      }
    }
  });
});
