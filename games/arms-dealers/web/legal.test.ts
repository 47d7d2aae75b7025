import { describe, expect, it } from 'vitest';
import { sameFaces, whyNot } from './legal.js';

describe('explaining an illegal deal', () => {
  const counts = new Map<string, number>([
    ['USA', 1],
    ['Iraq', 1],
    ['India', 1],
    ['Missile', 2],
  ]);
  it.each([
    [{ seller: null, buyer: 'India', weapon: 'Missile', count: 1 }, 'You hold no seller card'],
    [{ seller: 'USA', buyer: null, weapon: 'Missile', count: 1 }, 'You hold no buyer card'],
    [{ seller: 'USA', buyer: 'India', weapon: null, count: 1 }, 'You hold no weapon card'],
    [{ seller: 'USA', buyer: 'Iraq', weapon: 'Missile', count: 1 }, 'USA cannot sell to Iraq.'],
    [{ seller: 'USA', buyer: 'India', weapon: 'Missile', count: 3 }, 'You hold 2 Missile cards; this deal needs 3.'],
    [{ seller: 'USA', buyer: 'India', weapon: 'Missile', count: 6 }, 'at most 5 weapons'],
  ] as const)('%j: %s', (choice, reason) => {
    expect(whyNot(choice, counts)).toContain(reason);
  });

  it('compares discards as multisets of faces', () => {
    expect(sameFaces(['Missile', 'CIA', 'Missile'], ['CIA', 'Missile', 'Missile'])).toBe(true);
    expect(sameFaces(['Missile', 'CIA'], ['CIA', 'CIA'])).toBe(false);
  });
});
