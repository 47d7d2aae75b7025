import { describe, expect, it } from 'vitest';
import { table } from '../src/testing.js';
import { costNote } from './costs.js';
import { lawless, viewFor } from './testing.js';

describe('what a move costs or brings, before it is made', () => {
  it('prices a hire now and in payroll, and a purchase from the Marketplace sheet', () => {
    const v = viewFor(table(), 0);
    expect(costNote(v, { type: 'hire', count: 2 })).toBe('costs $6M now, and $2M more payroll each turn');
    expect(costNote(v, { type: 'buy', item: 'iron', count: 2 })).toBe('costs $24M');
    expect(costNote(v, { type: 'fire', count: 1 })).toBe('saves $1M payroll each turn');
  });

  it('prices a sale at the market value that holds this turn, and none before it is rolled', () => {
    const G = table();
    const rolled = { ...G, phase: 'sales' as const, turn: { ...G.turn, values: { iron: 8 } } };
    expect(costNote(viewFor(rolled, 0), { type: 'sell', item: 'iron', count: 2 })).toBe('brings $16M ($8M each)');
    expect(costNote(viewFor(rolled, 0), { type: 'sell', item: 'coal', count: 1 })).toBeNull();
  });

  it('says what an embezzlement leaves in each account, to its maker alone', () => {
    const v = viewFor(lawless(), 1);
    expect(costNote(v, { type: 'embezzle', amount: 5 })).toBe(
      'leaves $20M corporate; Swiss $106M; taxes at the IRS: none',
    );
    expect(costNote(viewFor(lawless(), null), { type: 'embezzle', amount: 5 })).toBeNull();
  });

  it('says what a bid, a bribe and a Sealed Bid leave, and when they are paid', () => {
    const v = viewFor(lawless(), 1);
    expect(costNote(v, { type: 'bid', amount: 7 })).toBe('leaves $18M corporate if you win');
    expect(costNote(v, { type: 'bribe', card: 'RT01', offer: 7 })).toBe('leaves $18M corporate, win or lose');
    expect(costNote(v, { type: 'acquire', square: 0, method: 'sealedBid', offer: 5 })).toBe(
      'leaves $20M corporate if it wins',
    );
  });
});
