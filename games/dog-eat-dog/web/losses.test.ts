import type { GameEvent } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { lossText } from './losses.js';

const names = ['Ann', 'Bob'];

describe('Dog Eat Dog: what cost a seat', () => {
  const cases: [GameEvent, string | null][] = [
    [{ type: 'tax', seat: 0, amount: 10 }, 'You pay $10M in taxes.'],
    [{ type: 'tax', seat: 0, amount: 0 }, null],
    [
      { type: 'breach-reported', breach: 0, seat: 0, by: 1, fined: true },
      'Bob reported your breach of the law: your goods go back, and you pay a $10M fine.',
    ],
    [
      { type: 'sealed-bid', seat: 0, square: 0, offer: 6, roll: 9, success: false },
      expect.stringMatching(
        /^Your Sealed Bid of \$6M for .+ failed \(rolled 9\): no square, nothing paid\.$/,
      ) as unknown as string,
    ],
    [{ type: 'sealed-bid', seat: 0, square: 0, offer: 6, roll: 2, success: true }, null],
    [{ type: 'tax', seat: 1, amount: 10 }, null],
  ];
  it.each(cases)('%j', (event, text) => {
    expect(lossText(event, [], names, 0)).toEqual(text);
  });

  it('a refused bribe: the official, the offer and the roll; the offer is paid all the same', () => {
    const bribe: GameEvent = { type: 'bribe', seat: 0, card: 'x', offer: 4, roll: 7, success: false };
    expect(lossText(bribe, [], names, 0)).toMatch(/^.+ refused your \$4M bribe \(rolled 7\): the \$4M is lost\.$/);
    expect(lossText({ ...bribe, success: true }, [], names, 0)).toBeNull();
  });
});
