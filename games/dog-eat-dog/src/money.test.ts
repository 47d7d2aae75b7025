import { describe, expect, it } from 'vitest';
import { bankrupt, borrow, repay, reorganise } from './chapter-11.js';
import { fromBank, pay, payBank, toSwiss } from './money.js';
import type { DogEatDogState } from './state.js';
import { must, table } from './testing.js';

/** The players' money plus the bank's net: 0 while money is conserved. */
const total = (G: DogEatDogState) =>
  G.players.reduce((n, p) => n + p.corporate + p.swiss, 0) + G.bank.paidIn - G.bank.paidOut;

describe("money with the bank's ledger", () => {
  it("pays each division's $25M from the bank", () => {
    const G = table();
    expect(G.bank).toEqual({ paidIn: 0, paidOut: 100 });
    expect(total(G)).toBe(0);
  });

  it('records payments to and from the bank, and none between accounts', () => {
    let G = table();
    G = payBank(G, 0, 7);
    G = fromBank(G, 1, 4);
    expect(G.bank).toEqual({ paidIn: 7, paidOut: 104 });
    expect(G.players.map((p) => p.corporate)).toEqual([18, 29, 25, 25]);
    const bank = G.bank;
    G = pay(G, 1, 2, 9);
    G = toSwiss(G, 3, 10);
    G = toSwiss(G, 3, -4);
    expect(G.bank).toBe(bank);
    expect(G.players.map((p) => [p.corporate, p.swiss])).toEqual([
      [18, 0],
      [20, 0],
      [34, 0],
      [19, 6],
    ]);
    expect(total(G)).toBe(0);
  });

  it('lends the shortfall, takes the double back, and takes the account at Chapter 11', () => {
    let G = borrow(table(), 0, 31);
    expect(G.bank.paidOut).toBe(106);
    G = repay(G, 0)!;
    expect(G.players[0]!.corporate).toBe(19);
    expect(G.bank.paidIn).toBe(12);
    G = toSwiss(G, 1, 5);
    G = bankrupt(G, 1, false);
    expect(G.players[1]!).toMatchObject({ corporate: 0, swiss: 5 });
    expect(G.bank.paidIn).toBe(32);
    G = must(reorganise(G, 1, 'goo-pont'));
    expect(G.players[1]!.corporate).toBe(25);
    expect(total(G)).toBe(0);
  });
});
