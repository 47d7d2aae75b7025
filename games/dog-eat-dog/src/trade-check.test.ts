import { setupMatch, viewOf } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { dogEatDog } from './game.js';
import { DECK, FOUR } from './testing.js';
import { tidyBundle, tradeProblem } from './trade-check.js';
import type { TradeTerms } from './trade-terms.js';
import { squareName } from './words.js';

const s = setupMatch(dogEatDog, {
  game: 'dog-eat-dog',
  players: 4,
  secret: 'trade-check',
  fixture: { divisions: FOUR, firstPlayer: 0, deck: DECK },
});
if (!s.ok) throw new Error(s.error.message);
const v = viewOf(dogEatDog, s.value, 0).game;
const names = ['Ada', 'Bo', 'Cy', 'Di'];
const me = v.players[0]!;
const bo = v.players[1]!;

describe('whether the other side can accept, said before an offer is sent', () => {
  it.each([
    [
      'any amount of money one holds, for goods the partner holds',
      { give: { money: 8 }, get: { raw: { oil: 1 } } },
      null,
    ],
    ['nothing for nothing', { give: {}, get: {} }, 'A trade moves something: add what you give or what you ask for.'],
    [
      'more money than one holds',
      { give: { money: me.corporate + 1 }, get: {} },
      `You cannot give that: you hold $${me.corporate}M.`,
    ],
    [
      'goods the partner lacks',
      { give: { money: 5 }, get: { raw: { wood: 9 } } },
      `Bo cannot accept: they hold ${bo.raw.wood} timber.`,
    ],
    [
      'a square the partner does not control',
      { give: {}, get: { squares: [15] } },
      `Bo cannot accept: they hold no control of ${squareName(15)}.`,
    ],
    [
      'a kept card the partner does not have',
      { give: { money: 1 }, get: { kept: [0] } },
      'Bo cannot accept: they hold 0 kept cards.',
    ],
  ] as [string, TradeTerms, string | null][])('%s', (_, terms, problem) => {
    expect(tradeProblem(v, 0, 1, terms, names)).toBe(problem);
  });
});

describe('a bundle as a form writes it', () => {
  it('drops what is zero or empty, so that the terms parse', () => {
    expect(
      tidyBundle({ money: 0, raw: { coal: 2, oil: 0 }, products: { steel: 0 }, officials: [], kept: [1] }),
    ).toEqual({
      raw: { coal: 2 },
      kept: [1],
    });
  });
});
