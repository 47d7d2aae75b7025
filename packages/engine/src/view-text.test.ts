import { describe, expect, it } from 'vitest';
import type { AnyGame } from './game.js';
import { applyAction, setupMatch, viewOf, type MatchRecord, type StateOf } from './match.js';
import { relay } from './testing/relay.js';
import { joinObjectTexts, viewTexts } from './view-text.js';

const record: MatchRecord = { game: 'relay', players: 3, secret: 'view-text', fixture: { points: [0, 0, 0] } };

/** The relay game with a secret per seat, and with either part left empty. */
const variants: Record<string, AnyGame> = {
  'public and private parts': {
    ...relay,
    publicView: (G: { points: number[] }) => ({ points: G.points, note: 'public' }),
    privateView: (_G: unknown, seat: number | null) => ({ secret: seat === null ? null : `seat ${seat}'s` }),
  },
  'no private part': relay,
  'no public part': { ...relay, publicView: () => ({}), privateView: (G: unknown) => ({ all: G }) },
};

function states(game: AnyGame): StateOf<AnyGame>[] {
  const start = setupMatch(game, record);
  if (!start.ok) throw new Error(start.error.message);
  const moved = applyAction(game, start.value, 0, { type: 'pass' });
  return moved.ok ? [start.value, moved.value.state] : [start.value];
}

describe('viewTexts', () => {
  for (const [name, game] of Object.entries(variants)) {
    it(`gives every seat and a spectator viewOf's JSON (${name})`, () => {
      for (const state of states(game)) {
        const text = viewTexts(game, state);
        for (const seat of [null, 0, 1, 2]) {
          expect(JSON.parse(text(seat))).toEqual(JSON.parse(JSON.stringify(viewOf(game, state, seat))));
        }
      }
    });
  }

  it("keeps each seat's private part to that seat", () => {
    const game = variants['public and private parts']!;
    const text = viewTexts(game, states(game)[0]!);
    expect(text(1)).toContain(`"seat 1's"`);
    expect(text(1)).not.toContain(`"seat 2's"`);
    expect(text(null)).not.toContain(`'s"`);
  });
});

describe('joinObjectTexts', () => {
  it.each([
    ['{"a":1}', '{"b":2}', '{"a":1,"b":2}'],
    ['{}', '{"b":2}', '{"b":2}'],
    ['{"a":1}', '{}', '{"a":1}'],
    ['{}', '{}', '{}'],
    ['{"a":{"x":[1,{}]}}', '{"b":"}"}', '{"a":{"x":[1,{}]},"b":"}"}'],
  ])('%s and %s make %s', (a, b, joined) => {
    expect(joinObjectTexts(a, b)).toBe(joined);
    expect(JSON.parse(joined)).toEqual({ ...JSON.parse(a), ...JSON.parse(b) });
  });
});
