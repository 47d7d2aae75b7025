import { armsDealers } from '@cutthroat/arms-dealers';
import { applyAction, setupMatch, viewOf, type StateOf } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { openingText } from './text.js';

const names = ['Ada', 'Bo', 'Cy'];

function start(firstPlayer: number) {
  const s = setupMatch(armsDealers, { game: 'arms-dealers', players: 3, secret: 'opening', fixture: { firstPlayer } });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

function endTurn(state: StateOf<typeof armsDealers>) {
  const r = applyAction(armsDealers, state, state.G.active, { type: 'end-turn' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

describe('Arms Dealers: the log’s first turn', () => {
  it('is headed by whoever starts, a bot included, though the setup logs no event for it', () => {
    let state = start(1);
    expect(openingText(viewOf(armsDealers, state, 0), names)).toBe('Turn 1: Bo.');
    // Told from any later view too: turns pass one seat clockwise each.
    for (let i = 0; i < 4; i++) state = endTurn(state);
    expect(state.G.turn).toBe(5);
    expect(openingText(viewOf(armsDealers, state, null), names)).toBe('Turn 1: Bo.');
    expect(openingText(viewOf(armsDealers, start(2), 2), names)).toBe('Turn 1: Cy.');
  });
});
