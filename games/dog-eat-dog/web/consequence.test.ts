import { describe, expect, it } from 'vitest';
import { dogEatDog, geometry, pollutionReach, type DogEatDogState } from '../src/index.js';
import { table } from '../src/testing.js';
import { consequenceText, pollutionBrief } from './consequence.js';
import { viewFor } from './testing.js';

const A = 0;
const B = 1;

/** Seat 0 (W.E. Steel, start square A) in its production or extraction phase. */
function at(phase: 'production' | 'extraction', change: (G: DogEatDogState) => DogEatDogState = (G) => G) {
  const G = change({ ...table(), phase, active: 0 });
  const list = dogEatDog.legalActions(G, 0, null);
  const legal = Array.from({ length: list.length }, (_, i) => list.at(i)!);
  return { G, legal, v: viewFor(G, 0) };
}

describe('what a move does to the map, said before it is made', () => {
  it('spells out the degradation of every listed extraction, and none for one unit', () => {
    const { legal, v } = at('extraction');
    const extracts = legal.flatMap((a) => (a.type === 'extract' ? [a] : []));
    expect(extracts.length).toBeGreaterThan(0);
    for (const a of extracts) {
      const note = consequenceText(v, a);
      if (a.items.length > 1) expect(note).toBe('A degrades to Stage 2: damaged');
      else expect(note).toBe('A stays at Stage 1: pristine');
    }
  });

  it('says the markers a degradation sends back to the supply', () => {
    const { v } = at('extraction', (G) => ({
      ...G,
      map: { ...G.map, pollution: G.map.pollution.map((p, i) => (i === A ? 1 : p)) },
    }));
    expect(consequenceText(v, { type: 'extract', square: A, items: ['coal', 'iron'] })).toBe(
      'A degrades to Stage 2: damaged; its pollution marker goes back to the supply',
    );
  });

  it('states the pollution owed, the reach and the even spread, the outlined squares the listed ones', () => {
    // B, in front of Smeltsburgh, destroyed: Urban Fringe, so W.E. Steel's reach is B's neighbours.
    // A marker went on A this turn (and one marker of an earlier turn lies there).
    const { G, legal, v } = at('production', (G) => ({
      ...G,
      map: {
        ...G.map,
        stage: G.map.stage.map((st, i) => (i === B ? 3 : st)),
        pollution: G.map.pollution.map((p, i) => (i === A ? 1 : p)),
      },
      turn: { ...G.turn, pollutionOwed: 2, produced: 3, placed: G.turn.placed.map((n, i) => (i === A ? 1 : n)) },
    }));
    const reach = pollutionReach(G.map.stage, geometry.spaceIndex.get('smeltsburgh')!);
    expect(reach.length).toBeGreaterThan(1);
    expect(reach).toContain(A);
    const squares = legal.flatMap((a) => (a.type === 'pollute' ? [a.square] : []));
    expect(squares).toEqual(reach.filter((s) => s !== A));
    const letter = (s: number) => 'ABCDEFGHIJKLMNOP'[s]!;
    const brief = pollutionBrief(v, legal)!;
    expect(brief).toContain('owes 2 pollution markers');
    expect(brief).toContain(`Your reach: ${reach.map(letter).join(', ')}.`);
    expect(brief).toContain('Spread them evenly');
    expect(brief).toContain(`outlined on the map: ${squares.map(letter).join(', ')}.`);
    expect(brief).toContain('Not A: more markers this turn.');
    expect(consequenceText(v, { type: 'pollute', square: squares[0]! })).toBe(`${letter(squares[0]!)}'s first marker`);
    // A's second marker, once listed again, degrades it: the rules' placeMarker says so.
    expect(consequenceText(v, { type: 'pollute', square: A })).toBe('a second marker: A degrades to Stage 2: damaged');
  });

  it('says nothing of pollution when none is owed', () => {
    const { legal, v } = at('production');
    expect(pollutionBrief(v, legal)).toBeNull();
  });
});
