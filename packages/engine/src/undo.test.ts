import { describe, expect, it } from 'vitest';
import { EngineError } from './errors.js';
import { applyAction, setupMatch, viewOf, type MatchRecord, type StateOf } from './match.js';
import { relay } from './testing/relay.js';
import { sameValue } from './tutorial.js';

// Relay whose rules would let anything be taken back: what is left is the engine's own judgement.
const lenient = { ...relay, undoable: () => true };
type Lenient = typeof lenient;
const record: MatchRecord = { game: 'relay', players: 3, secret: 'undo-test', fixture: { points: [0, 0, 0] } };

function start(): StateOf<Lenient> {
  const s = setupMatch(lenient, record);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

function after(state: StateOf<Lenient>, seat: number, action: unknown): StateOf<Lenient> {
  const r = applyAction(lenient, state, seat, action as never);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value.state;
}

describe('the engine’s part of undo', () => {
  it.each([
    ['an action that ends the turn', { type: 'step' }],
    ['an action that rolls', { type: 'roll' }],
    ['an action that opens a window', { type: 'shout', order: 'seat-order' }],
  ])('refuses to take back %s, whatever the game says', (_, action) => {
    const s = start();
    const next = after(s, s.G.active, action);
    expect(viewOf(lenient, next, s.G.active).undo).toBeNull();
    const r = applyAction(lenient, next, s.G.active, { type: 'undo' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(EngineError.UndoNotAllowed);
  });

  it('has nothing to undo at the start, and refuses the system', () => {
    const s = start();
    for (const actor of [s.G.active, -1]) {
      const r = applyAction(lenient, s, actor, { type: 'undo' });
      expect(!r.ok && r.error.code).toBe(EngineError.UndoNotAllowed);
    }
  });
});

describe('sameValue (a tutorial’s expected move)', () => {
  it('ignores key order and absent keys, and nothing else', () => {
    expect(sameValue({ type: 'move', from: 1, to: 2 }, { to: 2, type: 'move', from: 1 })).toBe(true);
    expect(sameValue({ type: 'move', through: undefined }, { type: 'move' })).toBe(true);
    expect(sameValue({ type: 'move', through: false }, { type: 'move' })).toBe(false);
    expect(sameValue({ cards: ['A', 'B'] }, { cards: ['B', 'A'] })).toBe(false);
    expect(sameValue([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });
});
