import type { GameEvent } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { lossText } from './losses.js';

const names = ['Ann', 'Bob', 'Cy'];

describe('Arms Dealers: what cost a seat', () => {
  const before: GameEvent[] = [
    { type: 'deal-laid', seat: 0, seller: 'UK', buyer: 'Iraq', weapon: 'Missile', count: 4, profit: 11_000 },
    { type: 'intercepted', seat: 1, agencies: ['CIA'] },
    { type: 'intercepted', seat: 2, agencies: ['MI6', 'Interpol'] },
    { type: 'window-opened', kind: 'evade', openedBy: 0, responders: [0] },
  ];
  const destroyed: GameEvent = { type: 'deal-destroyed', seat: 0 };

  it('a deal destroyed: the deal, who intercepted it with what, the profit and cards lost', () => {
    expect(lossText(destroyed, before, names, 0)).toBe(
      'Your deal (UK sells 4 Missile weapons to Iraq) was intercepted by Bob (CIA) and Cy (MI6 + Interpol) and destroyed: you lose its $110.00 profit, and its cards go to the discard pile.',
    );
  });

  it('is no news to the interceptors, nor is a deal that made its profit', () => {
    expect(lossText(destroyed, before, names, 1)).toBeNull();
    expect(lossText({ type: 'profit', seat: 0, amount: 11_000 }, before, names, 0)).toBeNull();
  });

  it('an earlier deal’s interceptions are not this one’s', () => {
    const later: GameEvent[] = [
      { type: 'intercepted', seat: 2, agencies: ['KGB'] },
      { type: 'deal-laid', seat: 0, seller: 'USA', buyer: 'Iran', weapon: 'Nuclear', count: 1, profit: 2_500 },
      { type: 'intercepted', seat: 1, agencies: ['CIA'] },
    ];
    expect(lossText(destroyed, later, names, 0)).toBe(
      'Your deal (USA sells 1 Nuclear weapon to Iran) was intercepted by Bob (CIA) and destroyed: you lose its $25.00 profit, and its cards go to the discard pile.',
    );
  });
});
