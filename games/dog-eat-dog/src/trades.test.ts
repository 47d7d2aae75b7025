import { applyAction, setupMatch, type StateOf } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { geometry } from './board.js';
import { dogEatDog } from './game.js';
import { DECK, FOUR } from './testing.js';
import { TradeError, tradeRules } from './trades.js';

type S = StateOf<typeof dogEatDog>;
const sq = (l: string) => geometry.squareIndex.get(l)!;

function start(): S {
  const s = setupMatch(dogEatDog, {
    game: 'dog-eat-dog',
    players: 4,
    secret: 'trades',
    fixture: { divisions: FOUR, firstPlayer: 0, deck: DECK },
  });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}
const act = (state: S, seat: number, action: unknown) => applyAction(dogEatDog, state, seat, action as never);

describe('trade between players', () => {
  it('swaps a chemical for a coal at once, even out of turn, the opening trade the design expects', () => {
    // Georgia Horrific (seat 2) holds a coal it cannot use; W.E. Steel (seat 0) a chemical.
    const made = act(start(), 2, {
      type: 'propose',
      to: 0,
      terms: { give: { raw: { coal: 1 } }, get: { raw: { chemicals: 1 } } },
    });
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    const done = act(made.value.state, 0, { type: 'accept', offer: made.value.state.offer!.id });
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    const [steel, , georgia] = done.value.state.G.players;
    expect([steel!.raw.coal, steel!.raw.chemicals, georgia!.raw.coal, georgia!.raw.chemicals]).toEqual([1, 0, 0, 1]);
  });

  it('moves money, officials and control of squares, and refuses a third square', () => {
    const s = start();
    const G = { ...s.G, players: s.G.players.map((p, i) => (i === 1 ? { ...p, officials: ['RT04'] } : p)) };
    const offer = (give: object, get: object) => ({ id: 0, from: 1, to: 0, counters: null, terms: { give, get } });
    const r = tradeRules.execute(G, offer({ officials: ['RT04'], squares: [sq('I')] }, { money: 10 }) as never);
    expect(r.ok && r.value.G.players[0]!.officials).toEqual(['RT04']);
    expect(r.ok && r.value.G.control[sq('I')]).toBe(0);
    expect(r.ok && r.value.G.players[1]!.corporate).toBe(35);
    const two = { ...G, control: G.control.map((c, i) => (i === sq('F') ? 0 : c)) };
    expect(tradeRules.execute(two, offer({ squares: [sq('I')] }, {}) as never)).toMatchObject({
      ok: false,
      error: { code: TradeError.TooManySquares },
    });
  });

  it('refuses what is not held, an empty trade and a fourth offer in one turn', () => {
    const s = start();
    expect(act(s, 2, { type: 'propose', to: 0, terms: { give: { raw: { iron: 1 } }, get: {} } })).toMatchObject({
      ok: false,
      error: { code: TradeError.NotHeld },
    });
    expect(act(s, 2, { type: 'propose', to: 0, terms: { give: {}, get: {} } })).toMatchObject({
      ok: false,
      error: { code: TradeError.Empty },
    });
    let state = s;
    for (let i = 0; i < 3; i++) {
      const r = act(state, 2, { type: 'propose', to: 0, terms: { give: { money: 1 }, get: {} } });
      if (!r.ok) throw new Error(r.error.code);
      const d = act(r.value.state, 0, { type: 'decline', offer: r.value.state.offer!.id });
      if (!d.ok) throw new Error(d.error.code);
      state = d.value.state;
    }
    expect(act(state, 2, { type: 'propose', to: 0, terms: { give: { money: 1 }, get: {} } }).ok).toBe(false);
  });
});
