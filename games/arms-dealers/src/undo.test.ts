import { EngineError, Match, viewOf, type Actor, type MatchRecord } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import type { Face } from './cards.js';
import { armsDealers } from './game.js';

const hands: Face[][] = [
  ['USA', 'India', 'Missile', 'Missile', 'Staging Post', 'UK', 'Iraq', 'Chemical'],
  ['CIA', 'FBI', 'UK', 'Iraq', 'Chemical'],
  ['Interpol', 'Front Company', 'Nuclear', 'Nuclear', 'Iran'],
];
const record: MatchRecord = {
  game: 'arms-dealers',
  players: 3,
  secret: 'undo-test',
  fixture: { firstPlayer: 0, hands, deck: ['Missile', 'Chemical', 'Biological', 'Diplomatic Immunity'] },
};

function start() {
  const m = Match.create(armsDealers, record);
  if (!m.ok) throw new Error(`${m.error.code}: ${m.error.message}`);
  return m.value;
}
type M = ReturnType<typeof start>;

function act(m: M, actor: Actor, action: unknown) {
  const r = m.submitRaw(actor, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
}

/** The undo `seat` asks for is refused with `undo/not-allowed` and changes nothing. */
function undoRefused(m: M, seat: number) {
  const before = m.state;
  expect(viewOf(armsDealers, m.state, seat).undo).toBeNull();
  const r = m.submitRaw(seat, { type: 'undo' });
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.code).toBe(EngineError.UndoNotAllowed);
  expect(m.state).toBe(before);
}

describe('undo in Arms Dealers: every action of a turn reveals something', () => {
  it('does not take back a discard (the cards are shown)', () => {
    const m = start();
    expect(m.state.G.phase).toBe('discard');
    act(m, 0, { type: 'discard', cards: ['UK', 'Iraq'] });
    undoRefused(m, 0);
  });

  it('does not take back a deal (laid face up, others may intercept)', () => {
    const m = start();
    act(m, 0, { type: 'discard', cards: ['UK', 'Iraq'] });
    act(m, 0, { type: 'deal', seller: 'USA', buyer: 'India', weapon: 'Missile', count: 3 });
    undoRefused(m, 0);
    act(m, 1, { type: 'intercept', agencies: ['CIA'] });
    undoRefused(m, 1);
  });

  it('does not take back the end of a turn (the next player draws)', () => {
    const m = start();
    act(m, 0, { type: 'discard', cards: ['UK', 'Iraq'] });
    act(m, 0, { type: 'end-turn' });
    undoRefused(m, 0);
  });

  it('does not take back a trade proposal (the other seat is asked)', () => {
    const m = start();
    act(m, 0, { type: 'discard', cards: ['UK', 'Iraq'] });
    act(m, 0, { type: 'propose', to: 1, terms: { give: 'Chemical', want: 'CIA' } });
    undoRefused(m, 0);
  });
});
