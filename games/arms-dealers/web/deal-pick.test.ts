import type { CardView, Face } from '@cutthroat/arms-dealers';
import { describe, expect, it } from 'vitest';
import { cardsInDeal, choiceOf, clickCard } from './deal-pick.js';

const hand: CardView[] = (['USA', 'France', 'Iran', 'Missile', 'Missile', 'Chemical', 'CIA'] as Face[]).map(
  (face, id) => ({ id, face }),
);

describe('building a deal by clicking cards', () => {
  const start = choiceOf(hand, [], {});

  it('starts from the first card of each part when no deal is listed', () => {
    expect(start).toEqual({ seller: 'France', buyer: 'Iran', weapon: 'Chemical', count: 1 });
  });

  it('a seller, a buyer: the deal’s; a weapon of another type: one of it; the same type: one more, then back to one', () => {
    const usa = clickCard(start, 'USA', hand);
    expect(usa.seller).toBe('USA');
    const missile = clickCard(usa, 'Missile', hand);
    expect(missile).toMatchObject({ weapon: 'Missile', count: 1 });
    const two = clickCard(missile, 'Missile', hand);
    expect(two.count).toBe(2);
    expect(clickCard(two, 'Missile', hand).count).toBe(1);
    expect(clickCard(two, 'CIA', hand)).toEqual(two);
  });

  it('marks the cards in the deal: one seller, one buyer, as many weapons as counted', () => {
    const deal = { seller: 'USA', buyer: 'Iran', weapon: 'Missile', count: 2 } as const;
    expect([...cardsInDeal(deal, hand)].sort()).toEqual([0, 2, 3, 4]);
    expect([...cardsInDeal({ ...deal, count: 1 }, hand)].sort()).toEqual([0, 2, 3]);
  });
});
