import { applyAction, setupMatch, viewOf, type StateOf } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { geometry } from './board.js';
import { dogEatDog } from './game.js';
import { DECK, FOUR } from './testing.js';
import { dogEatDogText } from './terminal.js';
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

  it('moves money, officials and control of squares; a third square must be given up', () => {
    const s = start();
    const G = { ...s.G, players: s.G.players.map((p, i) => (i === 1 ? { ...p, officials: ['RT04'] } : p)) };
    const offer = (give: object, get: object) => ({ id: 0, from: 1, to: 0, counters: null, terms: { give, get } });
    const r = tradeRules.execute(G, offer({ officials: ['RT04'], squares: [sq('I')] }, { money: 10 }) as never);
    expect(r.ok && r.value.G.players[0]!.officials).toEqual(['RT04']);
    expect(r.ok && r.value.G.control[sq('I')]).toBe(0);
    expect(r.ok && r.value.G.players[1]!.corporate).toBe(35);
    const two = { ...G, control: G.control.map((c, i) => (i === sq('F') ? 0 : c)) };
    const third = tradeRules.execute(two, offer({ squares: [sq('I')] }, {}) as never);
    expect(third.ok && third.value.G.work).toEqual([{ kind: 'give-up', seat: 0, answered: false }]);
    expect(third.ok && third.value.window).toMatchObject({ kind: 'give-up', responders: [0] });
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

  describe('kept cards, named by slot', () => {
    // Seat 1 keeps Subpoena then Tax Loophole; seat 3 keeps Injunction.
    const withKept = (): S => {
      const s = start();
      const kept = [[], ['RT33', 'RT35'], [], ['RT34']];
      return { ...s, G: { ...s.G, players: s.G.players.map((p, i) => ({ ...p, kept: kept[i]! })) } };
    };
    const cardsIn = (x: unknown) => ['RT33', 'RT34', 'RT35'].filter((id) => JSON.stringify(x).includes(`"${id}"`));

    it('shows the card offered to the recipient alone, and moves it whole on acceptance', () => {
      const made = act(withKept(), 1, { type: 'propose', to: 0, terms: { give: { kept: [1] }, get: { money: 5 } } });
      if (!made.ok) throw new Error(made.error.code);
      const { state, events } = made.value;
      // The table sees a slot; the recipient sees what the slot holds, and nothing else of seat 1's.
      expect(cardsIn(events)).toEqual([]);
      expect(cardsIn(state.offer)).toEqual([]);
      expect(viewOf(dogEatDog, state, 0).game.offered).toEqual([{ slot: 1, card: 'RT35' }]);
      expect(cardsIn(viewOf(dogEatDog, state, 0).game)).toEqual(['RT35']);
      for (const seat of [2, 3]) expect(viewOf(dogEatDog, state, seat).game.offered).toEqual([]);
      expect(cardsIn(viewOf(dogEatDog, state, 2).game)).toEqual([]);
      expect(cardsIn(viewOf(dogEatDog, state, null).game)).toEqual([]);
      expect(dogEatDogText.terms(state.offer!.terms)).toBe('give kept card #2 for $5M');

      const done = act(state, 0, { type: 'accept', offer: state.offer!.id });
      if (!done.ok) throw new Error(done.error.code);
      expect(cardsIn(done.value.events)).toEqual([]);
      const G = done.value.state.G;
      expect(G.players[0]!.kept).toEqual(['RT35']);
      expect(G.players[1]!.kept).toEqual(['RT33']);
      expect([G.players[0]!.corporate, G.players[1]!.corporate]).toEqual([20, 30]);
      expect(viewOf(dogEatDog, done.value.state, 2).game.players.map((p) => p.keptCount)).toEqual([1, 1, 0, 1]);
      expect(viewOf(dogEatDog, done.value.state, 0).game.offered).toEqual([]);
    });

    it("swaps kept cards both ways, each side naming its own slots or asking for the other's", () => {
      const made = act(withKept(), 3, { type: 'propose', to: 1, terms: { give: { kept: [0] }, get: { kept: [0] } } });
      if (!made.ok) throw new Error(made.error.code);
      expect(viewOf(dogEatDog, made.value.state, 1).game.offered).toEqual([{ slot: 0, card: 'RT34' }]);
      const done = act(made.value.state, 1, { type: 'accept', offer: made.value.state.offer!.id });
      if (!done.ok) throw new Error(done.error.code);
      expect(done.value.state.G.players[1]!.kept).toEqual(['RT35', 'RT34']);
      expect(done.value.state.G.players[3]!.kept).toEqual(['RT33']);
    });

    it('refuses a slot nobody holds, or the same slot twice, and changes nothing', () => {
      const s = withKept();
      // Seat 1 has two kept cards (slots 0 and 1), seat 0 none.
      for (const [seat, terms] of [
        [1, { give: { kept: [2] }, get: { money: 1 } }],
        [1, { give: { kept: [0, 0] }, get: {} }],
        [0, { give: { kept: [0] }, get: {} }],
      ] as const)
        expect(act(s, seat, { type: 'propose', to: 2, terms })).toMatchObject({
          ok: false,
          error: { code: TradeError.NotHeld },
        });
      // Asked of a recipient without it: the offer stands, but cannot be accepted.
      const asked = act(s, 1, { type: 'propose', to: 2, terms: { give: { money: 1 }, get: { kept: [0] } } });
      expect(asked.ok && tradeRules.acceptable(asked.value.state.G, asked.value.state.offer!)).toBe(false);
    });

    it('lists a kept card for sale, and one to buy, in the menu', () => {
      const menu = tradeRules.enumerate(withKept().G, 1, 3);
      const terms = Array.from({ length: menu.length }, (_, i) => JSON.stringify(menu.at(i).terms));
      expect(terms).toContain(JSON.stringify({ give: { kept: [1] }, get: { money: 5 } }));
      expect(terms).toContain(JSON.stringify({ give: { money: 5 }, get: { kept: [0] } }));
    });
  });
});
