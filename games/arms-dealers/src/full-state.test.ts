import { Match, type Actor } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { armsDealersFullState } from './full-state.js';
import { armsDealers } from './game.js';

function start() {
  const m = Match.create(armsDealers, {
    game: 'arms-dealers',
    players: 3,
    secret: 'full-state',
    fixture: {
      firstPlayer: 0,
      hands: [
        ['USA', 'India', 'Missile', 'Missile', 'Staging Post'],
        ['CIA', 'FBI', 'UK', 'Iraq', 'Chemical'],
        ['Interpol', 'Front Company', 'Nuclear', 'Nuclear', 'Iran'],
      ],
      deck: ['Missile', 'Chemical', 'Biological', 'Angola'],
    },
  });
  if (!m.ok) throw new Error(m.error.message);
  const act = (seat: Actor, action: unknown) => {
    const r = m.value.submitRaw(seat, action);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  };
  return { m: m.value, act };
}

/** Every number in the printed state's card places: there must be none. */
function cardIds(G: ReturnType<typeof armsDealersFullState>['G']): unknown[] {
  const places = [...G.hands.flat(), ...G.deck, ...G.discard, ...(G.deal?.cards ?? []), ...G.evasions];
  return [...places, ...G.interceptions.map((i) => i.agency)].filter((c) => typeof c !== 'string');
}

describe('armsDealersFullState', () => {
  it('names the deal, the interceptions and the evasions in play by face', () => {
    const { m, act } = start();
    act(0, { type: 'deal', seller: 'USA', buyer: 'India', weapon: 'Missile', count: 3 });
    act(1, { type: 'intercept', agencies: ['CIA'] });
    act(2, { type: 'pass' });
    const G = armsDealersFullState(m.state).G;
    expect(G.deal).toMatchObject({ dealer: 0, cards: ['USA', 'India', 'Missile', 'Missile', 'Missile'] });
    expect(G.interceptions).toEqual([{ seat: 1, agency: 'CIA' }]);
    expect(cardIds(G)).toEqual([]);
    act(0, { type: 'evade', evasions: ['Staging Post'] });
    const after = armsDealersFullState(m.state).G;
    expect(after.discard).toEqual(['CIA', 'Staging Post', 'USA', 'India', 'Missile', 'Missile', 'Missile']);
    expect(after.money).toEqual([7500 * 1.2, 0, 0]);
    expect(cardIds(after)).toEqual([]);
  });

  it('prints the whole deck in draw order, so that drawn indexes the next card', () => {
    const { m, act } = start();
    act(0, { type: 'end-turn' });
    const G = armsDealersFullState(m.state).G;
    expect(G.deck).toHaveLength(76 - 15);
    expect(G.deck.slice(0, G.drawn)).toEqual(['Missile', 'Chemical']);
    const next = G.deck[G.drawn];
    expect(next).toBe('Biological');
    act(1, { type: 'end-turn' });
    expect(armsDealersFullState(m.state).G.hands[2]).toContain(next);
  });
});
