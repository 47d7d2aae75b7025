import type { Offer } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import type { DogEatDogState, TradeTerms } from '../src/index.js';
import { keptLines } from './Offered.js';
import { lawless, viewFor } from './testing.js';
import type { DedView } from './text.js';

/** Ann (0) keeps RT10 then RT11, Bob (1) keeps RT12; Ann offers Bob her second for his only one. */
function offered(seat: number | null, shown = true): DedView {
  const base = lawless();
  const G: DogEatDogState = {
    ...base,
    players: base.players.map((p, s) =>
      s === 0 ? { ...p, kept: ['RT10', 'RT11'] } : s === 1 ? { ...p, kept: ['RT12'] } : p,
    ),
    offerShown: shown ? { from: 0, to: 1, cards: [{ slot: 1, card: 'RT11' }] } : null,
  };
  const offer: Offer<TradeTerms> = {
    id: 7,
    from: 0,
    to: 1,
    terms: { give: { kept: [1] }, get: { kept: [0] } },
    counters: null,
  };
  return { ...viewFor(G, seat), offer };
}

describe('kept cards in an offer', () => {
  it('shows the recipient the card the offer names, and his own asked of him', () => {
    const lines = keptLines(offered(1)).join(' ');
    expect(lines).toMatch(/You would get their kept card #2: .+\./);
    expect(lines).toMatch(/You would give your kept card #1: .+\./);
    expect(lines).not.toContain('RT');
  });

  it("shows the maker his own card and keeps the recipient's hidden from him", () => {
    const lines = keptLines(offered(0));
    expect(lines[0]).toMatch(/^You give your kept card #2: /);
    expect(lines[1]).toBe('You ask for their kept card #1: only its holder knows which card it is.');
  });

  it('shows the others nothing', () => {
    expect(keptLines(offered(2))).toEqual([]);
    expect(keptLines(offered(null))).toEqual([]);
  });

  it('says so when the slot no longer holds the card shown', () => {
    expect(keptLines(offered(1, false))[0]).toBe('Their kept card #2 is no longer the card the offer showed you.');
  });
});
