import { Match, legalActionsOf, type MatchRecord } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import type { Face } from './cards.js';
import { ArmsDealersError } from './errors.js';
import { armsDealers } from './game.js';

function table(hands: Face[][]): Match<typeof armsDealers> {
  const record: MatchRecord = {
    game: 'arms-dealers',
    players: hands.length,
    secret: 'trade-test',
    fixture: { firstPlayer: 0, hands, deck: ['Biological'] },
  };
  const m = Match.create(armsDealers, record);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

const propose = (want: Face | Face[]) => ({ type: 'propose', to: 1, terms: { give: 'CIA', want, money: 0 } });

/** An offer may ask for any of several faces: the proposer cannot see the other hand. */
describe('an offer for any of several faces', () => {
  it('is carried out with the first face asked for that the recipient holds', () => {
    const m = table([['CIA', 'USA'], ['India', 'Chemical', 'Missile'], []]);
    expect(m.submitRaw(0, propose(['Nuclear', 'Missile', 'Chemical'])).ok).toBe(true);
    const events = m.submitRaw(1, { type: 'accept', offer: m.state.offer!.id });
    expect(events).toMatchObject({
      ok: true,
      value: [{ type: 'offer-accepted' }, { type: 'traded', want: 'Missile' }],
    });
  });

  it('cannot be accepted by a seat holding none of them; declining says only that', () => {
    const m = table([['CIA', 'USA'], ['India', 'Chemical'], []]);
    expect(m.submitRaw(0, propose(['Nuclear', 'Missile'])).ok).toBe(true);
    const answers = legalActionsOf(armsDealers, m.state, 1)
      .toArray()
      .filter((a) => a.type !== 'counter');
    expect(answers).toEqual([{ type: 'decline', offer: m.state.offer!.id }]);
    const r = m.submitRaw(1, { type: 'decline', offer: m.state.offer!.id, reason: 'does not hold one' });
    expect(r).toMatchObject({ ok: true, value: [{ type: 'offer-declined', reason: 'does not hold one' }] });
  });

  it('names each face once, and never the card given', () => {
    const m = table([['CIA', 'USA'], ['India'], []]);
    for (const want of [
      ['Missile', 'Missile'],
      ['CIA', 'Missile'],
    ] as Face[][]) {
      expect(m.submitRaw(0, propose(want))).toMatchObject({
        ok: false,
        error: { code: ArmsDealersError.TradeUnbalanced },
      });
    }
    expect(m.submitRaw(0, propose(['Missile']))).toMatchObject({ ok: false, error: { code: 'action/malformed' } });
  });
});
