import type { GameEvent } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { actionText, eventText } from './words.js';

const names = ['Ann', 'Bob', 'Cy'];

describe('events in words', () => {
  // Every event type the rules and the engine emit is checked for a sentence by the contract kit;
  // here, what some of them say.
  const cases: [GameEvent, string | null][] = [
    [{ type: 'turn-started', turn: 3, seat: 1 }, 'Turn 3: Bob.'],
    [{ type: 'discarded', seat: 0, cards: ['CIA', 'Staging Post'] }, 'Ann discarded CIA + Staging Post.'],
    [
      {
        type: 'deal-laid',
        seat: 2,
        seller: 'UK',
        buyer: 'Iraq',
        weapon: 'Missile',
        count: 4,
        profit: 450_000,
      },
      'Cy lays a deal: UK sells 4 Missile weapons to Iraq, worth $4500.00.',
    ],
    [
      { type: 'deal-laid', seat: 0, seller: 'USA', buyer: 'Iran', weapon: 'Nuclear', count: 1, profit: 2_500 },
      'Ann lays a deal: USA sells 1 Nuclear weapon to Iran, worth $25.00.',
    ],
    [{ type: 'window-opened', kind: 'intercept', openedBy: 2, responders: [0, 1] }, null],
    [{ type: 'window-opened', kind: 'evade', openedBy: 2, responders: [2] }, 'Cy may now evade the interceptions.'],
    [{ type: 'window-expired', kind: 'intercept', passed: [0, 1] }, 'Time is up for Ann, Bob.'],
    [{ type: 'offer-declined', offer: 1, by: 1, expired: true }, 'Bob declines the trade (time ran out).'],
    [
      { type: 'traded', from: 0, to: 1, give: 'CIA', want: 'Rebels', money: 50_000 },
      'Ann and Bob trade: Ann gave CIA + $500.00, got Rebels.',
    ],
    [{ type: 'turn-ended', seat: 0 }, null],
  ];
  it.each(cases)('%j', (event, text) => {
    expect(eventText(event, names)).toBe(text);
  });
});

describe('actions in words', () => {
  it('counts a deal’s weapons as weapons, one or many, with the profit it would make', () => {
    expect(actionText({ type: 'deal', seller: 'UK', buyer: 'Iraq', weapon: 'Missile', count: 4 }, [])).toBe(
      'Deal: UK sells 4 Missile weapons to Iraq, profit $110.00',
    );
    expect(actionText({ type: 'deal', seller: 'USA', buyer: 'India', weapon: 'Chemical', count: 1 }, [])).toBe(
      'Deal: USA sells 1 Chemical weapon to India, profit $6.00',
    );
  });
});
