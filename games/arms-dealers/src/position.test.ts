import { Match, SYSTEM, setupMatch, type MatchRecord } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { faceOf } from './cards.js';
import { ArmsDealersError } from './errors.js';
import { armsDealers } from './game.js';
import type { ArmsDealersPosition } from './schema.js';
import { allCards } from './setup.js';

const record = (position: ArmsDealersPosition, setup: Record<string, unknown> = {}): MatchRecord => ({
  game: 'arms-dealers',
  players: 3,
  secret: 'position',
  fixture: { ...setup, position },
});

function start(position: ArmsDealersPosition) {
  const m = Match.create(armsDealers, record(position));
  if (!m.ok) throw new Error(`${m.error.code}: ${m.error.message}`);
  return m.value;
}

function refusal(position: ArmsDealersPosition, setup: Record<string, unknown> = {}) {
  const s = setupMatch(armsDealers, record(position, setup));
  if (s.ok) throw new Error('the position was accepted');
  return s.error;
}

describe('a turn under way', () => {
  it('the last card: seat 2 deals, the deck holds one, the profit phase draws it and the game ends', () => {
    const m = start({
      active: 2,
      turn: 31,
      hands: [['CIA'], [], ['USA', 'India', 'Missile', 'Missile']],
      deck: ['Nuclear'],
      discard: ['Chemical'],
      money: [12000, 0, 4550],
      offers: 3,
    });
    const G = m.state.G;
    expect([G.active, G.turn, G.phase, G.offersThisTurn]).toEqual([2, 31, 'deal', 3]);
    expect(G.deck.slice(G.drawn).map(faceOf)).toEqual(['Nuclear']);
    // Every card is somewhere: the ones named nowhere went to the discard pile.
    expect(allCards(G).sort((a, b) => a - b)).toEqual(Array.from({ length: 76 }, (_, i) => i));
    expect(G.discard.map(faceOf)[0]).toBe('Chemical');
    // Three offers made: the limit is reached.
    const limit = m.submitRaw(2, { type: 'propose', to: 0, terms: { give: 'USA', want: 'CIA', money: 0 } });
    expect(!limit.ok && limit.error.code).toBe(ArmsDealersError.TradeLimitReached);
    const r = m.submitRaw(2, { type: 'deal', seller: 'USA', buyer: 'India', weapon: 'Missile', count: 2 });
    expect(r.ok).toBe(true);
    expect(m.submitRaw(SYSTEM, { type: 'deadline' }).ok).toBe(true);
    // $45 + 10% + 10% = $54 on top of $45.50; the profit phase draws the Nuclear, so seat 0's draw ends the game.
    expect(m.state.G.money[2]).toBe(4550 + 5400);
    expect(m.state.outcome).not.toBeNull();
  });

  it('a hand over seven: phase "discard"; without a deck the cards named nowhere are shuffled into it', () => {
    const m = start({
      active: 1,
      phase: 'discard',
      hands: [[], ['UK', 'Iran', 'Chemical', 'Chemical', 'FBI', 'CIA', 'Angola', 'China']],
    });
    expect(m.state.G.deck.length - m.state.G.drawn).toBe(76 - 8);
    expect(m.submitRaw(1, { type: 'discard', cards: ['China'] }).ok).toBe(true);
    expect(m.state.G.phase).toBe('deal');
  });
});

describe('a position that cannot be', () => {
  it('is refused at load, each wrong field named in one sentence', () => {
    const e = refusal(
      {
        active: 3,
        hands: [['China', 'China'], [], [], []],
        offers: 9,
      },
      { money: [1, 2, 3] },
    );
    expect(e.code).toBe(ArmsDealersError.FixtureBadPosition);
    expect(e.message).toBe(
      'the position cannot be: setup.money: with a position, name it in position instead; active: seat 3 is not at the table; hands: 4 hands for 3 players; offers: 9 is over the 3 a deal phase allows (options.offersPerTurn); China: 2 named, and the deck has 1',
    );
  });

  it('refuses a phase the hand does not allow', () => {
    expect(refusal({ phase: 'discard', hands: [['UK']] }).message).toContain(
      'phase: "discard" needs more than 7 cards in seat 0\'s hand, not 1',
    );
    const eight = ['UK', 'Iran', 'Chemical', 'Chemical', 'FBI', 'CIA', 'Angola', 'China'] as const;
    expect(refusal({ hands: [[...eight]] }).message).toContain('so the turn is in phase "discard"');
  });
});
