import { Rng, seedFromSecret } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { geometry } from './board.js';
import { content } from './content.js';
import { defaultOptions } from './options.js';
import { SetupError, chooseDivision, divisionsInPlay, freeDivisions, setup } from './setup.js';
import type { DogEatDogState } from './state.js';

const rng = (s = 'setup') => new Rng(seedFromSecret(s));
const must = <T>(r: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};
const allCards = (G: DogEatDogState) => [
  ...G.redTape.stack,
  ...G.redTape.discard,
  ...G.redTape.laws,
  ...G.players.flatMap((p) => [...p.officials, ...p.kept]),
];
const fixedDeck = () =>
  [...content.redTape.filter((c) => c.type === 'event'), ...content.redTape.filter((c) => c.type === 'official')].map(
    (c) => c.id,
  );

describe('setup', () => {
  it.each([
    [2, 5],
    [3, 5],
    [4, 5],
    [5, 6],
    [6, 6],
  ])('with %i players puts %i divisions in play (Waste Mismanagement only with 5 or 6)', (players, n) => {
    expect(divisionsInPlay(players)).toHaveLength(n);
  });

  it('starts with the first Corrupt Official drawn as Public Law and the other 39 cards stacked', () => {
    const G = must(setup(4, defaultOptions, rng(), { deck: fixedDeck() }));
    expect(G.redTape.laws).toEqual(['RT01']);
    expect(G.redTape.stack).toEqual(fixedDeck().filter((id) => id !== 'RT01'));
    for (const seed of ['a', 'b', 'c']) {
      const S = must(setup(4, defaultOptions, rng(seed), undefined));
      expect(content.cardById.get(S.redTape.laws[0]!)!.type).toBe('official');
      expect(S.redTape.stack).toHaveLength(39);
      expect(new Set(allCards(S)).size).toBe(40);
    }
  });

  it('lets the highest roller choose first, then clockwise, each division once', () => {
    let G = must(setup(4, defaultOptions, rng(), undefined));
    expect(G.phase).toBe('division');
    const order = G.choosing;
    expect(order.map((s) => (s - order[0]! + 4) % 4)).toEqual([0, 1, 2, 3]);
    const chooser = order[0]!;
    expect(chooseDivision(G, order[1]!, 'we-steel')).toMatchObject({
      ok: false,
      error: { code: SetupError.NotChoosing },
    });
    expect(chooseDivision(G, chooser, 'waste-mismanagement')).toMatchObject({
      ok: false,
      error: { code: SetupError.DivisionTaken },
    });
    G = must(chooseDivision(G, chooser, 'we-steel'));
    expect(chooseDivision(G, order[1]!, 'we-steel')).toMatchObject({
      ok: false,
      error: { code: SetupError.DivisionTaken },
    });
    for (const s of order.slice(1)) G = must(chooseDivision(G, s, freeDivisions(G)[0]!));
    expect(G.phase).toBe('movement');
    expect(new Set(G.players.map((p) => p.division)).size).toBe(4);
  });

  it.each(content.divisions.map((d) => [d.id, d] as const))('starts %s as its card says', (id, d) => {
    const others = divisionsInPlay(6)
      .filter((x) => x !== id)
      .slice(0, 4);
    const G = must(setup(5, defaultOptions, rng(), { divisions: [id, ...others] }));
    const p = G.players[0]!;
    expect(p).toMatchObject({ division: id, corporate: 25, swiss: 0, workers: 2, pollution: d.startingPollution });
    expect(p.position).toBe(geometry.spaceIndex.get(d.homeCity));
    expect(G.control[geometry.squareIndex.get(d.startSquare)!]).toBe(0);
    for (const [item, n] of Object.entries(p.raw)) expect(n, item).toBe(d.startingRaw[item as keyof typeof p.raw] ?? 0);
  });

  it('conserves workers, raw materials, pollution markers and cards', () => {
    const G = must(setup(6, defaultOptions, rng(), { divisions: divisionsInPlay(6) }));
    expect(G.supply.workers + G.players.reduce((n, p) => n + p.workers, 0)).toBe(32);
    expect(G.map.pollutionSupply + G.players.reduce((n, p) => n + p.pollution, 0)).toBe(16);
    for (const item of Object.keys(G.supply.raw) as (keyof typeof G.supply.raw)[])
      expect(G.supply.raw[item] + G.players.reduce((n, p) => n + p.raw[item], 0)).toBe(
        content.components.rawSupply[item],
      );
    expect(allCards(G).sort()).toEqual(content.redTape.map((c) => c.id).sort());
  });

  it('deals divisions at random with the option, and an official to everyone with Old Boys Network', () => {
    const G = must(setup(4, { ...defaultOptions, divisionChoice: 'random', oldBoysNetwork: true }, rng(), undefined));
    expect(G.phase).toBe('movement');
    expect(G.players.every((p) => p.division !== null && p.officials.length === 1)).toBe(true);
    expect(G.players.every((p) => content.cardById.get(p.officials[0]!)!.type === 'official')).toBe(true);
    expect(new Set(allCards(G)).size).toBe(40);
  });

  it('starts each seat with the corporate account the fixture gives', () => {
    const divisions = ['we-steel', 'dk-mart', 'goo-pont', 'georgia-horrific'];
    const G = must(setup(4, defaultOptions, rng(), { divisions, corporate: [40, 25, 0, 3] }));
    expect(G.players.map((p) => p.corporate)).toEqual([40, 25, 0, 3]);
    expect(G.players.map((p) => p.division)).toEqual(divisions);
  });

  it('is the same for the same seed, and refuses a bad fixture with a code', () => {
    expect(setup(4, defaultOptions, rng('x'), undefined)).toEqual(setup(4, defaultOptions, rng('x'), undefined));
    for (const fixture of [
      { divisions: ['we-steel', 'we-steel', 'dk-mart', 'goo-pont'] },
      { divisions: ['we-steel', 'dk-mart', 'goo-pont', 'waste-mismanagement'] },
      { divisions: ['we-steel', 'dk-mart'] },
      { deck: fixedDeck().map(() => 'RT01') },
      { firstPlayer: 5 },
      { corporate: [40, 25, 25, 25] },
      { divisions: ['we-steel', 'dk-mart', 'goo-pont', 'georgia-horrific'], corporate: [40, 25] },
    ])
      expect(setup(4, defaultOptions, rng(), fixture)).toMatchObject({
        ok: false,
        error: { code: SetupError.BadFixture },
      });
  });
});
