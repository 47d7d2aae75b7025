import { describe, expect, it } from 'vitest';
import { geometry, pollutionReach, type Stage } from './board.js';
import { spaceJobs } from './cards.js';
import { bankrupt, reorganise } from './chapter-11.js';
import { content } from './content.js';
import { homeCityOf, homeDivisionOf, spaceText, startSquareOf } from './homes.js';
import { DogEatDogOptions } from './options.js';
import { FOUR, must, table } from './testing.js';

const sp = (id: string) => geometry.spaceIndex.get(id)!;
const sq = (letter: string) => geometry.squareIndex.get(letter)!;
const FIVE = [...FOUR, 'waste-mismanagement'];
const swapped = { swapHomeCities: true };
/** The ops a player meets landing on a space. */
const opsAt = (options: object, divisions: string[], seat: number, space: string) => {
  const G = table(options, divisions);
  return spaceJobs(G, seat, { space: sp(space), landed: true }).map((j) => j.op.op);
};

describe('option swapHomeCities (design.md section 8: Goo Pont and Waste Mismanagement)', () => {
  it('is off by default: every division at its printed home city and start square', () => {
    expect(DogEatDogOptions.parse({}).swapHomeCities).toBe(false);
    for (const d of content.divisions) {
      expect(homeCityOf({ swapHomeCities: false }, d.id)).toBe(sp(d.homeCity));
      expect(startSquareOf({ swapHomeCities: false }, d.id)).toBe(sq(d.startSquare));
    }
  });

  it("puts Goo Pont's piece on Landfill Heights and its marker on N, Waste's on Polyester Park and I", () => {
    const G = table(swapped, FIVE);
    expect(G.players[1]!.position).toBe(sp('landfill-heights'));
    expect(G.control[sq('N')]).toBe(1);
    expect(G.players[4]!.position).toBe(sp('polyester-park'));
    expect(G.control[sq('I')]).toBe(4);
    // The other divisions keep theirs.
    expect(G.players[0]!.position).toBe(sp('smeltsburgh'));
    expect(G.control[sq('A')]).toBe(0);
    const printed = table({}, FIVE);
    expect(printed.players[1]!.position).toBe(sp('polyester-park'));
    expect(printed.control[sq('I')]).toBe(1);
  });

  it('gives Goo Pont its acquisition at Landfill Heights; Polyester Park draws Red Tape', () => {
    expect(opsAt(swapped, FOUR, 1, 'landfill-heights')).toEqual(['acquireSquare']);
    expect(opsAt(swapped, FOUR, 1, 'polyester-park')).toEqual(['drawRedTape']);
    expect(opsAt({}, FOUR, 1, 'polyester-park')).toEqual(['acquireSquare']);
    // With five, Waste Mismanagement acquires at Polyester Park, and Goo Pont draws there.
    expect(opsAt(swapped, FIVE, 4, 'polyester-park')).toEqual(['acquireSquare']);
    expect(opsAt(swapped, FIVE, 4, 'landfill-heights')).toEqual(['drawRedTape']);
    expect(homeDivisionOf(swapped, content.board.spaces[sp('polyester-park')]!)).toBe('waste-mismanagement');
  });

  it("moves Goo Pont's pollution to Landfill Heights' commons M, then to its start N and to I", () => {
    const stages = new Array<Stage>(16).fill(1);
    const reach = (options: object) =>
      pollutionReach(stages, homeCityOf({ ...DogEatDogOptions.parse(options) }, 'goo-pont'));
    expect(reach(swapped)).toEqual([sq('M')]);
    expect(reach({})).toEqual([sq('E')]);
    stages[sq('M')] = 3;
    expect(reach(swapped).sort()).toEqual([sq('I'), sq('N')].sort());
  });

  it('reorganises a bankrupt Goo Pont on Landfill Heights', () => {
    const G = bankrupt(table(swapped, FOUR), 1, false);
    const R = must(reorganise(G, 1, 'goo-pont'));
    expect(R.players[1]!.position).toBe(sp('landfill-heights'));
  });

  it("shows each home city's text with its division", () => {
    const park = content.board.spaces[sp('polyester-park')]!;
    const heights = content.board.spaces[sp('landfill-heights')]!;
    expect(spaceText(swapped, park)).toBe(heights.text);
    expect(spaceText(swapped, heights)).toBe(park.text);
    expect(spaceText({ swapHomeCities: false }, park)).toBe(park.text);
  });
});
