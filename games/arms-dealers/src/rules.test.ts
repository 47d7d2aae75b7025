import { EngineError, Match, SYSTEM, legalActionsOf, viewOf, type Actor, type MatchRecord } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { armsDealers } from './game.js';
import { ArmsDealersError } from './errors.js';
import { faceOf, type Face } from './cards.js';
import { allCards } from './setup.js';

const hands: Face[][] = [
  ['USA', 'India', 'Missile', 'Missile', 'Staging Post'],
  ['CIA', 'FBI', 'UK', 'Iraq', 'Chemical'],
  ['Interpol', 'Front Company', 'Nuclear', 'Nuclear', 'Iran'],
];
const table: MatchRecord = {
  game: 'arms-dealers',
  players: 3,
  secret: 'rules-test',
  fixture: { firstPlayer: 0, hands, deck: ['Missile', 'Chemical', 'Biological', 'Diplomatic Immunity'] },
};

function start(record: MatchRecord = table) {
  const m = Match.create(armsDealers, record);
  if (!m.ok) throw new Error(`${m.error.code}: ${m.error.message}`);
  return m.value;
}
type M = ReturnType<typeof start>;
function act(m: M, actor: Actor, action: unknown) {
  const r = m.submitRaw(actor, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}
function refused(m: M, actor: Actor, action: unknown): string {
  const before = m.state;
  const r = m.submitRaw(actor, action);
  expect(m.state).toBe(before);
  return r.ok ? 'accepted' : r.error.code;
}
const faces = (m: M, seat: number) => m.state.G.hands[seat]!.map(faceOf);

describe('a turn', () => {
  it('starts with the first player drawing one card', () => {
    const m = start();
    expect(m.state.G.active).toBe(0);
    expect(faces(m, 0)).toEqual([...hands[0]!, 'Missile']);
    expect(m.state.G.phase).toBe('deal');
    expect(m.state.G.drawn).toBe(1);
  });

  it('lists every deal the hand allows and no forbidden one', () => {
    const m = start();
    const deals = legalActionsOf(armsDealers, m.state, 0).filter((a) => a.type === 'deal');
    expect(deals).toEqual(
      [1, 2, 3].map((count) => ({ type: 'deal', seller: 'USA', buyer: 'India', weapon: 'Missile', count })),
    );
  });

  it('lays a deal, survives an interception with a matching evasion, profits and draws', () => {
    const m = start();
    const events = act(m, 0, { type: 'deal', seller: 'USA', buyer: 'India', weapon: 'Missile', count: 3 });
    expect(events).toContainEqual(expect.objectContaining({ type: 'deal-laid', profit: 9000 }));
    expect(m.state.window).toMatchObject({ kind: 'intercept', responders: [1, 2], order: 'simultaneous' });
    expect(refused(m, 0, { type: 'intercept', agencies: ['CIA'] })).toBe(EngineError.NotYourTurn);
    expect(refused(m, 2, { type: 'intercept', agencies: ['CIA'] })).toBe(ArmsDealersError.CardNotInHand);
    act(m, 1, { type: 'intercept', agencies: ['CIA'] });
    act(m, 2, { type: 'pass' });
    expect(m.state.window).toMatchObject({ kind: 'evade', responders: [0] });
    expect(legalActionsOf(armsDealers, m.state, 0).toArray()).toEqual([
      { type: 'pass' },
      { type: 'evade', evasions: ['Staging Post'] },
    ]);
    act(m, 0, { type: 'evade', evasions: ['Staging Post'] });
    const G = m.state.G;
    expect(G.money).toEqual([9000, 0, 0]);
    expect(faces(m, 0)).toEqual(['Chemical']);
    expect(G.discard.map(faceOf).sort()).toEqual([
      'CIA',
      'India',
      'Missile',
      'Missile',
      'Missile',
      'Staging Post',
      'USA',
    ]);
    expect(G.active).toBe(1);
    expect(faces(m, 1)).toEqual(['FBI', 'UK', 'Iraq', 'Chemical', 'Biological']);
  });

  it('loses the deal, and the draw, when an interception cannot be evaded', () => {
    const m = start();
    act(m, 0, { type: 'deal', seller: 'USA', buyer: 'India', weapon: 'Missile', count: 2 });
    act(m, 2, { type: 'intercept', agencies: ['Interpol'] });
    act(m, 1, { type: 'intercept', agencies: ['CIA', 'FBI'] });
    const events = act(m, 0, { type: 'evade', evasions: ['Staging Post'] });
    expect(events).toContainEqual({ type: 'deal-destroyed', seat: 0 });
    expect(m.state.G.money).toEqual([0, 0, 0]);
    expect(faces(m, 0)).toEqual(['Missile']);
    expect(m.state.G.discard).toHaveLength(8);
  });

  it('profits without an evade window when nobody intercepts', () => {
    const m = start();
    act(m, 0, { type: 'deal', seller: 'USA', buyer: 'India', weapon: 'Missile', count: 1 });
    act(m, 1, { type: 'pass' });
    act(m, 2, { type: 'pass' });
    expect(m.state.G.money).toEqual([2400, 0, 0]);
  });

  it('asks the others in seat order from the dealer’s left when that option is on', () => {
    const m = start({ ...table, options: { interceptOrder: 'seat-order' } });
    act(m, 0, { type: 'end-turn' });
    act(m, 1, { type: 'deal', seller: 'UK', buyer: 'Iraq', weapon: 'Chemical', count: 1 });
    expect(m.state.window?.responders).toEqual([2, 0]);
    expect(refused(m, 0, { type: 'pass' })).toBe(EngineError.NotYourTurn);
    act(m, 2, { type: 'pass' });
    act(m, 0, { type: 'pass' });
    expect(m.state.G.money).toEqual([0, 500, 0]);
  });

  it.each([
    [{ type: 'deal', seller: 'USA', buyer: 'India', weapon: 'Missile', count: 4 }, ArmsDealersError.CardNotInHand],
    [{ type: 'deal', seller: 'USA', buyer: 'India', weapon: 'Missile', count: 6 }, ArmsDealersError.TooManyWeapons],
    [{ type: 'deal', seller: 'UK', buyer: 'India', weapon: 'Missile', count: 1 }, ArmsDealersError.CardNotInHand],
    [{ type: 'deal', seller: 'USA', buyer: 'India', weapon: 'Missile', count: 0 }, EngineError.MalformedAction],
    [{ type: 'deal', seller: 'India', buyer: 'USA', weapon: 'Missile', count: 1 }, EngineError.MalformedAction],
    [{ type: 'discard', cards: ['Missile'] }, ArmsDealersError.WrongPhase],
    [{ type: 'evade', evasions: ['Staging Post'] }, ArmsDealersError.WrongPhase],
    [{ type: 'intercept', agencies: ['CIA'] }, ArmsDealersError.WrongPhase],
  ])('refuses %j with %s', (action, code) => {
    expect(refused(start(), 0, action)).toBe(code);
  });

  it.each([
    ['USA', 'Iraq'],
    ['USSR', 'Afghanistan'],
    ['China', 'North Korea'],
    ['France', 'Angola'],
  ] as const)('refuses a deal where %s sells to %s', (seller, buyer) => {
    const m = start({ ...table, fixture: { firstPlayer: 0, hands: [[seller, buyer, 'Nuclear'], [], []] } });
    expect(legalActionsOf(armsDealers, m.state, 0).filter((a) => a.type === 'deal')).toEqual([]);
    expect(refused(m, 0, { type: 'deal', seller, buyer, weapon: 'Nuclear', count: 1 })).toBe(
      ArmsDealersError.SellerCannotSellToBuyer,
    );
  });
});

describe('the hand limit', () => {
  const full: MatchRecord = {
    ...table,
    fixture: {
      firstPlayer: 0,
      hands: [['USA', 'USA', 'India', 'Chemical', 'Chemical', 'Chemical', 'CIA'], [], []],
      deck: ['Nuclear'],
    },
  };

  it('makes the player choose discards down to 7 before dealing', () => {
    const m = start(full);
    expect(m.state.G.phase).toBe('discard');
    const discards = legalActionsOf(armsDealers, m.state, 0);
    expect(
      discards
        .toArray()
        .flatMap((a) => (a.type === 'discard' ? a.cards : []))
        .sort(),
    ).toEqual(['CIA', 'Chemical', 'India', 'Nuclear', 'USA']);
    expect(refused(m, 0, { type: 'discard', cards: ['USA', 'India'] })).toBe(ArmsDealersError.WrongDiscardCount);
    expect(refused(m, 0, { type: 'deal', seller: 'USA', buyer: 'India', weapon: 'Chemical', count: 1 })).toBe(
      ArmsDealersError.WrongPhase,
    );
    act(m, 0, { type: 'discard', cards: ['CIA'] });
    expect(m.state.G.hands[0]).toHaveLength(7);
    expect(m.state.G.discard.map(faceOf)).toEqual(['CIA']);
    expect(m.state.G.phase).toBe('deal');
  });
});

describe('trades', () => {
  it('swaps one card for one card when the other seat accepts', () => {
    const m = start();
    act(m, 0, { type: 'propose', to: 1, terms: { give: 'Staging Post', want: 'CIA' } });
    expect(viewOf(armsDealers, m.state, 2).offer).toMatchObject({
      from: 0,
      to: 1,
      terms: { give: 'Staging Post', want: 'CIA' },
    });
    const events = act(m, 1, { type: 'accept', offer: m.state.offer!.id });
    expect(events).toContainEqual({ type: 'traded', from: 0, to: 1, give: 'Staging Post', want: 'CIA', money: 0 });
    expect(faces(m, 0)).toContain('CIA');
    expect(faces(m, 0)).not.toContain('Staging Post');
    expect(faces(m, 1)).toContain('Staging Post');
  });

  it('cannot be accepted for a card the other seat does not hold', () => {
    const m = start();
    act(m, 0, { type: 'propose', to: 1, terms: { give: 'Staging Post', want: 'Nuclear' } });
    const id = m.state.offer!.id;
    expect(legalActionsOf(armsDealers, m.state, 1).some((a) => a.type === 'accept')).toBe(false);
    expect(refused(m, 1, { type: 'accept', offer: id })).toBe(ArmsDealersError.CardNotInHand);
    act(m, 1, { type: 'counter', offer: id, terms: { give: 'Chemical', want: 'Staging Post' } });
    act(m, 0, { type: 'accept', offer: m.state.offer!.id });
    expect(faces(m, 0)).toContain('Chemical');
  });

  it.each([
    [{ to: 1, terms: { give: 'Nuclear', want: 'CIA' } }, ArmsDealersError.CardNotInHand],
    [{ to: 0, terms: { give: 'USA', want: 'CIA' } }, ArmsDealersError.TradeWithSelf],
    [{ to: 1, terms: { give: 'USA', want: 'USA' } }, ArmsDealersError.TradeUnbalanced],
    [{ to: 1, terms: { give: 'USA', want: null, money: -500 } }, ArmsDealersError.MoneyTradesOff],
    [{ to: 1, terms: { give: 'USA', want: 'CIA', money: 100 } }, ArmsDealersError.MoneyTradesOff],
    [{ to: 4, terms: { give: 'USA', want: 'CIA' } }, ArmsDealersError.NoSuchSeat],
  ])('refuses the proposal %j with %s', (p, code) => {
    expect(refused(start(), 0, { type: 'propose', ...p })).toBe(code);
  });

  it('allows money with the money-trades option, within what the payer has', () => {
    const m = start({
      ...table,
      options: { moneyTrades: true },
      fixture: { ...(table.fixture as object), money: [10, 0, 0] },
    });
    expect(refused(m, 0, { type: 'propose', to: 1, terms: { give: null, want: 'CIA', money: 1001 } })).toBe(
      ArmsDealersError.NotEnoughMoney,
    );
    act(m, 0, { type: 'propose', to: 1, terms: { give: null, want: 'CIA', money: 1000 } });
    act(m, 1, { type: 'accept', offer: m.state.offer!.id });
    expect(m.state.G.money).toEqual([0, 1000, 0]);
    expect(faces(m, 0)).toContain('CIA');
  });

  it('stops after the per-turn limit of offers, counters included', () => {
    const m = start({ ...table, options: { offersPerTurn: 2 } });
    act(m, 0, { type: 'propose', to: 1, terms: { give: 'USA', want: 'CIA' } });
    act(m, 1, { type: 'counter', offer: m.state.offer!.id, terms: { give: 'FBI', want: 'USA' } });
    expect(legalActionsOf(armsDealers, m.state, 0).some((a) => a.type === 'counter')).toBe(false);
    expect(refused(m, 0, { type: 'counter', offer: m.state.offer!.id, terms: { give: 'USA', want: 'CIA' } })).toBe(
      ArmsDealersError.TradeLimitReached,
    );
    act(m, 0, { type: 'decline', offer: m.state.offer!.id });
    expect(legalActionsOf(armsDealers, m.state, 0).some((a) => a.type === 'propose')).toBe(false);
  });

  it('only happens with the dealer', () => {
    const m = start();
    expect(refused(m, 1, { type: 'propose', to: 2, terms: { give: 'CIA', want: 'Iran' } })).toBe(
      EngineError.NotYourTurn,
    );
  });
});

describe('the end of the game', () => {
  function playOut(record: MatchRecord) {
    const m = start(record);
    while (m.state.G.phase !== 'over') {
      const seat = m.state.G.active;
      if (m.state.G.phase === 'discard') act(m, seat, { type: 'discard', cards: [faceOf(m.state.G.hands[seat]![0]!)] });
      else act(m, seat, { type: 'end-turn' });
      expect(allCards(m.state.G).sort((a, b) => a - b)).toEqual(Array.from({ length: 76 }, (_, i) => i));
    }
    return m;
  }

  it('comes when a draw phase finds the deck empty', () => {
    const m = playOut(table);
    expect(m.state.G.deck.length - m.state.G.drawn).toBe(0);
    // 61 cards were left to draw, one per turn.
    expect(m.state.G.turn).toBe(62);
    expect(refused(m, m.state.G.active, { type: 'end-turn' })).toBe(EngineError.GameOver);
    expect(armsDealers.outcome(m.state.G)?.ranking.every((s) => s.rank === 1)).toBe(true);
  });

  it('ranks by money, ties sharing a rank', () => {
    const m = playOut({ ...table, fixture: { ...(table.fixture as object), money: [10, 25, 10] } });
    expect(armsDealers.outcome(m.state.G)?.ranking).toEqual([
      { seat: 1, score: 2500, rank: 1 },
      { seat: 0, score: 1000, rank: 2 },
      { seat: 2, score: 1000, rank: 2 },
    ]);
  });
});

describe('setup', () => {
  it('deals 5 cards to each of 2 to 6 players from a full deck', () => {
    for (let players = 2; players <= 6; players++) {
      const m = start({ game: 'arms-dealers', players, secret: `setup-${players}` });
      const G = m.state.G;
      expect(G.hands.map((h) => h.length).reduce((a, b) => a + b)).toBe(5 * players + 1);
      expect(allCards(G).sort((a, b) => a - b)).toEqual(Array.from({ length: 76 }, (_, i) => i));
    }
  });

  it('starts near the end of the game from a discard pile the fixture names', () => {
    const played: Face[] = Array.from(
      { length: 55 },
      (_, i) => (['Missile', 'Chemical', 'Biological'] as const)[i % 3]!,
    );
    const m = start({ ...table, fixture: { ...(table.fixture as object), discard: played.slice(0, 12) } });
    const G = m.state.G;
    expect(G.discard.map(faceOf)).toEqual(played.slice(0, 12));
    // 76 cards less 15 in hands, 12 discarded and the first player's draw.
    expect(G.deck.length - G.drawn).toBe(76 - 15 - 12 - 1);
    expect(allCards(G).sort((a, b) => a - b)).toEqual(Array.from({ length: 76 }, (_, i) => i));
  });

  it('draws the first player at random from the seed', () => {
    const firsts = new Set(
      Array.from({ length: 40 }, (_, i) => start({ game: 'arms-dealers', players: 4, secret: `f${i}` }).state.G.active),
    );
    expect(firsts.size).toBe(4);
  });

  it.each([
    [
      { hands: [['Nuclear', 'Nuclear', 'Nuclear', 'Nuclear'], ['Nuclear', 'Nuclear', 'Nuclear'], []] },
      ArmsDealersError.FixtureTooManyCards,
    ],
    [{ hands: [[], []] }, EngineError.BadSetup],
    [{ firstPlayer: 3 }, ArmsDealersError.FixtureBadSeat],
    [{ deck: ['Dragon'] }, EngineError.BadSetup],
    [{ discard: new Array<Face>(16).fill('Missile') }, ArmsDealersError.FixtureTooManyCards],
    [{ discard: new Array<Face>(7).fill('Staging Post') }, ArmsDealersError.FixtureTooManyCards],
  ])('refuses the fixture %j', (fixture, code) => {
    const r = Match.create(armsDealers, { ...table, fixture });
    expect(r.ok ? 'accepted' : r.error.code).toBe(code);
  });
});

describe('deadlines', () => {
  it('pass everyone still to answer an interception window', () => {
    const m = start();
    act(m, 0, { type: 'deal', seller: 'USA', buyer: 'India', weapon: 'Missile', count: 1 });
    act(m, 1, { type: 'intercept', agencies: ['FBI'] });
    act(m, SYSTEM, { type: 'deadline' });
    expect(m.state.window?.kind).toBe('evade');
    act(m, SYSTEM, { type: 'deadline' });
    expect(m.state.G.money).toEqual([0, 0, 0]);
    expect(m.state.G.active).toBe(1);
  });
});

describe('who the intercept window asks', () => {
  // Hands the others hold: interception cards, evasion cards, or none of either.
  const others: Face[][][] = [
    [['CIA', 'FBI'], ['Interpol']],
    [['Nuclear'], ['Iran']],
    [['Front Company'], ['CIA', 'CIA']],
  ];
  it.each(others)('asks every other seat, in the same order, whatever they hold (%j)', (one, two) => {
    const m = start({ ...table, fixture: { firstPlayer: 0, hands: [hands[0]!, one!, two!], deck: ['Missile'] } });
    act(m, 0, { type: 'deal', seller: 'USA', buyer: 'India', weapon: 'Missile', count: 1 });
    expect(m.state.window).toMatchObject({ kind: 'intercept', openedBy: 0, responders: [1, 2], answered: [] });
    // Each closes it with one answer apiece, whatever it is.
    act(m, 1, { type: 'pass' });
    act(m, 2, { type: 'pass' });
    expect(m.state.window).toBeNull();
  });
});
