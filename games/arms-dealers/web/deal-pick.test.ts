import type { CardView, Face } from '@cutthroat/arms-dealers';
import { describe, expect, it } from 'vitest';
import { cardsInDeal, choiceOf, clickCard, dealsWith, heldPicks, pickedText } from './deal-pick.js';
import type { DealAction } from './legal.js';

const hand: CardView[] = (['USA', 'France', 'Iran', 'Missile', 'Missile', 'Chemical', 'CIA'] as Face[]).map(
  (face, id) => ({ id, face }),
);

describe('building a deal by clicking cards', () => {
  const start = choiceOf(hand, [], {});

  it('starts from the first card of each part when no deal is listed', () => {
    expect(start).toEqual({ seller: 'France', buyer: 'Iran', weapon: 'Chemical', count: 1 });
  });

  it('a seller, a buyer: the deal’s; a weapon of another type: one of it; the same type: one more, then back to one', () => {
    const click = (picked: Parameters<typeof clickCard>[0], face: Face) =>
      clickCard(picked, choiceOf(hand, [], picked), face, hand);
    const usa = click({}, 'USA');
    expect(usa).toEqual({ seller: 'USA' });
    const missile = click(usa, 'Missile');
    expect(missile).toEqual({ seller: 'USA', weapon: 'Missile', count: 1 });
    const two = click(missile, 'Missile');
    expect(two.count).toBe(2);
    expect(click(two, 'Missile').count).toBe(1);
    expect(click(two, 'CIA')).toEqual(two);
    expect(click(two, 'Chemical')).toEqual({ seller: 'USA', weapon: 'Chemical', count: 1 });
  });

  it('lists the legal deals the picked cards make, most profitable first, each with its profit', () => {
    const deal = (seller: string, buyer: string, weapon: string, count: number) =>
      ({ type: 'deal', seller, buyer, weapon, count }) as DealAction;
    const listed = [
      deal('USA', 'Iran', 'Missile', 1),
      deal('USA', 'Iran', 'Missile', 2),
      deal('France', 'Iran', 'Missile', 2),
      deal('USA', 'Iran', 'Chemical', 1),
    ];
    expect(dealsWith(listed, {})).toEqual([]);
    expect(dealsWith(listed, { seller: 'USA' })).toEqual([listed[1], listed[0], listed[3]]);
    expect(dealsWith(listed, { weapon: 'Missile', count: 1 })).toEqual([listed[1], listed[2], listed[0]]);
    expect(dealsWith(listed, { seller: 'USA', weapon: 'Chemical' })).toEqual([listed[3]]);
    expect(pickedText({ seller: 'USA', weapon: 'Missile', count: 2 })).toBe('USA + Missile');
    // A picked card traded away is picked no more.
    expect(heldPicks({ seller: 'UK', buyer: 'Iran', weapon: 'Nuclear', count: 2 }, hand)).toEqual({ buyer: 'Iran' });
  });

  it('marks the cards in the deal: one seller, one buyer, as many weapons as counted', () => {
    const deal = { seller: 'USA', buyer: 'Iran', weapon: 'Missile', count: 2 } as const;
    expect([...cardsInDeal(deal, hand)].sort()).toEqual([0, 2, 3, 4]);
    expect([...cardsInDeal({ ...deal, count: 1 }, hand)].sort()).toEqual([0, 2, 3]);
  });
});
